import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4317);
// The autopilot journey's own server: its clock stands still until the journey moves it
// (TEST_CLOCK), which the shared server's scheduled sends must never see.
const CLOCK_PORT = Number(process.env.E2E_CLOCK_PORT ?? PORT + 1);

/** The server's environment for journeys on `port`. */
const serverEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://localhost:${port}`,
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'warn',
  GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  // Lets fixtures.ts give each scripted sign-up its own client address.
  TRUST_PROXY: 'true',
  // The send journey posts to a loopback fake of Slack, and waits for a scheduled send.
  DESTINATION_ALLOW_HOSTS: '127.0.0.1',
  DELIVERY_POLL_INTERVAL_MS: '1000',
});
const START_SERVER = 'node --import ./tests/e2e/exit-with-runner.ts build/bundle/start.mjs';

// Journeys run against a production build served by the real server on a fresh embedded
// database (memory://), in Debian's Chromium. Never downloads a browser.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../test-results/e2e',
  // Two workers against the one server: most of a journey's time is waiting (network idle,
  // a toast's life, a send scheduled for the next minute), which the other worker fills. Each
  // test is independent: its own users (fixtures.ts), its own client address for the per-IP
  // limits, so tests of one file spread over both workers too (ADR 046).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../../test-results/e2e-report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // One browser variable for e2e and benchmarks (bench/lighthouse.ts, docs/configuration.md).
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ['**/mobile.e2e.ts', '**/autopilot.e2e.ts'],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: '**/mobile.e2e.ts',
    },
    {
      // Against the server whose clock it moves (CLOCK_PORT).
      name: 'clock',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${CLOCK_PORT}`,
      },
      testMatch: '**/autopilot.e2e.ts',
    },
  ],
  webServer: [
    {
      // The production form: the web build and the server bundle, each made again when its
      // sources changed (scripts/ensure-build.ts). The server dies with the runner, however
      // the runner ends (exit-with-runner.ts).
      command: `node scripts/ensure-build.ts && ${START_SERVER}`,
      cwd: '../..',
      url: `http://localhost:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: serverEnv(PORT),
    },
    {
      // Started after the first (Playwright starts web servers one by one), so the build is
      // made once; PUT /api/dev/clock moves its clock.
      command: START_SERVER,
      cwd: '../..',
      url: `http://localhost:${CLOCK_PORT}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { ...serverEnv(CLOCK_PORT), TEST_CLOCK: new Date().toISOString() },
    },
  ],
});
