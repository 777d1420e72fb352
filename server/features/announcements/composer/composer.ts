import { wordBoundsFor, type GenerationRequest } from '#domain/generation.ts';
import { checkOptions, countWords, trigramJaccard } from '../option-checks.ts';
import type { Writer, WriteOptions } from '../writer.ts';
import { draftAchievement } from './achievement.ts';
import { basicsOf } from './basics.ts';
import type { DraftInput, Drafts, NoteKey, OptionDraft } from './draft.ts';
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
const DRAWS = 6;

/** The notes read once per request: compromise's tagging is the composer's only real cost. */
function notesOf(input: GenerationRequest, names: readonly string[]): DraftInput['notes'] {
  const personWords = new Set(names.flatMap((n) => n.toLowerCase().split(/\s+/)));
  const notes: Partial<Record<NoteKey, Note>> = {};
  for (const key of NOTE_KEYS) {
    const raw = input[key];
    if (typeof raw !== 'string' || !/[\p{L}\p{N}]/u.test(raw)) continue;
    const note = readNote(raw, personWords);
    if (note.items.length) notes[key] = note;
  }
  return notes;
}

function assemble(draft: OptionDraft, names: readonly string[], minWords: number): string {
  const sentences = [...draft.sentences];
  const pads = [...draft.pads];
  let text = polish(sentences.join(' '), names);
  // Below the minimum, fact-bearing sentences go in before the last one (a close or question).
  while (countWords(text) < minWords && pads.length) {
    sentences.splice(Math.max(1, sentences.length - 1), 0, pads.shift()!);
    text = polish(sentences.join(' '), names);
  }
  return text;
}

function composeSet(input: GenerationRequest, base: Omit<DraftInput, 'rng'>, rng: Random): string[] {
  const { minWords } = wordBoundsFor(input);
  const drafts: Drafts = DRAFTERS[input.messageType]({ ...base, rng });
  const names = [base.basics.full, base.basics.short];
  const options = drafts.map((d) => assemble(d, names, minWords));
  // Option 1 is the chat post: the others grow past it if they must.
  for (const i of [1, 2]) {
    const draft = drafts[i]!;
    while (countWords(options[i]!) < countWords(options[0]!) && draft.pads.length) {
      draft.sentences.splice(Math.max(1, draft.sentences.length - 1), 0, draft.pads.shift()!);
      options[i] = polish(draft.sentences.join(' '), names);
    }
  }
  return options;
}

const similarity = (options: string[]) =>
  Math.max(
    trigramJaccard(options[0]!, options[1]!),
    trigramJaccard(options[0]!, options[2]!),
    trigramJaccard(options[1]!, options[2]!),
  );

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
      const base = {
        input,
        tone: input.tone,
        basics,
        notes: notesOf(input, [basics.full, basics.short]),
      };
      let best: { options: string[]; score: number } | undefined;
      for (let draw = 0; draw < DRAWS; draw++) {
        if (signal?.aborted) return;
        const set = composeSet(input, base, rng);
        const score = (checkOptions(set, input) === null ? 0 : 10) + similarity(set);
        if (!best || score < best.score) best = { options: set, score };
        if (best.score < PREFERRED_JACCARD) break;
      }
      for (const option of best?.options ?? []) {
        if (signal?.aborted) return;
        yield option;
      }
    },
  };
}
