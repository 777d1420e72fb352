import { mkdir, writeFile } from 'node:fs/promises';
import { loadConfiguredWriter } from '#server/features/announcements/configured-writer.ts';
import { CASES } from './cases.ts';
import { CHECKS, scoreCase, type Check, type CaseScore } from './score.ts';

/**
 * `npm run eval`: writes every fixed case with the configured writer and scores the
 * options mechanically (see score.ts). Prints a table, saves bench/results/eval-latest.json
 * and fails when the composer, which is deterministic and has no excuse, misses any check.
 */

const RESULTS_DIR = new URL('../results/', import.meta.url);

const writer = await loadConfiguredWriter();
const started = Date.now();

interface CaseResult extends CaseScore {
  id: string;
  note: string;
  type: string;
  tone: string;
  length: string;
  options: string[];
  error?: string;
}

const results: CaseResult[] = [];
for (const [index, { id, note, input }] of CASES.entries()) {
  const options: string[] = [];
  let error: string | undefined;
  try {
    // A fixed seed per case keeps composer runs comparable; an AI writer ignores it.
    for await (const option of writer.write(input, { seed: index + 1 })) options.push(option);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const score = scoreCase(input, options);
  if (error) score.problems.unshift(`writer error: ${error}`);
  results.push({
    id,
    note,
    type: input.messageType,
    tone: input.tone,
    length: input.length,
    options,
    ...score,
    ...(error ? { error } : {}),
  });
}

const mark = (ok: boolean) => (ok ? 'ok' : 'FAIL');
const columns: { title: string; width: number; value: (r: CaseResult) => string }[] = [
  { title: 'case', width: 5, value: (r) => r.id },
  { title: 'type', width: 12, value: (r) => r.type },
  { title: 'tone', width: 22, value: (r) => r.tone },
  { title: 'length', width: 6, value: (r) => r.length },
  ...CHECKS.map((check) => ({
    title: check,
    width: Math.max(check.length, 4),
    value: (r: CaseResult) => mark(r.passed[check]),
  })),
  { title: 'words', width: 11, value: (r) => r.words.join('/') },
  { title: 'maxJ', width: 4, value: (r) => r.maxJaccard.toFixed(2) },
];
const row = (cells: string[]) => cells.map((c, i) => c.padEnd(columns[i]?.width ?? 0)).join('  ');

console.log(`Herald eval: ${CASES.length} cases, writer ${writer.kind} (${writer.model})\n`);
console.log(row(columns.map((c) => c.title)));
console.log(row(columns.map((c) => '-'.repeat(c.width))));
for (const result of results) console.log(row(columns.map((c) => c.value(result))));

const totals = Object.fromEntries(
  CHECKS.map((check) => [
    check,
    (100 * results.filter((r) => r.passed[check]).length) / results.length,
  ]),
) as Record<Check, number>;
const percent = (n: number) => `${Math.round(n)}%`;
console.log(row(columns.map((c) => '-'.repeat(c.width))));
console.log(row(['total', '', '', '', ...CHECKS.map((check) => percent(totals[check])), '', '']));

const failures = results.filter((r) => r.problems.length);
if (failures.length) {
  console.log('\nProblems:');
  for (const r of failures) console.log(`  ${r.id} (${r.note}): ${r.problems.join('; ')}`);
}

await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(
  new URL('eval-latest.json', RESULTS_DIR),
  `${JSON.stringify(
    {
      ranAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      writer: { kind: writer.kind, model: writer.model },
      totals,
      cases: results,
    },
    null,
    2,
  )}\n`,
);
console.log('\nResults written to bench/results/eval-latest.json');

if (writer.kind === 'composer' && CHECKS.some((check) => totals[check] < 100)) {
  console.error('\nThe composer must pass every mechanical check on every case.');
  process.exitCode = 1;
}
