import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * With TEST_DATABASE_URL (a server URL, e.g. postgres://postgres@127.0.0.1:5432/postgres),
 * creates one fresh database for this run and drops it afterwards; API tests then run on
 * real PostgreSQL. Without it they use in-memory PGlite, one per test worker (test-server.ts).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string | null;
  }
}

const serverUrl = process.env.TEST_DATABASE_URL;

export default async function setup(project: TestProject) {
  if (!serverUrl) {
    project.provide('testDatabaseUrl', null);
    return;
  }
  const name = `herald_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide('testDatabaseUrl', url.toString());

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
