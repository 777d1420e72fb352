import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 127: a name the user says is family-name-first (a note, a bracket, a SURNAME in
 * capitals) is called by its given name after the first mention, and a title goes with the
 * family name. The order remark itself is never posted. Inputs are this file's own.
 */
const welcome = (over: Partial<GenerationRequest>): GenerationRequest => ({
  newHireName: 'X',
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
  role: 'Logistics Coordinator',
  hobbies: 'birdwatching and table tennis',
  ...over,
});

/** The text with every mention of the full name taken out: what later mentions say. */
const afterFull = (text: string, full: string) => text.split(full).join(' ');

describe('a family-name-first name through the post (ADR 127)', () => {
  it.each([
    ['Mugisha Daniel (surname first)', {}, 'Mugisha Daniel', 'Daniel', /\bMugisha\b/],
    ['KABORE Aminata', {}, 'KABORE Aminata', 'Aminata', /\bKABORE\b|\bKabore\b/],
    [
      'Ms. OUEDRAOGO Fatou',
      {},
      'Ms. OUEDRAOGO Fatou',
      'Ms. Ouedraogo',
      /\bFatou\b|OUEDRAOGO(?! Fatou)/,
    ],
    [
      'Mr. Tumusiime Peter (Ugandan order)',
      {},
      'Mr. Tumusiime Peter',
      'Mr. Tumusiime',
      /Mr\. Peter|\bPeter\b/,
    ],
    [
      'Koffi Yao',
      { funFact: 'Ivorian, surname first. Keeps bees' },
      'Koffi Yao',
      'Yao',
      /\bKoffi\b/,
    ],
    [
      'Nalubega Sarah',
      { expertise: 'customs paperwork (family name comes first)' },
      'Nalubega Sarah',
      'Sarah',
      /\bNalubega\b/,
    ],
    [
      'Teacher Atim Grace',
      { funFact: 'SURNAME Given, as at home' },
      'Teacher Atim Grace',
      'Teacher Atim',
      /\bGrace\b/,
    ],
  ])('%s is called by the right part', async (name, over, full, short, wrong) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome({ newHireName: name, ...over }), { seed });
      for (const option of options) {
        expect(option).toContain(full);
        const later = afterFull(option, full);
        expect(later).not.toMatch(wrong);
        expect(option).not.toMatch(/surname|family name|SURNAME|order\b/i);
      }
      expect(options.some((o) => afterFull(o, full).includes(short))).toBe(true);
    }
  });
});
