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

  it('is told once when the details already say when', async () => {
    const options = await postedOverSeeds({
      ...promotion,
      promotionDetails: `${promotion.promotionDetails} Effective 1 Dec 2026.`,
      startDate: '1 December',
    });
    for (const option of options) expect(option.match(/1 December/g)).toHaveLength(1);
  });
});
