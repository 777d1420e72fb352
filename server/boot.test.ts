import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testDatabaseEnv } from '#tests/setup/test-server.ts';

// The real entry point in a child process: what `npm start` runs after building.
function boot(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('server/index.ts', () => {
  it('exits 1 naming every bad variable', async () => {
    const run = boot({ PORT: 'abc', DATABASE_URL: 'nonsense' });
    expect(await run.exited).toBe(1);
    const { stderr } = run.output();
    expect(stderr).toContain('Herald cannot start.');
    expect(stderr).toContain('PORT="abc"');
    expect(stderr).toContain('DATABASE_URL="nonsense"');
    // index.ts reads the environment before it loads the server's modules: a refusal takes
    // about a second, where loading the whole server under tsx took 20 s at load 14 here.
  }, 60_000);

  it('never prints a secret or a URL password when it refuses to start', async () => {
    const run = boot({
      DATABASE_URL: 'postgres://herald:Db-Pa55word-Boot@/herald',
      SMTP_URL: 'http://mailer:Smtp-Pa55word-Boot@mail.example.com',
      BETTER_AUTH_SECRET: 'Short-Secret-Boot',
    });
    expect(await run.exited).toBe(1);
    const { stdout, stderr } = run.output();
    expect(stderr).toContain('DATABASE_URL=');
    expect(stderr).toContain('SMTP_URL=');
    expect(stderr).toContain('BETTER_AUTH_SECRET=');
    for (const secret of ['Db-Pa55word-Boot', 'Smtp-Pa55word-Boot', 'Short-Secret-Boot'])
      expect(stdout + stderr).not.toContain(secret);
  }, 60_000);

  it('does not print the database password when the database refuses', async () => {
    const run = boot({ DATABASE_URL: 'postgres://herald:Db-Pa55word-Down@127.0.0.1:9/herald' });
    expect(await run.exited).toBe(1);
    const { stdout, stderr } = run.output();
    expect(stderr).toContain('Herald cannot start.');
    expect(stdout + stderr).not.toContain('Db-Pa55word-Down');
  }, 60_000);

  it('refuses production defaults and says which variables to set', async () => {
    const run = boot({ NODE_ENV: 'production' });
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/BETTER_AUTH_SECRET is required in production/);
  }, 60_000);

  it('serves, then shuts down gracefully with exit code 0 on SIGTERM', async () => {
    const db = testDatabaseEnv();
    const run = boot({
      PORT: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      ...(db.DATABASE_URL ? db : { DATA_DIR: 'memory://' }),
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no start: ${JSON.stringify(run.output())}`)),
        // tsx compiling the server and a database booting in a child: over 30 s once, with
        // the whole suite and other work on the 2 cores (load 10+), before any output.
        60_000,
      );
      run.child.stdout.on('data', () => {
        const match = /"url":"(http:[^"]+)"/.exec(run.output().stdout);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toContain('"msg":"stopped"');
    // A child process boots a database and tsx: seconds on a busy 2-core machine.
  }, 90_000);
});
