import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client.ts';

export interface PrivateDatabase {
  /** Variables for startTestServer / child servers (DATABASE_URL on PostgreSQL). */
  vars: Record<string, string>;
  /** The in-process database to hand to startTestServer (PGlite only). */
  database?: Database;
  /** PostgreSQL server URL of this database, when on PostgreSQL. */
  url?: string;
  dispose(): Promise<void>;
}

async function admin(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty PostgreSQL database beside the one `serverUrl` names
 * (`herald_<purpose>_<random>`), and the way to drop it. The one place tests and benchmarks
 * make a throwaway database: this run's (global-database.ts), a file's own (below), a bench's.
 */
export async function createScratchDatabase(
  serverUrl: string,
  purpose: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `herald_${purpose}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A database for one test file alone: a fresh PostgreSQL database beside this run's (when
 * TEST_DATABASE_URL is set) or a fresh in-memory PGlite. Files that run delivery workers use
 * one, so no other file's server claims their deliveries.
 */
export async function openPrivateDatabase(): Promise<PrivateDatabase> {
  const runUrl = inject('testDatabaseUrl');
  if (!runUrl) {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { vars: { DATA_DIR: 'memory://' }, database, dispose: () => database.close() };
  }
  const scratch = await createScratchDatabase(runUrl, 'private');
  return { vars: { DATABASE_URL: scratch.url }, url: scratch.url, dispose: scratch.drop };
}
