import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfiguredWriter } from '#server/features/announcements/writing/configured-writer.ts';
import { formatAiFormsReport, runAiFormsEval } from './ai-forms.ts';
import { BLIND_CASES, readCaseDir } from './cases-blind.ts';
import { CASES, EVAL_TODAY } from './cases.ts';
import type { EvalCase } from './case.ts';
import { formatDump } from './dump.ts';
import { evaluateReferences, evaluateWriter, type WriterReport } from './evaluate.ts';
import { LONG_OVER_MEDIUM_BUDGET, measureLengths, measureErrors } from './lengths.ts';
import { REFERENCES } from './references.ts';
import { printLengthReport, printReferenceReport, printWriterReport } from './report.ts';
import { GATED_CHECKS } from './score.ts';

/**
 * `npm run eval`: scores the hand-written reference options (a measure of the checks and
 * the fact screen), then the configured writer on the tuning cases (bench/eval/cases-*.ts)
 * and, reported apart, on the blind cases (bench/eval/cases-blind/, issue 21 item 7). Prints
 * the report, saves bench/results/eval-latest.json, and exits 1 when a reference fails (a
 * check or screen bug), when the composer misses any check on a tuning case, or when it
 * misses a blind budget (errors, invented facts, coverage, long vs medium).
 *
 * Flags: --set tuning|blind|both|none (default both, or none with --cases), --cases DIR (a
 * directory of blind-format cases, DIR/{welcome,promotion,achievements}.json, reported as its
 * own set and held to the blind budgets), --seeds N (default 5 for the composer, 1 for an AI
 * writer), --case ID (repeatable), --worst N cases to print, --skip-ai-forms, --dump FILE
 * (markdown of one seed's options per case, inputs shown, for a human grader: the --cases set
 * if given, else the blind set, else the tuning set).
 */

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    cases: { type: 'string' },
    seeds: { type: 'string' },
    case: { type: 'string', multiple: true },
    worst: { type: 'string', default: '5' },
    dump: { type: 'string' },
    'skip-ai-forms': { type: 'boolean', default: false },
  },
});

const log = (s: string) => process.stdout.write(`${s}\n`);
const set = values.set ?? (values.cases ? 'none' : 'both');
if (!['tuning', 'blind', 'both', 'none'].includes(set))
  throw new Error('--set must be tuning, blind, both or none');
const writer = await loadConfiguredWriter();
const seedCount = Number(values.seeds ?? (writer.kind === 'composer' ? 5 : 1));
if (!Number.isInteger(seedCount) || seedCount < 1)
  throw new Error('--seeds must be a positive integer');
const seeds = Array.from({ length: seedCount }, (_, i) => i + 1);
const only = (cases: EvalCase[]) =>
  values.case?.length ? cases.filter((c) => values.case!.includes(c.id)) : cases;
const sets: { name: string; cases: EvalCase[]; blindBudgets: boolean }[] = [];
if (set === 'tuning' || set === 'both')
  sets.push({ name: 'tuning', cases: only(CASES), blindBudgets: false });
if (set === 'blind' || set === 'both')
  sets.push({ name: 'blind', cases: only(BLIND_CASES), blindBudgets: true });
if (values.cases) {
  const dir = readCaseDir(resolve(values.cases));
  for (const bad of dir.invalid)
    log(`Skipped ${bad.id} (${bad.file}.json): not a valid form, ${bad.error.split('\n')[0]}`);
  const name = basename(resolve(values.cases));
  if (sets.some((s) => s.name === name)) throw new Error(`--cases set name ${name} is taken`);
  sets.push({ name, cases: only(dir.cases), blindBudgets: true });
}
const dumpSet = values.cases ? sets.at(-1)?.name : set === 'tuning' ? 'tuning' : 'blind';

const hasTuning = sets.some((s) => s.name === 'tuning');
const references = hasTuning ? evaluateReferences(only(CASES), REFERENCES, EVAL_TODAY) : null;
if (references) printReferenceReport(references, log);

const reports: Record<string, WriterReport> = {};
const lengths: Record<string, Awaited<ReturnType<typeof measureLengths>>> = {};
const errors: Record<string, Awaited<ReturnType<typeof measureErrors>>> = {};
for (const { name, cases } of sets) {
  if (!cases.length) continue;
  const report = await evaluateWriter(writer, cases, { seeds, today: EVAL_TODAY });
  reports[name] = report;
  printWriterReport(report, log, Number(values.worst), `${name} set`);
  // The grader's dump needs only the report: written before the slower length and error runs.
  if (values.dump && name === dumpSet) {
    const file = resolve(values.dump);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, formatDump(report, cases, { set: name, writer }));
    log(
      `\nGrading dump (${cases.length} cases, seed ${report.seeds[0]}) written to ${values.dump}`,
    );
  }
  lengths[name] = await measureLengths(writer, cases, { seeds, today: EVAL_TODAY });
  errors[name] = await measureErrors(writer, cases, { seeds, today: EVAL_TODAY });
  printLengthReport(lengths[name], errors[name], log);
}

const aiForms = values['skip-ai-forms'] || !hasTuning ? null : await runAiFormsEval();
if (aiForms) {
  log('');
  formatAiFormsReport(aiForms).forEach(log);
}

const resultsDir = new URL('../results/', import.meta.url);
await mkdir(resultsDir, { recursive: true });
await writeFile(
  new URL('eval-latest.json', resultsDir),
  `${JSON.stringify({ ranAt: new Date().toISOString(), references, writers: reports, lengths, errors, aiForms }, null, 2)}\n`,
);
log('\nResults written to bench/results/eval-latest.json');

const referenceBugs = references
  ? references.falseRefusals.length + references.checkFailures.length
  : 0;
if (referenceBugs) {
  console.error(`\n${referenceBugs} reference failure(s): a check or the fact screen is wrong.`);
  process.exitCode = 1;
}
if (aiForms && !aiForms.budgetMet) {
  console.error('\nThe AI writer missed its budget against the loopback model.');
  process.exitCode = 1;
}
if (writer.kind === 'composer') {
  const tuning = reports.tuning;
  if (tuning && GATED_CHECKS.some((check) => tuning.byCheck[check].cases < 100)) {
    console.error('\nThe composer must pass every check on every tuning case and seed.');
    process.exitCode = 1;
  }
  for (const { name } of sets.filter((s) => s.blindBudgets && reports[s.name])) {
    const report = reports[name]!;
    const misses = [
      errors[name]!.errors > 0 && `${errors[name]!.errors} writer errors`,
      report.byCheck.invented.runs < 100 && 'invented facts',
      report.byCheck.coverage.runs < 100 && 'a given fact in no option',
      lengths[name]!.filled.cases > 0 &&
        lengths[name]!.filled.longOverMediumPercent < LONG_OVER_MEDIUM_BUDGET &&
        'long not 30% longer than medium on inputs not thin at long',
    ].filter(Boolean);
    if (misses.length) {
      console.error(`\nThe composer misses its blind budgets on ${name}: ${misses.join('; ')}.`);
      process.exitCode = 1;
    }
  }
}
