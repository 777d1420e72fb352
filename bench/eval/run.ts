import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfiguredWriter } from '#server/features/announcements/writing/configured-writer.ts';
import { CASES, EVAL_TODAY } from './cases.ts';
import { CHECKS } from './score.ts';
import { formatAiFormsReport, runAiFormsEval } from './ai-forms.ts';
import { evaluateReferences, evaluateWriter } from './evaluate.ts';
import { REFERENCES } from './references.ts';
import { printReferenceReport, printWriterReport } from './report.ts';

/**
 * `npm run eval`: scores the hand-written reference options (a measure of the checks and
 * the fact screen), then the configured writer over every case and seed. Prints the report,
 * saves bench/results/eval-latest.json, and exits 1 when a reference fails (a check or
 * screen bug) or when the composer, which is deterministic and has no excuse, misses any
 * check on any case. Flags: --seeds N (default 5 for the composer, 1 for an AI writer),
 * --case ID (repeatable) to run only some cases, --worst N cases to print.
 * Last, the AI writer's own client runs against a loopback model that answers in every messy
 * shape models use (ai-forms.ts); it fails the run when that budget is missed.
 */

const { values } = parseArgs({
  options: {
    seeds: { type: 'string' },
    case: { type: 'string', multiple: true },
    worst: { type: 'string', default: '5' },
    'skip-ai-forms': { type: 'boolean', default: false },
  },
});

const log = (s: string) => process.stdout.write(`${s}\n`);
const writer = await loadConfiguredWriter();
const seedCount = Number(values.seeds ?? (writer.kind === 'composer' ? 5 : 1));
if (!Number.isInteger(seedCount) || seedCount < 1)
  throw new Error('--seeds must be a positive integer');
const cases = values.case?.length ? CASES.filter((c) => values.case!.includes(c.id)) : CASES;

const references = evaluateReferences(cases, REFERENCES, EVAL_TODAY);
printReferenceReport(references, log);

const report = await evaluateWriter(writer, cases, {
  seeds: Array.from({ length: seedCount }, (_, i) => i + 1),
  today: EVAL_TODAY,
});
printWriterReport(report, log, Number(values.worst));

const aiForms = values['skip-ai-forms'] ? null : await runAiFormsEval();
if (aiForms) {
  log('');
  formatAiFormsReport(aiForms).forEach(log);
}

const resultsDir = new URL('../results/', import.meta.url);
await mkdir(resultsDir, { recursive: true });
await writeFile(
  new URL('eval-latest.json', resultsDir),
  `${JSON.stringify({ ranAt: new Date().toISOString(), references, writers: [report], aiForms }, null, 2)}\n`,
);
log('\nResults written to bench/results/eval-latest.json');

const referenceBugs = references.falseRefusals.length + references.checkFailures.length;
if (referenceBugs) {
  console.error(`\n${referenceBugs} reference failure(s): a check or the fact screen is wrong.`);
  process.exitCode = 1;
}
if (aiForms && !aiForms.budgetMet) {
  console.error('\nThe AI writer missed its budget against the loopback model.');
  process.exitCode = 1;
}
if (writer.kind === 'composer' && CHECKS.some((check) => report.byCheck[check].cases < 100)) {
  console.error('\nThe composer must pass every check on every case and seed.');
  process.exitCode = 1;
}
