import { describe, expect, it } from 'vitest';
import { nameForms } from './person-name.ts';

/**
 * Degrees typed after a name are said once with the full name and never as the name a post
 * uses after it; a particle before a family name goes with it after a title. The twenty-first
 * set's readers found "Dr. Anjali Menon (BAMS, MD Ayu)" said four times and "Dr. Mazrouei"
 * for Dr. Mariam Al Mazrouei.
 */
describe('degrees typed after a name', () => {
  it.each([
    ['Dr. Anjali Menon (BAMS, MD Ayu)', 'Dr. Anjali Menon (BAMS, MD Ayu)', 'Dr. Menon'],
    ['Dr. Anjali Menon, BAMS, MD', 'Dr. Anjali Menon, BAMS, MD', 'Dr. Menon'],
    ['Sara Lind (MSc)', 'Sara Lind (MSc)', 'Sara'],
    ['Jo Park, PhD', 'Jo Park, PhD', 'Jo'],
    ['Tomás Rivera, RN, BSN', 'Tomás Rivera, RN, BSN', 'Tomás'],
  ])('%s: full %s, then %s', (typed, full, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(full);
    expect(forms.short).toBe(short);
  });

  it.each([
    // A nickname in capitals, a family name first: no degrees.
    ['Jean-Jacques Dupont (JJ)', 'JJ'],
    ['CAMPBELL, Oneil Andre', 'Oneil'],
  ])('%s is no name with degrees (called %s)', (typed, short) => {
    expect(nameForms(typed).short).toBe(short);
  });
});

describe('a particle before the family name, after a title', () => {
  it.each([
    ['Dr. Mariam Al Mazrouei', 'Dr. Al Mazrouei'],
    ['Dr. Pieter van Dijk', 'Dr. van Dijk'],
    ['Prof Ana de Souza', 'Prof Souza'],
    ['Dr. Rajesh Kumar', 'Dr. Kumar'],
  ])('%s → %s', (typed, short) => expect(nameForms(typed).short).toBe(short));
});
