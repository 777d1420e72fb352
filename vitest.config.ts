import { defineConfig } from 'vitest/config';

// Two projects: node for domain/server/API tests (real HTTP, real database), jsdom for web
// components. Modest parallelism: the machine has two cores and each API file boots a database.
export default defineConfig({
  test: {
    globalSetup: ['tests/setup/global-database.ts'],
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One PGlite per worker is shared by the API test files (tests/setup/test-server.ts).
          isolate: false,
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Web tests live under tests/web/ only (CONTRIBUTING.md); lint refuses one in web/.
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/web.ts'],
        },
      },
    ],
  },
});
