import { describe, expect, it } from 'vitest';
import { postedOverSeeds, welcomeRequest } from '../../testing.ts';

/**
 * "…, speaks Mandinka, Wolof, English, bit of Dutch": a name after "speaks" is a language by
 * its place though no list knows it, a language typed with a measure ("bit of Dutch") is one
 * too, and all are told in one list; the twentieth set's zp05 posted "…river trips and bit of
 * Dutch, and speaks Wolof and English. He speaks Mandinka." (ADR 161). Every option, two seeds.
 */
const shapes: [string, RegExp][] = [
  [
    'West African birds, river trips, speaks Mandinka, Wolof, English, bit of Dutch',
    /Mandinka, Wolof, English and a bit of Dutch/,
  ],
  [
    'tile setting, grouting, speaks Kinyarwanda, French, little English',
    /Kinyarwanda, French and a little English/,
  ],
  ['forklift, stock counts, speaks Tigrinya, Arabic, English', /Tigrinya, Arabic and English/],
  ['night audits, speaks Ilokano, Tagalog, English', /Ilokano, Tagalog and English/],
  [
    'pastry, lamination, speaks Twi, Hausa, English, bit of German',
    /Twi, Hausa, English and a bit of German/,
  ],
  ['sheep shearing, speaks Sesotho, English', /Sesotho and English/],
];

describe('the languages a "speaks" opens', () => {
  for (const [expertise, spoken] of shapes)
    it(`tells "${expertise}" as one list of languages`, async () => {
      const options = await postedOverSeeds(welcomeRequest({ length: 'long', expertise }));
      expect(options.some((o) => spoken.test(o))).toBe(true);
      for (const option of options) {
        expect(option).not.toMatch(/(?<!a )\bbit of\b|\band little\b/);
        expect(option.match(/\bspeaks\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      }
    });
});
