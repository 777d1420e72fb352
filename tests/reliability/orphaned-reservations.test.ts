import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LEASE_MS } from '#server/features/announcements/quota.ts';
import { FakeOpenAI } from '#tests/mocks/openai-compatible.ts';
import { passingWelcomeOptions, WELCOME_INPUT } from '#tests/mocks/welcome-options.ts';
import { createUser, postJson, type TestUser } from '#tests/setup/accounts.ts';
import { killChildServers, startChildServer, type ChildServer } from './support/child-server.ts';

// Issue 17 (low): after a crash mid-generation, the unit the generation held kept the user
// at "You've reached your plan limit" for about a minute. Now a process that starts where
// the crashed one listened frees its units at once, and a unit whose owner is gone for good
// comes back when its lease (LEASE_MS) runs out, while a live process's units stay held.

const pgUrl = inject('testDatabaseUrl');
const fake = new FakeOpenAI();
const good = passingWelcomeOptions(WELCOME_INPUT.newHireName);
let dataDir: string | undefined;
let aiUrl: string;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function start(port: number): Promise<ChildServer> {
  return startChildServer({
    ...(pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir! }),
    PORT: String(port),
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_BASE_URL: aiUrl,
    AI_TIMEOUT_MS: '50000',
    GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  });
}

function generate(server: ChildServer, user: TestUser) {
  return postJson(server, '/api/generate', WELCOME_INPUT, { cookie: user.cookie });
}

async function thisMonth(server: ChildServer, user: TestUser): Promise<number> {
  const res = await server.fetch('/api/account', { headers: { cookie: user.cookie } });
  return ((await res.json()) as { usage: { thisMonth: number } }).usage.thisMonth;
}

/** A Basic user with 4 of 5 used, whose last generation hangs in `server` (the unit held). */
async function userWithLastUnitHeld(server: ChildServer): Promise<TestUser> {
  const user = await createUser(server);
  fake.script({ kind: 'options', options: good });
  for (let i = 0; i < 4; i++) expect((await generate(server, user)).status).toBe(200);
  fake.script({ kind: 'hang' });
  const asked = fake.requests.length;
  // Never answered: the process dies under it.
  void generate(server, user).catch(() => {});
  await expect.poll(() => fake.requests.length, { timeout: 10_000 }).toBe(asked + 1);
  // In flight, the unit is taken.
  const refused = await generate(server, user);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toMatchObject({ code: 'limit_reached' });
  return user;
}

async function crash(server: ChildServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

describe('quota units held by a crashed process', () => {
  beforeAll(async () => {
    aiUrl = await fake.start();
    dataDir = pgUrl ? undefined : mkdtempSync(join(tmpdir(), 'herald-orphans-'));
  });
  afterAll(async () => {
    await killChildServers();
    await fake.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('come back at once when a process starts on the crashed one’s port', async () => {
    const port = await freePort();
    const first = await start(port);
    const user = await userWithLastUnitHeld(first);
    await crash(first);

    const second = await start(port);
    try {
      expect(
        second.logs.find((l) => l.msg === 'released quota reservations of a crashed predecessor'),
      ).toMatchObject({ released: 1 });
      expect(await thisMonth(second, user)).toBe(4);
      fake.script({ kind: 'options', options: good });
      expect((await generate(second, user)).status).toBe(200);
      expect(await thisMonth(second, user)).toBe(5);
    } finally {
      await second.stop();
    }
  });

  it.runIf(pgUrl)(
    'stay held while their process lives, and come back within the lease when it dies for good',
    async () => {
      const owner = await start(await freePort());
      const user = await userWithLastUnitHeld(owner);
      // A process starting elsewhere must not take a live process's units.
      const other = await start(await freePort());
      try {
        expect(
          other.logs.some((l) => l.msg === 'released quota reservations of a crashed predecessor'),
        ).toBe(false);
        expect((await generate(other, user)).status).toBe(429);

        await crash(owner);
        fake.script({ kind: 'options', options: good });
        await expect
          .poll(async () => (await generate(other, user)).status, {
            interval: 1000,
            timeout: LEASE_MS + 10_000,
          })
          .toBe(200);
        expect(await thisMonth(other, user)).toBe(5);
        expect((await generate(other, user)).status).toBe(429);
      } finally {
        await other.stop();
      }
    },
    LEASE_MS + 90_000,
  );
});
