import { Writable } from 'node:stream';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { installationDevSecrets } from '#server/dev-secrets.ts';
import { parseEnv, type Env } from '#server/env.ts';
import type { Clock } from '#server/clock.ts';
import type { Writer } from '#server/features/announcements/writing/writer.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { openPrivateDatabase, type PrivateDatabase } from './private-database.ts';

export interface TestServer extends RunningServer {
  env: Env;
  /** The database handed in by the test, if it brought its own. */
  database?: Database;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  /** fetch relative to the server, with the Origin header browsers send. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

let pglite: Promise<Database> | undefined;

/**
 * PGlite takes seconds to boot, so each test worker opens one in-memory database and its
 * servers share it (vitest runs node tests with isolate:false, so this module lives per worker).
 * Tests never rely on an empty database: each creates its own users and data.
 */
export function sharedPgliteForTests(): Promise<Database> {
  pglite ??= (async () => {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  })();
  return pglite;
}

function randomIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** The database this run's API tests use: a fresh PostgreSQL database, or in-memory PGlite. */
export function testDatabaseEnv(): Record<string, string> {
  const url = inject('testDatabaseUrl');
  return url ? { DATABASE_URL: url } : { DATA_DIR: 'memory://' };
}

export interface TestServerOptions {
  writer?: Writer;
  /** The clock new code reads (server/clock.ts): a TestClock to set the date. */
  clock?: Clock;
  database?: Database;
  /** Missing secrets from DATA_DIR, as `npm start` keeps them (else random per process). */
  installationSecrets?: boolean;
}

/**
 * Boots the real server (real HTTP on an ephemeral port, real database, migrations) with
 * test-friendly configuration; `vars` override any variable. A file's own server comes from
 * useTestServer (below); call this for a second server inside a test, and stop it there.
 */
export async function startTestServer(
  vars: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const env = parseEnv(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Each request below gets its own client IP unless a test sets one, so per-IP auth
      // limits only bite in the tests that exercise them.
      TRUST_PROXY: 'true',
      // Servers of different test files share a database; only the files about delivery run
      // the delivery worker, on a database of their own (tests/setup/private-database.ts).
      DELIVERY_WORKER: 'false',
      ...testDatabaseEnv(),
      ...vars,
    },
    options.installationSecrets ? { devSecrets: installationDevSecrets } : {},
  );
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const server = await startServer(env, createLogger(env.LOG_LEVEL, sink), {
    serveWeb: false,
    database: options.database ?? (env.DATABASE_URL ? undefined : await sharedPgliteForTests()),
    writer: options.writer,
    clock: options.clock,
  });
  // APP_URL defaults to the configured port; with port 0 the real one is known only now.
  const origin = vars.APP_URL ?? env.APP_URL;
  return {
    ...server,
    env,
    database: options.database,
    logs,
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', origin);
      if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', randomIp());
      return fetch(server.url + path, { ...init, headers });
    },
  };
}

type Lazy<T> = T | (() => T | Promise<T>);
const resolve = async <T>(value: Lazy<T>): Promise<T> =>
  typeof value === 'function' ? await (value as () => T | Promise<T>)() : value;

/**
 * The test file's server: started before its tests, stopped after them. `vars` and
 * `options` may be functions, read when the server starts, for values known only once the
 * file's fakes are up (register the fakes' `beforeAll` first). With `privateDatabase` it runs
 * on a database of its own (private-database.ts), dropped afterwards: files that run the
 * delivery worker need one. The object returned is filled in when the server starts.
 */
export function useTestServer(
  vars: Lazy<Record<string, string>> = {},
  options: Lazy<TestServerOptions & { privateDatabase?: boolean }> = {},
): TestServer {
  const server = {} as TestServer;
  let running: TestServer | undefined;
  let priv: PrivateDatabase | undefined;
  beforeAll(async () => {
    const { privateDatabase, ...rest } = await resolve(options);
    if (privateDatabase) priv = await openPrivateDatabase();
    running = await startTestServer(
      { ...priv?.vars, ...(await resolve(vars)) },
      { ...rest, database: rest.database ?? priv?.database },
    );
    Object.assign(server, running);
  });
  afterAll(async () => {
    await running?.stop();
    await priv?.dispose();
  });
  return server;
}

const pools = new Map<string, Database>();

/** Direct database access for the few facts the API does not show (same database as `server`). */
export async function testDb(server: TestServer): Promise<Database['db']> {
  const url = server.env.DATABASE_URL;
  if (server.database) return server.database.db;
  if (!url) return (await sharedPgliteForTests()).db;
  let database = pools.get(url);
  if (!database) {
    database = openDatabase({ url, poolSize: 4 });
    pools.set(url, database);
  }
  return database.db;
}
