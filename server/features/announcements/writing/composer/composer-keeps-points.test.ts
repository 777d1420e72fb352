import { describe, expect, it } from 'vitest';
import { isThin, LENGTH_BOUNDS, type GenerationRequest } from '#domain/generation.ts';
import { countWords } from './phrases.ts';
import { COVER_OVERRUN, MEDIUM_SHARED_OVERRUN } from './composer.ts';
import { optionsOf } from './testing.ts';

const depot: GenerationRequest = {
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

/**
 * A post whose notes run past its band's overrun gives up a note (ADR 064 item 3): the ones
 * without a figure, a day or what comes next go first (ADR 071). Since ADR 089 every option
 * tells every note only at long (and at medium on an input thin at long), so it is long
 * that runs over.
 */
describe('a long post too long for every note keeps its figures and days', () => {
  const input: GenerationRequest = {
    ...depot,
    length: 'long',
    achievementDetails: [
      depot.achievementDetails,
      'He walked every aisle with the safety officer and had the racking labels redone in larger print for the night crew.',
      'When the conveyor broke down on a Sunday he kept the team sorting by hand until the engineer arrived, and nobody went home early.',
      'He also organised the shift breakfast on the last morning before the holiday and cooked most of it himself.',
      'He still finds time to coach the depot five-a-side team, who reached the league final in the spring.',
    ].join(' '),
  };

  it('leaves out a note with no figure before the headline figure or another figure', async () => {
    const roof = Math.floor(LENGTH_BOUNDS.long.maxWords * (1 + COVER_OVERRUN));
    const plain = [/loading sheet/, /rota/, /racking/, /breakfast/, /five-a-side/];
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      for (const option of options) expect(option).toMatch(/61,000/);
      // Only an option that had to give a note up says anything more.
      const short = options.filter((o) => plain.some((note) => !note.test(o)));
      expect(short.length).toBeGreaterThan(0);
      for (const option of short) {
        expect(countWords(option)).toBeLessThanOrEqual(roof);
        expect(option).toMatch(/0\.3%/);
        expect(option).toMatch(/January/);
      }
    }
  });
});

/**
 * The same notes at medium, on an input with the facts to fill long: the options share them
 * out within about a tenth over the band (ADR 089), the headline figure in every one.
 */
describe('a medium post of an input that fills long shares its figures out', () => {
  it('tells the headline figure in every option and every figure in some option', async () => {
    expect(isThin({ ...depot, length: 'long' })).toBe(false);
    const roof = Math.floor(LENGTH_BOUNDS.medium.maxWords * (1 + MEDIUM_SHARED_OVERRUN));
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(depot, { seed });
      for (const option of options) {
        expect(option).toMatch(/61,000/);
        expect(countWords(option)).toBeLessThanOrEqual(roof);
      }
      for (const figure of [/0\.3%/, /January/, /rota/, /loading sheet/])
        expect(
          options.some((o) => figure.test(o)),
          `${figure}`,
        ).toBe(true);
    }
  });
});
