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
  const name = `herald_private_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin(runUrl, `create database ${name}`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return {
    vars: { DATABASE_URL: url.toString() },
    url: url.toString(),
    dispose: () => admin(runUrl, `drop database if exists ${name} with (force)`),
  };
}
