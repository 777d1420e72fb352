import type { GenerationRequest } from '#domain/generation.ts';
import { checkOptions, countWords } from '../option-checks.ts';
import type { Writer, WriteOptions } from '../writer.ts';
import { composeOption, type CompositionState } from './compose-option.ts';
import { createRandom, freshSeed, seedForAttempt, type Random } from './random.ts';
import { SHAPES, type Shape } from './sentence-plans.ts';

export const COMPOSER_MODEL = 'herald-composer-1';

/**
 * Each option is drawn to pass the checks on its own; a whole new set is drawn only in the
 * rare case where the last option cannot be kept apart from the first two.
 */
const MAX_ROUNDS = 4;

function composeSet(input: GenerationRequest, rng: Random, signal?: AbortSignal): string[] | null {
  const state: CompositionState = { rng, usedVariants: new Set(), previous: [] };
  // The fuller message is written first so the chat post can be kept shorter than it;
  // composing takes microseconds, so the order costs the stream nothing.
  const written = new Map<Shape, string>();
  for (const shape of ['warm', 'ask', 'chat'] as const) {
    if (signal?.aborted) return null;
    const cap = shape === 'chat' ? countWords(written.get('warm') ?? '') - 5 : Infinity;
    written.set(shape, composeOption(input, shape, state, cap));
  }
  return SHAPES.map((shape) => written.get(shape) ?? '');
}

/**
 * The built-in writer: offline, free, and deterministic for a given seed. It assembles
 * each option from per-tone phrase banks and per-length sentence plans, using only the
 * facts in the request, and yields one option per shape (chat post, warm message,
 * question-led message).
 */
export function createComposer(): Writer {
  return {
    kind: 'composer',
    model: COMPOSER_MODEL,
    async *write(input: GenerationRequest, options: WriteOptions = {}) {
      const { signal, attempt = 0 } = options;
      const rng = createRandom(seedForAttempt(options.seed ?? freshSeed(), attempt));
      let options_: string[] | null = null;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        options_ = composeSet(input, rng, signal);
        if (!options_ || checkOptions(options_, input) === null) break;
      }
      for (const option of options_ ?? []) {
        if (signal?.aborted) return;
        yield option;
      }
    },
  };
}
