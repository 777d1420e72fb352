import { factsFor, type GenerationRequest } from '#domain/generation.ts';
import { nameFormsOf } from '#domain/person-name.ts';
import { SHORTENED_STOP_BEHIND } from '#domain/text.ts';
import {
  expandDateWords,
  expandShorthand,
} from '#server/features/announcements/writing/shorthand.ts';
import {
  dayTold,
  englishDate,
  startDateWords,
} from '#server/features/announcements/writing/start-date.ts';
import { EVAL_TODAY } from './cases.ts';

/**
 * How the eval reads a text: sentences, words and word stems. Written for the eval alone,
 * independent of the fact screen's reading, so that a bug in one is not hidden by the other.
 */

export interface Sentence {
  text: string;
  /** The option's first sentence (greetings and headlines are allowed to be fragments). */
  first: boolean;
  /** The line starts with a bullet: list items may be fragments. */
  bullet: boolean;
}

const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

/**
 * A stop that ends no sentence ("Dr.", "Mohd.", "e.g.", "Inc.", "No. 4"): the writer's one list
 * (domain/text.ts SHORTENED_STOP_BEHIND, ADR 159), so the eval and the writer cut a text alike.
 */
const NOT_A_STOP = new RegExp(String.raw`\.${SHORTENED_STOP_BEHIND}(?=\s)`, 'gu');

/** Sentences: split at . ! ? (not inside "e.g.", "Dr.", "3.5", "Inc.") and at line breaks. */
export function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  for (const line of text.split(/\n+/)) {
    const bullet = BULLET.test(line);
    const parts = line
      .replace(NOT_A_STOP, '\u0000')
      // "J. R. Smith": an initial; "M&A. Please…" ends a sentence.
      .replace(/(?<![\p{L}\p{N}&])(\p{Lu})\.(?=\s*\p{Lu})/gu, '$1\u0000')
      .split(/(?<=[.!?…])["”’)]?\s+/u)
      .map((s) => s.replaceAll('\u0000', '.').trim())
      .filter((s) => /[\p{L}\p{N}]/u.test(s));
    for (const part of parts) sentences.push({ text: part, first: sentences.length === 0, bullet });
  }
  return sentences;
}

export function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? []).map((w) =>
    w.replace(/['’]s?$/u, ''),
  );
}

export const lower = (text: string) => text.toLowerCase().normalize('NFC');

/** A crude stem, enough to match "tickets"/"ticket", "mentored"/"mentor", "running"/"run". */
export function stem(word: string): string {
  const w = lower(word).replace(/['’]s?$/u, '');
  if (w.length <= 4) return w;
  const stripped = w.replace(/(?:ing|ed|es|s)$/, '');
  return stripped.length >= 3 ? stripped.replace(/(.)\1$/, '$1') : w;
}

/** Words too general to count as carrying a user's fact, even when a fact contains them. */
// prettier-ignore
export const GENERIC = new Set([
  'team', 'new', 'role', 'work', 'working', 'job', 'company', 'people', 'great', 'good', 'very',
  'really', 'all', 'every', 'one', 'day', 'week', 'year', 'time', 'well', 'more', 'most', 'lot',
  'lots', 'many', 'also', 'just', 'like', 'love', 'loves', 'get', 'got', 'make', 'made', 'help',
  'helped', 'big', 'huge', 'thing', 'things', 'start', 'starts', 'starting', 'join', 'joins',
  'joining', 'welcome', 'the', 'and', 'with', 'for', 'from', 'our', 'your', 'their', 'her',
  'his', 'she', 'they', 'them', 'was', 'were', 'has', 'have', 'had', 'that', 'this', 'into',
  'onto', 'over', 'about', 'after', 'before', 'which', 'while', 'what', 'when', 'where', 'will',
  'would', 'could', 'should', 'each', 'some', 'such', 'only', 'other', 'does', 'done', 'here',
  'there', 'these', 'those', 'upon', 'across', 'through', 'during', 'than', 'then', 'been',
  'being', 'are', 'not', 'but', 'its', 'who', 'him', 'out', 'now', 'way', 'ever', 'even',
  'first', 'next', 'last', 'since', 'still', 'yet', 'both', 'any', 'off', 'per', 'via',
]);

/**
 * Where a clause starts: a sentence, a line or bullet, a bracket, or after a comma, a dash, a
 * semicolon or "so"/"but" ("…not hers, so please mention the team").
 */
export const CLAUSE_START = String.raw`(?:^|(?<=[.!?;:(]\s*)|(?<=\n\s*(?:[-*•·–]\s*)?)|(?<=[,–—-]\s+)|(?<=\b(?:so|but|and)\s+))`;
export const PLEASE = String.raw`(?:please|pls|plz|kindly)`;
/** What goes in the post, as a writer is asked for it. */
const GOES_IN = String.raw`(?:mention|include|call out|shout out|name-?check|credit|spell)`;
/** What a writer is asked to do with the post's content. */
export const TELL = String.raw`(?:${GOES_IN}|leave (?:out|off))`;
/** Putting something in the post: "please post…" invites the readers, "don't post…" asks the writer. */
const PUT_IN = String.raw`(?:put|say|share|post|write|print|publish|name|use|add)`;
/**
 * What a writer is asked not to do. "Please share…", "please post…", "say hi" invite the
 * readers and pass; said with "don't" they are addressed to the writer.
 */
export const DONT_TELL = String.raw`(?:${TELL}|${PUT_IN}|overdo|go overboard|make (?:it|this|a (?:big )?(?:deal|fuss)))`;

/**
 * A request to leave something out of the post, by the shape `writer_notes` reads
 * (checks/complaints.ts): "don't/do not/never/no need to" + a verb of what goes in the post,
 * "leave out", "skip", "no mention of". Its object is what follows, up to a clause's end or a
 * word that says where or why ("…the J$ figure in if it's going on the public page").
 */
const LEFT_OUT = new RegExp(
  `${CLAUSE_START}(?:(?:${PLEASE}\\s+)?(?:don['’]?t|do not|never|no need to)\\s+(?:ever\\s+)?(?:${GOES_IN}|${PUT_IN})|(?:${PLEASE}\\s+)?(?:leave (?:out|off)|skip|no mention of))\\s+([^.!?\\n;,()]+)`,
  'giu',
);
const OBJECT_END =
  /\s(?:in|if|as|because|since|unless|until|when|while|at|on|for|from|to|with|yet)\b.*$/iu;
// prettier-ignore
const NOT_THE_THING = new Set(['a', 'an', 'the', 'any', 'his', 'her', 'their', 'our', 'my', 'your',
  'its', 'this', 'that', 'these', 'those', 'previous', 'exact', 'actual', 'pls', 'plz', 'please',
  'or', 'and', 'nor', 'of', 'it']);
const SYMBOL = /[$€£¥₹%]/u;

/**
 * What a text asks the writer to leave out, as the words that name it: "visa pending so dont
 * put a date" → ["date"]; "don't put the J$ figure in if…" → ["j$", "figure"]; "pls dont
 * mention the staffing shortage or the inspection" → ["staffing", "shortage"], ["inspection"]:
 * one list per thing named.
 */
export function askedLeftOut(text: string): string[][] {
  return [...text.matchAll(LEFT_OUT)]
    .flatMap((m) => m[1]!.replace(OBJECT_END, '').split(/\s(?:or|and|nor)\s/iu))
    .map((thing) =>
      thing
        .split(/\s+/)
        .map((t) => lower(t).replace(/^[^\p{L}\p{N}$€£¥₹]+|[^\p{L}\p{N}$€£¥₹%]+$/gu, ''))
        .filter(
          (t) =>
            !NOT_THE_THING.has(t) &&
            !GENERIC.has(t) &&
            (SYMBOL.test(t) || /\p{N}/u.test(t) || /\p{L}{3}/u.test(t)),
        ),
    )
    .filter((words) => words.length > 0);
}

/** The text without its requests to leave something out (what a fact says, not what it asks). */
export const withoutLeftOut = (text: string) => text.replace(LEFT_OUT, '');

/** Whether a text opens with a request to leave something out: a note to the writer, no fact. */
export const opensLeftOut = (text: string) => {
  LEFT_OUT.lastIndex = 0;
  const m = LEFT_OUT.exec(text.trim().replace(/^[-*•]\s*/u, ''));
  LEFT_OUT.lastIndex = 0;
  return m?.index === 0;
};

/** The fact fields of the input, by key (factsFor, which includes the start date). */
export function factFields(input: GenerationRequest): Record<string, string> {
  return factsFor(input);
}

/** The stems that carry the user's facts: content words and numbers, the name excluded. */
// prettier-ignore
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
  'september', 'october', 'november', 'december'];

/**
 * A fact as typed and as written out: shorthand spelled ("yrs", "thurs", "jan"), an ISO date
 * in words ("2027-01-11" is also "january 11"). A sentence that says a fact in either
 * spelling carries it.
 */
function factSpellings(value: string): string {
  const iso = value.replace(
    /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    (_m, _y, mo: string, d: string) => `${MONTH_NAMES[Number(mo) - 1] ?? ''} ${Number(d)}`,
  );
  return `${value} ${expandShorthand(iso)} ${expandDateWords(iso)}`;
}

/**
 * The start date as the writers tell it (ADR 095, the one date reader): "segunda" is also
 * "Monday", "ma 3.3." also "Monday 3 March". Every check that asks whether an option says the
 * typed date reads it here: the invented-fact check (a day the input gives) and the filler
 * count (a sentence that tells the date carries a fact).
 */
export function startDateTold(input: GenerationRequest, today = EVAL_TODAY): string {
  if (!input.startDate) return '';
  const raw = input.startDate.normalize('NFC');
  // "early March?": told "early March (date TBC)" (ADR 107), so its "TBC" is the input's too.
  const unsettled = startDateWords(raw).date ?? '';
  // "2 weeks from now" is told as its day, "Monday 7 December" (ADR 116).
  const told = input.startDateIso ? '' : (dayTold(raw, today)?.day ?? '');
  return [englishDate(raw), unsettled.includes('TBC') && unsettled, told].filter(Boolean).join(' ');
}

export function factStems(input: GenerationRequest): Set<string> {
  const nameWords = new Set(
    wordsOf(`${input.newHireName} ${input.preferredName ?? ''}`).map((w) => stem(w)),
  );
  const stems = new Set<string>();
  for (const [key, raw] of Object.entries(factFields(input))) {
    const value = factSpellings(key === 'startDate' ? `${raw} ${startDateTold(input)}` : raw);
    // A start date of "next week", a team called "FP&A": short and ordinary words are the
    // fact itself in these fields.
    const named = ['startDate', 'team', 'role', 'company', 'currentRole', 'newRole'].includes(key);
    for (const word of wordsOf(value.replace(/(\d),(\d{3})/g, '$1$2'))) {
      const s = stem(word);
      if (nameWords.has(s)) continue;
      if (!named && (GENERIC.has(lower(word)) || GENERIC.has(s))) continue;
      if (/^\p{N}/u.test(word) || word.length >= 3 || (named && word.length >= 2)) stems.add(s);
    }
  }
  return stems;
}

export function nameOf(input: GenerationRequest) {
  return nameFormsOf(input);
}
