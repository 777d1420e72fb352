import { describe, expect, it } from 'vitest';
import { CASES, EVAL_TODAY } from '../../../../../bench/eval/cases.ts';
import { evaluateWriter } from '../../../../../bench/eval/evaluate.ts';
import { GATED_CHECKS } from '../../../../../bench/eval/score.ts';
import { createComposer } from './composer.ts';

/**
 * The CI gate for the composer (issues 13 and 21): every tuning case passes every check, the
 * writer's errors, the three forms, length bands, tone rules, titles and coverage among them
 * (two seeds; `npm run eval` runs five and reports the blind set apart), and at most 20 % of
 * sentences carry no user fact.
 */
describe('composer against the writing eval', () => {
  it('passes every check on every case and keeps filler within budget', async () => {
    const report = await evaluateWriter(createComposer(), CASES, {
      seeds: [1, 2],
      today: EVAL_TODAY,
    });
    const failing = report.cases.flatMap((c) =>
      GATED_CHECKS.filter((check) => !c.passed[check]).map((check) => `${c.id} ${check}`),
    );
    expect(failing).toEqual([]);
    // The report gives the ratio in per cent.
    expect(report.filler.ratio).toBeLessThanOrEqual(20);
  }, 60_000);
});
