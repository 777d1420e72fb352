import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createBenchUser, makePro } from './accounts.ts';
import { fakeWriter, GENERATE_INPUT } from './fake-model.ts';
import type { LoadRequest, LoadResult } from './load-client.ts';
import { figure, max, type Budget, type Figure } from './report.ts';
import { seedHistory } from '#tests/setup/history-seed.ts';
import { SEARCH_TERMS } from './seed.ts';
import { startBenchServer, startHelloServer, type BenchDatabase } from './server.ts';
import { round } from './stats.ts';

/**
 * Throughput and latency of the API under a steady closed-loop load (autocannon): a fixed
 * number of connections, each sending its next request as soon as the previous answer
 * arrives. A modest connection count keeps the figures about the server's own work rather
 * than about queueing on a small machine.
 */

export interface ApiLoadOptions {
  connections: number;
  durationSeconds: number;
  historySize: number;
}

const WARMUP_SECONDS = 1;
// Budgets hold on PostgreSQL, the production database; PGlite is one connection in-process.
const MESSAGES_P95_MS = 20;
const GENERATION_P95_MS = 30;
/** Issue 23 item 2: these requests' p95 at most this many times the hello-world route's. */
const RATIO_TO_HELLO = 3;
const HELLO = 'GET /hello (bench-only hello-world route)';
const RATIO_SCENARIOS = ['GET /api/account', 'GET /api/messages (page 1)'];

interface Scenario {
  name: string;
  path: string;
  /** Another server than the app's (the hello-world route). */
  baseUrl?: string;
  method: 'GET' | 'POST';
  body?: string;
  cookies: string[];
  /** Checked on PostgreSQL only. */
  p95BudgetMs?: number;
}

export function load(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
    });
    // Bounded: a wedged load generator is killed rather than hanging the bench.
    const timer = setTimeout(() => child.kill('SIGKILL'), (request.durationSeconds + 30) * 1000);
    let result: LoadResult | undefined;
    child.once('message', (message: LoadResult) => (result = message));
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (result) resolve(result);
      else reject(new Error(`the load generator exited with ${code} and no result`));
    });
    child.send(request);
  });
}

export async function measureApi(
  bench: BenchDatabase,
  options: ApiLoadOptions,
  log: (line: string) => void,
): Promise<Figure[]> {
  const onPostgres = bench.database.kind === 'postgres';
  // The zero-latency fake model: a generation's time is then all server (checks, quota,
  // storage, JSON), which is the overhead the budget is about.
  const writer = fakeWriter({ chunks: 1, chunkDelayMs: null });
  const hello = await startHelloServer();
  const server = await startBenchServer({
    database: bench,
    serveWeb: false,
    writer,
    // Well above what the run can reach, so the limiter's 429s never enter the figures.
    vars: { GENERATION_RATE_LIMIT_PER_MINUTE: '10000' },
  });
  try {
    const { db } = bench.database;
    const reader = await createBenchUser(server, db);
    // One Pro user per connection: users generating side by side, as in production (one
    // user's generations queue on that user's quota lock by design).
    const writers = [];
    for (let i = 0; i < options.connections; i++) {
      const u = await createBenchUser(server, db);
      await makePro(db, u.id);
      writers.push(u.cookie);
    }
    // Seeded after the sign-ups: on PGlite the inserts hold the event loop for seconds, and
    // a keep-alive connection idle across that pause can be reset under the next request.
    const started = Date.now();
    await seedHistory(db, reader.id, options.historySize);
    log(`  seeded ${options.historySize} messages in ${Date.now() - started} ms`);

    const scenarios: Scenario[] = [
      { name: HELLO, path: '/hello', baseUrl: hello.url, method: 'GET', cookies: [] },
      { name: 'GET /api/health', path: '/api/health', method: 'GET', cookies: [] },
      { name: 'GET /api/account', path: '/api/account', method: 'GET', cookies: [reader.cookie] },
      {
        name: 'GET /api/messages (page 1)',
        path: '/api/messages?page=1',
        method: 'GET',
        cookies: [reader.cookie],
        p95BudgetMs: MESSAGES_P95_MS,
      },
      ...SEARCH_TERMS.map((term): Scenario => ({
        name: `GET /api/messages (search "${term}")`,
        path: `/api/messages?search=${term}&page=1`,
        method: 'GET',
        cookies: [reader.cookie],
        p95BudgetMs: MESSAGES_P95_MS,
      })),
      {
        name: 'POST /api/generate (zero-latency model)',
        path: '/api/generate',
        method: 'POST',
        body: JSON.stringify(GENERATE_INPUT),
        cookies: writers,
        p95BudgetMs: GENERATION_P95_MS,
      },
    ];

    const figures: Figure[] = [];
    const p95s = new Map<string, number>();
    for (const scenario of scenarios) {
      const request = (durationSeconds: number): LoadRequest => ({
        url: (scenario.baseUrl ?? server.url) + scenario.path,
        method: scenario.method,
        headers: {
          origin: server.origin,
          accept: 'application/json',
          ...(scenario.body && { 'content-type': 'application/json' }),
        },
        body: scenario.body,
        connections: options.connections,
        durationSeconds,
        cookies: scenario.cookies,
      });
      // JIT, connection pools and caches warm up first; that second is not measured.
      await load(request(WARMUP_SECONDS));
      const result = await load(request(options.durationSeconds));
      log(
        `  ${scenario.name}: ${Math.round(result.requestsPerSecond)} req/s, p95 ${round(result.p95, 2)} ms`,
      );
      figures.push(...scenarioFigures(scenario, result, onPostgres, options.connections));
      p95s.set(scenario.name, result.p95);
    }
    figures.push(...ratioFigures(p95s, onPostgres, options.connections));
    return figures;
  } finally {
    await server.stop();
    await hello.stop();
  }
}

/**
 * The fixed cost of a signed-in request as a multiple of the hello-world route's p95, in the
 * same run: a ratio holds on a loaded machine where absolute times do not. Judged at one
 * connection on PostgreSQL.
 */
function ratioFigures(p95s: Map<string, number>, onPostgres: boolean, connections: number) {
  const floor = p95s.get(HELLO);
  if (!floor) return [];
  const judged = onPostgres && connections === 1;
  return RATIO_SCENARIOS.flatMap((name) => {
    const p95 = p95s.get(name);
    if (p95 === undefined) return [];
    return [
      figure(
        name,
        'p95 ÷ hello-world p95',
        round(p95 / floor, 1),
        '×',
        judged ? max(RATIO_TO_HELLO) : undefined,
        judged
          ? `hello-world p95 ${round(floor, 2)} ms`
          : `budget ≤ ${RATIO_TO_HELLO}×: judged at 1 connection on PostgreSQL`,
      ),
    ];
  });
}

function scenarioFigures(
  scenario: Scenario,
  result: LoadResult,
  onPostgres: boolean,
  connections: number,
): Figure[] {
  const group = scenario.name;
  const limit = scenario.p95BudgetMs;
  const budget: Budget | undefined = limit !== undefined && onPostgres ? max(limit) : undefined;
  const p95Note =
    limit !== undefined && !onPostgres ? `budget ≤ ${limit} ms: n/a on PGlite` : undefined;
  const codes = Object.entries(result.statusCodes)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');
  return [
    figure(
      group,
      'requests/s',
      Math.round(result.requestsPerSecond),
      'req/s',
      undefined,
      `${connections} connections`,
    ),
    figure(group, 'p50', round(result.p50, 2), 'ms'),
    figure(group, 'p95', round(result.p95, 2), 'ms', budget, p95Note),
    figure(group, 'p99', round(result.p99, 2), 'ms'),
    // A failing request is fast and meaningless: any error voids the latency figures.
    figure(group, 'errors', result.failures, '', max(0), codes),
  ];
}
