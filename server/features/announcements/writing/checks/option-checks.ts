import {
  acceptedWordBounds,
  NOTE_FIELDS,
  OPTION_COUNT,
  type GenerationRequest,
} from '#domain/generation.ts';
import { nameAskedOf, nameForms } from '#domain/person-name.ts';
import { eventSentence } from '../composer/asks.ts';
import { countWords, tidy } from '../composer/phrases.ts';
import { aloneFrame, verblessFrame, withSubjectArticle } from '../composer/prose.ts';
import { promotionDetailFrames } from '../composer/promotion-details.ts';
import { backgroundOf, tidyCompany } from '../composer/tidy.ts';
import { expandShorthand } from '../shorthand.ts';

/**
 * Mechanical checks run on every option from any writer (composer or AI) before it is
 * shown or stored. Each returns a human-readable reason, or null when the text passes.
 */

/** Options this similar read as the same message reworded, so the user gains no choice. */
export const MAX_TRIGRAM_JACCARD = 0.5;

/** Typographic apostrophes and hyphens read as the typed ones: "O’Brien" is "O'Brien". */
const plain = (text: string) => text.normalize('NFC').replace(/[’ʼ‘]/g, "'").replace(/[‐‑]/g, '-');

/**
 * Whether the option holds the person's full name exactly as typed (issue 13: the name is
 * sacred): same letters, case and accents, as a whole word. Other mentions (the short or
 * preferred form, or a changed one) are judged by the fact screen.
 */
export function hasFullName(text: string, newHireName: string): boolean {
  const full = plain(nameForms(newHireName).full);
  if (!full) return true;
  const escaped = full.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Word edges matter only where the name starts or ends with a letter or digit.
  const before = /^[\p{L}\p{M}\p{N}]/u.test(full) ? '(?<![\\p{L}\\p{M}\\p{N}])' : '';
  const after = /[\p{L}\p{M}\p{N}]$/u.test(full) ? '(?![\\p{L}\\p{M}\\p{N}])' : '';
  // "Kim Min-jun (김민준, MJ)": a name that ends in its own bracket may hold the preferred
  // name inside it, every letter typed kept (ADR 065).
  const inBracket = full.endsWith(')') ? `|${escaped.slice(0, -2)},\\s[^()]{1,40}\\)` : '';
  return new RegExp(`${before}(?:${escaped}${after}${inBracket})`, 'u').test(plain(text));
}

const PLACEHOLDER_PATTERNS: readonly RegExp[] = [
  /\{\{[^}]*\}\}/g,
  /\{[^{}]*\}/g,
  /\[[^\]]*\p{Lu}[^\]]*\]/gu,
  /<\s*\/?\s*\p{L}[\p{L}\s_-]*>/gu,
  /\bTBD\b/gi,
  /\bX{3,}\b/gi,
  /\blorem ipsum\b/gi,
];

const typedMatches = new WeakMap<GenerationRequest, Map<string, boolean>>();

function inputText(input: GenerationRequest): string {
  return Object.values(input)
    .filter((v): v is string => typeof v === 'string')
    .join('\n')
    .toLowerCase();
}

/**
 * Placeholder-looking text in the option. Text the user typed themselves (a start date of
 * "TBD", say) is theirs to keep, so a match that also occurs in the input is not reported.
 */
export function findPlaceholders(text: string, input?: GenerationRequest): string[] {
  const typed = input ? inputText(input) : '';
  // Whether the user typed a match, asked once per request: a long run-on word is matched in
  // draft after draft, and finding it in the input costs its length times the input's (ADR 108).
  const typedByUser = (match: string) => {
    if (!input) return typed.includes(match);
    let known = typedMatches.get(input);
    if (!known) typedMatches.set(input, (known = new Map()));
    let found = known.get(match);
    if (found === undefined) known.set(match, (found = typed.includes(match)));
    return found;
  };
  // Where the user's own values sit in the text: a bracket there is theirs ("mF][UZ").
  const theirs: [number, number][] = [];
  for (const value of input ? Object.values(input) : [])
    if (typeof value === 'string' && /[[\]{}<>]/.test(value))
      for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1))
        theirs.push([at, at + value.length]);
  const typedAt = (i: number) => theirs.some(([s, e]) => i >= s && i < e);
  const found: string[] = [];
  for (const source of PLACEHOLDER_PATTERNS) {
    const pattern = new RegExp(source.source, source.flags);
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      // A match opening or closing on the user's own bracket: look again one step further.
      if (typedAt(match.index) || typedAt(match.index + match[0].length - 1)) {
        pattern.lastIndex = match.index + 1;
        continue;
      }
      if (!typedByUser(match[0].toLowerCase())) found.push(match[0]);
    }
  }
  return found;
}

export function checkOption(text: string, input: GenerationRequest): string | null {
  if (text.trim() === '') return 'The option is empty.';

  const words = countWords(text);
  const { minWords, maxWords } = acceptedWordBounds(input);
  if (words < minWords)
    return `The option has ${words} words; a ${input.length} message needs at least ${minWords}.`;
  if (words > maxWords)
    return `The option has ${words} words; a ${input.length} message allows at most ${maxWords}.`;

  // `Rocío "La Chispa" Montoya` with "NOT Chispa in writing": the name as asked (ADR 195).
  const name = nameAskedOf(input);
  if (!hasFullName(text, name))
    return `The option does not give the name exactly as typed: “${nameForms(name).full}”.`;

  const placeholder = findPlaceholders(text, input)[0];
  if (placeholder !== undefined) return `The option contains a placeholder: ${placeholder}`;

  return null;
}

function wordGrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  // Under three words there is no trigram; the whole text stands in for one.
  if (words.length < 3) return new Set(words.length ? [words.join(' ')] : []);
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++)
    grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

/**
 * Jaccard similarity of the two texts' sets of word trigrams (case and punctuation ignored).
 * Trigrams in `theirs` (the user's own notes) are left out of both sets: options that each
 * tell the facts the user typed, in the user's words, are still a choice when the writing
 * around them differs (issue 21: rich notes were cut until the options differed, and lost
 * their point). With nothing of the writer's own left in either, they are one message.
 */
export function trigramJaccard(a: string, b: string, theirs?: ReadonlySet<string>): number {
  const mine = (grams: Set<string>) =>
    theirs?.size ? new Set([...grams].filter((g) => !theirs.has(g))) : grams;
  const ga = mine(wordGrams(a));
  const gb = mine(wordGrams(b));
  if (ga.size === 0 && gb.size === 0) return 1;
  let shared = 0;
  for (const gram of ga) if (gb.has(gram)) shared++;
  return shared / (ga.size + gb.size - shared);
}

/**
 * The word trigrams of the user's notes, as typed and with shorthand written out ("yrs" →
 * "years"), which an option may repeat without reading as a twin of another.
 */
const gramsOfInput = new WeakMap<GenerationRequest, Set<string>>();

function noteGrams(input: GenerationRequest): Set<string> {
  // Compared once per pair of drafts of the same request: its notes' grams are read once.
  const cached = gramsOfInput.get(input);
  if (cached) return cached;
  const out = new Set<string>();
  gramsOfInput.set(input, out);
  for (const key of NOTE_FIELDS) {
    const value = input[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    for (const text of [value, expandShorthand(value)]) for (const g of wordGrams(text)) out.add(g);
    // A fragment told in the one frame its words allow (ADR 086: "The passenger is fine.",
    // "Chris has earned the chief constable's commendation.") is the user's fact too, under
    // the full name or the first; the note is read whole with each part in its frame, so the
    // grams across two framed parts ("fine the coastguard") are the user's as well.
    const name = input.newHireName.trim();
    const names = [...new Set([name, name.split(/\s+/)[0]!])];
    const framedParts: string[][] = names.map(() => []);
    for (const part of value.split(/(?<=[.!?])\s+|\n+/)) {
      const typed = expandShorthand(part.trim()).replace(/[.!]+$/, '');
      // An event the notes invite to is told in every option as one invitation sentence (ADR
      // 058): the user's fact in the writer's words, the same in each, never a twin's sign.
      for (const g of wordGrams(eventSentence(typed) ?? '')) out.add(g);
      // A verbless note said whole ("The award was given at the gala.", ADR 085) is the
      // user's fact in the frame its words allow, the same in each option: no twin's sign.
      // "bonus + plaque" is told "bonus and plaque" (tidy.ts).
      const said = verblessFrame(typed.replace(/\s\+\s/g, ' and '), input.newHireName);
      for (const g of wordGrams(said ?? '')) out.add(g);
      for (const [i, who] of names.entries())
        framedParts[i]!.push(aloneFrame(typed, who) ?? withSubjectArticle(typed));
      // A promotion's title held, first, deed or time served said whole (ADR 088) likewise;
      // only that field is read so (a welcome's "speedruns Celeste" is no deed of its own).
      // Said of the person by every form of the name an option may use ("Olu directed…").
      if (key === 'promotionDetails')
        for (const clause of typed.split(/,\s+|\n+/))
          for (const name of new Set(nameForms(input.newHireName).allowed))
            for (const framed of promotionDetailFrames(clause.replace(/^[-•*]\s*/, ''), name))
              for (const g of wordGrams(framed)) out.add(g);
    }
    for (const parts of framedParts) for (const g of wordGrams(parts.join(' '))) out.add(g);
  }
  // The background (ADR 184): the user's fact, told in the same words by every prose option
  // ("spent 8 years as a pastry chef in hotels in Durrës"), never a twin's sign.
  const company = input.company?.trim();
  if (company) {
    const read = backgroundOf(tidy(expandShorthand(tidyCompany(company))));
    for (const text of [company, expandShorthand(company), read?.did ?? '', read?.line ?? ''])
      for (const g of wordGrams(text)) out.add(g);
  }
  return out;
}

/** How alike two options of one input read, the user's own notes aside. */
export function optionSimilarity(a: string, b: string, input: GenerationRequest): number {
  return trigramJaccard(a, b, noteGrams(input));
}

export function checkOptions(texts: string[], input: GenerationRequest): string | null {
  if (texts.length !== OPTION_COUNT)
    return `Expected ${OPTION_COUNT} options, got ${texts.length}.`;
  for (const [i, text] of texts.entries()) {
    const reason = checkOption(text, input);
    if (reason) return `Option ${i + 1}: ${reason}`;
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      if (optionSimilarity(texts[i] ?? '', texts[j] ?? '', input) >= MAX_TRIGRAM_JACCARD)
        return `Options ${i + 1} and ${j + 1} are too similar.`;
    }
  }
  return null;
}
