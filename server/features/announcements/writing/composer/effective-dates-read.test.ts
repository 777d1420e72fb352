import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { dateSaid } from './prose.ts';
import { optionsOf } from './testing.ts';

/**
 * When a promotion takes effect, said as a reader says it (ADR 116, ADR 124 amended, round
 * 2): an ordinal day or a month typed first ("1st January", "January 4th", "Jan. 11th") is
 * "1 January" in the effective-date sentence and on the "Effective:" line, a typed weekday
 * kept; figures ("effective 1/4", "from 14.12") are read by the one date reader as start
 * dates are (the nearest reading ahead), or left as typed when it is unsure. Posting day
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
});
