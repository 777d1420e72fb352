import {
  factsFor,
  OPTION_COUNT,
  wordBoundsFor,
  type GenerationRequest,
} from '#domain/generation.ts';
import {
  MAX_TRIGRAM_JACCARD,
  findPlaceholders,
  optionSimilarity,
  trigramJaccard,
} from '#server/features/announcements/writing/checks/option-checks.ts';
import { countWords } from '#server/features/announcements/writing/composer/phrases.ts';
import { sentencesOf } from '../read.ts';
import type { CheckContext } from './context.ts';

/**
 * The three options as a set: each within the word bounds for the input, no placeholders,
 * distinct wording (trigram Jaccard < 0.5) and distinct shapes: option 1 the shortest chat
 * post, option 3 ending with a question or an invitation to reply.
 */

export function checkLength({ input, options }: CheckContext): string[] {
  const { minWords, maxWords } = wordBoundsFor(input);
  return options.flatMap((o, i) => {
    const n = countWords(o);
    return n < minWords || n > maxWords
      ? [`option ${i + 1} has ${n} words (${minWords}-${maxWords})`]
      : [];
  });
}

export function checkPlaceholders({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) => {
    const found = findPlaceholders(o, input);
    return found.length ? [`option ${i + 1} has placeholder ${found.join(', ')}`] : [];
  });
}

/** The most alike pair of options, the user's own notes aside (as the production check). */
export function maxJaccard(options: string[], input?: GenerationRequest): number {
  let max = 0;
  for (let i = 0; i < options.length; i++)
    for (let j = i + 1; j < options.length; j++)
      max = Math.max(
        max,
        input
          ? optionSimilarity(options[i] ?? '', options[j] ?? '', input)
          : trigramJaccard(options[i] ?? '', options[j] ?? ''),
      );
  return max;
}

export function checkDistinct({ options, input }: CheckContext): string[] {
  if (options.length !== OPTION_COUNT)
    return [`${options.length} options instead of ${OPTION_COUNT}`];
  const max = maxJaccard(options, input);
  return max >= MAX_TRIGRAM_JACCARD
    ? [`options too similar (trigram Jaccard ${max.toFixed(2)})`]
    : [];
}

const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

/** How much longer than the narrative the chat post may run. */
const CHAT_SLACK = 1.1;
const LABEL = /^\s*(?:[-*•·–]\s+)?[\p{L}][\p{L}\p{N} '’/&-]{0,30}:\s+\S/u;

/**
 * The three forms (issue 21 item 2): option 1 a chat post (one paragraph, not longer than
 * option 2 by more than a tenth), option 2 a narrative (prose, at least two sentences), option 3 a scannable post
 * (a headline line, at least two labelled lines or bullets, a closing line).
 */
function formProblems(options: string[], input: GenerationRequest): string[] {
  if (options.length !== OPTION_COUNT) return [];
  const problems: string[] = [];
  const [chat, narrative, scannable] = options as [string, string, string];
  if (/\n/.test(chat.trim()) || BULLET.test(chat))
    problems.push('option 1 is not a single chat paragraph');
  // A tenth of slack: when a short post cannot hold every note, the chat post may keep one
  // no other option has room for, a word or two past the narrative.
  if (countWords(chat) > Math.ceil(countWords(narrative) * CHAT_SLACK))
    problems.push(
      `option 1 (${countWords(chat)} words) is longer than the narrative (${countWords(narrative)})`,
    );
  if (narrative.split('\n').some((line) => BULLET.test(line)))
    problems.push('option 2 is a list, not a narrative');
  if (sentencesOf(narrative).length < 2) problems.push('option 2 tells one sentence');
  const lines = scannable.split('\n').filter((l) => l.trim());
  const labelled = lines.filter((l) => BULLET.test(l) || LABEL.test(l));
  // An input that gives only a role has one thing to list.
  const listable = Math.min(2, Object.keys(factsFor(input)).length);
  if (lines.length < 3 || labelled.length < listable)
    problems.push('option 3 is not scannable: a headline, labelled lines, a closing line');
  else if (BULLET.test(lines[0]!) || BULLET.test(lines.at(-1)!))
    problems.push('option 3 has no headline or no closing line');
  return problems;
}

export function checkShape({ options, input }: CheckContext): string[] {
  return formProblems(options, input);
}

/** The writer failed to give three options that pass its own checks. */
export function checkErrors({ error, options }: CheckContext): string[] {
  if (error) return [`the writer failed: ${error}`];
  return options.length === OPTION_COUNT ? [] : [`${options.length} options`];
}
