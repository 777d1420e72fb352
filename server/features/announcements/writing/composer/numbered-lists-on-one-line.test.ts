import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { escapeRegExp } from '#domain/text.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * ADR 159: a numbered list typed on one line ("1) … 2) … 3) …", "1. … 2. …") is read as its
 * items, as if typed under each other: no number is glued to the item before it ("cut waste
 * 30% 2, trained 4 new cooks 3"), the scannable post lists each item on a line of its own,
 * in the order typed, and a verb phrase typed with a capital goes on in lower case after the
 * name. Inputs are this file's own.
 */

const promotion = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Ingrid Solberg',
  currentRole: 'Shift Lead',
  newRole: 'Plant Supervisor',
  promotionDetails: '',
  ...over,
});

const achievement = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Kwame Asante',
  role: 'Warehouse Lead',
  achievementDescription: "Ran the busiest peak season in the depot's history",
  achievementDetails: '',
  ...over,
});

/** A list's number left in the text: "30% 2) trained", "cooks 3. ran". */
const NUMBER_LEFT = /(?:^|[\s,])[1-9][.)](?=\s)/m;

describe('a numbered list typed on one line is read as its items (ADR 159)', () => {
  it.each([
    {
      input: promotion({
        promotionDetails:
          '1) scrap rate down 30% 2) zero lost-time injuries in 2025 3) 6 new operators trained',
      }),
      items: ['scrap rate down 30%', 'zero lost-time injuries in 2025', '6 new operators trained'],
    },
    {
      input: promotion({
        newHireName: 'Leila Haddad',
        currentRole: 'Line Cook',
        newRole: 'Sous Chef',
        length: 'long',
        promotionDetails:
          "1. cut the bakery's flour waste by 18% 2. trained 4 new bakers 3. ran the 5am Saturday bake",
      }),
      items: [
        "cut the bakery's flour waste by 18%",
        'trained 4 new bakers',
        'ran the 5am Saturday bake',
      ],
    },
    {
      input: promotion({
        newHireName: 'Tavita Leota',
        currentRole: 'Grower',
        newRole: 'Farm Manager',
        promotionDetails: '1. led the 2025 harvest on 40 ha 2. moved the packhouse to solar',
      }),
      items: ['led the 2025 harvest on 40 ha', 'moved the packhouse to solar'],
    },
    {
      input: promotion({
        tone: 'casual_concise',
        promotionDetails:
          'Two wins this year: 1) won the regional bake-off 2) launched the rye range',
      }),
      items: ['won the regional bake-off', 'launched the rye range'],
    },
    {
      input: achievement({
        achievementDetails:
          '1) 48,000 parcels out in 5 days 2) 99.2% on time 3) no overtime needed',
      }),
      items: ['48,000 parcels out in 5 days', '99.2% on time', 'no overtime needed'],
    },
    {
      input: achievement({
        length: 'long',
        achievementDetails:
          '1) Rebuilt the picking routes. 2) Cut walking time 25%. 3) Trained 5 new pickers.',
      }),
      items: ['rebuilt the picking routes', 'cut walking time 25%', 'trained 5 new pickers'],
    },
  ])('lists "$items.0" and the rest, in order', async ({ input, items }) => {
    const options = await postedOverSeeds(input);
    for (const option of options) {
      expect(option).not.toMatch(NUMBER_LEFT);
      // A verb phrase told after the name goes on in lower case ("Kwame Rebuilt…").
      expect(option).not.toMatch(/\b(?:Kwame|Ingrid|Leila|Tavita) (?:Rebuilt|Cut|Trained)\b/);
    }
    for (const scannable of options.filter((_o, i) => i % 3 === 2)) {
      const lines = scannable.split('\n');
      const at = items.map((item) =>
        lines.findIndex((l) => new RegExp(`^•\\s*${escapeRegExp(item)}`, 'iu').test(l)),
      );
      // Each item on a line of its own, in the order typed.
      for (const i of at) expect(i).toBeGreaterThan(-1);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    }
    for (const prose of proseOf(options))
      for (const item of items)
        if (prose.toLowerCase().includes(item.toLowerCase()))
          expect(prose).not.toMatch(new RegExp(`${escapeRegExp(item)}\\s+[1-9]\\b`, 'iu'));
  });
});
