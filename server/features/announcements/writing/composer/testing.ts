import type { GenerationRequest } from '#domain/generation.ts';
import { createComposer } from './composer.ts';

/**
 * Every option the composer writes for an input, in order, on a fixed day: what the
 * composer's tests read. Seed 1 unless a test asks for another.
 */
export async function optionsOf(
  input: GenerationRequest,
  { seed = 1, today = '2026-11-23' }: { seed?: number; today?: string } = {},
): Promise<string[]> {
  const out: string[] = [];
  for await (const option of createComposer().write(input, { seed, today })) out.push(option);
  return out;
}
