import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { writeChecked } from '../generate.ts';
import { postedOverSeeds } from '../testing.ts';
import { createComposer } from './composer/composer.ts';
import type { Writer } from './writer.ts';
import { withoutPay } from './instructions.ts';

/**
 * A person's pay is private: "Effective now, raise already done." was posted to a whole crew
 * (the twentieth set's zp08, cut first by both readers). The clause that says it goes, the rest
 * of the note stays. Every option, two seeds, through the check pass.
 */
const promotion = (promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'friendly_approachable',
  length: 'long',
  newHireName: 'Jose Barrios',
  currentRole: 'crew lead',
  newRole: 'Operations Manager',
  promotionDetails,
});

const shapes: [string, string][] = [
  [
    'ran the harvest this fall, best since 2019. effective now, raise already done. Dad is stepping back',
    'best since 2019',
  ],
  ['new role from 1 Jan, 12% raise included. runs 3 crews now', 'runs 3 crews'],
  ['starts Monday. pay bump already approved. took over frost planning', 'frost planning'],
  ['her salary goes up to R45k\nleads 11 pickers and the packhouse', '11 pickers'],
  ['effective 1 Dec + salary review in March. rebuilt the pump on bog 7', 'pump on bog 7'],
  ['comp adjusted already, thanks HR. trained 6 new drivers this year', '6 new drivers'],
];

describe("a person's pay is never posted", () => {
  for (const [details, kept] of shapes)
    it(`leaves out the pay and keeps "${kept}"`, async () => {
      const options = await postedOverSeeds(promotion(details));
      for (const option of options)
        expect(option).not.toMatch(/\braise\b|salary|pay bump|\bcomp\b|12%/i);
      expect(options.some((o) => o.includes(kept))).toBe(true);
    });

  it.each([
    'helped raise R40k for the clinic',
    'raised the bar for everyone',
    'fundraising: raised €12k for the food bank',
    'negotiated a raise of +5% for the whole crew',
    'multi-state payroll, compensation reviews',
    'salary benchmarking, payroll for 3 countries',
    'Salary: $61,000 → $72,500',
  ])('keeps "%s" as typed', (text) => expect(withoutPay(text)).toBe(text));

  it('never reaches any writer: the AI writer is given the notes without it', async () => {
    const given: string[] = [];
    const composer = createComposer();
    // A writer that records what it is asked to write from, then writes as the composer does.
    const recording: Writer = {
      kind: 'ai',
      model: 'recording',
      write: (input, options) => {
        given.push(input.promotionDetails ?? '');
        return composer.write(input, options);
      },
    };
    await writeChecked(
      recording,
      promotion(shapes[0]![0]),
      AbortSignal.timeout(60_000),
      {},
      {
        today: '2026-11-23',
        seed: 1,
      },
    );
    expect(given.length).toBeGreaterThan(0);
    for (const notes of given) {
      expect(notes).not.toMatch(/raise/i);
      expect(notes).toContain('best since 2019');
    }
  });
});
