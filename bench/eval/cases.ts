import { ACHIEVEMENT_CASES } from './cases-achievement.ts';
import { PROMOTION_CASES } from './cases-promotion.ts';
import { WELCOME_CASES } from './cases-welcome.ts';
import type { EvalCase } from './case.ts';

export type { EvalCase } from './case.ts';

/**
 * Every eval case: realistic inputs written from the user's side (see the files per type),
 * covering all 3 types × 7 tones × 3 lengths. A case's `note` says what it tests.
 */
export const CASES: EvalCase[] = [...WELCOME_CASES, ...PROMOTION_CASES, ...ACHIEVEMENT_CASES];

/** The date the eval writes "today" as, so that start dates read the same on every run. */
export const EVAL_TODAY = '2026-11-23';
