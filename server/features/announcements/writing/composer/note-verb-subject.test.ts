import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 134: a fun fact or pastime typed as the person's verb phrase ("restores old boats") is
 * told with the person as its subject, once: never pasted bare after a label ("Fun fact:
 * restores old boats.") and never with the name said twice in one sentence. Inputs are this
 * file's own.
 */
const welcome = (over: Partial<GenerationRequest>): GenerationRequest => ({
  newHireName: 'X',
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
  role: 'Deckhand',
  expertise: 'coastal navigation',
  ...over,
});

describe('a verb phrase of a fun fact or pastime takes the person as subject (ADR 134)', () => {
  it.each([
    ['Rui Costa', 'Rui', { funFact: 'restores old boats' }, 'restores old boats'],
    ['Okonkwo, Chidinma', 'Chidinma', { funFact: 'fixes old radios' }, 'fixes old radios'],
    ['Greta Lindholm', 'Greta', { funFact: 'brews her own cider' }, 'brews her own cider'],
    [
      'Tamar Ben-David',
      'Tamar',
      { hobbies: 'restores vintage motorbikes on weekends' },
      'restores vintage motorbikes on weekends',
    ],
    ['Lacho Petrov', 'Lacho', { funFact: 'Restores old boats.' }, 'restores old boats'],
    [
      'Siosaia Tupou',
      'Siosaia',
      { funFact: 'fixes old radios for the church' },
      'fixes old radios',
    ],
  ])('%s: %j', async (name, short, over, said) => {
    for (const seed of [1, 2, 3]) {
      for (const length of ['short', 'medium', 'long'] as const) {
        const options = await optionsOf(welcome({ newHireName: name, length, ...over }), { seed });
        for (const option of options) {
          for (const sentence of option.split(/(?<=[.!?])\s+|\n/)) {
            expect(sentence).not.toMatch(
              new RegExp(`(?:^|: )(?:• )?${said.split(' ')[0]}\\b`, 'iu'),
            );
            const mentions = sentence.match(new RegExp(`\\b${short}\\b`, 'gu')) ?? [];
            expect(mentions.length, sentence).toBeLessThanOrEqual(1);
          }
        }
      }
    }
  });
});
