import { describe, expect, it } from 'vitest';
import { LENGTHS, type GenerationRequest } from '#domain/generation.ts';
import { screenOption } from '../checks/fact-screen.ts';
import { optionsOf } from './testing.ts';

// ADR 121: "Fun fact: n/a" is never posted; a placeholder is an empty field.
const welcome = {
  newHireName: 'Ingrid Takahashi',
  tone: 'warm_professional',
  messageType: 'welcome',
  role: 'Lab Technician',
  team: 'Quality',
  startDate: 'Monday',
} as GenerationRequest;

const PLACEHOLDER_WORDS =
  /\b(?:n\/a|n\.a|none|nothing|tbd|idk|no idea|not sure|skip|same as above|see above|ask her|later)\b|[:,]\s*(?:-|—|\?|x|\.)(?=\s|$)/iu;

describe('a placeholder in an optional field', () => {
  const forms: [string, Partial<GenerationRequest>][] = [
    ['every field', { company: 'n/a', expertise: 'none', hobbies: '-', funFact: 'N/A' }],
    ['shouted', { company: 'TBD', expertise: '??', hobbies: 'Skip', funFact: 'idk, ask her' }],
    ['the name', { preferredName: 'n/a', hobbies: 'same as above', funFact: 'x' }],
    ['in a list', { hobbies: 'chess, n/a', funFact: 'no idea', expertise: 'HPLC; tbd' }],
  ];
  it.each(forms)('never reaches an option (%s), at any length or seed', async (_, fields) => {
    for (const length of LENGTHS)
      for (const seed of [1, 2, 3, 4, 5]) {
        const input = { ...welcome, ...fields, length } as GenerationRequest;
        for (const option of await optionsOf(input, { seed })) {
          expect(option).not.toMatch(PLACEHOLDER_WORDS);
          expect(option).not.toMatch(/\bn\/a\b/iu);
          expect(screenOption(option, input, { today: '2026-11-23' })).toEqual([]);
        }
      }
  });

  it('writes the options of the form left empty', async () => {
    const typed = {
      ...welcome,
      length: 'medium',
      company: 'n/a',
      expertise: '-',
      hobbies: 'none',
      funFact: 'tbd',
    } as GenerationRequest;
    for (const seed of [1, 2])
      expect(await optionsOf(typed, { seed })).toEqual(
        await optionsOf({ ...welcome, length: 'medium' }, { seed }),
      );
  });

  it('keeps the real item of a list and the user’s own words', async () => {
    const options = await optionsOf(
      {
        ...welcome,
        length: 'long',
        hobbies: 'chess, n/a',
        expertise: 'NA region sales',
        funFact: 'None of the above',
      } as GenerationRequest,
      { seed: 1 },
    );
    expect(options.some((o) => /chess/u.test(o))).toBe(true);
    expect(options.some((o) => /NA region sales/u.test(o))).toBe(true);
  });
});
