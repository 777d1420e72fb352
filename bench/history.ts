import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { createBenchUser } from './accounts.ts';
import { load } from './api-load.ts';
import type { LoadRequest, LoadResult } from './load-client.ts';
import { figure, max, type Figure } from './report.ts';
import { seedHistory } from '#tests/setup/history-seed.ts';
import { startBenchServer, startHelloServer, type BenchDatabase } from './server.ts';
import { round } from './stats.ts';

/**
 * Issue 23 items 1 and 6: the signed-in reads of a history must not grow with it. One user
 * with 1,000 messages, then one with 100,000 (seeded by the database, bench/seed.ts); for each,
 * at 1 and at 16 connections: history page 1 and page 50, two searches, and the dashboard's
 * recent list, each beside a bench-only hello-world route measured in the same run
 * (`startHelloServer` in bench/server.ts). Absolute times depend on the machine and its load; the ratios are judged:
 *   - page 1 at one connection ≤ 3× hello-world (the issue's budget for a signed-in read);
 *   - every read's ratio at 100,000 messages ≤ 1.5× its ratio at 1,000 (flat in history).
 */

const HISTORY_SIZES = [1_000, 100_000];
const CONNECTIONS = [1, 16];
const WARMUP_SECONDS = 1;
/** Issue 23's budget for a signed-in read: p95 at most this many times hello-world's. */
export const PAGE_ONE_RATIO = 3;
/** A read may cost at most this much more in a larger history (ratio of ratios). */
export const GROWTH_RATIO = 1.5;

const READS = [
  { name: 'history page 1', path: '/api/messages?page=1' },
  { name: 'history page 50', path: '/api/messages?page=50' },
  { name: 'search "designer"', path: '/api/messages?search=designer&page=1' },
  { name: 'search "a"', path: '/api/messages?search=a&page=1' },
  { name: 'dashboard recent list', path: '/api/messages?page=1&pageSize=3' },
];

/**
 * Runs a bulk seed, on PostgreSQL through a connection of its own: the server's pool drops a
 * statement that has not answered in 4.5 s (ADR 015), and a 100,000-row seed on a busy
 * machine can take longer.
 */
export async function onSeedConnection<T>(
  bench: BenchDatabase,
  seed: (db: Db) => Promise<T>,
): Promise<T> {
  if (!bench.url) return seed(bench.database.db);
  const client = new pg.Client({ connectionString: bench.url });
  await client.connect();
  try {
    return await seed(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.end();
  }
}

/** One GET under load for `durationSeconds`, after a warm-up of WARMUP_SECONDS. */
export async function loadAfterWarmUp(request: {
  url: string;
  origin: string;
  connections: number;
  durationSeconds: number;
  cookie?: string;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const at = (durationSeconds: number): LoadRequest => ({
    url: request.url,
    method: 'GET',
    headers: { origin: request.origin, accept: 'application/json', ...request.headers },
    connections: request.connections,
    durationSeconds,
    cookies: request.cookie ? [request.cookie] : [],
  });
  await load(at(WARMUP_SECONDS));
  return load(at(request.durationSeconds));
}

export async function measureHistory(
  bench: BenchDatabase,
  options: { durationSeconds: number },
  log: (line: string) => void,
): Promise<Figure[]> {
  const server = await startBenchServer({ database: bench, serveWeb: false });
  const hello = await startHelloServer();
  const figures: Figure[] = [];
  // ratio of each read to hello-world, by `${read}@${connections}` then size
  const ratios = new Map<string, Map<number, number>>();
  try {
    for (const size of HISTORY_SIZES) {
      const reader = await createBenchUser(server, bench.database.db);
      const started = Date.now();
      await onSeedConnection(bench, (db) => seedHistory(db, reader.id, size));
      log(`  seeded ${size.toLocaleString('en')} messages in ${Date.now() - started} ms`);
      for (const connections of CONNECTIONS) {
        const run = (url: string, cookie?: string) =>
          loadAfterWarmUp({
            url,
            origin: server.origin,
            connections,
            durationSeconds: options.durationSeconds,
            cookie,
          });
        const base = await run(`${hello.url}/hello`);
        const group = `history ${size.toLocaleString('en')} msgs, ${connections} conn`;
        figures.push(
          figure(
            group,
            'hello-world p50 / p95',
            round(base.p95, 2),
            'ms',
            undefined,
            `p50 ${round(base.p50, 2)} ms, ${Math.round(base.requestsPerSecond)} req/s`,
          ),
        );
        for (const read of READS) {
          const result = await run(server.url + read.path, reader.cookie);
          const ratio = round(result.p95 / Math.max(base.p95, 0.01), 1);
          const key = `${read.name}@${connections}`;
          if (!ratios.has(key)) ratios.set(key, new Map());
          ratios.get(key)!.set(size, ratio);
          log(
            `  ${size} msgs, ${connections} conn, ${read.name}: p50 ${round(result.p50, 2)} ms, p95 ${round(result.p95, 2)} ms (${ratio}× hello), ${Math.round(result.requestsPerSecond)} req/s`,
          );
          const onBudget = read.name === 'history page 1' && connections === 1;
          figures.push(
            figure(
              group,
              `${read.name} p95 (× hello-world)`,
              ratio,
              '×',
              onBudget ? max(PAGE_ONE_RATIO) : undefined,
              `p50 ${round(result.p50, 2)} ms, p95 ${round(result.p95, 2)} ms, ${Math.round(result.requestsPerSecond)} req/s${result.failures ? `, ${result.failures} errors` : ''}`,
            ),
          );
          if (result.failures)
            figures.push(figure(group, `${read.name} errors`, result.failures, '', max(0)));
        }
      }
    }
    const [small, large] = HISTORY_SIZES as [number, number];
    for (const [key, bySize] of ratios) {
      const growth = round(bySize.get(large)! / Math.max(bySize.get(small)!, 0.01), 2);
      const [read, connections] = key.split('@');
      figures.push(
        figure(
          `history growth ${small.toLocaleString('en')} → ${large.toLocaleString('en')}`,
          `${read} (${connections} conn)`,
          growth,
          '×',
          max(GROWTH_RATIO),
          `${bySize.get(small)}× → ${bySize.get(large)}× hello-world`,
        ),
      );
    }
    return figures;
  } finally {
    await hello.stop();
    await server.stop();
  }
}
