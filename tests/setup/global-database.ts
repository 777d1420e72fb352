import type { TestProject } from 'vitest/node';
import { createScratchDatabase } from './private-database.ts';

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
  const scratch = await createScratchDatabase(serverUrl, 'test');
  project.provide('testDatabaseUrl', scratch.url);
  return scratch.drop;
}
