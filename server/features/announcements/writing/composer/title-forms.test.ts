import { describe, expect, it } from 'vitest';
import { readableTitle } from './title-forms.ts';

/**
 * A title typed as a roster line, as a sentence says it (ADR 060): each shape the parse is
 * sure of, and shapes it must leave as typed.
 */
describe('readableTitle', () => {
  it.each([
    // A shift in brackets or after a dash goes before the head.
    ['Paramedic (nights)', 'night-shift Paramedic'],
    ['Warehouse Associate - 3rd shift', '3rd-shift Warehouse Associate'],
    ['Security Officer (weekend shift)', 'weekend-shift Security Officer'],
    // A hospital or plant unit after a comma is where the person works.
    ['Charge Nurse, Neuro ICU', 'Charge Nurse in the Neuro ICU'],
    ['HCA, Cardiology Ward (days)', 'day-shift HCA in the Cardiology Ward'],
    // A market segment or a region after a comma goes before the title.
    ['Account Manager, Mid-Market', 'Mid-Market Account Manager'],
    ['Solutions Engineer, EMEA', 'EMEA Solutions Engineer'],
    // A one-word department after a slash.
    ['Clerk / Shipping', 'Clerk in Shipping'],
    ['Material Handler / Shipping - 2nd shift', '2nd-shift Material Handler in Shipping'],
    // Two jobs joined by a slash read "and".
    ['Chemistry teacher / debate club coach', 'Chemistry teacher and debate club coach'],
  ])('%s → %s', (typed, readable) => {
    expect(readableTitle(typed)).toBe(readable);
  });

  it.each([
    // A region, a market, a company or a place after a comma: not sure what it is.
    'Account Manager, West Coast',
    'Head Chef, Canal Street Kitchen',
    'Senior Engineer, Payments',
    // A slash between two things that are not both jobs, or a bracket that is not a shift.
    'Front desk / concierge',
    'UX / UI Designer',
    'Year 5 teacher (maternity cover)',
    // A shift after a title with its own bracket or comma stays as typed.
    'Analyst (contract), Risk - night shift',
  ])('leaves %s as typed', (typed) => {
    expect(readableTitle(typed)).toBe(typed);
  });

  it('keeps every word of the title it rewrites', () => {
    const readable = readableTitle('Pharmacy Technician, Oncology Unit (evenings)');
    expect(readable).toBe('evening-shift Pharmacy Technician in the Oncology Unit');
    for (const word of ['Pharmacy', 'Technician', 'Oncology', 'Unit', 'evening'])
      expect(readable).toContain(word);
  });
});
