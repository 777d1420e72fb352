import { wordBoundsFor, type GenerationRequest } from '#domain/generation.ts';
import { checkOptions, countWords, trigramJaccard } from '../checks/option-checks.ts';
import type { Writer, WriteOptions } from '../writer.ts';
import { draftAchievement } from './achievement.ts';
import { basicsOf } from './basics.ts';
import type { DraftInput, Drafts, NoteKey, OptionDraft } from './draft.ts';
import { abridge } from './fact-text.ts';
import { readNote, type Note } from './notes.ts';
import { polish } from './polish.ts';
import { draftPromotion } from './promotion.ts';
import { createRandom, freshSeed, seedForAttempt, type Random } from './random.ts';
import { draftWelcome } from './welcome.ts';

export const COMPOSER_MODEL = 'herald-composer-1';

const NOTE_KEYS: readonly NoteKey[] = [
  'expertise',
  'hobbies',
  'funFact',
  'promotionDetails',
  'achievementDescription',
  'achievementDetails',
];

const DRAFTERS = {
  welcome: draftWelcome,
  promotion: draftPromotion,
  achievements: draftAchievement,
} as const;

/** Options closer than this are drawn again: the check allows 0.5, a reader notices less. */
const PREFERRED_JACCARD = 0.4;
/** Closer than this, options 2 and 3 take an extra fact-bearing sentence to stay apart. */
const PAD_JACCARD = 0.46;
const DRAWS = 3;
/** Notes longer than the message allows are cut back, loosest limit first (fact-text abridge). */
// 0: the short fields alone already fill the length (titles of 100 characters each).
const NOTE_WORD_LIMITS = [Infinity, 40, 20, 10, 5, 2, 0];

/** The notes read once per request: compromise's tagging is the composer's only real cost. */
function notesOf(
  input: GenerationRequest,
  names: readonly string[],
  maxWords: number,
): DraftInput['notes'] {
  const personWords = new Set(names.flatMap((n) => n.split(/\s+/)));
  const notes: Partial<Record<NoteKey, Note>> = {};
  for (const key of NOTE_KEYS) {
    const raw = maxWords > 0 ? input[key] : undefined;
    if (typeof raw !== 'string' || !/[\p{L}\p{N}]/u.test(raw)) continue;
    const text = maxWords === Infinity ? raw : abridge(raw.replace(/\s+/g, ' ').trim(), maxWords);
    const note = readNote(text, personWords);
    if (note.items.length) notes[key] = note;
  }
  return notes;
}

/** Pairs already compared: the padding loop and the draws meet the same texts again. */
const jaccardMemo = new Map<string, number>();

function jaccard(a: string, b: string): number {
  const key = `${a}\u0000${b}`;
  let value = jaccardMemo.get(key);
  if (value === undefined) {
    value = trigramJaccard(a, b);
    if (jaccardMemo.size > 500) jaccardMemo.clear();
    jaccardMemo.set(key, value);
  }
  return value;
}

const similarity = (options: string[]) =>
  Math.max(
    jaccard(options[0]!, options[1]!),
    jaccard(options[0]!, options[2]!),
    jaccard(options[1]!, options[2]!),
  );

/** Adds the next pad: before the close or question, or at the end of the chat post. */
function addPad(draft: OptionDraft, position: number, maxWords: number): boolean {
  const pad = draft.pads.shift();
  if (!pad) return false;
  const at = position === 0 ? draft.sentences.length : Math.max(1, draft.sentences.length - 1);
  draft.sentences.splice(at, 0, pad);
  // A pad never takes an option past the length's maximum.
  if (countWords(draft.sentences.join(' ')) > maxWords) draft.sentences.splice(at, 1);
  return true;
}

function composeSet(
  input: GenerationRequest,
  base: Omit<DraftInput, 'rng'>,
  rng: Random,
): string[] {
  const { minWords, maxWords } = wordBoundsFor(input);
  const drafts: Drafts = DRAFTERS[input.messageType]({ ...base, rng });
  const names = [base.basics.full, base.basics.short];
  // Each option draws its pads in its own order, so padded options stay apart.
  drafts.forEach((d, i) => {
    const at = (2 * i) % Math.max(1, d.pads.length);
    d.pads = [...d.pads.slice(at), ...d.pads.slice(0, at)];
  });
  const text = (i: number) => polish(drafts[i]!.sentences.join(' '), names);
  const options = drafts.map((_, i) => text(i));
  // Below the minimum, fact-bearing sentences are added.
  options.forEach((_, i) => {
    while (countWords(options[i]!) < minWords && addPad(drafts[i]!, i, maxWords))
      options[i] = text(i);
  });
  // Option 1 is the chat post: the others grow past it, and apart from each other, if they must.
  for (let round = 0; round < 6; round++) {
    const shortest = Math.min(countWords(options[1]!), countWords(options[2]!));
    const tooClose = similarity(options) >= PAD_JACCARD;
    if (countWords(options[0]!) <= shortest && !tooClose) break;
    for (const i of [1, 2]) {
      if (countWords(options[i]!) >= countWords(options[0]!) && !tooClose) continue;
      // A pad too long for the maximum is skipped for the next one.
      while (addPad(drafts[i]!, i, maxWords)) {
        const padded = text(i);
        if (padded === options[i]) continue;
        options[i] = padded;
        break;
      }
    }
  }
  return options;
}

/**
 * The built-in writer: offline, free, deterministic for a given seed. It writes every
 * option from the user's facts (ADR 021): the short fields in the meaning of their form
 * field, the notes made into sentences, one close or question per option. Each draw is
 * checked as generate.ts would; the most distinct passing set is kept.
 */
export function createComposer(): Writer {
  return {
    kind: 'composer',
    model: COMPOSER_MODEL,
    async *write(input: GenerationRequest, options: WriteOptions = {}) {
      const { signal, attempt = 0 } = options;
      const rng = createRandom(seedForAttempt(options.seed ?? freshSeed(), attempt));
      const basics = basicsOf(input, options.today);
      const { maxWords } = wordBoundsFor(input);
      let best: { options: string[]; score: number } | undefined;
      // Notes longer in all than the length allows are not worth composing in full.
      const noteWords = NOTE_KEYS.reduce((n, key) => n + countWords(input[key] ?? ''), 0);
      const limits = NOTE_WORD_LIMITS.filter((l) => l !== Infinity || noteWords <= maxWords);
      for (const limit of limits) {
        const base = {
          input,
          tone: input.tone,
          basics,
          notes: notesOf(input, [basics.full, basics.short], limit),
        };
        best = undefined;
        for (let draw = 0; draw < DRAWS; draw++) {
          if (signal?.aborted) return;
          const set = composeSet(input, base, rng);
          const score = (checkOptions(set, input) === null ? 0 : 10) + similarity(set);
          if (!best || score < best.score) best = { options: set, score };
          if (best.score < PREFERRED_JACCARD) break;
          // Too long for the length: other phrasings will not help, shorter notes will.
          if (set.some((o) => countWords(o) > maxWords)) break;
        }
        // Shorter notes only when the options cannot otherwise fit or stay apart.
        if (best && best.score < 10 && best.options.every((o) => countWords(o) <= maxWords)) break;
      }
      for (const option of best?.options ?? []) {
        if (signal?.aborted) return;
        yield option;
      }
    },
  };
}
