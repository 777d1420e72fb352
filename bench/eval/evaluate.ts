import { writeChecked } from '#server/features/announcements/generate.ts';
import { formAsAsked } from '#server/features/announcements/writing/instructions.ts';
import type { RejectedDraft, Writer } from '#server/features/announcements/writing/writer.ts';
import {
  screenOption,
  type FactProblem,
} from '#server/features/announcements/writing/checks/fact-screen.ts';
import type { EvalCase } from './case.ts';
import { CHECKS, FORM_CHECKS, scoreOptions, type Check, type OptionsScore } from './score.ts';

/**
 * Scoring a writer over the eval cases, as a function other modules can call (the lead adds
 * sections such as "AI writer against a messy loopback model" with it), and scoring the
 * hand-written reference options, which measures the checks and the fact screen themselves.
 */

interface CaseRun extends OptionsScore {
  seed: number;
  options: string[];
  error?: string;
  /** Drafts the production check pass refused before these options (the composer: 0). */
  refused: number;
  /** Time the writer took for this set, in ms. */
  writeMs: number;
}

export interface CaseResult {
  id: string;
  note: string;
  type: string;
  tone: string;
  length: string;
  runs: CaseRun[];
  /** A case passes a check only if every seed's options pass it. */
  passed: Record<Check, boolean>;
}

interface PassRate {
  /** % of (case, seed) runs that pass. */
  runs: number;
  /** % of cases that pass on every seed. */
  cases: number;
}

export interface WriterReport {
  writer: { kind: string; model: string };
  seeds: number[];
  today: string;
  durationMs: number;
  byCheck: Record<Check, PassRate>;
  /** A run or case passes overall when it passes every check. */
  overall: PassRate;
  filler: { sentences: number; filler: number; ratio: number };
  cases: CaseResult[];
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);

export async function evaluateWriter(
  writer: Writer,
  cases: readonly EvalCase[],
  { seeds, today }: { seeds: readonly number[]; today: string },
): Promise<WriterReport> {
  const started = performance.now();
  const results: CaseResult[] = [];
  for (const evalCase of cases) {
    const runs: CaseRun[] = [];
    for (const seed of seeds) {
      let options: string[] = [];
      let error: string | undefined;
      const refused: RejectedDraft[] = [];
      const t = performance.now();
      try {
        // The production path: the writer, then every option through the one check pass,
        // with replacements (generate.ts). A writer error here is one a user would see.
        options = await writeChecked(
          writer,
          evalCase.input,
          AbortSignal.timeout(60_000),
          { onRejected: (draft) => refused.push(draft) },
          { today, seed },
        );
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const writeMs = performance.now() - t;
      runs.push({
        seed,
        options,
        writeMs,
        refused: refused.length,
        ...(error ? { error } : {}),
        // The checks read the form the writer was asked to write from: a figure withdrawn as
        // it was typed, or the pay, is no fact an option should tell.
        ...scoreOptions(formAsAsked(evalCase.input), options, {
          today,
          mustKeep: evalCase.mustKeep,
          error,
        }),
      });
    }
    results.push({
      id: evalCase.id,
      note: evalCase.note,
      type: evalCase.input.messageType,
      tone: evalCase.input.tone,
      length: evalCase.input.length,
      runs,
      passed: Object.fromEntries(
        CHECKS.map((check) => [check, runs.every((r) => r.passed[check])]),
      ) as Record<Check, boolean>,
    });
  }
  const allRuns = results.flatMap((r) => r.runs);
  const byCheck = Object.fromEntries(
    CHECKS.map((check) => [
      check,
      {
        runs: percent(allRuns.filter((r) => r.passed[check]).length, allRuns.length),
        cases: percent(results.filter((r) => r.passed[check]).length, results.length),
      },
    ]),
  ) as Record<Check, PassRate>;
  const sentences = allRuns.reduce((n, r) => n + r.sentences, 0);
  const filler = allRuns.reduce((n, r) => n + r.fillerSentences, 0);
  return {
    writer: { kind: writer.kind, model: writer.model },
    seeds: [...seeds],
    today,
    durationMs: performance.now() - started,
    byCheck,
    overall: {
      runs: percent(allRuns.filter((r) => CHECKS.every((c) => r.passed[c])).length, allRuns.length),
      cases: percent(
        results.filter((r) => CHECKS.every((c) => r.passed[c])).length,
        results.length,
      ),
    },
    filler: { sentences, filler, ratio: percent(filler, sentences) },
    cases: results,
  };
}

export interface ReferenceReport {
  cases: number;
  options: number;
  /** Reference options the fact screen refused, with its reasons: each is a screen bug. */
  falseRefusals: { id: string; option: number; text: string; problems: FactProblem[] }[];
  falseRefusalRate: number;
  /** Reference sets failing a check: each is a check bug (the references are good by design). */
  checkFailures: { id: string; check: Check; problems: string[] }[];
  byCheck: Record<Check, number>;
  /** Fact screen time per option, in microseconds (input facts cached, as at run time). */
  screenMicros: { median: number; p90: number; p99: number };
}

export function evaluateReferences(
  cases: readonly EvalCase[],
  references: Readonly<Record<string, readonly string[]>>,
  today: string,
): ReferenceReport {
  const falseRefusals: ReferenceReport['falseRefusals'] = [];
  const checkFailures: ReferenceReport['checkFailures'] = [];
  const passes = Object.fromEntries(CHECKS.map((c) => [c, 0])) as Record<Check, number>;
  const timings: number[] = [];
  let options = 0;
  let scored = 0;
  for (const evalCase of cases) {
    const refs = references[evalCase.id];
    if (!refs) continue;
    scored++;
    refs.forEach((text, i) => {
      options++;
      const problems = screenOption(text, evalCase.input, { today });
      if (problems.length) falseRefusals.push({ id: evalCase.id, option: i + 1, text, problems });
    });
    const score = scoreOptions(evalCase.input, [...refs], { today });
    for (const check of CHECKS.filter((c) => !FORM_CHECKS.includes(c))) {
      if (score.passed[check]) passes[check]++;
      else checkFailures.push({ id: evalCase.id, check, problems: score.problems[check] ?? [] });
    }
  }
  // Steady-state timing, as at run time (input facts cached per request, code warmed up):
  // one untimed pass, then five timed rounds over every reference option.
  const pairs = cases.flatMap((c) => (references[c.id] ?? []).map((t) => [c.input, t] as const));
  for (let round = 0; round < 6; round++)
    for (const [input, text] of pairs) {
      const t = performance.now();
      screenOption(text, input, { today });
      if (round > 0) timings.push((performance.now() - t) * 1000);
    }
  timings.sort((a, b) => a - b);
  return {
    cases: scored,
    options,
    falseRefusals,
    falseRefusalRate: percent(falseRefusals.length, options),
    checkFailures,
    byCheck: Object.fromEntries(
      CHECKS.map((c) => [c, FORM_CHECKS.includes(c) ? 100 : percent(passes[c], scored)]),
    ) as Record<Check, number>,
    screenMicros: {
      median: timings[Math.floor(timings.length * 0.5)] ?? 0,
      p90: timings[Math.floor(timings.length * 0.9)] ?? 0,
      p99: timings[Math.floor(timings.length * 0.99)] ?? 0,
    },
  };
}
