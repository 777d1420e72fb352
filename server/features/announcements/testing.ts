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

/**
 * The posted options of each seed in turn, three per seed: what a rule's test asserts on, so
 * a rule that holds for one seed's phrasing only fails.
 */
export async function postedOverSeeds(
  input: GenerationRequest,
  seeds: readonly number[] = [1, 2],
): Promise<string[]> {
  const out: string[] = [];
  for (const seed of seeds) out.push(...(await postedOptionsOf(input, { seed })));
  return out;
}

/** The two prose options of each seed in options listed three per seed (every third is the
 * scannable post). */
export const proseOf = (options: readonly string[]): string[] =>
  options.filter((_o, i) => i % 3 !== 2);

/** A welcome form with the required fields and a start day filled, and `fields` over them. */
export const welcomeRequest = (fields: Partial<GenerationRequest> = {}): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Ana Silva',
  role: 'Service Technician',
  startDate: 'Monday',
  ...fields,
});

/**
 * A welcome's posted options over two seeds, read the ways its tests read them: all joined,
 * the prose options, and the scannable posts (every third).
 */
export async function postedWelcome(fields: Partial<GenerationRequest>) {
  const options = await postedOverSeeds(welcomeRequest(fields));
  const cards = options.filter((_o, i) => i % 3 === 2);
  return { options, all: options.join('\n---\n'), prose: proseOf(options), cards };
}
