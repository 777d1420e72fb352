import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * "Guides report to him from now": a plural noun with its own verb and the person as its
 * object is a sentence about others, never the person's verb ("Loïc guides report to him",
 * the twenty-first set's gp12). Every option, two seeds.
 */
const promotion = (newHireName: string, promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'confident_assertive',
  length: 'long',
  newHireName,
  currentRole: 'Senior Guide',
  newRole: 'Head Guide',
  promotionDetails,
});

const shapes: [GenerationRequest, string][] = [
  [
    promotion('Loïc Payet', "He's now in charge of the rota. Guides report to him from now."),
    'Guides report to him',
  ],
  [
    promotion('Amina Yusuf', 'She runs the depot now. Drivers report to her directly.'),
    'Drivers report to her',
  ],
  [
    promotion('Tomasz Nowak', 'Runs both shifts. Fitters answer to him from Monday.'),
    'Fitters answer to him',
  ],
  [
    promotion('Grace Ofori', 'Owns the budget. Planners report directly to her.'),
    'Planners report directly to her',
  ],
];

describe('a plural noun with its own verb and the person as object', () => {
  for (const [input, said] of shapes)
    it(`tells "${said}" as typed`, async () => {
      const short = input.newHireName!.split(' ')[0]!;
      const options = await postedOverSeeds(input);
      for (const option of options)
        expect(option).not.toMatch(new RegExp(`${short} ${said.split(' ')[0]!.toLowerCase()}`));
      expect(options.some((o) => o.includes(said))).toBe(true);
    });
});
