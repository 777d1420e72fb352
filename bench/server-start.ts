import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildStamp } from '#server/site/build-stamp.ts';
import { SERVER_ENTRY } from '../scripts/build-server.ts';
import { figure, max, type Figure } from './report.ts';
import type { BenchDatabase } from './server.ts';
import { round } from './stats.ts';

/**
 * Issue 23 item 3: the production start as the container runs it (`node build/bundle/start.mjs`,
 * NODE_ENV=production), three times. Figures: time from spawn to the first 200 of
 * `/api/health` (which pings the database), and the process's resident memory then and after
 * another second. The database is migrated beforehand, so the figure is the server's own
 * start, not the first migration: on PostgreSQL by the bench; on the embedded PGlite by one
 * start on a fresh data directory that is not counted (an in-memory PGlite would be migrated
 * at every start, which `npm start` on its data directory does once).
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = 4478; // bench ports: 4470–4479
const RUNS = 3;
const FIRST_200_BUDGET_MS = 1500;
const RSS_BUDGET_MIB = 200;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

interface Start {
  firstOkMs: number;
  rssMiB: number;
  rssAfter1sMiB: number;
}

async function startOnce(args: string[], env: Record<string, string>): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    let firstOkMs: number | undefined;
    while (firstOkMs === undefined) {
      if (child.exitCode !== null)
        throw new Error(`the server exited ${child.exitCode}: ${stderr}`);
      if (performance.now() - started > 60_000) throw new Error('no 200 within 60 s');
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) firstOkMs = performance.now() - started;
      // Polling another process: a short pause between probes.
      else await new Promise((r) => setTimeout(r, 10));
    }
    const rss = rssMiB(child.pid!);
    await new Promise((r) => setTimeout(r, 1000));
    return { firstOkMs, rssMiB: rss, rssAfter1sMiB: rssMiB(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** `entry`: the arguments after `node` (the bundle by default; the bench compares with tsx). */
export async function measureServerStart(
  database: BenchDatabase,
  log: (line: string) => void,
  entry: string[] = [SERVER_ENTRY],
): Promise<Figure[]> {
  const stamp = readBuildStamp('build');
  if (!stamp) throw new Error('no web build: run `npm run build`');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    APP_URL: stamp.appUrl,
    CONTACT_EMAIL: stamp.contactEmail,
    BETTER_AUTH_SECRET: randomBytes(48).toString('base64'),
    DESTINATIONS_KEY: randomBytes(48).toString('base64'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'Herald <bench@herald.test>',
    BILLING: 'off',
    LOG_LEVEL: 'warn',
  };
  const dataDir = database.url ? undefined : mkdtempSync(join(tmpdir(), 'herald-bench-start-'));
  if (database.url) env.DATABASE_URL = database.url;
  else Object.assign(env, { ALLOW_EMBEDDED_DATABASE: 'true', DATA_DIR: dataDir });
  const runs: Start[] = [];
  try {
    if (dataDir) {
      const first = await startOnce(entry, env);
      log(
        `  first start (migrates the data directory, not counted): ${Math.round(first.firstOkMs)} ms`,
      );
    }
    for (let i = 0; i < RUNS; i++) {
      const run = await startOnce(entry, env);
      log(
        `  start ${i + 1}: first 200 after ${Math.round(run.firstOkMs)} ms, RSS ${round(run.rssMiB)} MiB (${round(run.rssAfter1sMiB)} MiB 1 s later)`,
      );
      runs.push(run);
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  const group = 'server start';
  const what = `node ${entry.join(' ')}, median of ${RUNS}`;
  return [
    figure(
      group,
      `first 200 (${what})`,
      round(median(runs.map((r) => r.firstOkMs))),
      'ms',
      max(FIRST_200_BUDGET_MS),
    ),
    figure(
      group,
      'RSS after start',
      round(median(runs.map((r) => Math.max(r.rssMiB, r.rssAfter1sMiB)))),
      'MiB',
      max(RSS_BUDGET_MIB),
    ),
  ];
}
