import type { Note, NoteItem } from './notes.ts';

/**
 * Sentences from one note field, given the person's names and a variant (0–2, one per
 * option, so the three options do not say a note the same way). Verb phrases get the
 * person as subject, passives keep "was", noun phrases get a frame that fits the field,
 * and lists are joined the way English does (Intl.ListFormat).
 */

export type NoteField =
  'expertise' | 'hobbies' | 'funFact' | 'promotionDetails' | 'achievementDetails';

export interface Names {
  full: string;
  short: string;
}

const LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
/** "a, b, and c"; a last item with its own "and" ("appium and cypress") closes the list itself. */
export const listOf = (items: readonly string[]) =>
  items.length > 1 && / and /.test(items.at(-1)!)
    ? `${items.slice(0, -1).join(', ')}, ${items.at(-1)}`
    : LIST.format(items);

export function capitalise(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  // "iOS", "eBay", "k8s": a word styled with an inner capital or a digit keeps its case.
  if (/^\p{Ll}+[\p{Lu}\d]/u.test(first)) return text;
  return text.replace(
    /^(\P{L}*)(\p{Ll})/u,
    (_m, lead: string, c: string) => lead + c.toUpperCase(),
  );
}

/** "Will" + "will talk your ear off" reads as a doubled word: use the full name there. */
export function subjectFor(names: Names, predicate: string): string {
  const last = names.short.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const first = predicate.split(/\s+/)[0]?.toLowerCase() ?? '';
  return last === first ? names.full : names.short;
}

/** A verb phrase opens with its verb in lower case ("Cut API latency" → "cut API latency"). */
const verbFirst = (text: string) => text.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());

const possessive = (name: string) => `${name}'s`;
const hasNumber = (text: string) => /\d/.test(text);

/** Noun phrases joined: a list as a list, a clause and its comment ("zero findings, first time ever") as typed. */
function joinNouns(items: readonly string[], field: NoteField, typedItems: number): string {
  const listField = field === 'hobbies' || field === 'expertise';
  if (items.length === 2 && !listField && typedItems < 3) return items.join(', ');
  return listOf(items);
}

function ownSentence(item: NoteItem, names: Names): string {
  const text = item.text.replace(/^(?:she|he)\b/i, names.short);
  if (text !== item.text) return text;
  if (/^(?:the|a|an|our|my|this|that|these|those|their|his|her|its|every|each)\b/i.test(text))
    return capitalise(text);
  if (names.full && text.startsWith(names.short)) return text;
  if (/^\p{Ll}/u.test(text) && !/^(?:i|we|they)\b/i.test(text)) return `The ${text}`;
  return capitalise(text);
}

function nounFrame(field: NoteField, nouns: string, names: Names, variant: number): string {
  const v = variant % 3;
  const { short } = names;
  switch (field) {
    case 'expertise':
      if (/^(?:more than |about |over )?\d/.test(nouns))
        return [
          `${short} brings ${nouns}`,
          `${short} comes with ${nouns}`,
          `${short} brings ${nouns} to the role`,
        ][v]!;
      return [
        `${short} specialises in ${nouns}`,
        `${short} brings expertise in ${nouns}`,
        `${possessive(short)} strengths include ${nouns}`,
      ][v]!;
    case 'hobbies':
      return [
        `Outside work, ${short} enjoys ${nouns}`,
        `Away from work, ${short} is into ${nouns}`,
        `When not at work, ${short} enjoys ${nouns}`,
      ][v]!;
    case 'funFact':
      if (/^(?:a|an|the)\s/i.test(nouns)) return `Fun fact: ${short} is ${nouns}`;
      return [
        `Fun fact about ${short}: ${nouns}`,
        `A fun fact about ${short}: ${nouns}`,
        `Fun fact about ${short}: ${nouns}`,
      ][v]!;
    case 'promotionDetails': {
      const what = /^\p{Ll}+$/u.test(nouns) ? `${possessive(short)} ${nouns}` : nouns;
      if (/^for\s/i.test(nouns))
        return [
          `The promotion is ${nouns}`,
          `${short} earns it ${nouns}`,
          `This promotion is ${nouns}`,
        ][v]!;
      return [
        `This promotion recognises ${what}`,
        `The promotion reflects ${what}`,
        `What earned it: ${what}`,
      ][v]!;
    }
    case 'achievementDetails':
      if (hasNumber(nouns))
        return [`By the numbers: ${nouns}`, `The details: ${nouns}`, `The highlights: ${nouns}`][
          v
        ]!;
      return [`The details: ${nouns}`, `The highlights: ${nouns}`, `In short: ${nouns}`][v]!;
  }
}

/** The sentences (without final punctuation) that say one note. */
export function noteSentences(
  note: Note,
  field: NoteField,
  names: Names,
  variant: number,
): string[] {
  const out: string[] = [];
  const verbs: string[] = [];
  const nouns: string[] = [];
  for (const item of note.items) {
    switch (item.kind) {
      case 'sentence':
        out.push(ownSentence(item, names));
        break;
      case 'predicate':
        verbs.push(verbFirst(item.text));
        break;
      case 'passive':
        verbs.push(`was ${verbFirst(item.text)}`);
        break;
      case 'gerund':
        if (field === 'funFact') verbs.push(`is ${item.text}`);
        else nouns.push(item.text);
        break;
      case 'continuation':
      case 'noun':
        nouns.push(item.text);
        break;
    }
  }
  if (verbs.length) {
    const predicate = listOf(verbs);
    let sentence = `${subjectFor(names, predicate)} ${predicate}`;
    if (field === 'funFact' && variant % 3 === 0) sentence = `Fun fact: ${sentence}`;
    if (nouns.length) sentence += ` — ${joinNouns(nouns, field, note.typedItems)}`;
    out.push(sentence);
  } else if (nouns.length) {
    out.push(nounFrame(field, joinNouns(nouns, field, note.typedItems), names, variant));
  }
  return out;
}
