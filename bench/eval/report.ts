import { CHECKS, FORM_CHECKS } from './score.ts';
import type { CaseResult, ReferenceReport, WriterReport } from './evaluate.ts';
import { LONG_OVER_MEDIUM_BUDGET, type ErrorReport, type LengthReport } from './lengths.ts';
import { FORM_NAMES } from './checks/context.ts';

/** The eval's printed report: pass rates per check, filler, false refusals, worst cases. */

const pct = (n: number) => `${n.toFixed(1)}%`;
const line = (cells: [string, number][]) => cells.map(([s, w]) => s.padEnd(w)).join('  ');

export function printWriterReport(
  report: WriterReport,
  log: (s: string) => void,
  worst = 5,
  title = 'cases',
) {
  log(
    `\n== Writer: ${report.writer.kind} (${report.writer.model}), ${title}: ${report.cases.length} cases × ${report.seeds.length} seeds, ${(report.durationMs / 1000).toFixed(1)} s ==\n`,
  );
  log(
    line([
      ['check', 14],
      ['runs pass', 10],
      ['cases pass (all seeds)', 22],
    ]),
  );
  log(
    line([
      ['-'.repeat(14), 14],
      ['-'.repeat(10), 10],
      ['-'.repeat(22), 22],
    ]),
  );
  for (const check of CHECKS) {
    const rate = report.byCheck[check];
    log(
      line([
        [check, 14],
        [pct(rate.runs), 10],
        [pct(rate.cases), 22],
      ]),
    );
  }
  log(
    line([
      ['OVERALL', 14],
      [pct(report.overall.runs), 10],
      [pct(report.overall.cases), 22],
    ]),
  );
  log(
    `\nFiller: ${report.filler.filler} of ${report.filler.sentences} sentences carry no user fact (${pct(report.filler.ratio)}; budget ≤ 20%).`,
  );
  printOptionCoverage(report, log);
  const runs = report.cases.flatMap((c) => c.runs);
  const refused = runs.reduce((n, r) => n + r.refused, 0);
  const words = runs.flatMap((r) => r.words);
  log(
    `Drafts refused by the production check pass: ${refused}; write time per set: median ${median(runs.map((r) => r.writeMs)).toFixed(1)} ms; words per option: median ${median(words)}.`,
  );
  const failing = [...report.cases]
    .map((c) => ({ c, failed: CHECKS.filter((check) => !c.passed[check]) }))
    .filter((x) => x.failed.length)
    .sort((a, b) => b.failed.length - a.failed.length);
  if (!failing.length) return;
  log(`\nWorst cases (${Math.min(worst, failing.length)} of ${failing.length} failing):`);
  for (const { c, failed } of failing.slice(0, worst)) printCase(c, failed, log);
}

/**
 * Share of options that tell every typed fact, per option (form) and per length (ADR 064:
 * at medium and long every option does; at short each keeps to the point).
 */
function optionCoverage(report: WriterReport) {
  const cells = new Map<string, { all: number; told: number }>();
  for (const c of report.cases)
    for (const run of c.runs)
      run.missed.forEach((missed, i) => {
        for (const key of [`${c.length}:${i}`, `${c.length}:all`, `all:${i}`, 'all:all']) {
          const cell = cells.get(key) ?? { all: 0, told: 0 };
          cell.all++;
          if (missed.length === 0) cell.told++;
          cells.set(key, cell);
        }
      });
  return cells;
}

function printOptionCoverage(report: WriterReport, log: (s: string) => void) {
  const cells = optionCoverage(report);
  const cell = (key: string) => {
    const c = cells.get(key);
    return c ? `${c.told}/${c.all} ${pct((100 * c.told) / c.all)}` : '-';
  };
  log('\nOptions telling every typed fact (ADR 064), by option and length:');
  log(
    line([
      ['', 8],
      ...FORM_NAMES.map((f, i): [string, number] => [`${i + 1} ${f}`, 16]),
      ['all', 16],
    ]),
  );
  for (const length of ['short', 'medium', 'long', 'all'])
    log(
      line([
        [length, 8],
        ...FORM_NAMES.map((_, i): [string, number] => [cell(`${length}:${i}`), 16]),
        [cell(`${length}:all`), 16],
      ]),
    );
}

function printCase(c: CaseResult, failed: string[], log: (s: string) => void) {
  const run = c.runs.find((r) => CHECKS.some((check) => !r.passed[check])) ?? c.runs[0]!;
  log(`\n--- ${c.id} (${c.type}/${c.tone}/${c.length}): ${c.note}`);
  log(`    fails: ${failed.join(', ')} (seed ${run.seed} shown)`);
  if (run.error) log(`    writer error: ${run.error}`);
  run.options.forEach((o, i) => log(`    [${i + 1}] ${o.replace(/\n/g, '\n        ')}`));
  for (const [check, problems] of Object.entries(run.problems))
    for (const p of problems.slice(0, 4)) log(`    ${check}: ${p}`);
}

export function printReferenceReport(report: ReferenceReport, log: (s: string) => void) {
  log(
    `\n== Reference options: ${report.options} hand-written options for ${report.cases} cases ==`,
  );
  log(
    `Fact screen false refusals: ${report.falseRefusals.length} of ${report.options} (${pct(report.falseRefusalRate)}; target 0).`,
  );
  log(
    `Fact screen time per option: median ${report.screenMicros.median.toFixed(0)} µs, p90 ${report.screenMicros.p90.toFixed(0)} µs, p99 ${report.screenMicros.p99.toFixed(0)} µs.`,
  );
  for (const f of report.falseRefusals)
    log(
      `  refused ${f.id} [${f.option}]: ${f.problems.map((p) => `${p.kind} “${p.evidence}”`).join('; ')}`,
    );
  const failedChecks = CHECKS.filter((c) => !FORM_CHECKS.includes(c) && report.byCheck[c] < 100);
  log(
    failedChecks.length
      ? `Checks failing a reference (a check bug): ${failedChecks.join(', ')}`
      : 'Every reference set passes every check.',
  );
  for (const f of report.checkFailures) log(`  ${f.id} ${f.check}: ${f.problems.join('; ')}`);
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function printLengthReport(
  lengths: LengthReport,
  errors: ErrorReport,
  log: (s: string) => void,
) {
  const { meanWords, filled } = lengths;
  log(
    `\nLength (${lengths.cases} cases with ≥ 4 facts, each written at every length): mean words per option short ${meanWords.short.toFixed(0)}, medium ${meanWords.medium.toFixed(0)}, long ${meanWords.long.toFixed(0)}; long is ${lengths.longOverMediumPercent.toFixed(0)}% longer than medium.`,
  );
  log(
    filled.cases
      ? `Of them ${filled.cases} ${filled.cases === 1 ? 'has' : 'have'} the facts to fill long (not thin at long; the budget is judged on these): medium ${filled.meanWords.medium.toFixed(0)}, long ${filled.meanWords.long.toFixed(0)}; long is ${filled.longOverMediumPercent.toFixed(0)}% longer than medium (budget ≥ ${LONG_OVER_MEDIUM_BUDGET}%).`
      : `None of them has the facts to fill long (each is thin at long): the ${LONG_OVER_MEDIUM_BUDGET}% budget is not judged.`,
  );
  log(
    `Writer errors, every case × 3 lengths × seeds through the production path: ${errors.errors} of ${errors.runs} (budget 0).`,
  );
  for (const e of errors.examples) log(`  ${e.id} ${e.length} seed ${e.seed}: ${e.error}`);
}
