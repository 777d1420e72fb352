import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../testing.ts';
import { englishDate } from './start-date.ts';

/** "lunes 30 de nov": a day, "de" and a month's short form are one date, told whole in English. */
describe('a day, "de" and a short month', () => {
  it.each([
    ['lunes 30 de nov', 'Monday 30 November'],
    ['30 de nov', '30 November'],
    ['martes 1 de dic.', 'Tuesday 1 December'],
    ['segunda 4 de jan', 'Monday 4 January'],
    ['7 de sept, after the fair', '7 September, after the fair'],
    ['sábado 12 de dec', 'Saturday 12 December'],
  ])('"%s" is "%s"', (typed, told) => {
    expect(englishDate(typed)).toBe(told);
  });

  it('leaves "de" that is no date as typed', () => {
    expect(englishDate('30 de los mejores')).toBe('30 de los mejores');
  });

  it('is told whole in the posted welcome', async () => {
    const { all } = await postedWelcome({ startDate: 'lunes 30 de nov' });
    expect(all).not.toMatch(/\bde November\b/);
    expect(all).toMatch(/30 November/);
  });
});
