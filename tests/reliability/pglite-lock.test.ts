import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passingWelcomeOptions, WELCOME_INPUT } from '#tests/mocks/welcome-options.ts';
import { FakeOpenAI } from '#tests/mocks/openai-compatible.ts';
import { createUser, postJson, signIn } from '#tests/setup/accounts.ts';
import { killChildServers, startChildServer, type ChildServer } from './support/child-server.ts';

// Issue 17, item 4: two processes on one PGlite directory diverge, and after a restart an
// account and its acknowledged messages were gone. The directory is locked for the life of
// the database, drain included; the second process refuses to start and says why.
const fake = new FakeOpenAI();
let aiUrl: string;
const dirs: string[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'herald-lock-'));
  dirs.push(dir);
  return join(dir, 'data');
}

function start(dataDir: string): Promise<ChildServer> {
  return startChildServer({
    DATA_DIR: dataDir,
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_BASE_URL: aiUrl,
    GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  });
}

/** Starting a second server must fail; resolves with what it said. */
async function refusedStart(dataDir: string): Promise<string> {
  const attempt = await start(dataDir).then(
    (server) => ({ server }),
    (error: unknown) => ({ error: String(error) }),
  );
  if ('server' in attempt) {
    await attempt.server.stop();
    throw new Error('a second server started on a data directory in use');
  }
  return attempt.error;
}

async function messagesOf(server: ChildServer, cookie: string): Promise<string[]> {
  const res = await server.fetch('/api/messages?pageSize=50', { headers: { cookie } });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: { id: string }[] };
  return items.map((m) => m.id);
}

describe('one process per PGlite data directory', () => {
  beforeAll(async () => {
    aiUrl = await fake.start();
    fake.script({ kind: 'options', options: passingWelcomeOptions(WELCOME_INPUT.newHireName) });
  });
  afterAll(async () => {
    await killChildServers();
    await fake.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second process, which names the first; the first goes on unharmed', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    const user = await createUser(first);

    const said = await refusedStart(dataDir);
    expect(said).toMatch(/server exited \(1\)/);
    expect(said).toContain('Herald cannot start.');
    expect(said).toContain(`Another Herald process (pid ${first.child.pid}`);
    expect(said).toContain(dataDir);

    expect(
      (await postJson(first, '/api/generate', WELCOME_INPUT, { cookie: user.cookie })).status,
    ).toBe(200);
    expect(await messagesOf(first, user.cookie)).toHaveLength(1);
    await first.stop();
    expect(await first.exited).toBe(0);

    // Once it has stopped, the next one starts and has everything.
    const next = await start(dataDir);
    expect((await signIn(next, user.email, user.password)).status).toBe(200);
    expect(await messagesOf(next, user.cookie)).toHaveLength(1);
    await next.stop();
  });

  it('keeps the directory while a stopping server drains: its replacement waits for it', async () => {
    const dataDir = newDataDir();
    const old = await start(dataDir);
    const user = await createUser(old);
    // A slow generation still running when the deploy's SIGTERM arrives.
    fake.script({
      kind: 'options',
      options: passingWelcomeOptions(WELCOME_INPUT.newHireName),
      // About 6 s of streaming: long enough for a replacement to boot on a loaded machine,
      // short of the 8 s a drain is given.
      chunkDelayMs: 350,
    });
    const requests = fake.requests.length;
    const inFlight = postJson(old, '/api/generate', WELCOME_INPUT, { cookie: user.cookie });
    await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(requests + 1);
    old.child.kill('SIGTERM');
    await old.waitForLog('shutting down');

    const said = await refusedStart(dataDir);
    expect(said).toContain(`Another Herald process (pid ${old.child.pid}`);

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    const { messageId } = (await answered.json()) as { messageId: string };
    expect(await old.exited).toBe(0);

    const replacement = await start(dataDir);
    expect(await messagesOf(replacement, user.cookie)).toEqual([messageId]);
    await replacement.stop();
    fake.script({ kind: 'options', options: passingWelcomeOptions(WELCOME_INPUT.newHireName) });
  });

  it('takes over the lock of a process that was killed', async () => {
    const dataDir = newDataDir();
    const crashed = await start(dataDir);
    const user = await createUser(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;

    const after = await start(dataDir);
    expect((await signIn(after, user.email, user.password)).status).toBe(200);
    await after.stop();
  });
});
