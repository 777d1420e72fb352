import { describe, expect, it } from 'vitest';
import { isThin, LENGTH_BOUNDS, type GenerationRequest } from '#domain/generation.ts';
import { countWords } from '../checks/option-checks.ts';
import { COVER_OVERRUN } from './composer.ts';
import { optionsOf } from './testing.ts';

/**
 * A medium post whose notes run past its band's overrun gives up a note (ADR 064 item 3):
 * the ones without a figure, a day or what comes next go first (ADR 071).
 */
describe('a medium post too long for every note keeps its figures and days', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Teodor Lind',
    role: 'Warehouse Shift Lead',
    team: 'Night shift',
    achievementDescription: 'Ran the depot through the December peak without a missed dispatch',
    achievementDetails: [
      'The night shift shipped 61,000 parcels in the three weeks before Christmas, up from 44,000 the year before, with every one of them scanned twice.',
      'Not one van left the yard late, and mis-picks fell to 0.3% from 1.1%.',
      'He rewrote the loading checklist so the day shift could use it too.',
      'He planned the peak rota himself and trained the seasonal pickers on the floor.',
      'The regional manager has asked him to brief the other depots in January.',
      'Both shifts now work from the same loading sheet, and the yard is calmer for it.',
    ].join(' '),
  };

  it('leaves out a note with no figure before the headline figure or another figure', async () => {
    expect(isThin({ ...input, length: 'long' })).toBe(false);
    const roof = Math.floor(LENGTH_BOUNDS.medium.maxWords * (1 + COVER_OVERRUN));
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      for (const option of options) expect(option).toMatch(/61,000/);
      // Only an option that had to give a note up says anything more.
      const short = options.filter((o) => !/loading sheet/.test(o) || !/rota/.test(o));
      expect(short.length).toBeGreaterThan(0);
      for (const option of short) {
        expect(countWords(option)).toBeLessThanOrEqual(roof);
        expect(option).toMatch(/0\.3%/);
        expect(option).toMatch(/January/);
      }
    }
  });
});
