import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { screenOption } from '../checks/fact-screen.ts';
import { dateSaid } from './prose.ts';
import { optionsOf } from './testing.ts';

/**
 * When a promotion takes effect, said as a reader says it (ADR 116, ADR 124 amended, round
 * 2): an ordinal day or a month typed first ("1st January", "January 4th", "Jan. 11th") is
 * "1 January" in the effective-date sentence and on the "Effective:" line, a typed weekday
 * kept; figures ("effective 1/4", "from 14.12") are read by the one date reader as start
 * dates are (the nearest reading ahead, said "4 January" as item 3's days are), or left as typed when it is unsure. Posting day
 * Monday 23 November 2026. Inputs are this file's own.
 */
const promotion = (promotionDetails: string, tone = 'warm_professional'): GenerationRequest =>
  ({
    newHireName: 'Marta Quispe',
    messageType: 'promotion',
    tone,
    length: 'medium',
    currentRole: 'Dispatcher',
    newRole: 'Dispatch Supervisor',
    promotionDetails,
  }) as GenerationRequest;

describe('dateSaid: an ordinal day as a reader says it', () => {
  it.each([
    ['1st January', '1 January'],
    ['January 1st', '1 January'],
    ['jan 1', '1 January'],
    ['Jan. 11th', '11 January'],
    ['22nd feb', '22 February'],
    ['the 3rd of March', '3 March'],
    ['March 3rd, 2027', '3 March 2027'],
    ['Friday 1st January', 'Friday 1 January'],
    ['fri, jan 1st', 'Friday 1 January'],
    ['2ND FEBRUARY', '2 February'],
    // Figures and words that are no day and month stay as typed.
    ['1/4', '1/4'],
    ['Q1', 'Q1'],
    ['next month', 'next month'],
  ])('%s → %s', (typed, said) => {
    expect(dateSaid(typed)).toBe(said);
  });
});

describe('the effective date of a promotion, said as a reader says it', () => {
  it.each([
    ['effective 1st January', '1 January', /\b1st\b/],
    ['Led the winter rota rebuild. Effective January 4th', '4 January', /January 4th/],
    ['effective from 2nd Feb 🎉', '2 February', /2nd/],
    ['Eff. March 1st', '1 March', /March 1st/],
    ['effective Friday 1st January', 'Friday 1 January', /1st/],
    ['EFFECTIVE 15TH FEB', '15 February', /15th/i],
    ['handles 40 calls a shift\neffective 11th jan 2027', '11 January', /11th/],
  ])('%s: "%s"', async (details, said, typed) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(promotion(details), { seed });
      const all = options.join('\n');
      expect(all).toContain(said);
      expect(all).not.toMatch(typed);
      expect(options[2]).toMatch(new RegExp(`Effective: ${said}`));
    }
  });

  it.each([
    // Two readings, the nearer ahead: 4 January, not 1 April.
    ['effective 1/4', '4 January'],
    ['effective 12/7', '7 December'],
    // One reading: the 14th month is none.
    ['from 14.12', '14 December'],
    ['Effective 02-01.', '2 January'],
    ['took over the night desk, effective 7/12', '7 December'],
    // A year typed first.
    ['effective 2027/1/11', '11 January'],
  ])('figures %s → %s', async (details, day) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(promotion(details), { seed });
      const all = options.join('\n');
      expect(all).toContain(day);
      expect(options[2]).toMatch(new RegExp(`(?:Effective|Starts): ${day}`));
    }
  });

  it.each([
    // Readings too close to choose (3 February, 2 March) or both gone: as typed.
    ['effective 3/2', '3/2'],
    ['effective 10/11', '10/11'],
  ])('figures %s unsure: kept as typed', async (details, typed) => {
    const options = await optionsOf(promotion(details));
    expect(options.join('\n')).toContain(typed);
  });
});

describe('the fact screen reads the effective day as the options tell it', () => {
  it.each([
    ['effective 1/4', '4 January'],
    ['took over nights - effective 14.12', '14 December'],
    ['as of 02-01', '2 January'],
  ])('%s told as %s is no invented date', (details, day) => {
    const text = `Marta Quispe moves up to Dispatch Supervisor. The promotion takes effect on ${day}.`;
    const problems = screenOption(text, promotion(details), { today: '2026-11-23' });
    expect(problems.map((p) => `${p.kind}: ${p.evidence}`)).toEqual([]);
  });

  it('a day the figures do not name is still caught', () => {
    const text =
      'Marta Quispe moves up to Dispatch Supervisor. The promotion takes effect on 5 January.';
    const problems = screenOption(text, promotion('effective 1/4'), { today: '2026-11-23' });
    expect(problems.length).toBeGreaterThan(0);
  });
});
