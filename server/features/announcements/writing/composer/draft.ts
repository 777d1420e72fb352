import type { GenerationRequest } from '#domain/generation.ts';
import type { Tone } from '#domain/tones.ts';
import type { Basics } from './basics.ts';
import type { Note } from './notes.ts';
import type { Random } from './random.ts';

/**
 * What a message type's writer works from and what it returns: for each of the three
 * options, its sentences in order (the last of option 3 invites replies) and sentences
 * that may be added before the last one when an option is below the length's minimum.
 * Every sentence carries a fact; at most one per option (a close) does not.
 */
export interface DraftInput {
  input: GenerationRequest;
  tone: Tone;
  basics: Basics;
  notes: Partial<Record<NoteKey, Note>>;
  rng: Random;
}

export type NoteKey =
  | 'expertise'
  | 'hobbies'
  | 'funFact'
  | 'promotionDetails'
  | 'achievementDescription'
  | 'achievementDetails';

export interface OptionDraft {
  sentences: string[];
  /** Fact-bearing sentences to add, in order, while the option is too short. */
  pads: string[];
}

export type Drafts = [OptionDraft, OptionDraft, OptionDraft];

/** Ends a sentence with the tone's mark unless it already ends with one. */
export function end(text: string, mark: '.' | '!' | '?' = '.'): string {
  return /[.!?]$/.test(text) ? text : `${text}${mark}`;
}

export const EXCLAIMING: ReadonlySet<Tone> = new Set([
  'excited_fun',
  'friendly_approachable',
  'creative_playful',
]);

/** A title with a comma ("Sous Chef, Pastry") takes a comma after it when words follow. */
export const closeTitle = (title: string) => (title.includes(',') ? `${title},` : title);
