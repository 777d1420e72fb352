import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../testing.ts';

/**
 * Facts typed side by side that are not one thing are told apart (ADR 192): a "+" or "&" after
 * a clause that said what became of its object joins a second fact, not a second object; a
 * measure and a count of something else are not one list; an arrow between two figures of one
 * measure, each with its period in brackets, is a change "from X to Y"; when a promotion takes
 * effect is never glued to a result typed before it; two statements that each carry their own
 * when are never joined with "and". The inputs are written for this test.
 */
const achievement = (
  achievementDescription: string,
  achievementDetails: string,
  newHireName = 'Ana Kale',
): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'inspiring_motivational',
  length: 'medium',
  newHireName,
  role: 'Co-op treasurer',
  achievementDescription,
  achievementDetails,
});

const promotion = (promotionDetails: string, newHireName = 'Oskar Lind'): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName,
  currentRole: 'Technician',
  newRole: 'Head Technician',
  promotionDetails,
});

describe('a "+" after a clause that said what became of its object', () => {
  it.each([
    [
      achievement(
        'got our vanilla certified fair trade + first order from Japan',
        '2 yrs of audits',
      ),
      /fair trade and (?:our )?first order/,
    ],
    [
      achievement(
        'had our goat cheese registered PDO & first order from a Lyon deli',
        'took 4 yrs',
      ),
      /PDO and (?:our )?first order/,
    ],
    [
      achievement(
        'got the bakery kitchen approved by the council + a 5-star hygiene rating',
        'first try',
        'Femi Adeyemi',
      ),
      /council and a 5-star/,
    ],
  ])('joins a second fact, never a second object (%#)', async (input, bad) => {
    const options = await postedOverSeeds(input);
    for (const option of options) {
      expect(option).not.toMatch(bad);
      expect(option).toMatch(/, plus /);
    }
  });

  it('still joins two objects of one verb with "and"', async () => {
    const options = await postedOverSeeds(
      achievement('trained 6 new pickers + 2 drivers for the harvest', 'all passed first time'),
    );
    for (const option of options) expect(option).not.toMatch(/, plus /);
  });
});

describe('a measure and a count of something else', () => {
  it.each([
    ['800 kg to the Osaka buyer, 63 growers', /buyer and 63 growers/, /800 kg to the Osaka buyer/],
    ['3 tonnes to the Hamburg roaster, 28 farms', /roaster and 28 farms/, /28 farms/],
    ['1,200 litres to the school canteens, 17 dairies', /canteens and 17 dairies/, /17 dairies/],
  ])('are two facts, never one list: %s', async (details, bad, kept) => {
    const options = await postedOverSeeds(
      achievement('got our cocoa certified organic', details, 'Kofi Mensah'),
    );
    for (const option of options) expect(option).not.toMatch(bad);
    expect(options.join('\n')).toMatch(kept);
  });
});

describe('a tally with its span', () => {
  it('stays one list', async () => {
    const options = await postedOverSeeds(
      achievement(
        'pulled off the city half marathon',
        '350 runners, 12 sponsors, 3 days',
        'Lea Roth',
      ),
    );
    expect(options.join('\n')).toMatch(/350 runners, 12 sponsors and 3 days/);
  });
});

describe('an arrow between two figures of one measure, each with its period', () => {
  it.each([
    [
      'Pieter rebuilt the walkway plan. Near-miss reports: 88 (2024) → 41 (Jan–Sep 2025).',
      /from 88 \(2024\) to 41 \(Jan/,
    ],
    [
      'She rewrote the returns script. Complaints: 57 (Q1) -> 19 (Q3, projected ~15 in Q4).',
      /from 57 \(Q1\) to 19 \(Q3/,
    ],
  ])('is a change "from X to Y": %s', async (details, good) => {
    const input: GenerationRequest = {
      ...achievement('cut complaints across the depot', details, 'Pieter Smit'),
      tone: 'confident_assertive',
      length: 'long',
    };
    const options = await postedOverSeeds(input);
    for (const option of options) {
      expect(option).not.toMatch(/\), so \d|\) — \d/);
      expect(option).toMatch(good);
    }
  });
});

describe('when a promotion takes effect, typed after a result', () => {
  it.each([
    'the rink passed the ISU inspection for the Grand Prix with no remarks, effective next week',
    'our kiln passed the fire safety audit first time, effective 1 March',
    'the new press line cleared its FDA audit with zero findings, effective from Monday',
  ])("is the promotion's, never the result's: %s", async (details) => {
    const options = await postedOverSeeds(promotion(details));
    for (const option of options) expect(option).not.toMatch(/, effective\b/i);
    for (const option of proseOf(options))
      expect(option).toMatch(/(?:takes effect|starts|effective)\b[^.]*\./i);
  });
});

describe('two statements that each carry their own when', () => {
  it.each([
    [
      '- 7 yrs with us, started washing trays at 17\n- coached all 4 new bakers this spring',
      /at 17 and coached/,
    ],
    ['- joined as a porter in 2015\n- ran the night desk last winter', /2015 and ran/],
    [
      '- started washing trays at 17\n- reset the proofer timings after the new oven arrived',
      /at 17 and reset/,
    ],
  ])('are never joined with "and" (%#)', async (details, bad) => {
    const options = await postedOverSeeds(promotion(details, 'Rosa Ibarra'));
    for (const option of options) expect(option).not.toMatch(bad);
  });
});

describe('a measure that changed, typed after a deed', () => {
  it.each([
    'reset the proofer timings after the new oven arrived, scrap went from ~9% to 3%',
    'rebuilt the picking route once the new racking was up, errors fell from 40 to 6 a week',
  ])('is a clause of its own, never "and" inside the deed: %s', async (details) => {
    const options = await postedOverSeeds(promotion(details, 'Rosa Ibarra'));
    for (const option of options) expect(option).not.toMatch(/ and (?:scrap|errors) (?:went|fell)/);
  });
});
