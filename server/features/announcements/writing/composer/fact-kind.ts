import {
  ADJECTIVES_IN_ED,
  ADVERBS,
  CLAUSE_OPENERS,
  DETERMINERS,
  INTRODUCTIONS,
  SUBJECT_PRONOUNS,
  VERBS,
  bare,
  tokens,
} from './lexicon.ts';

/**
 * How a fact can be woven in:
 * - sentence: has its own subject ("She ran a marathon"), so it stands alone;
 * - predicate: a verb phrase about the person ("ran a marathon"), so it follows the name;
 * - identity: a noun phrase that describes the person ("a former chef");
 * - quantity: an amount of experience ("ten years in fintech");
 * - phrase: any other noun or gerund phrase ("design systems", "hiking and chess").
 */
export type FactKind = 'sentence' | 'predicate' | 'identity' | 'quantity' | 'phrase';

const NUMBER_WORDS =
  'a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a few|several|many|a couple of';
const QUANTITY = new RegExp(
  `^(?:over |more than |nearly |almost |about |around |roughly |some |close to )?(?:\\d+\\+?|${NUMBER_WORDS}) (?:\\+ )?(?:years?|decades?)\\b|^(?:over |more than |nearly |almost |about )?a decade\\b`,
  'i',
);

/** Words that open a verb's object: "trained every new nurse", "certified the team". */
const OBJECT_OPENERS =
  /^(?:the|a|an|every|each|all|our|their|his|her|its|my|this|that|these|those|over|more|most|\d)/i;

/** Whether the word reads as a verb opening a predicate, given the word after it. */
export function isVerbLike(word: string | undefined, next?: string): boolean {
  const w = bare(word);
  if (VERBS.has(w)) return true;
  if (w.length < 5 || !w.endsWith('ed')) return false;
  // "trained" describes in "a trained chef" but narrates in "trained every new nurse".
  return !ADJECTIVES_IN_ED.has(w) || OBJECT_OPENERS.test(next ?? '');
}

const ARTICLES = new Set(['a', 'an', 'the']);

/**
 * Whether a phrase that opened with "the" or "her" goes on to a verb of its own ("The
 * contract is worth…"), making it a sentence. A verb after "who" or a pronoun belongs to
 * an embedded clause ("a chef who has…", "the guide she wrote") and does not count.
 */
function hasMainVerb(rest: string[]): boolean {
  for (const word of rest) {
    const w = bare(word);
    if (CLAUSE_OPENERS.has(w)) return false;
    if (VERBS.has(w)) return true;
    if (/[.!?;]$/.test(word)) return false;
  }
  return false;
}

/** Whether a subject (pronoun or the person's name) and its verb follow an introduction. */
function subjectFollows(list: string[], names: readonly string[]): boolean {
  for (let i = 1; i < Math.min(list.length - 1, 12); i++) {
    const w = bare(list[i]);
    if ((SUBJECT_PRONOUNS.has(w) || names.includes(w)) && isVerbLike(list[i + 1], list[i + 2]))
      return true;
  }
  return false;
}

/** How the fact can be woven in; personNames lets "Maya ran…" count as a sentence. */
export function classifyFact(text: string, personNames: readonly string[] = []): FactKind {
  const list = tokens(text);
  const w0 = bare(list[0]);
  const names = personNames.map((n) => bare(n)).filter(Boolean);
  if (SUBJECT_PRONOUNS.has(w0) || names.includes(w0)) return 'sentence';
  if (INTRODUCTIONS.has(w0) && subjectFollows(list, names)) return 'sentence';
  if ((DETERMINERS.has(w0) || ARTICLES.has(w0)) && hasMainVerb(list.slice(1))) return 'sentence';
  if (isVerbLike(list[0], list[1])) return 'predicate';
  if ((ADVERBS.has(w0) || w0.endsWith('ly')) && isVerbLike(list[1], list[2])) return 'predicate';
  if (QUANTITY.test(text)) return 'quantity';
  if (w0 === 'a' || w0 === 'an' || w0 === 'the' || w0 === 'former' || w0.startsWith('ex-'))
    return 'identity';
  return 'phrase';
}
