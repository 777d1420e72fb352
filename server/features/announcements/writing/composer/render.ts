import { escapeRegExp } from '#domain/text.ts';
import type { Unit } from './notes.ts';
import {
  asSubject,
  capitalise,
  endSentence,
  firstWord,
  listOf,
  midSentence,
  tagsOf,
} from './phrases.ts';
import { hedged, hedgedSentence, thingDone } from './prose.ts';
import type { Story } from './story.ts';

/**
 * How a classified unit is said (issue 21 item 1). A sentence is kept whole; a verb phrase
 * takes the person as subject; anything else goes only where a fragment belongs: after a
 * colon, or on a labelled line. Nothing is cut and nothing is prefixed ("The it launched…").
 */

/** A name word typed in lower case in a note ("tasha runs the queue") as the name is typed. */
export function nameCase(text: string, story: Story): string {
  let out = text;
  for (const [pattern, clean] of nameWordsOf(story)) out = out.replace(pattern, clean);
  return out;
}

/**
 * The name's words nameCase restores, with their patterns: read once per story, since every
 * fragment of every draft is cased (a name of many words made that most of a draft, ADR 108).
 */
const nameWords = new WeakMap<Story, [RegExp, string][]>();

function nameWordsOf(story: Story): [RegExp, string][] {
  const known = nameWords.get(story);
  if (known) return known;
  const out: [RegExp, string][] = [];
  for (const word of new Set(`${story.full} ${story.short}`.split(/\s+/))) {
    const clean = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    if (clean.length < 3 || clean === clean.toLowerCase()) continue;
    const lower = clean.toLowerCase();
    // "hope", "will", "grace" in lower case are the words, not the name.
    if (
      tagsOf(lower).some((t) =>
        ['Verb', 'Adjective', 'Adverb', 'Determiner', 'Preposition'].includes(t),
      )
    )
      continue;
    out.push([new RegExp(`(?<![\\p{L}])${escapeRegExp(lower)}(?![\\p{L}])`, 'gu'), clean]);
  }
  nameWords.set(story, out);
  return out;
}

/** The unit's words for a labelled line or after a colon: "led the migration", "K-dramas". */
export function fragmentOf(unit: Unit, story: Story): string {
  // Only the note's first word moved; later items keep the case they were typed in. A noun
  // list that opens with a capitalised verb form names a thing ("Go and gRPC", "React"):
  // only a verb phrase's verb is lowered ("Led the migration").
  const lower = (text: string) =>
    unit.kind === 'noun' && capitalisedVerb(text)
      ? text
      : // "She was Named Regional Nurse of the Year": a participle is a verb too, lowered
        // before the award's capitals as a verb phrase's verb is (the ninth set's reader).
        unit.kind === 'predicate' || unit.kind === 'passive'
        ? lowerVerb(text, story)
        : midSentence(text, story.proper);
  const text = unit.items
    ? listOf(unit.items.map((item, i) => (i ? item : lower(item))))
    : unit.text;
  const named = nameCase(text, story);
  return unit.kind === 'sentence' ? named : lower(named);
}

/**
 * "Led IFRS 9 model rebuild": a verb phrase's first word is its verb (notes.ts), lowered even
 * before a run of capitals, which midSentence keeps as a title ("Sébastien Led IFRS…").
 */
export function lowerVerb(text: string, story: Story): string {
  const first = firstWord(text);
  // "Re-set the stone": a verb made with "re-" is one word (ADR 145).
  if (story.proper.has(first.toLowerCase()) || !/^\p{Lu}[\p{Ll}'’]+(?:-\p{Ll}+)?$/u.test(first))
    return text;
  return text.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
}

function capitalisedVerb(text: string): boolean {
  const first = firstWord(text);
  if (!/^\p{Lu}\p{Ll}/u.test(first)) return false;
  const tags = tagsOf(first.toLowerCase());
  return tags.includes('Verb') && !tags.includes('Noun');
}

/**
 * "they have a cat" after "Welcome to the team" could mean the team: in a note about the
 * person (expertise, hobbies, a fun fact) the name is certain where "they" may not be. In a
 * story's details "they" may be anyone (the customer who renewed): it stays as typed.
 */
function theyIsThePerson(unit: Unit): boolean {
  return !!unit.named && /^they\b/i.test(unit.text) && !unit.follows;
}

/** The unit as a bullet: its words, the first letter capitalised, no final stop. */
export function bulletOf(unit: Unit, story: Story): string {
  const named =
    unit.kind === 'sentence' &&
    (theyIsThePerson(unit) ||
      (unit.subject === 'pronoun' && !!unit.named && unit.id.startsWith('funFact')));
  const text = named ? unit.named!(story.short) : fragmentOf(unit, story);
  // "• Has done more than 300 lockouts": a bullet never opens on a bare auxiliary, its
  // subject dropped; the person it is said of is named (ADR 140).
  if (unit.kind !== 'sentence' && BARE_AUXILIARY.test(text))
    return `${asSubject(unrepeated(story.short, text, story))} ${text.replace(/[.]$/, '')}`;
  return capitalise(text.replace(/[.]$/, ''));
}

/** A verb phrase's first word that cannot open a line: an auxiliary with no subject. */
const BARE_AUXILIARY =
  /^(?:has|have|had|is|was|were|will|would|could|should|can|did|does|'s|’s)\s+\p{L}/iu;

/**
 * The unit as a sentence of its own, or undefined when it is not one (a noun phrase or a
 * fragment needs a frame or a colon). `subject` is how the person is named here.
 */
export function sentenceOf(
  unit: Unit,
  story: Story,
  subject: string,
  { named = false } = {},
): string | undefined {
  switch (unit.kind) {
    case 'sentence': {
      // "they have a cat" after "Welcome to the team" could mean the team: the name is
      // certain where "they" may not be. Where the person is not named just before (a post's
      // first sentence, after "Fun fact:"), "He built…" takes the name too.
      const text = theyIsThePerson(unit)
        ? unit.named!(story.short)
        : named && unit.subject === 'pronoun' && unit.named
          ? unit.named(subject)
          : unit.text;
      // "Award given at the gala": a headline's subject and participle, no article or "was".
      if (unit.subject === 'other') {
        const done = thingDone(text);
        if (done) return done;
      }
      return endSentence(capitalise(nameCase(hedgedSentence(text), story)));
    }
    case 'predicate': {
      // "precepted like 20 new grads": a sentence says "about 20" (ADR 057).
      const text = hedged(fragmentOf(unit, story));
      return endSentence(`${asSubject(unrepeated(subject, text, story))} ${text}`);
    }
    case 'passive': {
      const text = fragmentOf(unit, story);
      // "Known for the birthday announcements" still holds: "is known for", not "was".
      const aux = /^(?:was|is|has been|got)\b/i.test(text)
        ? ''
        : /^known\b/i.test(text)
          ? 'is '
          : 'was ';
      return endSentence(`${asSubject(subject)} ${aux}${text}`);
    }
    default:
      return undefined;
  }
}

/**
 * "Will will talk your ear off": a name that is also the predicate's first word reads as a
 * typo; the full name keeps the two apart.
 */
export function unrepeated(subject: string, predicate: string, story: Story): string {
  const last = subject.split(/\s+/).at(-1)?.toLowerCase();
  const next = predicate.split(/\s+/)[0]?.toLowerCase();
  return last === next && story.full !== subject ? story.full : subject;
}

/** A unit of the person's own words that a reader can hear as a complete sentence. */
export const isSentenceLike = (unit: Unit) =>
  unit.kind === 'sentence' || unit.kind === 'predicate' || unit.kind === 'passive';
