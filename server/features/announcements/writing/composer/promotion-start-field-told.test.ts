import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * A promotion's start typed with its occasion ("after new year, 5 Jan", "1 Dec, first run
 * from Huay Xai") is the day the new role takes effect, told in every option; the details'
 * vaguer words for when ("Effective start of pre-season.", "starts next season") give way
 * to the day typed in the form.
 */
const promotion = (startDate: string, promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Dilnoza Yusupova',
  currentRole: 'Painter',
  newRole: 'Head of the painting room',
  startDate,
  promotionDetails,
});

describe('a promotion start typed with its occasion', () => {
  it.each([
    [
      'after new year, 5 Jan',
      '7 years at the wheel then painting. plates sold out at the fair twice',
      /5 January/,
    ],
    [
      'after the harvest, 2 Feb',
      'ran the drying floor for 3 seasons, zero spoiled lots',
      /2 February/,
    ],
    [
      '1 Dec, first run from Huay Xai',
      '10 yrs on the river, passed captain licence. starts next season',
      /1 December/,
    ],
    [
      'pre-season, 11 Jan 2027',
      'turnovers up from 11.2 to 14.6 per game. Effective start of pre-season.',
      /11 January 2027/,
    ],
    [
      '9 March, when the new line opens',
      'trained all 12 packers on the old line. takes effect when the new line opens',
      /9 March/,
    ],
  ])('"%s" is told in every option', async (startDate, details, day) => {
    const options = await postedOverSeeds(promotion(startDate, details));
    for (const option of options) {
      expect(option).toMatch(day);
      expect(option).not.toMatch(
        /next season|Effective start of|when the new line opens\b.*takes effect/i,
      );
    }
  });
});
