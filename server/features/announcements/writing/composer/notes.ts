import nlp from 'compromise';
import { expandShorthand } from '../shorthand.ts';

/**
 * Notes to prose (issue 13 §3, ADR 021). Users type notes as fragments: "Led the Postgres
 * 16 upgrade. Mentored 3 new hires", "nominated by three families", "pen testing, cloud
 * IAM". Each note is split into items and each item is read for its grammar with
 * `compromise`, so the composer can give a verb phrase its subject, keep a passive's
 * auxiliary and join noun phrases as a list.
 */

export type NoteKind =
  /** Has its own subject: "the kitchen runs smoother than ever". */
  | 'sentence'
  /** A verb phrase about the person: "led the assay redesign". */
  | 'predicate'
  /** A passive with no auxiliary: "nominated by three families". */
  | 'passive'
  /** A gerund phrase: "returning after 2 years at Yandex", "trail running". */
  | 'gerund'
  /** Continues what came before: "for closing the books…", "with her rye loaf". */
  | 'continuation'
  /** Anything else: a noun phrase. */
  | 'noun';

export interface NoteItem {
  kind: NoteKind;
  /** The item in the user's words, shorthand expanded, ready to sit mid-sentence. */
  text: string;
}

export interface Note {
  items: NoteItem[];
  /** How many list items the user typed: three or more are always joined as a list. */
  typedItems: number;
}

// prettier-ignore
const CONTINUATIONS = new Set([
  'for', 'by', 'with', 'without', 'through', 'after', 'while', 'despite', 'in', 'across',
  'during', 'including', 'to', 'from', 'before', 'using', 'on', 'at', 'within', 'which', 'so',
  'saving', 'leading', 'resulting', 'helping', 'thanks', 'via', 'as', 'over', 'under', 'since',
]);
const SUBJECTS = new Set(['she', 'he', 'they', 'i', 'we']);
// prettier-ignore
const AUXILIARIES = new Set([
  'has', 'have', 'is', 'was', 'were', 'will', 'can', 'could', 'never', 'always', 'once',
  'also', 'still', 'just', 'often', 'loves', 'enjoys', 'became', 'becomes', 'keeps',
]);
const ADVERB_BEFORE_NOUN =
  /^(?:always|never|still|often|also|just)\s+(?:the|a|an|our|my|their|one)\b/i;
/** Irregular past forms compromise reads as nouns when they open a fragment. */
const BARE_PAST = new Set(['cut', 'set', 'hit', 'put', 'led', 'ran', 'won', 'built', 'spread']);
// prettier-ignore
const PASSIVE_ONLY = new Set([
  'nominated', 'chosen', 'praised', 'voted', 'selected', 'recognised', 'recognized', 'certified',
  'featured', 'named', 'shortlisted', 'elected', 'appointed', 'commended', 'honoured',
  'honored', 'invited', 'published', 'credited', 'awarded', 'thanked',
]);
const OBJECT_OPENER =
  /^(?:(?:the|a|an|our|their|his|her|its|my|this|that|these|those|every|each|all|it|them|up|out|off|down|over|more)(?!\p{L})|[$£€~]?\d)/iu;

/** Tags read per text: writers and the eval meet the same notes again and again. */
const tagMemo = new Map<string, { word: string; tags: string[] }[]>();
const TAG_MEMO_SIZE = 5000;
/** An item's grammar shows in its first words; tagging more costs time and changes nothing. */
const WORDS_TAGGED = 8;

function termTags(text: string): { word: string; tags: string[] }[] {
  const head = text.split(/\s+/).slice(0, WORDS_TAGGED).join(' ');
  const cached = tagMemo.get(head);
  if (cached) return cached;
  // doc.docs is compromise's own term list: far cheaper than .terms().json().
  const doc = nlp(head) as unknown as { docs: { text: string; tags: Set<string> }[][] };
  const terms = doc.docs.flat().map((t) => ({ word: t.text, tags: [...t.tags] }));
  if (tagMemo.size >= TAG_MEMO_SIZE) tagMemo.clear();
  tagMemo.set(head, terms);
  return terms;
}

const bare = (word: string | undefined) =>
  (word ?? '').toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** A noun phrase followed by its own finite verb: "a client wrote in", "video went viral". */
function hasOwnSubject(text: string): boolean {
  const terms = termTags(text);
  let i = 0;
  if (/^(?:no|zero|not|all|every|each|\d.*)$/i.test(terms[0]?.word ?? '')) return false;
  if (terms[0]?.tags.includes('Determiner')) i++;
  let nouns = 0;
  for (; i < terms.length; i++) {
    const tags = terms[i]!.tags;
    const verb = tags.includes('Verb') && !tags.includes('Gerund');
    if (verb && nouns > 0)
      return (
        i < terms.length - 1 &&
        !tags.includes('Infinitive') &&
        tags.some((t) => t === 'PastTense' || t === 'PresentTense' || t === 'Copula')
      );
    if (verb || !tags.some((t) => ['Noun', 'Adjective', 'Value', 'Acronym'].includes(t)))
      return false;
    nouns++;
  }
  return false;
}

export function classify(text: string, personWords: ReadonlySet<string>): NoteKind {
  const words = text.split(/\s+/);
  const first = bare(words[0]);
  const next = words[1] ?? '';
  if (CONTINUATIONS.has(first)) return 'continuation';
  const typed = (words[0] ?? '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  // The name as typed ("Will", not the verb "will") opens a sentence about the person.
  if (SUBJECTS.has(first) || personWords.has(typed)) return 'sentence';
  if (words.length > 1 && AUXILIARIES.has(first)) return 'predicate';
  if (PASSIVE_ONLY.has(first) || (/ed$|en$/.test(first) && bare(next) === 'by')) return 'passive';
  if (words.length > 1 && BARE_PAST.has(first)) return 'predicate';
  const lowered = text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const alone = termTags(lowered)[0]?.tags ?? [];
  if (alone.includes('Gerund')) return 'gerund';
  if (words.length > 1) {
    // "distributed systems" is a noun phrase; "shipped self-serve onboarding in Q2" is not.
    if (
      alone.includes('PastTense') &&
      (!first.endsWith('ed') ||
        OBJECT_OPENER.test(next) ||
        /^\p{Lu}/u.test(next) ||
        words.length > 3)
    )
      return 'predicate';
    // With a subject before it, compromise reads "runs the pass" and "trained 4 cooks" right.
    const withSubject = termTags(`she ${lowered}`)[1]?.tags ?? [];
    const verb = withSubject.includes('PastTense') || withSubject.includes('PresentTense');
    const verbish = alone.includes('Verb') || /^\p{L}+(?:s|ed)$/u.test(first);
    if (verb && verbish && !withSubject.includes('Gerund') && OBJECT_OPENER.test(next))
      return 'predicate';
  }
  if (hasOwnSubject(lowered)) return 'sentence';
  return 'noun';
}

/** Bullets, sentences, semicolons and " / " separate items; so do commas between clauses. */
function splitItems(note: string): string[] {
  return note
    .split(/\r?\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•·–]|\d+[.)])\s+/, '').trim())
    .flatMap((line) =>
      line.split(/(?<=[a-z0-9%)\p{Extended_Pictographic}][.!?])\s+|;\s*|\s+\/\s+/u),
    )
    .flatMap((part) => part.split(/,\s+/))
    .map((item) =>
      item
        .replace(/^(?:and|or)\s+|[\s.,;:!?]+$/giu, '')
        // "baking!! 🍪": the marks go, the emoji stays.
        .replace(
          /[\s.,;:!?]+(\s\p{Extended_Pictographic}[\p{Extended_Pictographic}\uFE0F\s]*)$/u,
          '$1',
        )
        .trim(),
    )
    .filter((item) => /[\p{L}\p{N}]/u.test(item));
}

/** An ordinary word the user capitalised only because it opened the note. */
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (!/^\p{Lu}\p{Ll}+$/u.test(first.replace(/[^\p{L}]+$/u, ''))) return text;
  // "Nurse of the Year", "Go and gRPC", "Rust": names and titles keep the capitals typed.
  if (!/\s/.test(text.trim()) || /\s\S*\p{Lu}/u.test(text)) return text;
  const tags = termTags(first)[0]?.tags ?? [];
  if (tags.includes('ProperNoun') || tags.includes('Person') || tags.includes('Place')) return text;
  return text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
}

/** Reads one note field: its items, each with the grammar it has. */
export function readNote(raw: string, personWords: ReadonlySet<string>): Note {
  const pieces = splitItems(raw);
  const items: NoteItem[] = [];
  for (const piece of pieces) {
    const text = expandShorthand(piece);
    const kind = classify(text, personWords);
    const previous = items.at(-1);
    // "first author, on tumour segmentation": a continuation belongs to the item before it.
    if (kind === 'continuation' && previous && pieces.length > 1) {
      previous.text = `${previous.text}, ${lowerFirst(text)}`;
      continue;
    }
    // "always the first to help": an adverb before a noun phrase needs its verb.
    const copula = kind === 'predicate' && ADVERB_BEFORE_NOUN.test(text) ? 'is ' : '';
    items.push({ kind, text: kind === 'sentence' ? text : `${copula}${lowerFirst(text)}` });
  }
  return { items, typedItems: pieces.length };
}
