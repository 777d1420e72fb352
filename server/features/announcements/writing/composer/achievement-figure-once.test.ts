import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Keoni Akana',
  role: 'dive instructor',
  achievementDescription: '',
  achievementDetails: '',
  ...fields,
});

const times = (text: string, words: string) => text.split(words).length - 1;

/**
 * ADR 162: a detail that opens with the figure the achievement ends on, counting the same
 * noun or a wider one, is merged into the achievement: the figure told once, the detail's new
 * words kept.
 */
describe('a figure the achievement ends on, told again by a detail', () => {
  it('is told once, with the apposition the detail adds', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDescription: 'Reef survey for the county: 2,340 coral colonies',
        achievementDetails:
          '2,340 coral colonies, biggest tally since 2015\nlogged every dive on the new app',
      }),
    );
    for (const option of options) {
      expect(times(option, '2,340')).toBe(1);
      expect(option).toContain('the biggest tally since 2015');
      expect(option).toMatch(/logged every dive on the new app/i);
    }
  });

  it('keeps where the same counted words happened', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Thandi Mokoena',
        role: 'kitchen lead',
        achievementDescription: 'record Saturday: 2,100 bunny chows, 0 late orders',
        achievementDetails:
          '0 late orders on Uber Eats + Mr D, rating stayed 4.9. prepped the night before',
      }),
    );
    for (const option of options) {
      expect(option).toContain('0 late orders on Uber Eats and Mr D');
      expect(times(option, '0 late orders')).toBe(1);
    }
  });

  it('keeps the wider noun the detail counts', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Marta Kowalczyk',
        role: 'warehouse lead',
        achievementDescription: 'Peak week record at the Łódź hub: 48,000 parcels',
        achievementDetails:
          '48,000 outbound parcels, the most the hub has ever shipped. no overtime',
      }),
    );
    for (const option of options) {
      expect(times(option, '48,000')).toBe(1);
      expect(option).toContain('48,000 outbound parcels');
      expect(option).toContain('the most the hub has ever shipped');
    }
  });

  it('keeps the aside and leaves out the predicate said again', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Aroha Ngata',
        role: 'café manager',
        tone: 'excited_fun',
        achievementDescription: 'Best-rated café in Wellington this year: 870 reviews praising her',
        achievementDetails:
          '870 reviews praise Aroha by name (runner-up had 210)\nalso cut the coffee waste by a third',
      }),
    );
    for (const option of options) {
      expect(times(option, '870')).toBe(1);
      expect(option).toContain('(runner-up had 210)');
      expect(option).not.toMatch(/praise Aroha by name/);
    }
  });

  it('tells the predicate once when the achievement had none', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Dagny Solberg',
        role: 'ferry dispatcher',
        achievementDescription: 'Storm week on the fjord: 96 crossings',
        achievementDetails:
          '96 crossings run without one cancellation\nkept the island school open',
      }),
    );
    for (const option of options) {
      expect(times(option, '96 crossings')).toBe(1);
      expect(option).toContain('without one cancellation');
    }
  });

  it('leaves a detail that counts something else', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Tariq Mahmood',
        role: 'ward sister',
        achievementDescription: 'Falls on the ward down to 12',
        achievementDetails:
          '12 volunteers trained in the new checks\nfamilies now part of the rounds',
      }),
    );
    for (const option of options) expect(option).toMatch(/12 volunteers (?:were )?trained/i);
  });

  it('leaves a detail whose predicate says something new', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Inès Morel',
        role: 'bookseller',
        achievementDescription:
          'Record Christmas at the shop: 3,100 books signed by visiting authors',
        achievementDetails: '3,100 books went out in gift wrap she designed',
      }),
    );
    for (const option of proseOf(options)) {
      expect(option).toContain('signed by visiting authors');
      expect(option).toContain('gift wrap she designed');
    }
  });
});

/** ADR 162: a deed verb, then a thing done once typed bare in lower case, takes "a". */
describe('a deed typed without its article', () => {
  it('takes "a" or "an" before a thing done once', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Bheki Dlamini',
        role: 'mine rescue captain',
        achievementDescription: 'led underground evacuation at shaft 3, all 40 miners out',
        achievementDetails: 'drilled the team every month for two years',
      }),
    );
    for (const option of options) expect(option).toMatch(/\b[Ll]ed an underground evacuation\b/);
    const award = await postedOverSeeds(
      achievement({
        newHireName: 'Lucía Paredes',
        role: 'winemaker',
        achievementDescription: 'won national award for her 2024 malbec',
        achievementDetails: 'first for the bodega in 30 years',
      }),
    );
    for (const option of award) expect(option).toMatch(/\b[Ww]on a national award\b/);
  });

  it('leaves plurals, mass nouns and determined things as typed', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Oskar Lind',
        role: 'safety officer',
        achievementDescription: 'led rescue drills and ran harvest safety briefings',
        achievementDetails: 'won the award for the third time',
      }),
    );
    for (const option of options) {
      expect(option).toMatch(/\b[Ll]ed rescue drills\b/);
      expect(option).not.toMatch(/\ba (?:rescue|harvest)\b/);
      expect(option).toContain('the award');
    }
  });
});
