import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * Notes that call the person by a word of their name with an honorific ("Haruka-san beat…",
 * "Ramesh ji trained…") say how they are called, as "everyone calls him Irfan bhai" does
 * (ADR 150); and "Thank you, Haruka-san." is one thanks, never "Haruka-san." left alone. The
 * twenty-first set's ga20 addressed its gold-leaf beater by her family name ("congratulating
 * Sakamoto") and posted the orphan. Every option, two seeds.
 */
const achievement = (
  newHireName: string,
  description: string,
  details: string,
): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'long',
  newHireName,
  role: 'Senior Craftsperson',
  achievementDescription: description,
  achievementDetails: details,
});

const shapes: [GenerationRequest, string, string][] = [
  [
    achievement(
      'Sakamoto Haruka',
      'Haruka-san beat all 31,000 sheets of gold leaf for the temple gate',
      '- under 1% rejected\nThank you, Haruka-san.',
    ),
    'Haruka-san',
    'Sakamoto',
  ],
  [
    achievement(
      'Tanaka Kenji',
      'Kenji-san rebuilt the kiln in 3 days',
      '- 400 bowls fired the week after\nThank you, Kenji-san!',
    ),
    'Kenji-san',
    'Tanaka',
  ],
  [
    achievement(
      'Ramesh Kumar Sharma',
      'Ramesh ji trained all 12 new weavers this season',
      '- 0 rejects in December\nthank you Ramesh ji 🙏',
    ),
    'Ramesh ji',
    'Sharma',
  ],
  [
    achievement(
      'Park Ji-ho',
      'Ji-ho-ssi ran the night shift through the peak',
      '- 0 late orders\nThanks, Ji-ho-ssi.',
    ),
    'Ji-ho-ssi',
    'Park',
  ],
];

describe('the person called by a word of the name with an honorific', () => {
  for (const [input, called, family] of shapes)
    it(`calls ${input.newHireName} "${called}", never "${family}" alone`, async () => {
      const options = await postedOverSeeds(input);
      for (const option of options) {
        // Said alone, the family name is no way to address them.
        expect(option).not.toMatch(
          new RegExp(`(?:congratulat\\w+|to|Thank you,) ${family}\\b(?![ -]\\p{L})`, 'u'),
        );
        expect(option).not.toMatch(new RegExp(`(?:^|[.!?•]\\s*)${called}[.!]?\\s*(?:$|\\n)`, 'mu'));
      }
      expect(options.some((o) => o.includes(called))).toBe(true);
    });
});
