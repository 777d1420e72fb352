import { createServer } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { Writable } from 'node:stream';
import { openDatabase, type Database } from '#server/db/client.ts';
import { parseEnv, type Env } from '#server/env.ts';
import type { Clock } from '#server/clock.ts';
import type { Writer } from '#server/features/announcements/writing/writer.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { createScratchDatabase } from '#tests/setup/private-database.ts';

/** A database for one bench run: a fresh PostgreSQL database (dropped afterwards) or PGlite. */
export interface BenchDatabase {
  database: Database;
  /** For DATABASE_URL; undefined on PGlite. */
  url?: string;
  dispose(): Promise<void>;
}

export async function openBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  // A throwaway database keeps the figures independent of whatever the server already holds.
  const scratch = await createScratchDatabase(serverUrl, 'bench');
  const database = openDatabase({ url: scratch.url, poolSize: 4 });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await scratch.drop();
    throw error;
  }
  return {
    database,
    url: scratch.url,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A free loopback port, so APP_URL (trusted origin, e-mail links) can name the real one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BenchServer extends RunningServer {
  env: Env;
  /** The Origin header browsers send; Better Auth refuses cookie POSTs without it. */
  origin: string;
}

/**
 * The real server in this process. Logging stays at `info` into a sink that discards it, so
 * the per-request logging cost a production server pays is part of every figure.
 */
export async function startBenchServer(options: {
  database: BenchDatabase;
  serveWeb: boolean;
  writer?: Writer;
  vars?: Record<string, string>;
  /** A TestClock the server's workers read (the autopilot section sets the date). */
  clock?: Clock;
}): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    LOG_LEVEL: 'info',
    // Sign-ups come from distinct X-Forwarded-For addresses, so per-IP auth limits stay out
    // of the way; nothing but this process can reach the loopback port.
    TRUST_PROXY: 'true',
    ...(options.database.url
      ? { DATABASE_URL: options.database.url, DATABASE_POOL_SIZE: '10' }
      : { DATA_DIR: 'memory://' }),
    ...options.vars,
  });
  const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const server = await startServer(env, createLogger(env.LOG_LEVEL, discard), {
    serveWeb: options.serveWeb,
    // PGlite is one connection, so the server must share the handle the seed wrote through.
    database: options.database.url ? undefined : options.database.database,
    writer: options.writer,
    clock: options.clock,
  });
  return { ...server, env, origin };
}

/**
 * The floor a request cannot go below on this machine: a hello-world route on the same
 * framework and Node adapter, in the same process (so it shares the event loop with the bench
 * server), without the app's middleware, session or database. Bench-only: the product has no
 * such route. The per-request budgets are ratios to its p95 (issue 23 item 2).
 */
export async function startHelloServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const app = new Hono().get('/hello', (c) => c.text('Hello, world'));
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
