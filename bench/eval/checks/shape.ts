import { OPTION_COUNT, wordBoundsFor } from '#domain/generation.ts';
import {
  MAX_TRIGRAM_JACCARD,
  countWords,
  findPlaceholders,
  trigramJaccard,
} from '#server/features/announcements/writing/checks/option-checks.ts';
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

export function maxJaccard(options: string[]): number {
  let max = 0;
  for (let i = 0; i < options.length; i++)
    for (let j = i + 1; j < options.length; j++)
      max = Math.max(max, trigramJaccard(options[i] ?? '', options[j] ?? ''));
  return max;
}

export function checkDistinct({ options }: CheckContext): string[] {
  if (options.length !== OPTION_COUNT)
    return [`${options.length} options instead of ${OPTION_COUNT}`];
  const max = maxJaccard(options);
  return max >= MAX_TRIGRAM_JACCARD
    ? [`options too similar (trigram Jaccard ${max.toFixed(2)})`]
    : [];
}

/** Words that ask readers to answer in the thread. */
const INVITATION =
  /\b(?:reply|replies|comment|comments|thread|below|drop (?:a|an|your|them|her|him)|share (?:your|a)|tell (?:us|them|her|him)|say (?:hi|hello)|send (?:a|your)|post (?:a|your)|chime in|let (?:us|them|her|him) know|leave (?:a|your)|give (?:a|them|her|him) (?:a )?(?:shout|wave|hello|welcome)|wave|hello|welcome (?:them|her|him)|congratulate|congrats|join me)\b/i;

export function invitesReplies(option: string): boolean {
  const sentences = sentencesOf(option);
  const last = sentences.at(-1)?.text ?? '';
  return /\?\s*[\p{Extended_Pictographic}\s]*$/u.test(last) || INVITATION.test(last);
}

export function checkShape({ options }: CheckContext): string[] {
  if (options.length !== OPTION_COUNT) return [];
  const problems: string[] = [];
  const words = options.map(countWords);
  if (words[0]! > Math.min(...words.slice(1)))
    problems.push(`option 1 (${words[0]} words) is not the shortest (${words.join('/')})`);
  if (!invitesReplies(options[2]!))
    problems.push('option 3 does not end with a question or an invitation to reply');
  return problems;
}
