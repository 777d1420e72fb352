import { NOTE_FIELDS, type GenerationRequest } from '#domain/generation.ts';
import {
  FORMAL_OPENERS,
  FORWARD,
  HEDGES,
  INVITATION,
  TONE_RULES,
} from '#server/features/announcements/writing/tone-rules.ts';
import { factStems, sentencesOf, stem, wordsOf } from '../read.ts';
import type { CheckContext } from './context.ts';
import { metaphorsIn } from './style.ts';

/**
 * How an option sounds (issue 21 items 3 and 4): the title named at most twice, and each
 * tone's rules (writing/tone-rules.ts), checked one by one so a report says which rule an
 * option broke.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The most mentions of any one title the input gives, longest first ("Senior Account Manager" is not also "Account Manager"). */
function titleCount(option: string, input: GenerationRequest): { title: string; count: number } {
  const heads = [input.role, input.currentRole, input.newRole]
    .filter((t): t is string => !!t && /\p{L}/u.test(t))
    .map((t) =>
      t
        .split(/,\s*/)[0]!
        .trim()
        .replace(/^(?:a|an|the)\s+/i, ''),
    )
    .filter((t) => t.length >= 2)
    .sort((a, b) => b.length - a.length);
  let rest = option;
  let best = { title: '', count: 0 };
  for (const head of [...new Set(heads)]) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(head)}(?![\\p{L}\\p{N}])`, 'giu');
    const count = [...rest.matchAll(pattern)].length;
    if (count > best.count) best = { title: head, count };
    rest = rest.replace(pattern, ' ');
  }
  return best;
}

const MAX_TITLE_MENTIONS = 2;

export function checkTitles({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) => {
    const { title, count } = titleCount(o, input);
    return count > MAX_TITLE_MENTIONS ? [`option ${i + 1} names “${title}” ${count} times`] : [];
  });
}

const EMOJI = /\p{Extended_Pictographic}/gu;

/** Whether the notes say what comes next ("From September she joins SLT", "he'll lead…"). */
function aheadGiven(input: GenerationRequest): boolean {
  return NOTE_FIELDS.some((field) => FORWARD.test(input[field] ?? ''));
}

/** Every tone rule the option breaks, each named. */
function toneProblems(option: string, input: GenerationRequest): string[] {
  const rules = TONE_RULES[input.tone];
  const found: string[] = [];
  const bangs = (option.match(/!/g) ?? []).length;
  if (bangs < rules.exclamations.min)
    found.push(`${bangs} exclamation marks (at least ${rules.exclamations.min})`);
  if (bangs > rules.exclamations.max)
    found.push(`${bangs} exclamation marks (at most ${rules.exclamations.max})`);
  if (!rules.questions && option.includes('?')) found.push('asks a question');
  const emoji = (option.replace(/\p{Emoji_Modifier}|\uFE0F/gu, '').match(EMOJI) ?? []).length;
  // The name is the user's: an emoji typed in it is not the writer's.
  const inName = (input.newHireName.match(EMOJI) ?? []).length;
  if (emoji - inName > rules.emoji) found.push(`${emoji} emoji (at most ${rules.emoji})`);
  if (!rules.hedges && HEDGES.test(option)) found.push(`hedges (“${HEDGES.exec(option)![0]}”)`);
  const sentences = sentencesOf(option);
  const longest = Math.max(
    0,
    ...sentences.filter((s) => !s.bullet).map((s) => s.text.split(/\s+/).length),
  );
  if (longest > rules.maxSentenceWords)
    found.push(`a sentence of ${longest} words (at most ${rules.maxSentenceWords})`);
  if (!rules.formalOpeners && FORMAL_OPENERS.test(option.trim()))
    found.push('opens formally ("Please join me in…")');
  if (rules.needs.includes('invitation') && !INVITATION.test(option))
    found.push('no invitation to the reader');
  // What comes next is told when the notes say it; a look ahead the input does not give is
  // the writer's own claim, which readers cut (ADR 065).
  if (rules.needs.includes('forward') && aheadGiven(input)) {
    const stems = factStems(input);
    const grounded = sentences.some(
      (s) => FORWARD.test(s.text) && wordsOf(s.text).some((w) => stems.has(stem(w))),
    );
    if (!grounded) found.push('no sentence about what comes next that carries a fact');
  }
  if (input.tone === 'creative_playful' && metaphorsIn(option, input).length > 1)
    found.push('more than one metaphor');
  return found;
}

export function checkTone({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) =>
    toneProblems(o, input).map((p) => `option ${i + 1} (${input.tone}): ${p}`),
  );
}
