import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';

/**
 * What every benchmark hands back: a figure, and (when one applies) its budget. The table and
 * bench/results/latest.json are both built from these, so the two cannot disagree.
 */

type Status = 'PASS' | 'FAIL' | 'SKIP' | 'INFO';

export interface Budget {
  /** The figure must be at most (`max`) or at least (`min`) the limit. */
  kind: 'max' | 'min';
  limit: number;
}

export interface Figure {
  group: string;
  name: string;
  /** null when the benchmark was skipped or could not produce a value. */
  value: number | null;
  unit: string;
  budget?: Budget;
  status: Status;
  /** Why a figure was skipped, or why its budget does not apply here. */
  note?: string;
}

export function figure(
  group: string,
  name: string,
  value: number | null,
  unit: string,
  budget?: Budget,
  note?: string,
): Figure {
  let status: Status = 'INFO';
  if (value === null) status = 'SKIP';
  else if (budget)
    status = (budget.kind === 'max' ? value <= budget.limit : value >= budget.limit)
      ? 'PASS'
      : 'FAIL';
  return { group, name, value, unit, ...(budget && { budget }), status, ...(note && { note }) };
}

export function skipped(group: string, name: string, unit: string, note: string): Figure {
  return { group, name, value: null, unit, status: 'SKIP', note };
}

/** A benchmark that could not run: a failure, so the exit code says so. */
export function failed(group: string, note: string): Figure {
  return { group, name: 'run', value: null, unit: '', status: 'FAIL', note };
}

export const max = (limit: number): Budget => ({ kind: 'max', limit });
export const min = (limit: number): Budget => ({ kind: 'min', limit });

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  platform: string;
  database: 'postgres' | 'pglite';
  /** 1-minute load average when the run started: other work on the machine skews figures. */
  loadAverageAtStart: number;
}

export function describeMachine(
  database: Machine['database'],
  loadAverageAtStart: number,
): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    database,
    loadAverageAtStart,
  };
}

function formatValue(value: number | null, unit: string): string {
  if (value === null) return '—';
  const digits = Number.isInteger(value) || Math.abs(value) >= 100 ? 0 : value < 1 ? 3 : 1;
  return `${value.toFixed(digits)} ${unit}`.trim();
}

function formatBudget(budget: Budget | undefined, unit: string): string {
  if (!budget) return '';
  return `${budget.kind === 'max' ? '≤' : '≥'} ${formatValue(budget.limit, unit)}`;
}

export function printTable(figures: Figure[]): void {
  const rows = figures.map((f) => [
    f.group,
    f.name,
    formatValue(f.value, f.unit),
    formatBudget(f.budget, f.unit),
    f.status === 'INFO' ? '' : f.status,
    f.note ?? '',
  ]);
  const header = ['group', 'figure', 'value', 'budget', 'status', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

export const currentLoad = () => Math.round(loadavg()[0]! * 100) / 100;

export async function writeResults(run: {
  figures: Figure[];
  machine: Machine;
  settings: Record<string, number | boolean>;
  durationMs: number;
}): Promise<string> {
  const dir = new URL('results/', import.meta.url);
  await mkdir(dir, { recursive: true });
  const file = new URL('latest.json', dir);
  const { figures, ...rest } = run;
  const failures = figures.filter((f) => f.status === 'FAIL').length;
  const json = { date: new Date().toISOString(), ...rest, failures, figures };
  await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
  return 'bench/results/latest.json';
}
