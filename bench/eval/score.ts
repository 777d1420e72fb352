import { LENGTH_BOUNDS, factsFor, type GenerationRequest } from '#domain/generation.ts';
import type { MessageType } from '#domain/message-types.ts';
import {
  MAX_TRIGRAM_JACCARD,
  countWords,
  findPlaceholders,
  firstNameOf,
  trigramJaccard,
} from '#server/features/announcements/option-checks.ts';

/**
 * Mechanical scoring of one case's options. Every check is all-or-nothing per case: it
 * passes only if it holds for all options (or, where noted, across them).
 */

export const CHECKS = [
  'name',
  'required',
  'optional',
  'placeholders',
  'length',
  'distinct',
  'invented',
] as const;
export type Check = (typeof CHECKS)[number];

export interface CaseScore {
  passed: Record<Check, boolean>;
  /** Why each failed check failed, for the report. */
  problems: string[];
  words: number[];
  maxJaccard: number;
}

export const REQUIRED_FACTS: Record<MessageType, readonly string[]> = {
  welcome: ['role'],
  promotion: ['currentRole', 'newRole', 'promotionDetails'],
  achievements: ['role', 'achievementDescription', 'achievementDetails'],
};

/** Who, where and when: belong in every option, however short. */
const CORE_FACTS = new Set(['team', 'startDate', 'company']);

const STOPWORDS = new Set([
  'that',
  'this',
  'with',
  'from',
  'have',
  'has',
  'had',
  'were',
  'was',
  'they',
  'their',
  'them',
  'then',
  'than',
  'into',
  'onto',
  'also',
  'just',
  'very',
  'been',
  'being',
  'over',
  'under',
  'about',
  'after',
  'before',
  'which',
  'while',
  'what',
  'when',
  'where',
  'will',
  'would',
  'could',
  'should',
  'each',
  'every',
  'some',
  'more',
  'most',
  'such',
  'only',
  'other',
  'does',
  'done',
  'your',
  'ours',
  'here',
  'there',
  'these',
  'those',
  'upon',
  'across',
  'through',
  'during',
  'she',
  'her',
  'his',
]);

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) =>
    w.replace(/['’]s$/, ''),
  );
}

/** The words of a fact that carry its meaning: four letters or more, not a stopword. */
export function contentWords(text: string): string[] {
  return [...new Set(wordsOf(text).filter((w) => w.length >= 4 && !STOPWORDS.has(w)))];
}

/**
 * A fact counts as used when at least 60% of its content words appear in the option (the
 * composer may re-case it, add an article or drop its full stop, but not lose its point),
 * or, for a fact without content words ("Go", "UX"), when it appears whole.
 */
export function factUsed(fact: string, option: string): boolean {
  const words = contentWords(fact);
  if (words.length === 0) {
    const whole = fact
      .trim()
      .replace(/[.!?,;:]+$/, '')
      .toLowerCase();
    return option.toLowerCase().includes(whole);
  }
  const present = new Set(wordsOf(option));
  return words.filter((w) => present.has(w)).length / words.length >= 0.6;
}

const CALENDAR_WORDS =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g;

/** Capitalised words any message may use mid-sentence. */
const ALLOWED_CAPITALS = new Set(['i', "i'm", "i'd", "i've", "i'll"]);

function inputText(input: GenerationRequest): string {
  return Object.values(input)
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
}

/**
 * Terms in the option that look like facts but come from no input field:
 * - numbers (any run of digits not found in the input);
 * - month and weekday names not found in the input;
 * - capitalised words that do not open a sentence (after . ! ? : or a line break, emoji
 *   aside), are not in the input, and are not "I" or its contractions: a proxy for proper
 *   nouns such as an invented company, team, tool or place.
 * Simple on purpose: it cannot catch an invented lower-case claim, and the reading of
 * samples covers that.
 */
export function inventedTerms(option: string, input: GenerationRequest): string[] {
  const given = inputText(input);
  const givenLower = given.toLowerCase();
  const givenWords = new Set(wordsOf(given));
  const invented = new Set<string>();

  for (const digits of option.match(/\d+/g) ?? [])
    if (!given.includes(digits)) invented.add(digits);
  for (const word of option.match(CALENDAR_WORDS) ?? [])
    if (!givenLower.includes(word.toLowerCase())) invented.add(word);

  for (const match of option.matchAll(/(?<![\p{L}\p{N}])\p{L}[\p{L}\p{N}'’-]*/gu)) {
    const word = match[0];
    if (!/^\p{Lu}/u.test(word)) continue;
    const before = option.slice(0, match.index).replace(/[^\p{L}\p{N}.!?:\n]+$/u, '');
    const opensSentence = before === '' || /[.!?:\n]$/.test(before);
    if (opensSentence) continue;
    const bare = word.toLowerCase().replace(/['’]s$/, '');
    if (ALLOWED_CAPITALS.has(bare) || givenWords.has(bare)) continue;
    invented.add(word);
  }
  return [...invented];
}

function containsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

export function scoreCase(input: GenerationRequest, options: string[]): CaseScore {
  const problems: string[] = [];
  const facts = factsFor(input);
  const required = new Set(REQUIRED_FACTS[input.messageType]);
  const fail = (message: string) => {
    problems.push(message);
    return false;
  };

  const first = firstNameOf(input.newHireName);
  const name =
    options.length > 0 &&
    options.every(
      (o, i) => containsWord(o, first) || fail(`option ${i + 1} lacks the name ${first}`),
    );

  const requiredOk = [...required].every((key) => {
    const fact = facts[key];
    if (fact === undefined) return fail(`required fact ${key} missing from the input`);
    return options.every((o, i) => factUsed(fact, o) || fail(`option ${i + 1} misses ${key}`));
  });

  // Medium and long options carry every fact; a short one must carry who/where/when, and
  // the personal facts (expertise, hobbies, fun fact) in at least one of the three.
  const optionalOk = Object.entries(facts)
    .filter(([key]) => !required.has(key))
    .every(([key, fact]) => {
      if (input.length === 'short' && !CORE_FACTS.has(key))
        return options.some((o) => factUsed(fact, o)) || fail(`no option uses ${key}`);
      return options.every((o, i) => factUsed(fact, o) || fail(`option ${i + 1} misses ${key}`));
    });

  const placeholders = options.every((o, i) => {
    const found = findPlaceholders(o, input);
    return found.length === 0 || fail(`option ${i + 1} has placeholder ${found.join(', ')}`);
  });

  const { minWords, maxWords } = LENGTH_BOUNDS[input.length];
  const words = options.map(countWords);
  const length =
    options.length > 0 &&
    words.every(
      (n, i) =>
        (n >= minWords && n <= maxWords) ||
        fail(`option ${i + 1} has ${n} words (${minWords}-${maxWords})`),
    );

  let maxJaccard = 0;
  for (let i = 0; i < options.length; i++)
    for (let j = i + 1; j < options.length; j++)
      maxJaccard = Math.max(maxJaccard, trigramJaccard(options[i] ?? '', options[j] ?? ''));
  const distinct =
    (options.length === 3 || fail(`${options.length} options instead of 3`)) &&
    (maxJaccard < MAX_TRIGRAM_JACCARD || fail(`options too similar (${maxJaccard.toFixed(2)})`));

  const invented = options.every((o, i) => {
    const terms = inventedTerms(o, input);
    return terms.length === 0 || fail(`option ${i + 1} invents ${terms.join(', ')}`);
  });

  return {
    passed: {
      name,
      required: requiredOk,
      optional: optionalOk,
      placeholders,
      length,
      distinct,
      invented,
    },
    problems,
    words,
    maxJaccard,
  };
}
