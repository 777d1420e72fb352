import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { answerClientErrorsAsJson } from './client-error.ts';
import {
  autopilotDepsFor,
  createApp,
  createConfiguredMailer,
  createDeliverySender,
} from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { EnvError, type Env } from './env.ts';
import {
  releaseOrphanedReservations,
  type ReservationOwner,
} from './features/announcements/quota.ts';
import { systemClock, TestClock, type Clock } from './clock.ts';
import { startAutopilotWorker, type AutopilotWorker } from './features/autopilot/worker.ts';
import type { Writer } from './features/announcements/writing/writer.ts';
import { sweepEmailSlots } from './features/auth/email-cooldown.ts';
import { sweepEndedMonths } from './features/usage/ledger.ts';
import { startDeliveryWakeUp } from './features/deliveries/wake-up.ts';
import { startDeliveryWorker, type DeliveryWorker } from './features/deliveries/worker.ts';
import { destinationsBox } from './features/destinations/destinations-key.ts';
import { resealDestinations } from './features/destinations/queries.ts';
import { resealPeopleHooks } from './features/people/hook-store.ts';
import type { Logger } from './logger.ts';
import { Drain } from './middleware/drain.ts';
import { buildProblem } from './site/build-stamp.ts';
import { loadStaticSite } from './site/static-site.ts';

const BUILD_DIR = fileURLToPath(new URL('../build', import.meta.url));
const CLIENT_DIR = join(BUILD_DIR, 'client');
/** Hard deadline of a shutdown: the process is gone this long after SIGTERM (index.ts). */
export const SHUTDOWN_GRACE_MS = 10_000;
/** In-flight requests get this long; the rest of the deadline closes the database. */
const DRAIN_MS = SHUTDOWN_GRACE_MS - 2000;
const CLOSE_DATABASE_MS = 1500;
/** How often the autopilot looks for events to create, draft, remind about or mark missed. */
const AUTOPILOT_POLL_INTERVAL_MS = 30_000;
/**
 * A client gets this long to send a whole request, body included: a body trickling in at
 * 10 bytes a second is cut with 408 instead of holding a connection for Node's default
 * 300 s (issue 17). Responses are not bounded by it: a streamed generation may run longer.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const HTTP_SERVER_OPTIONS = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  headersTimeout: 10_000,
  // How often Node checks those timeouts (default 30 s, which would double the bound).
  connectionsCheckingInterval: 1000,
  // An idle keep-alive connection is closed by the client or proxy first (load balancers
  // idle out at 60 s): with Node's 5 s the server could close it just as a request was sent
  // on it, which the client sees as ECONNRESET.
  keepAliveTimeout: 65_000,
};

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting, lets in-flight requests (and streams) finish, closes the database. */
  stop(): Promise<void>;
}

/** Opens the database, migrates, and serves the app. Used by index.ts and the tests. */
export async function startServer(
  env: Env,
  logger: Logger,
  options: { serveWeb?: boolean; database?: Database; writer?: Writer; clock?: Clock } = {},
): Promise<RunningServer> {
  // Production serves only a build made beforehand for this APP_URL; it never builds, and a
  // stale or missing build would publish wrong canonical URLs or only an API (ADR 023).
  if (env.NODE_ENV === 'production' && options.serveWeb !== false) {
    const problem = buildProblem(BUILD_DIR, {
      appUrl: env.APP_URL,
      contactEmail: env.CONTACT_EMAIL,
    });
    // A configuration problem, said as one: no stack trace for an operator to read past.
    if (problem) throw new EnvError([problem]);
  }
  // Tests may share one already-open database between servers; the server then leaves it open.
  const shared = options.database;
  const database =
    shared ??
    openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
      onPoolError: (err) =>
        logger.warn({ err: { message: err.message } }, 'database connection lost'),
    });
  await database.migrate();

  const site = options.serveWeb === false ? null : loadStaticSite(CLIENT_DIR);
  if (options.serveWeb !== false && !site)
    logger.warn('web app not built: run `npm run build` (only the API is served)');

  const drain = new Drain();
  const owner: ReservationOwner = { bootId: randomUUID(), slot: null };
  const box = destinationsBox(env);
  // A key rotation in progress (DESTINATIONS_KEY_PREVIOUS): URLs the old key sealed are sealed
  // again under the new one, so the old key can go (docs/deployment.md).
  if (env.DESTINATIONS_KEY_PREVIOUS) {
    // The HR webhooks' secrets are sealed with the same key (ADR 052).
    const hooks = await resealPeopleHooks(database.db, box);
    if (hooks) logger.info({ resealed: hooks }, 'HR webhook secrets re-sealed');
    const { resealed, unreadable } = await resealDestinations(database.db, box);
    logger.info(
      { resealed, unreadable },
      unreadable
        ? 'saved webhook URLs re-sealed; some open with neither key (their owners must paste them again)'
        : 'every saved webhook URL now uses DESTINATIONS_KEY: DESTINATIONS_KEY_PREVIOUS can be removed',
    );
  }
  // Every process runs a delivery worker unless told not to; deliveries live in the database,
  // so any number of processes share the work (ADR 020).
  let worker: DeliveryWorker | null = null;
  let autopilot: AutopilotWorker | null = null;
  const clock = options.clock ?? (env.TEST_CLOCK ? new TestClock(env.TEST_CLOCK) : systemClock);
  if (env.DELIVERY_WORKER) {
    const mailer = createConfiguredMailer(env, database.db, logger);
    // The autopilot drafts in the processes that deliver (ADR 053); its events live in the
    // database like deliveries, so any number of processes share the work.
    autopilot = startAutopilotWorker({
      ...autopilotDepsFor(env, database.db, {
        clock,
        logger,
        owner,
        mailer,
        ...(options.writer && { writer: options.writer }),
      }),
      pollIntervalMs: AUTOPILOT_POLL_INTERVAL_MS,
    });
    worker = startDeliveryWorker({
      clock,
      db: database.db,
      sender: createDeliverySender(env, mailer, box, database.db),
      mailer,
      logger,
      appUrl: env.APP_URL,
      pollIntervalMs: env.DELIVERY_POLL_INTERVAL_MS,
      concurrency: env.DELIVERY_CONCURRENCY,
      timeoutMs: env.DELIVERY_TIMEOUT_MS,
      budgetMs: env.DELIVERY_BUDGET_MS,
      retryBaseMs: env.DELIVERY_RETRY_BASE_MS,
      maxAttempts: env.DELIVERY_MAX_ATTEMPTS,
      assignedPlan: env.assignedPlan,
    });
  }
  // "Send now" in any process wakes every worker (LISTEN/NOTIFY on PostgreSQL, ADR 038).
  const wakeUp = startDeliveryWakeUp({
    db: database.db,
    url: env.DATABASE_URL,
    onWake: worker ? () => worker?.wake() : null,
    logger,
  });
  const app = createApp({
    env,
    database,
    logger,
    drain,
    site,
    writer: options.writer,
    clock,
    wakeAutopilot: () => autopilot?.wake(),
    delivery: { box, wake: () => wakeUp.wake() },
    owner,
  });

  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: env.PORT,
        hostname: env.HOST,
        serverOptions: HTTP_SERVER_OPTIONS,
      },
      () => resolve(s),
    );
    // A taken port must fail start-up with a clear error, not crash on an unhandled event.
    s.once('error', reject);
    answerClientErrorsAsJson(s);
  }).catch(async (error: unknown) => {
    await wakeUp.stop();
    await autopilot?.stop();
    await worker?.stop();
    if (!shared) await database.close();
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;

  // Only this process can listen on this slot now, so reservations left there by another
  // boot belong to one that crashed: give their units back (ADR 019).
  owner.slot = `${hostname()}|${env.HOST}|${port}`;
  const released = await releaseOrphanedReservations(database.db, owner);
  if (released > 0)
    logger.warn({ released }, 'released quota reservations of a crashed predecessor');
  await sweepEndedMonths(database.db);
  await sweepEmailSlots(database.db);

  let stopping: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const closeIdle = () => {
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        };
        closeIdle();
        let sweep: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          drain.drain().then(async () => {
            // Handlers are done, but a response may still be on its way out: close each
            // connection once idle instead of cutting it (tests/reliability/graceful-shutdown).
            sweep = setInterval(closeIdle, 20);
            await closed;
            return false;
          }),
          new Promise<boolean>((r) => setTimeout(() => r(true), DRAIN_MS).unref()),
        ]);
        clearInterval(sweep);
        if (timedOut) logger.warn({ active: drain.active }, 'shutdown grace period over');
        if ('closeAllConnections' in server) server.closeAllConnections();
        // Sends in flight finish and are recorded before the database goes.
        await wakeUp.stop();
        await autopilot?.stop();
        await worker?.stop();
        // A stalled database must not hold the process past its deadline.
        if (!shared)
          await Promise.race([
            database.close(),
            new Promise<void>((r) => setTimeout(r, CLOSE_DATABASE_MS).unref()),
          ]);
      })();
      return stopping;
    },
  };
}
