import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseGenerateInput, type GenerationRequest } from '#domain/generation.ts';
import { messages, quotaReservations } from '#server/db/schema/index.ts';
import { screenOption } from '#server/features/announcements/writing/checks/fact-screen.ts';
import {
  FORM_INPUT,
  GOOD_OPTIONS,
  INVENTED_FACT_CASES,
  MESSY_FORMS,
} from '#tests/mocks/model-answers.ts';
import { FakeOpenAI } from '#tests/mocks/openai-compatible.ts';
import { createUser, postJson, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { readSse } from '#tests/setup/sse.ts';
import { startTestServer, testDb, type TestServer } from '#tests/setup/test-server.ts';

// The real AI SDK provider (openai-compatible) against a loopback server, through the real
// API and database: the model is the only thing faked.
const fake = new FakeOpenAI();
let server: TestServer;
/** The same, with AI_MAX_RETRIES=0; and that with AI_FALLBACK=composer. */
let noRetryServer: TestServer;
let fallbackServer: TestServer;

const IDLE_MS = 1500;
const GENERATION_FAILED = 'There was an error generating your messages. Please try again.';
const AI_BUSY = 'The AI service is busy. Please try again in a minute.';
const input = FORM_INPUT;
const request = parseGenerateInput(FORM_INPUT);
if (!request.success) throw new Error(request.error);
const parsed: GenerationRequest = request.data;

const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  const url = await fake.start();
  const vars = {
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'fake-model',
    AI_BASE_URL: url,
    AI_IDLE_TIMEOUT_MS: String(IDLE_MS),
    AI_TIMEOUT_MS: '30000',
    GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  };
  [server, noRetryServer, fallbackServer] = await Promise.all([
    startTestServer(vars),
    startTestServer({ ...vars, AI_MAX_RETRIES: '0' }),
    startTestServer({ ...vars, AI_MAX_RETRIES: '0', AI_FALLBACK: 'composer' }),
  ]);
});
afterAll(async () => {
  await Promise.all([server.stop(), noRetryServer.stop(), fallbackServer.stop()]);
  await fake.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function stored(s: TestServer, u: TestUser) {
  const db = await testDb(s);
  const userId = await userIdOf(db, u.email);
  const [m] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  const [r] = await db
    .select({ n: count() })
    .from(quotaReservations)
    .where(eq(quotaReservations.userId, userId));
  return { messages: m!.n, reservations: r!.n };
}

async function generate(
  s: TestServer = server,
  headers: Record<string, string> = {},
  body: unknown = input,
) {
  const u = await createUser(s);
  const res = await postJson(s, '/api/generate', body, { cookie: u.cookie, ...headers });
  return { u, res };
}

// The fallback tests are about the hand-over, not the composer's writing: an input without a
// previous company keeps them independent of how the composer words one.
const { company: _company, ...withoutCompany } = FORM_INPUT;

async function expectFailure(s: TestServer, u: TestUser, res: Response) {
  expect(res.status).toBe(502);
  expect(await res.json()).toEqual({
    success: false,
    error: GENERATION_FAILED,
    code: 'generation_failed',
  });
  expect(await stored(s, u)).toEqual({ messages: 0, reservations: 0 });
}

describe('AI writer: reading what models answer', () => {
  it('asks in words for JSON, states today, and stores the options with the model name', async () => {
    fake.script({ kind: 'raw', content: JSON.stringify({ options: GOOD_OPTIONS }) });
    const { u, res } = await generate();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ messages: GOOD_OPTIONS, writer: 'ai' });
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body;
    expect(body).toMatchObject({ model: 'fake-model', stream: true });
    // Structured output is not required of the provider: the parser reads any shape.
    expect(body.response_format).toBeUndefined();
    const prompt = fake.promptOf(0);
    expect(prompt).toContain('"Priya Sharma"');
    expect(prompt).toMatch(/Today is \w+day, \d{4}-\d{2}-\d{2}\./);
    expect(prompt).toContain('joins us from');
    const history = (await (
      await server.fetch('/api/messages', { headers: { cookie: u.cookie } })
    ).json()) as { items: { writer: string }[] };
    expect(history.items[0]!.writer).toBe('ai');
  });

  it.each(MESSY_FORMS.map((form) => [form.id, form] as const))(
    'yields 3 options from %s on the first provider call',
    async (_id, form) => {
      fake.script({ kind: 'raw', content: form.render(GOOD_OPTIONS) });
      const { res } = await generate();
      expect(res.status).toBe(200);
      const body = (await res.json()) as { messages: string[] };
      expect(body.messages.map(flat)).toEqual([...GOOD_OPTIONS]);
      expect(fake.requests).toHaveLength(1);
    },
  );

  it('streams each option to the browser as soon as it has passed its checks', async () => {
    fake.script({ kind: 'raw', content: JSON.stringify(GOOD_OPTIONS), chunkDelayMs: 2 });
    const { res } = await generate(server, { accept: 'text/event-stream' });
    const events = await readSse(res);
    expect(events.map((e) => e.event)).toEqual(['option', 'option', 'option', 'done']);
    expect(events.slice(0, 3).map((e) => e.data)).toEqual(
      GOOD_OPTIONS.map((text, index) => ({ index, text })),
    );
    expect(events[3]!.data).toMatchObject({ success: true, writer: 'ai' });
  });
});

describe('AI writer: invented facts are replaced, good options kept', () => {
  it.each(INVENTED_FACT_CASES.map((c) => [c.id, c] as const))(
    'never delivers an option with %s, and asks again only for it with the reason',
    async (_id, { option }) => {
      const problems = screenOption(option, parsed, {});
      expect(problems.length, `the fact screen lets through: ${option}`).toBeGreaterThan(0);
      fake.script(
        { kind: 'raw', content: JSON.stringify({ options: [option, ...GOOD_OPTIONS.slice(1)] }) },
        { kind: 'raw', content: JSON.stringify({ options: [GOOD_OPTIONS[0]] }) },
      );
      const { u, res } = await generate(server, { accept: 'text/event-stream' });
      const events = await readSse(res);
      // The two good options of the first call are shown at once, in their slots; the
      // replacement follows in its own.
      expect(events.map((e) => [e.event, (e.data as { index?: number }).index])).toEqual([
        ['option', 1],
        ['option', 2],
        ['option', 0],
        ['done', undefined],
      ]);
      const done = events.at(-1)!.data as { suggestions: { text: string }[] };
      expect(done.suggestions.map((s) => s.text)).toEqual([...GOOD_OPTIONS]);
      expect(JSON.stringify(events)).not.toContain(JSON.stringify(option).slice(1, -1));

      expect(fake.requests).toHaveLength(2);
      const retry = fake.promptOf(1);
      expect(retry).toContain('Write one option');
      expect(retry).toContain(JSON.stringify(option));
      for (const problem of problems) expect(retry).toContain(problem.message);
      // The kept options are shown so the replacement differs from them.
      expect(retry).toContain(JSON.stringify(GOOD_OPTIONS[1]));
      expect(await stored(server, u)).toEqual({ messages: 1, reservations: 0 });
    },
  );

  it('lets every good option through the fact screen (no false refusals)', () => {
    for (const option of GOOD_OPTIONS) expect(screenOption(option, parsed, {})).toEqual([]);
  });

  it('fails after three calls when every answer breaks the rules, storing nothing', async () => {
    fake.script({ kind: 'raw', content: 'Sure! Here are some announcements: ...' });
    const { u, res } = await generate();
    await expectFailure(server, u, res);
    expect(fake.requests).toHaveLength(3);
  });

  it('keeps the options read before a stream broke off and asks for the rest', async () => {
    fake.script(
      // Paced, so the first option is read before the connection drops (an error can
      // overtake text still queued in the client).
      { kind: 'truncate', options: GOOD_OPTIONS, chunkDelayMs: 5 },
      { kind: 'raw', content: JSON.stringify({ options: GOOD_OPTIONS.slice(1) }) },
    );
    const { res } = await generate();
    expect(res.status).toBe(200);
    expect(((await res.json()) as { messages: string[] }).messages).toEqual([...GOOD_OPTIONS]);
    expect(fake.requests).toHaveLength(2);
    expect(fake.promptOf(1)).toContain('Write 2 options');
  });
});

/**
 * A model that tells every fact it was sent, word for word: whatever the prompt holds, it
 * posts. Only the prompt stands between a pasted record and the channel.
 */
function echoingModel(prompt: string): string {
  const facts = prompt.slice(prompt.indexOf('<facts>'), prompt.indexOf('</facts>'));
  const values = [...facts.matchAll(/^- [^:]+: ("(?:[^"\\]|\\.)*")/gm)].map(
    (m) => JSON.parse(m[1]!) as string,
  );
  const [name = '', ...rest] = values;
  const told = rest.map((v) => v.replace(/\s+/g, ' ').replace(/[.\s]*$/, '.')).join(' ');
  return JSON.stringify({
    options: [
      `Please welcome ${name}! ${told} Say hello to ${name}.`,
      `${name} joins us. ${told} Welcome, ${name}!`,
      `A warm welcome to ${name}. ${told} Do say hello.`,
    ],
  });
}

describe('AI writer: a record pasted from an HR system (ADR 141)', () => {
  // Welcomes: the Basic plan the test users are on allows no other message type.
  it.each([
    [
      'multi-line record in the expertise',
      {
        ...FORM_INPUT,
        expertise:
          'Employee ID: 004117\nPay Grade: T3 -> S1\nSalary: 48,000\nStart Date: 11 January 2027\nAchievements: ran the accessibility study behind the new checkout',
      },
      'ran the accessibility study behind the new checkout',
    ],
    [
      '"|" pairs in the role field',
      {
        ...FORM_INPUT,
        role: 'Position: UX Researcher | Emp # 55120 | Band: W2 | Bonus: 2,500',
      },
      'UX Researcher',
    ],
  ])(
    'cannot post the pay, the grade or the ID even for a model that echoes its input: %s',
    async (_id, body, deeds) => {
      fake.script({ kind: 'reply', answer: echoingModel });
      const { res } = await generate(server, {}, body);
      expect(res.status, await res.clone().text()).toBe(200);
      const { messages: posted } = (await res.json()) as { messages: string[] };
      expect(posted).toHaveLength(3);
      const sent = fake.requests.map((_, i) => fake.promptOf(i)).join('\n');
      for (const text of [...posted, sent])
        for (const secret of [/004117/, /48,?000/, /\bT3\b/, /\bS1\b/, /55120/, /\bW2\b/, /2,?500/])
          expect(text).not.toMatch(secret);
      for (const option of posted) expect(option).toContain(deeds);
    },
  );
});

describe('AI writer: timeouts', () => {
  it('lets a slow stream finish while tokens keep coming, past the idle timeout many times', async () => {
    const content = JSON.stringify({ options: GOOD_OPTIONS });
    // Twelve pieces half a second apart: about 6 s in all, four times the idle timeout.
    fake.script({
      kind: 'raw',
      content,
      chunkDelayMs: 500,
      chunkSize: Math.ceil(content.length / 12),
    });
    const started = Date.now();
    const { res } = await generate();
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThan(IDLE_MS * 3);
    expect(fake.requests).toHaveLength(1);
  });

  it('fails a stream that stops sending after the idle timeout, with the generation-failed error', async () => {
    const content = JSON.stringify({ options: GOOD_OPTIONS });
    fake.script({ kind: 'stall', content, after: content.indexOf(GOOD_OPTIONS[1]) });
    const started = Date.now();
    const { u, res } = await generate();
    const elapsed = Date.now() - started;
    await expectFailure(server, u, res);
    expect(elapsed).toBeGreaterThanOrEqual(IDLE_MS);
    expect(elapsed).toBeLessThan(IDLE_MS + 5000);
    expect(fake.requests).toHaveLength(1);
  });

  it('fails a provider that never answers after the idle timeout', async () => {
    fake.script({ kind: 'hang' });
    const started = Date.now();
    const { u, res } = await generate();
    await expectFailure(server, u, res);
    expect(Date.now() - started).toBeLessThan(IDLE_MS + 5000);
  });
});

describe('AI writer: a busy provider', () => {
  it('answers 503 ai_busy with the provider’s Retry-After when it asks for a long wait (one call)', async () => {
    fake.script({ kind: 'status', status: 429, headers: { 'retry-after': '30' } });
    const { u, res } = await generate();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({
      success: false,
      error: AI_BUSY,
      code: 'ai_busy',
      retryAfter: 30,
    });
    expect(fake.requests).toHaveLength(1);
    expect(await stored(server, u)).toEqual({ messages: 0, reservations: 0 });
  });

  it('retries a 5xx once under the default policy, then says busy (two calls)', async () => {
    fake.script({ kind: 'status', status: 503 });
    const { res } = await generate();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(fake.requests).toHaveLength(2);
  });

  it('makes exactly one call under AI_MAX_RETRIES=0, even for a short Retry-After', async () => {
    fake.script({ kind: 'status', status: 503, headers: { 'retry-after': '1' } });
    const { u, res } = await generate(noRetryServer);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toMatchObject({ code: 'ai_busy', error: AI_BUSY });
    expect(fake.requests).toHaveLength(1);
    expect(await stored(noRetryServer, u)).toEqual({ messages: 0, reservations: 0 });
  });

  it('succeeds when the retry after a short Retry-After finds the provider ready', async () => {
    fake.script(
      { kind: 'status', status: 429, headers: { 'retry-after-ms': '200' } },
      { kind: 'raw', content: JSON.stringify(GOOD_OPTIONS) },
    );
    const { res } = await generate();
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
  });

  it('tells a streaming client with an error event', async () => {
    fake.script({ kind: 'status', status: 500, headers: { 'retry-after': '45' } });
    const { u, res } = await generate(server, { accept: 'text/event-stream' });
    const events = await readSse(res);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { success: false, error: AI_BUSY, code: 'ai_busy', retryAfter: 45 },
    });
    expect(await stored(server, u)).toEqual({ messages: 0, reservations: 0 });
  });

  it('gives up a refused key at once with the generic error', async () => {
    fake.script({ kind: 'status', status: 401 });
    const { u, res } = await generate();
    await expectFailure(server, u, res);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('AI writer: AI_MAX_RETRIES=0 and AI_FALLBACK=composer', () => {
  it('makes exactly one provider call, then the composer writes, labelled as such', async () => {
    fake.script({ kind: 'status', status: 503 });
    const { u, res } = await generate(
      fallbackServer,
      { accept: 'text/event-stream' },
      withoutCompany,
    );
    const events = await readSse(res);
    expect(fake.requests).toHaveLength(1);
    expect(events[0]).toEqual({ event: 'fallback', data: { writer: 'composer' } });
    expect(events.filter((e) => e.event === 'option')).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { writer: 'composer' } });
    const history = (await (
      await fallbackServer.fetch('/api/messages', { headers: { cookie: u.cookie } })
    ).json()) as { items: { writer: string; suggestions: unknown[] }[] };
    expect(history.items[0]).toMatchObject({ writer: 'composer' });
    expect(history.items[0]!.suggestions).toHaveLength(3);
  });

  it('answers JSON clients with the composer’s options and its label', async () => {
    fake.script({ kind: 'hang' });
    const { res } = await generate(fallbackServer, {}, withoutCompany);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, writer: 'composer' });
  });
});

describe('AI writer: a client that leaves', () => {
  it('stores nothing and returns the quota when the client goes away mid-stream', async () => {
    fake.script({ kind: 'raw', content: JSON.stringify(GOOD_OPTIONS), chunkDelayMs: 25 });
    const u = await createUser(server);
    const res = await postJson(server, '/api/generate', input, {
      cookie: u.cookie,
      accept: 'text/event-stream',
    });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: option');
    await reader.cancel();
    await expect
      .poll(() => stored(server, u), { timeout: 5000 })
      .toEqual({ messages: 0, reservations: 0 });
    const acc = (await (
      await server.fetch('/api/account', { headers: { cookie: u.cookie } })
    ).json()) as { usage: { thisMonth: number } };
    expect(acc.usage.thisMonth).toBe(0);
  });
});
