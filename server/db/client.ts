import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import { createMigrationClient, createPool } from './postgres-pool.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The Drizzle handle every query module receives; the same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise (bounded time). */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// An arbitrary constant: the advisory lock that serialises migrations when several
// processes start at once against one PostgreSQL.
const MIGRATION_LOCK_ID = 7_265_130;

export interface DatabaseOptions {
  /** postgres:// URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir ?? '.data');
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  // Timeouts, and clients that failed never reused: ./postgres-pool.ts (ADR 015).
  const pool = createPool(url, options.poolSize ?? 10);
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it on next use.
  pool.on('error', (error) => options.onPoolError?.(error));
  // A checked-out client (a transaction, between two of its queries) has no pool listener:
  // its 'error' on a lost connection would crash the process. Its next query fails instead
  // (→ 503) and the pool discards it on release. (tests/reliability/database-outage.test.ts)
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      // Its own connection, without the request timeouts: a migration may take minutes.
      const client = createMigrationClient(url);
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.end().catch(() => {});
      }
    },
    // pool.end() waits for every connection to say goodbye, which a frozen server never
    // does: shutdown gives it a moment, then leaves the sockets to the process's exit.
    close: () => Promise.race([pool.end(), new Promise<void>((r) => setTimeout(r, 1000).unref())]),
  };
}

function openPglite(dataDir: string): Database {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // One process per directory, for as long as the database is open (./data-dir-lock.ts).
  const lock = inMemory ? null : lockDataDir(dataDir);
  const client = new PGlite(dataDir, { extensions: { pg_trgm } });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
