import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * An aside's own stop inside its open bracket ends no sentence: "(not leaving us! just
 * upstairs)" was cut into "(not leaving us" and "Just upstairs)" (the twentieth set's zp04).
 * Every option, two seeds, through the check pass: no option holds half a bracket.
 */
const promotion = (promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'long',
  newHireName: 'Amara Bello',
  currentRole: 'Senior Analyst',
  newRole: 'Head of Planning',
  promotionDetails,
});

const shapes = [
  'She takes over from Tunde who moves to the board (not leaving us! just upstairs). Effective 1 Dec.',
  'Rebuilt the forecast model (took 3 months. worth it) and cut stockouts by 20%.',
  'Runs the Monday stand-up now (everyone shows up?! yes, even IT). From Jan.',
  'Trained 4 new planners (two were interns. now full time) this year.',
  'She fixed the supplier portal (finally! after 2 years) and saved 6 hours a week.',
  'Moved the whole team to the new ERP (no downtime. none) in March.',
];

const balanced = (text: string) =>
  (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0);

describe("an aside's own stop inside its bracket", () => {
  for (const details of shapes)
    it(`keeps "${details.slice(0, 40)}…" whole`, async () => {
      const options = await postedOverSeeds(promotion(details));
      for (const option of options)
        for (const part of option.split(/\n|(?<=[.!?])\s+(?=\p{Lu})/u))
          expect(balanced(part), part).toBe(true);
    });
});
