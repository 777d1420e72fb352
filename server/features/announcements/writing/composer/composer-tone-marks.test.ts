import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { TONE_RULES } from '../tone-rules.ts';
import { optionsOf } from './testing.ts';

const write = (input: GenerationRequest, seed: number) => optionsOf(input, { seed });

/**
 * ADR 060: the tone's exclamation ceiling holds when an emoji opens the headline ("🏆 …!")
 * and the user's own note carries a mark ("(!)"): the marks past the ceiling are counted in
 * the same units they are found in, so the right ones become stops.
 */
describe('exclamation marks past the tone’s ceiling', () => {
  it.each(['creative_playful', 'excited_fun', 'friendly_approachable'] as const)(
    '%s: no option goes over its maximum',
    async (tone) => {
      const input: GenerationRequest = {
        messageType: 'achievements',
        tone,
        length: 'long',
        newHireName: 'Rosa Delgado',
        role: 'Sous Chef',
        team: 'Kitchen',
        achievementDescription: 'Won the regional young chef award 🏆',
        achievementDetails:
          'cooked the final with a borrowed knife (!)\nfirst win for the restaurant in 12 years!\n3 judges, all 3 votes',
      };
      for (const seed of [1, 2, 3]) {
        for (const option of await write(input, seed)) {
          const marks = (option.match(/!/g) ?? []).length;
          expect(marks, option).toBeLessThanOrEqual(TONE_RULES[tone].exclamations.max);
          expect(marks, option).toBeGreaterThanOrEqual(TONE_RULES[tone].exclamations.min);
        }
      }
    },
  );
});
