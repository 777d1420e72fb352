import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../testing.ts';

/**
 * "pls mention the museum job, he's proud of it": the thing asked for is what the notes
 * tell; the reason is the typist's and never posted ("The museum job, he's proud of it." was,
 * the twenty-first set's gp01). Every option, two seeds.
 */
const promotion = (promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'long',
  newHireName: 'Akbar Ali',
  currentRole: 'Senior Painter',
  newRole: 'Workshop Lead',
  promotionDetails,
});

const shapes: [string, RegExp][] = [
  [
    "- painted the UK museum truck\n- trained 9 apprentices\npls mention the museum job, he's proud of it",
    /museum truck/,
  ],
  [
    '- rebuilt the 1952 press\n- cut waste 20%\nplease mention the press, she loves that machine',
    /1952 press/,
  ],
  [
    '- ran the Lagos launch\n- hired 6 reps\npls mention the launch, they worked so hard on it',
    /Lagos launch/,
  ],
  [
    "- won the regional cup with the U12s\n- 3 new coaches\nmention the cup pls, he'll be chuffed",
    /regional cup/,
  ],
];

describe('a request to mention something, with its reason', () => {
  for (const [details, fact] of shapes)
    it(`tells ${fact} and never the reason`, async () => {
      const options = await postedOverSeeds(promotion(details));
      for (const option of options) {
        expect(option).not.toMatch(/proud of it|loves that machine|worked so hard|chuffed/i);
        expect(option).toMatch(fact);
      }
    });
});

/**
 * "no speech pls she hates that": a "no …" asked of the writer, with the typist's reason, is a
 * request about the post and never posted (the twenty-first set's gp09).
 */
describe('a "no …" request with its reason', () => {
  for (const note of [
    'no speech pls she hates that',
    'no photos please he hates it',
    'no fuss pls they get embarrassed',
    'no cake emoji please she would hate that',
  ])
    it(`never posts "${note}"`, async () => {
      const options = await postedOverSeeds(
        promotion(`- scrap rate down from 6.8% to 2.9%\n- covers 3 teams now\n${note}`),
      );
      for (const option of options)
        expect(option).not.toMatch(/hates?|embarrassed|\bno (?:speech|photos|fuss|cake)/i);
      expect(options.some((o) => /2\.9%/.test(o))).toBe(true);
    });
});
