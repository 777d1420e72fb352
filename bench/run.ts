import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { measureApi } from './api-load.ts';
import { measureAutopilot } from './autopilot.ts';
import { measureBundles } from './bundle-size.ts';
import { measureComposer } from './composer.ts';
import { measureDeliveries } from './deliveries.ts';
import { measureFirstOption } from './first-option.ts';
import { measureHistory } from './history.ts';
import { measurePeopleImport } from './people-import.ts';
import { measureServerStart } from './server-start.ts';
import { measureTeamHistory, TEAM_SHAPE } from './team-history.ts';
import { lighthouseSkipped, measureLighthouse } from './lighthouse.ts';
import {
  currentLoad,
  describeMachine,
  failed,
  printTable,
  writeResults,
  type Figure,
} from './report.ts';
import { openBenchDatabase, startBenchServer, type BenchDatabase } from './server.ts';

/**
 * `npm run bench`: bundle sizes, Lighthouse, API load and streamed-generation timing, each
 * beside its budget; exits 1 when a budget fails. Not part of `npm test`: the figures depend
 * on the machine, so budgets are checked here and never by timed unit tests (docs/architecture.md).
 * Variables are described in docs/performance.md.
 */

const started = Date.now();
const loadAtStart = currentLoad();
const env = process.env;
const databaseServerUrl = env.BENCH_DATABASE_URL || undefined;
const settings = {
  // Latency budgets describe one request's service time. The load generator shares the two
  // cores with the server and PostgreSQL, so more connections mostly measure queueing;
  // BENCH_CONNECTIONS=4 gives the throughput view (docs/performance.md shows both).
  connections: Number(env.BENCH_CONNECTIONS || 1),
  durationSeconds: Number(env.BENCH_DURATION || 8),
  historySize: 10_000,
  firstOptionRuns: 10,
  composerRuns: 5,
  lighthouse: env.BENCH_SKIP_LIGHTHOUSE !== '1',
  historyDurationSeconds: Number(env.BENCH_HISTORY_DURATION || 4),
};
// BENCH_ONLY=history,teams runs those sections alone (names below); unset runs them all.
const only = env.BENCH_ONLY ? new Set(env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const wanted = (name: string) => !only || only.has(name);

const log = (line: string) => console.log(line);
const figures: Figure[] = [];

// Whatever is open when the run is interrupted is closed too: a PostgreSQL database created
// for the run must not be left behind.
const cleanups = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).finally(() =>
      process.exit(130),
    );
  });

async function withDatabase(
  serverUrl: string | undefined,
  body: (database: BenchDatabase) => Promise<void>,
): Promise<void> {
  const database = await openBenchDatabase(serverUrl);
  const dispose = () => database.dispose();
  cleanups.add(dispose);
  try {
    await body(database);
  } finally {
    cleanups.delete(dispose);
    await dispose();
  }
}

/** A benchmark that throws becomes a failed figure, and the others still run. */
async function section(title: string, body: () => Promise<Figure[]> | Figure[]) {
  log(`\n${title}`);
  try {
    figures.push(...(await body()));
  } catch (error) {
    console.error(`  failed:`, error);
    figures.push(failed(title, error instanceof Error ? error.message : String(error)));
  }
}

log(`Herald benchmarks (load average ${loadAtStart} on ${cpus().length} cores)`);
// The web build is what the bundle and Lighthouse sections measure; the others need none.
const build =
  wanted('bundles') || wanted('lighthouse')
    ? spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
        stdio: 'inherit',
      })
    : { status: 0 };
if (build.status !== 0) {
  console.error('The web build failed; nothing to measure.');
  process.exit(1);
}

if (wanted('bundles'))
  await section('Bundle sizes (gzip, loaded up front)', () => measureBundles());

if (wanted('lighthouse'))
  await section('Lighthouse (mobile, median of 3)', async () => {
    if (!settings.lighthouse) return lighthouseSkipped('BENCH_SKIP_LIGHTHOUSE=1');
    let result: Figure[] = [];
    // The public pages need no data: an in-memory PGlite keeps this server self-contained.
    await withDatabase(undefined, async (database) => {
      const server = await startBenchServer({ database, serveWeb: true });
      try {
        result = await measureLighthouse(server.url, log);
      } finally {
        await server.stop();
      }
    });
    return result;
  });

if (wanted('composer'))
  await section('Composer on the worst input (run-on words at every limit)', () =>
    measureComposer(settings.composerRuns, log),
  );

const kind = databaseServerUrl ? 'postgres' : 'pglite';
await section(`Database (${kind})`, async () => {
  await withDatabase(databaseServerUrl, async (database) => {
    if (wanted('start'))
      await section('Server start (production bundle)', () => measureServerStart(database, log));
    if (wanted('api'))
      await section(
        `API load (${kind}, ${settings.connections} connections, ${settings.durationSeconds} s each)`,
        () => measureApi(database, settings, log),
      );
    if (wanted('history'))
      await section(`History reads (${kind}, 1,000 and 100,000 messages)`, () =>
        measureHistory(database, { durationSeconds: settings.historyDurationSeconds }, log),
      );
    if (wanted('teams'))
      await section(
        `Team workspaces (${kind}, ${TEAM_SHAPE.workspaces} workspaces × ${TEAM_SHAPE.membersPerWorkspace} members × ${TEAM_SHAPE.messagesPerMember.toLocaleString('en')} messages)`,
        () =>
          measureTeamHistory(database, { durationSeconds: settings.historyDurationSeconds }, log),
      );
    if (wanted('generation'))
      await section('Streamed generation (time to first option)', () =>
        measureFirstOption(database, settings.firstOptionRuns, log),
      );
    if (wanted('people'))
      await section('People import (a 10,000-row sheet, twice)', () =>
        measurePeopleImport(database, log),
      );
    if (wanted('autopilot'))
      await section('Autopilot (1,000 people, one start date: drafted, approved, posted)', () =>
        measureAutopilot(database, log),
      );
    if (wanted('deliveries'))
      await section('Deliveries (10,000 due at once, two processes)', () =>
        measureDeliveries(database, log),
      );
  });
  return [];
});

log('');
printTable(figures);
const file = await writeResults({
  figures,
  machine: describeMachine(kind, loadAtStart),
  settings,
  durationMs: Date.now() - started,
});
const failures = figures.filter((f) => f.status === 'FAIL').length;
log(`\nResults written to ${file} (${Math.round((Date.now() - started) / 1000)} s).`);
if (failures) console.error(`${failures} budget(s) failed.`);
// Every server, pool, load generator and browser is closed above; exiting explicitly only
// keeps the run bounded should a library leave a stray timer behind.
process.exit(failures ? 1 : 0);
