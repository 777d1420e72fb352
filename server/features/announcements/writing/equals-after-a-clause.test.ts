import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../testing.ts';

/**
 * ADR 153, amended: "=" after a clause with its own verb ("ran harvest this fall = 41,800
 * barrels") gives the clause's tally, said after a colon; read as "X is Y" it garbled the
 * twentieth set's option ("He ran harvest this fall is 41,800 barrels"). Every option, two
 * seeds, through the check pass.
 */
const promotion = (promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'confident_assertive',
  length: 'medium',
  newHireName: 'Jose Barrios',
  currentRole: 'harvest crew lead',
  newRole: 'Operations Manager',
  promotionDetails,
});
const achievement = (achievementDetails: string): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'long',
  newHireName: 'Imani Okoro',
  role: 'Sales Lead',
  achievementDescription: 'Best quarter in the shop’s history',
  achievementDetails,
});

const shapes: [GenerationRequest, string][] = [
  [
    promotion('Chepe ran harvest this fall = 41,800 barrels, our best since 2019. effective now'),
    '41,800 barrels',
  ],
  [
    promotion('she built the new night roster = 42 shifts a week, no overtime. from Dec 1'),
    '42 shifts',
  ],
  [promotion('led the spring audits = 14 sites, 0 findings. starts Monday'), '14 sites'],
  [achievement('sold out the winter drop = 1,200 pairs in 3 days. restocked twice'), '1,200 pairs'],
  [achievement('Imani closed Q3 = $2.4m in new bookings. 11 new accounts'), '$2.4m'],
  [achievement('trained the new hires = 9 people in 6 weeks, all passed'), '9 people'],
];

describe('"=" after a clause gives its tally', () => {
  for (const [input, figure] of shapes)
    it(`tells "${figure}" after its clause, never "is ${figure}"`, async () => {
      const options = await postedOverSeeds(input);
      const esc = figure.replace(/[$.*+?^(){}|[\]\\]/g, '\\$&');
      for (const option of options) {
        expect(option).not.toMatch(new RegExp(`\\b(?:is|are|was|were) ${esc}`));
        expect(option).not.toContain('=');
      }
      expect(options.some((o) => o.includes(figure))).toBe(true);
    });

  it('still says a subject typed with "=" as "X is Y"', async () => {
    const options = await postedOverSeeds(
      promotion('Premium = about 180 million FCFA a year now. she runs the whole portfolio'),
    );
    expect(options.some((o) => /Premium is about 180 million FCFA/.test(o))).toBe(true);
  });
});
