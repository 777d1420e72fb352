import { describe, expect, it } from 'vitest';
import { postedOverSeeds, welcomeRequest } from '../../testing.ts';

/**
 * "EN, FR, DE, PT" typed alone in the expertise field is a list of language codes, never a
 * note shouted in capitals: quieted, it was posted "specialises in en, FR, de and PT" (the
 * twenty-first set's gw14). Every option, two seeds, through the check pass.
 */
const shapes: [string, RegExp][] = [
  ['EN, FR, DE, PT', /English, French, German and Portuguese/],
  ['EN / DE / IT', /English, German and Italian/],
  ['ES, EN, PT', /Spanish, English and Portuguese/],
  ['DE, EN', /German and English/],
];

describe('language codes typed in capitals', () => {
  for (const [expertise, spoken] of shapes)
    it(`"${expertise}" is spoken`, async () => {
      const options = await postedOverSeeds(welcomeRequest({ length: 'medium', expertise }));
      expect(options.some((o) => spoken.test(o))).toBe(true);
      for (const option of options) expect(option).not.toMatch(/\b(?:en|de|es|it)\b,/);
    });
});
