import { FEMININE, MASCULINE } from '../checks/fact-screen/vocabulary.ts';
import { nlp } from './nlp.ts';

/** A capitalised word after a word that names someone else ("from Sue", "thanks to Dr Hale"). */
const ANOTHER_AFTER =
  /\b(?:from|with|to|and|for|replacing|covering|covers|during|thanks|thank|by)\s+(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof)\.?\s+)?(\p{Lu}[\p{L}'’-]+)/gu;

const gendered = (sentence: string) =>
  (sentence.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => FEMININE.has(w) || MASCULINE.has(w));

/**
 * The sentences of the typed text that can tell the person's own pronouns: those that name no
 * one else. "Takes over from Sue, who retires (her leaving do tbc)" gives Sue's pronoun, not
 * the person's; the composer chose "she" from it for a man (ninth blind set, 2026-11-27). A
 * sentence with another person in it is left out, so the name is used instead of a guess.
 * `ownWords`: the words of the person's names and of the titles, team and company typed.
 */
export function ownPronounText(typed: string, ownWords: readonly string[]): string {
  const own = new Set(ownWords.map((w) => w.toLowerCase()));
  const isOther = (name: string) =>
    name
      .replace(/['’]s$/u, '')
      .split(/\s+/u)
      .some((w) => w.length > 1 && !own.has(w.toLowerCase().replace(/['’]s$/u, '')));
  return typed
    .split(/(?<=[.!?;])\s+|\n+|\s+[-–—]\s+/u)
    .filter((sentence) => {
      // Only a sentence with a gendered pronoun can mislead; parsing the rest is wasted work.
      if (!gendered(sentence)) return true;
      const named = [
        ...nlp()(sentence).people().out('array'),
        ...[...sentence.matchAll(ANOTHER_AFTER)].map((m) => m[1]!),
      ] as string[];
      return !named.some(isOther);
    })
    .join(' ');
}
