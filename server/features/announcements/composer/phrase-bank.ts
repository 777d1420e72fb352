import type { Tone } from '#domain/tones.ts';

/**
 * The phrasings of one slot of a message (its opener, its close, the sentence that carries
 * a fact), per tone. 'any' holds tone-neutral phrasings every tone may also use; a slot
 * whose voice matters (openers, closes, questions) has none, so each tone sounds its own.
 */
export type Bank = Partial<Record<Tone | 'any', readonly string[]>>;

export type Banks = Readonly<Record<string, Bank>>;

export function variantsFor(bank: Bank, tone: Tone): readonly string[] {
  return [...(bank[tone] ?? []), ...(bank.any ?? [])];
}
