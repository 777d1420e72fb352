import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, quotaReservations } from '#server/db/schema/index.ts';
import { passingWelcomeOptions, WELCOME_INPUT } from '#tests/mocks/welcome-options.ts';
import { createUser, postJson, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { FakeOpenAI } from '#tests/mocks/openai-compatible.ts';
import { readSse } from '#tests/setup/sse.ts';
import { startTestServer, testDb, type TestServer } from '#tests/setup/test-server.ts';

// The real AI SDK provider (openai-compatible) against a loopback server.
const fake = new FakeOpenAI();
let server: TestServer;

const input = WELCOME_INPUT;
const good = passingWelcomeOptions(WELCOME_INPUT.newHireName);
const GENERATION_FAILED = 'There was an error generating your messages. Please try again.';

beforeAll(async () => {
  const url = await fake.start();
  server = await startTestServer({
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_BASE_URL: url,
    AI_TIMEOUT_MS: '1500',
    GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await server.stop();
  await fake.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function stored(u: TestUser) {
  const db = await testDb(server);
  const userId = await userIdOf(db, u.email);
  const [m] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  const [r] = await db
    .select({ n: count() })
    .from(quotaReservations)
    .where(eq(quotaReservations.userId, userId));
  return { messages: m!.n, reservations: r!.n };
}

async function expectFailure(u: TestUser) {
  const res = await postJson(server, '/api/generate', input, { cookie: u.cookie });
  expect(res.status).toBe(502);
  expect(await res.json()).toEqual({
    success: false,
    error: GENERATION_FAILED,
    code: 'generation_failed',
  });
  expect(await stored(u)).toEqual({ messages: 0, reservations: 0 });
}

describe('AI writer (openai-compatible)', () => {
  it('asks for structured output and stores the options with the model name', async () => {
    fake.script({ kind: 'options', options: good });
    const u = await createUser(server);
    const res = await postJson(server, '/api/generate', input, { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { messages: string[] }).messages).toEqual(good);
    const request = fake.requests[0]!.body;
    expect(request).toMatchObject({ model: 'fake-model', stream: true });
    expect(JSON.stringify(request.response_format)).toContain('elements');
    expect(JSON.stringify(request.messages)).toContain('Priya Sharma');
    const history = (await (
      await server.fetch('/api/messages', { headers: { cookie: u.cookie } })
    ).json()) as {
      items: { writer: string }[];
    };
    expect(history.items[0]!.writer).toBe('ai');
  });

  it('streams each option to the browser as soon as the model finishes it', async () => {
    fake.script({ kind: 'options', options: good, chunkDelayMs: 2 });
    const u = await createUser(server);
    const res = await postJson(server, '/api/generate', input, {
      cookie: u.cookie,
      accept: 'text/event-stream',
    });
    const events = await readSse(res);
    expect(events.map((e) => e.event)).toEqual(['option', 'option', 'option', 'done']);
    expect(events.slice(0, 3).map((e) => (e.data as { text: string }).text)).toEqual(good);
  });

  it('fails with the spec outcome on HTTP 500, storing nothing and using no quota', async () => {
    fake.script({ kind: 'status', status: 500 });
    await expectFailure(await createUser(server));
  });

  it('fails on timeout within a bounded time', async () => {
    fake.script({ kind: 'hang' });
    const started = Date.now();
    await expectFailure(await createUser(server));
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('fails on malformed JSON and on a truncated stream', async () => {
    fake.script({ kind: 'raw', content: 'Sure! Here are some announcements: ...' });
    await expectFailure(await createUser(server));
    fake.script({ kind: 'truncate', options: good });
    await expectFailure(await createUser(server));
  });

  it('retries once when the model writes the wrong number of options', async () => {
    fake.script({ kind: 'options', options: good.slice(0, 2) }, { kind: 'options', options: good });
    const u = await createUser(server);
    const res = await postJson(server, '/api/generate', input, { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain(
      'previous draft broke a rule',
    );
  });

  it('retries an option that fails the checks, and tells a streaming client to start over', async () => {
    fake.script(
      {
        kind: 'options',
        options: [
          'Welcome [Name] to the team as our new Data Engineer, everyone please say hello today!',
          ...good.slice(1),
        ],
      },
      { kind: 'options', options: good },
    );
    const u = await createUser(server);
    const res = await postJson(server, '/api/generate', input, {
      cookie: u.cookie,
      accept: 'text/event-stream',
    });
    const events = await readSse(res);
    expect(events[0]!.event).toBe('retry');
    expect(events.filter((e) => e.event === 'option')).toHaveLength(3);
    expect(events.at(-1)!.event).toBe('done');
  });

  it('fails when both attempts break the checks', async () => {
    fake.script({ kind: 'options', options: [good[0]!, good[0]!, good[0]!] });
    await expectFailure(await createUser(server));
  });

  it('reports failure as an error event to a streaming client', async () => {
    fake.script({ kind: 'status', status: 503 });
    const u = await createUser(server);
    const res = await postJson(server, '/api/generate', input, {
      cookie: u.cookie,
      accept: 'text/event-stream',
    });
    const events = await readSse(res);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { success: false, error: GENERATION_FAILED, code: 'generation_failed' },
    });
    expect(await stored(u)).toEqual({ messages: 0, reservations: 0 });
  });

  it('stores nothing and returns the quota when the client goes away mid-stream', async () => {
    fake.script({ kind: 'options', options: good, chunkDelayMs: 25 });
    const u = await createUser(server);
    const res = await postJson(server, '/api/generate', input, {
      cookie: u.cookie,
      accept: 'text/event-stream',
    });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: option');
    await reader.cancel();
    await expect.poll(() => stored(u), { timeout: 5000 }).toEqual({ messages: 0, reservations: 0 });
    // And it really stopped: the usage of this month is still zero.
    const acc = (await (
      await server.fetch('/api/account', { headers: { cookie: u.cookie } })
    ).json()) as { usage: { thisMonth: number } };
    expect(acc.usage.thisMonth).toBe(0);
  });
});
