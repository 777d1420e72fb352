import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '../../../../../domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * "mentors the line workers, 4 of her trainees are now shift leaders": a count of the
 * person's own people with its own verb is a clause of its own. Told glued it was a comma
 * splice, and joined to the next deed with "and" a garble (the twenty-fifth set's readers).
 */
const promotion = (promotionDetails: string): GenerationRequest => ({
  newHireName: 'Ana Ruiz',
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'long',
  currentRole: 'Shift lead',
  newRole: 'Deputy Manager',
  promotionDetails,
});
const achievement = (achievementDetails: string): GenerationRequest => ({
  newHireName: 'Tom Berg',
  messageType: 'achievements',
  tone: 'friendly_approachable',
  length: 'long',
  role: 'Coach',
  achievementDescription: 'won the regional cup',
  achievementDetails,
});

describe('a count of the person’s own people after a comma', () => {
  it.each([
    [
      promotion(
        'Since then:\n• mentors the young line workers, 4 of her trainees are now shift leaders\n• cut water use by 30%',
      ),
      '4 of her trainees are now shift leaders',
    ],
    [
      achievement(
        'coached the U12s for 3 seasons, 6 of his players now play for the academy. trained twice a week',
      ),
      '6 of his players now play for the academy',
    ],
    [
      promotion(
        '- runs the apprentice scheme, three of her apprentices have passed the trade test\n- no lost days',
      ),
      'three of her apprentices have passed the trade test',
    ],
    [
      achievement('taught the evening classes, most of his students went on to the diploma'),
      'most of his students went on to the diploma',
    ],
  ])('is a sentence of its own, right after its deed', async (input, clause) => {
    const prose = proseOf(await postedOverSeeds(input, [1, 2]));
    for (const option of prose) {
      if (!option.toLowerCase().includes(clause.toLowerCase())) continue;
      // Never glued to the deed by a comma, never joined to the next deed by "and".
      expect(option).toMatch(new RegExp(`\\. ${clause}(?:\\.| \\()`, 'i'));
    }
    expect(prose.some((option) => option.toLowerCase().includes(clause.toLowerCase()))).toBe(true);
  });
});
