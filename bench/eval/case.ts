import { LENGTHS, type GenerationRequest } from '#domain/generation.ts';
import type { MessageType } from '#domain/message-types.ts';
import { TONE_VALUES } from '#domain/tones.ts';

/** One eval case: an input as a user would type it, and what it tests. */
export interface EvalCase {
  id: string;
  note: string;
  input: GenerationRequest;
  /** Blind cases: what their author expected to find in at least one option. */
  mustKeep?: readonly string[];
}

/** What the user typed, before choosing a tone and a length. */
export type Fields = Omit<GenerationRequest, 'messageType' | 'tone' | 'length'>;

/**
 * Tones and lengths are spread over the cases in a fixed cycle (tone fastest, then length),
 * so that every 21 consecutive cases of a type cover all 7 tones × 3 lengths. The facts
 * are what a case is about; which tone and length it meets is bookkeeping.
 */
export function caseList(
  prefix: string,
  messageType: MessageType,
  entries: [note: string, fields: Fields][],
): EvalCase[] {
  return entries.map(([note, fields], i) => ({
    id: `${prefix}${String(i + 1).padStart(2, '0')}`,
    note,
    input: {
      ...fields,
      messageType,
      tone: TONE_VALUES[i % TONE_VALUES.length]!,
      length: LENGTHS[Math.floor(i / TONE_VALUES.length) % LENGTHS.length]!,
    },
  }));
}
