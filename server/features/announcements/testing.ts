import type { GenerationRequest } from '#domain/generation.ts';
import { writeChecked } from './generate.ts';
import { createComposer } from './writing/composer/composer.ts';

/**
 * The options a user is shown for an input when no AI key is set: the composer's options
 * after the one check pass and its retries, on a fixed day and seed. What tests of the
 * whole writing path read (composer/testing.ts's `optionsOf` skips the checks).
 */
export function postedOptionsOf(
  input: GenerationRequest,
  { seed = 1, today = '2026-11-23' }: { seed?: number; today?: string } = {},
): Promise<string[]> {
  return writeChecked(createComposer(), input, AbortSignal.timeout(60_000), {}, { today, seed });
}
