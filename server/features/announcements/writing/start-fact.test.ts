import { describe, expect, it } from 'vitest';
import { postedOverSeeds, welcomeRequest } from '../testing.ts';
import { startDateWords } from './start-date.ts';

describe('how long, typed after the start day (ADR 055)', () => {
  it('reads a day with its month, then the years, apart', () => {
    expect(startDateWords('Jan 4 / 22 yrs at the school')).toEqual({
      date: 'Jan 4',
      fact: '22 yrs at the school',
    });
    expect(startDateWords('4 January - 6 years with the council')).toEqual({
      date: '4 January',
      fact: '6 years with the council',
    });
    expect(startDateWords('Sept. / 22 yrs at the school')).toEqual({
      date: 'Sept.',
      fact: '22 yrs at the school',
    });
  });

  it('keeps the years in the post when an expertise is typed too', async () => {
    for (const startDate of ['Jan 4 / 22 yrs at the school', 'Sept. / 22 yrs at the school']) {
      const options = await postedOverSeeds(
        welcomeRequest({ startDate, expertise: 'payroll and audits' }),
      );
      const text = options.join('\n');
      expect(text).toMatch(/22 years at the school/);
      expect(text).toMatch(/payroll and audits/);
      expect(text).not.toMatch(/\/ 22|January 4 \/|September \//);
    }
  });
});

describe("a promotion's start day (the API takes one for every type)", () => {
  const promotion = {
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Garmai Flomo',
    currentRole: 'Microbiologist',
    newRole: 'Head of AMR',
    promotionDetails: 'She built our sentinel network from 2 to 9 hospitals.',
  } as const;

  it('is told as when the new role takes effect, in every option', async () => {
    const options = await postedOverSeeds({ ...promotion, startDate: 'Dec 1st' });
    for (const option of options) expect(option).toMatch(/1 December/);
    expect(options.join('\n')).toMatch(/takes effect on 1 December|Effective: 1 December/);
  });

  // The twenty-second set's ep09 typed "from 1st Jadi (22 Dec)" and was told no day.
  it.each([
    ['from 1st Jadi (22 Dec)', '22 December'],
    ['from 22 Dec', '22 December'],
    ['wef 1 Jan', '1 January'],
    ['as of Jan 4', '4 January'],
    ['1 Muharram (16 June)', '16 June'],
    ['effective from 3 March', '3 March'],
  ])('is read after the word it was typed with, or in its bracket: %s', async (startDate, day) => {
    const options = await postedOverSeeds({ ...promotion, startDate });
    for (const option of options) expect(option).toContain(day);
    expect(options.join('\n')).not.toMatch(
      /Effective:? (?:from|wef|as of)|effect on (?:from|wef)/i,
    );
  });

  it('is left out when it is no day a reader could be told', async () => {
    const options = await postedOverSeeds({ ...promotion, startDate: 'sails 8 Jan' });
    expect(options.join('\n')).not.toMatch(/Effective sails|effect on sails|starts on sails/i);
  });

  it('is told once when the details already say when', async () => {
    const options = await postedOverSeeds({
      ...promotion,
      promotionDetails: `${promotion.promotionDetails} Effective 1 Dec 2026.`,
      startDate: '1 December',
    });
    for (const option of options) expect(option.match(/1 December/g)).toHaveLength(1);
  });
});
