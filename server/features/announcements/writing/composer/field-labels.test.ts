import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 144: any field typed with its own label ("Hobbies: …", "Role: …") is read without it.
 * These inputs are our own. Every option, two seeds.
 */
const welcome = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Tiihu Kanerva',
  role: 'Conservation Technician',
  startDate: 'Monday',
  ...fields,
});

const all = async (input: GenerationRequest, seed: number) =>
  (await optionsOf(input, { seed })).join('\n---\n');

describe('any field typed with its own label', () => {
  it.each([
    ['hobbies', 'Hobbies: bouldering, sourdough', /\bHobbies:/, /bouldering/],
    ['hobbies', 'interests - birding and chess', /\binterests\b/i, /birding/],
    [
      'funFact',
      'Fun fact: has crossed the Sahara by motorbike',
      /Fun fact: (?:Fun fact|has crossed)/i,
      /crossed the Sahara by motorbike/,
    ],
    [
      'expertise',
      'Expertise - timber framing, lime plaster',
      /expertise\W+(?:in )?expertise|Expertise - /i,
      /timber framing/,
    ],
    ['expertise', 'Skills: CAD, welding', /\bSkills:/, /CAD/],
    ['startDate', 'Start date: Monday', /Start date: Start/i, /Monday/],
    [
      'role',
      'Role: Conservation Technician',
      /Role: Role|our new Role/i,
      /Conservation Technician/,
    ],
    ['team', 'Team: Collections Care', /Team: Team|the Team:? Collections/, /Collections Care/],
  ] as const)('%s: %s', async (key, value, label, kept) => {
    for (const seed of [1, 2]) {
      const text = await all(welcome({ [key]: value }), seed);
      expect(text, `seed ${seed}`).not.toMatch(label);
      expect(text, `seed ${seed}`).toMatch(kept);
    }
  });

  it('a label that is words of the value stays', async () => {
    for (const seed of [1, 2]) {
      const text = await all(
        welcome({ funFact: 'Skills: the board game, she has won it twice' }),
        seed,
      );
      expect(text, `seed ${seed}`).toMatch(/Skills/);
      const hobby = await all(welcome({ company: 'Company of Biologists' }), seed);
      expect(hobby, `seed ${seed}`).toMatch(/from (?:the )?Company of Biologists/);
    }
  });
});
