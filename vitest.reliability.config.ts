import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: suites that need child processes, a real PostgreSQL, faults
// and time (docs/architecture.md, docs/security.md). Run by .ci/run after `npm test`.
// PostgreSQL-only cases use `it.runIf(inject('testDatabaseUrl'))`; CI sets TEST_DATABASE_URL.
export default defineConfig({
  test: {
    name: 'reliability',
    environment: 'node',
    include: ['tests/reliability/**/*.test.ts'],
    globalSetup: ['tests/setup/global-database.ts', 'tests/setup/server-bundle.ts'],
    // Two files at a time: each boots servers (some as child processes) on a two-core machine.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
