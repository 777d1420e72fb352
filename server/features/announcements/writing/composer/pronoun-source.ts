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
  const sentences = typed.split(/(?<=[.!?;])\s+|\n+|\s+[-–—]\s+/u);
  return sentences
    .filter((sentence, i) => {
      // Only a sentence with a gendered pronoun can mislead; parsing the rest is wasted work.
      if (!gendered(sentence)) return true;
      const named = [
        ...namedPeople(sentence),
        ...[...sentence.matchAll(ANOTHER_AFTER)].map((m) => m[1]!),
      ];
      // "Walked a patient through rehab. He now volunteers here": a pronoun opening the
      // sentence after someone else is theirs (ADR 142), never the person's.
      const before = sentences[i - 1];
      const theirs = before !== undefined && pointsToOther(sentence, before, own);
      return !theirs && !named.some((name) => isOther(name, own));
    })
    .join(' ');
}

/**
 * Whether a sentence opening with "she", "he" or "they" points back to someone the sentence
 * before it tells of (ADR 142): "Coached a stroke patient through rehab. He now runs our
 * walking group." The other's own pronoun, said there ("Thanks to Dr Okafor and her team.
 * He ran the night shift."), tells them apart: a pronoun of the other gender is the person's.
 */
export function pointsToOther(sentence: string, before: string, own: ReadonlySet<string>): boolean {
  const pronoun = /^\s*(she|he|they)\b/i.exec(sentence)?.[1]?.toLowerCase();
  if (!pronoun || !otherPartyIn(before, own, pronoun === 'they')) return false;
  if (pronoun === 'they') return true;
  const same = pronoun === 'she' ? FEMININE : MASCULINE;
  const other = pronoun === 'she' ? MASCULINE : FEMININE;
  // Past the first word: the subject pronoun opening the sentence before is the person's.
  const later = (before.toLowerCase().match(/\p{L}+/gu) ?? []).slice(1);
  return !(later.some((w) => other.has(w)) && !later.some((w) => same.has(w)));
}

const isOther = (name: string, own: ReadonlySet<string>) =>
  name
    .replace(/['’]s$/u, '')
    .split(/\s+/u)
    .some((w) => w.length > 1 && !own.has(w.toLowerCase().replace(/['’]s$/u, '')));

const namedPeople = (text: string) => nlp()(text).people().out('array') as string[];

/**
 * Someone a note tells of besides the person: a patient, a customer, a mentor, a family
 * member, a group of them. Closed, as a person's role after "as a" is the person's own.
 */
const OTHER_PERSON = String.raw`(?:patient|customer|client|mentor|mentee|coach|teacher|tutor|student|pupil|kid|child|children|boy|girl|baby|man|men|woman|women|guy|lady|gentleman|chef|resident|guest|tenant|neighbou?r|friend|colleague|boss|dad|father|mum|mom|mother|parent|son|daughter|brother|sister|husband|wife|grandfather|grandmother|grandma|grandpa|granddad|grandson|granddaughter|nan|uncle|aunt|cousin|nephew|niece|veteran|farmer|fisherman|player|athlete|learner|apprentice|trainee|mentee|donor|survivor|refugee|stranger|passenger|visitor|caller|buyer|seller|owner|founder|reader|fan|elder|teen|teenager|toddler|family|cohort|class)`;
const OTHER_PARTY = new RegExp(
  String.raw`(?<!\b(?:as|is|was|became|become|been)\s+)\b(?:a|an|the|one|our|her|his|their|this|that|my|some|two|three|four|five|\d+)\s+(?:[\p{L}-]+\s+){0,2}${OTHER_PERSON}(?:e?s|ren)?(?:['’]s?)?(?![\p{L}-])`,
  'iu',
);

/** Those "they" may be besides the person: a client, an account, a board. */
const OTHER_GROUP =
  /\b(?:a|an|the|our|their|this|that|one|two|three|\d+)\s+(?:[\p{L}-]+\s+){0,2}(?:accounts?|clients?|compan(?:y|ies)|firms?|customers?|suppliers?|vendors?|partners?|board|council|clubs?|schools?|hospitals?|banks?|agenc(?:y|ies)|charit(?:y|ies)|league|committee|group|studios?|stores?|brands?|buyers?|crew|team|people|staff)\b/iu;

/**
 * Whether a note's sentence tells of someone other than the person (`own`: the person's
 * name words, lower case): a third party a pronoun after it may point back to (ADR 142).
 * `they`: the pronoun is "they", which may also be a client, an account or a board.
 */
function otherPartyIn(text: string, own: ReadonlySet<string>, they = false): boolean {
  return (
    OTHER_PARTY.test(text) ||
    (they && OTHER_GROUP.test(text)) ||
    namedPeople(text).some((name) => isOther(name, own))
  );
}
