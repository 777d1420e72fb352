import { describe, expect, it } from 'vitest';
import { CASES, EVAL_TODAY } from '../../../../../bench/eval/cases.ts';
import { evaluateWriter } from '../../../../../bench/eval/evaluate.ts';
import {
  COMPLAINT_CHECKS,
  GATED_CHECKS,
  READER_CHECKS,
  type Check,
} from '../../../../../bench/eval/score.ts';
import { createComposer } from './composer.ts';

/**
 * The CI gate for the composer (issues 13 and 21): every tuning case passes every check, the
 * writer's errors, the three forms, length bands, tone rules, titles and coverage among them
 * (two seeds; `npm run eval` runs five and reports the blind set apart), and a ceiling on the
 * share of sentences that carry no user fact.
 */
/**
 * Issue 21's budget is 20 %. Main met it only because the count read a look ahead of the
 * writer's own ("Abdi has set the bar for every Volunteer Coordinator") as a fact, for the
 * title or team it names; readers cut every one as filler. Counted as filler (ADR 065), main
 * measured 22.1 % on seeds 1 and 2 and this composer, with no such line, 23.4 %: one send-off
 * per option is most of it. A ceiling that only goes down until the budget is met again:
 * 23 since ADR 073 (22.7 % measured), the send-off that repeats the opening's welcome or
 * congratulation gone; 20, the budget, since ADR 089 (19.8 % measured: a medium chat post
 * may end on its facts).
 */
const FILLER_CEILING = 20;
/** Tuning cases failing each of ADR 049's checks on seeds 1 and 2, measured 2026-11-27. */
const COMPLAINT_CEILING: Partial<Record<Check, number>> = {
  dash_splice: 6,
  double_brackets: 0,
  // Raised once, 5 → 9, by ADR 064: a typed fragment no frame can say ("Team of 20.",
  // "First in the plant's history.") is told in every option at medium and long as a sentence
  // of its own, where it was left out before; readers graded the omission the worse fault.
  fragments: 9,
  clause_labels: 0,
  repetition: 16,
  filler_lines: 0,
  proper_nouns: 0,
  debris: 0,
  missing_point: 10,
};
/**
 * Tuning cases failing each of ADR 098's reader checks on seeds 1 and 2, measured 2026-11-28
 * on main 015c49d: none. Held there, so a writer change that posts a note to the writer, a
 * label in prose, a thing said twice, the name back to back or the name as a list fails here.
 */
const READER_CEILING: Partial<Record<Check, number>> = {
  writer_notes: 0,
  prose_form_labels: 0,
  said_twice: 0,
  name_back_to_back: 0,
  name_lists: 0,
};

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
    expect(report.filler.ratio).toBeLessThanOrEqual(FILLER_CEILING);
    // ADR 049's classes: no more failing tuning cases than when they were measured. Lower a
    // ceiling when a fix brings its count down; never raise one.
    const failingCases = Object.fromEntries(
      [...COMPLAINT_CHECKS, ...READER_CHECKS].map((check) => [
        check,
        report.cases.filter((c) => !c.passed[check]).length,
      ]),
    );
    for (const check of COMPLAINT_CHECKS)
      expect(failingCases[check], check).toBeLessThanOrEqual(COMPLAINT_CEILING[check]!);
    // ADR 098's classes, likewise: a check in READER_CHECKS without a ceiling fails here.
    for (const check of READER_CHECKS)
      expect(failingCases[check], check).toBeLessThanOrEqual(READER_CEILING[check]!);
  }, 60_000);
});
