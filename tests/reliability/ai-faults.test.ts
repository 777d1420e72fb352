import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passingWelcomeOptions } from '#tests/mocks/welcome-options.ts';
import { createUser, postJson, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { readSse } from '#tests/setup/sse.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { KeyedOpenAI, type Fault } from '#tests/mocks/keyed-openai.ts';
import { openReservations, storedMessages } from './support/invariants.ts';

// A randomized, concurrent mix of AI provider faults and client disconnects against the real
// AI SDK provider code (server/integrations/ai.test.ts has the single cases). Whatever the
// mix, the database invariants hold and the user sees the spec's 'Generation Failed' outcome,
// or the busy message when the provider is overloaded (ADR 014).
const GENERATION_FAILED = 'There was an error generating your messages. Please try again.';
const AI_BUSY = 'The AI service is busy. Please try again in a minute.';
const TIMEOUT_MS = 2500;
const BASIC_LIMIT = 5;

const goodFor = (first: string) => passingWelcomeOptions(`${first} Reyes`);

/**
 * Each fault, and whether the generation should succeed despite it; `busy` failures answer
 * with the busy message (503 ai_busy), the others with Generation Failed.
 */
const FAULTS: Record<
  string,
  { succeeds: boolean; busy?: boolean; fault: (f: string, attempt: number) => Fault }
> = {
  ok: { succeeds: true, fault: (f: string): Fault => ({ kind: 'options', options: goodFor(f) }) },
  slow: {
    succeeds: true,
    fault: (f: string): Fault => ({ kind: 'options', options: goodFor(f), chunkDelayMs: 15 }),
  },
  // The first answer holds two options; the second call writes the missing one.
  retried: {
    succeeds: true,
    fault: (f: string, attempt: number): Fault =>
      attempt === 0
        ? { kind: 'options', options: goodFor(f).slice(0, 2) }
        : { kind: 'options', options: goodFor(f) },
  },
  http500: { succeeds: false, busy: true, fault: (): Fault => ({ kind: 'status', status: 500 }) },
  http429: {
    succeeds: false,
    busy: true,
    fault: (): Fault => ({
      kind: 'status',
      status: 429,
      body: '{"error":{"message":"Rate limit reached","type":"rate_limit_error"}}',
    }),
  },
  http401: {
    succeeds: false,
    fault: (): Fault => ({
      kind: 'status',
      status: 401,
      body: '{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}',
    }),
  },
  prose: {
    succeeds: false,
    fault: (): Fault => ({ kind: 'raw', content: 'Sure! Here are three announcements: ...' }),
  },
  truncated: {
    succeeds: false,
    fault: (f: string): Fault => ({ kind: 'truncate', options: goodFor(f) }),
  },
  hang: { succeeds: false, fault: (): Fault => ({ kind: 'hang' }) },
  stalledBody: { succeeds: false, fault: (): Fault => ({ kind: 'stall-body' }) },
  garbage: { succeeds: false, fault: (): Fault => ({ kind: 'garbage-sse' }) },
  html: {
    succeeds: false,
    fault: (): Fault => ({ kind: 'html', body: '<html><body>502 Bad Gateway</body></html>' }),
  },
  repeated: {
    succeeds: false,
    fault: (f: string): Fault => ({ kind: 'options', options: Array(3).fill(goodFor(f)[0]) }),
  },
  // Five options: the first three are kept.
  tooMany: {
    succeeds: true,
    fault: (f: string): Fault => ({
      kind: 'options',
      options: [...goodFor(f), `And one more for ${f} Reyes, because four is better than three.`],
    }),
  },
  placeholder: {
    succeeds: false,
    fault: (f: string): Fault => ({
      kind: 'options',
      options: goodFor(f).map((t) => `${t} Join us on [Start Date].`),
    }),
  },
  // Slow enough that a disconnecting client is always gone before the options are done.
  verySlow: {
    succeeds: true,
    fault: (f: string): Fault => ({ kind: 'options', options: goodFor(f), chunkDelayMs: 120 }),
  },
};
type FaultName = keyof typeof FAULTS;

type Client = 'json' | 'sse' | 'json-disconnect' | 'sse-disconnect';
interface Case {
  fault: FaultName;
  client: Client;
}

const completingCase = fc.record({
  fault: fc.constantFrom(...(Object.keys(FAULTS) as FaultName[]).filter((f) => f !== 'verySlow')),
  client: fc.constantFrom<Client>('json', 'sse'),
});
const disconnectingCase = fc.record({
  fault: fc.constantFrom<FaultName>('verySlow', 'hang', 'stalledBody'),
  client: fc.constantFrom<Client>('json-disconnect', 'sse-disconnect'),
});
const USERS = 5;
const CASES_PER_USER = 4;
const scenario = fc.array(fc.oneof({ weight: 4, arbitrary: completingCase }, disconnectingCase), {
  minLength: USERS * CASES_PER_USER,
  maxLength: USERS * CASES_PER_USER,
});

const faults = new Map<string, FaultName>();
const provider = new KeyedOpenAI(/\b(Nova\d+)\b/, (key, attempt) =>
  FAULTS[faults.get(key) ?? 'ok']!.fault(key, attempt),
);
let keys = 0;

beforeAll(() => provider.start());
afterAll(() => provider.stop());
const server = useTestServer(() => ({
  AI_PROVIDER: 'openai-compatible',
  AI_MODEL: 'fake-model',
  AI_BASE_URL: provider.url,
  AI_TIMEOUT_MS: String(TIMEOUT_MS),
  GENERATION_RATE_LIMIT_PER_MINUTE: '10000',
}));

function inputFor(key: string) {
  return {
    newHireName: `${key} Reyes`,
    role: 'Data Engineer',
    tone: 'warm_professional',
    messageType: 'welcome',
    length: 'short',
  };
}

type Outcome =
  { kind: 'success'; texts: string[] } | { kind: 'failure'; busy: boolean } | { kind: 'gone' };

/** Runs one case as a browser would; returns what the user saw. */
async function run(user: TestUser, key: string, c: Case): Promise<Outcome> {
  const sse = c.client.startsWith('sse');
  const request = (signal: AbortSignal) =>
    server.fetch('/api/generate', {
      method: 'POST',
      headers: {
        cookie: user.cookie,
        'content-type': 'application/json',
        ...(sse ? { accept: 'text/event-stream' } : {}),
      },
      body: JSON.stringify(inputFor(key)),
      signal,
    });

  if (c.client.endsWith('disconnect')) {
    // Leave after the first bytes, or after 200 ms if none have come by then.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 200);
    try {
      const res = await request(controller.signal);
      await res.body!.getReader().read();
      controller.abort();
    } catch {
      // Aborted before anything arrived.
    } finally {
      clearTimeout(timer);
    }
    return { kind: 'gone' };
  }

  // However the provider misbehaves, the answer comes within the writer's timeout (plus the
  // time a loaded machine needs); a request still open after that is hanging.
  const started = Date.now();
  const res = await request(AbortSignal.timeout(TIMEOUT_MS + 10_000)).catch((error: unknown) => {
    throw new Error(`${key} (${c.fault} via ${c.client}) hung: ${String(error)}`);
  });
  if (sse) {
    expect(res.status).toBe(200);
    const events = await readSse(res);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 10_000);
    const last = events.at(-1)!;
    if (last.event === 'done') {
      // Options arrive by position, a replaced one after the others.
      const texts: string[] = [];
      for (const e of events.filter((e) => e.event === 'option')) {
        const { index, text } = e.data as { index: number; text: string };
        texts[index] = text;
      }
      return { kind: 'success', texts };
    }
    expect(last.event).toBe('error');
    const data = last.data as { code: string };
    expect(data).toEqual(
      data.code === 'ai_busy'
        ? { success: false, error: AI_BUSY, code: 'ai_busy', retryAfter: 60 }
        : { success: false, error: GENERATION_FAILED, code: 'generation_failed' },
    );
    return { kind: 'failure', busy: data.code === 'ai_busy' };
  }
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status === 200) return { kind: 'success', texts: body.messages as string[] };
  const busy = res.status === 503;
  expect({ status: res.status, body, retryAfter: res.headers.get('retry-after') }).toEqual(
    busy
      ? {
          status: 503,
          body: { success: false, error: AI_BUSY, code: 'ai_busy', retryAfter: 60 },
          retryAfter: '60',
        }
      : {
          status: 502,
          body: { success: false, error: GENERATION_FAILED, code: 'generation_failed' },
          retryAfter: null,
        },
  );
  return { kind: 'failure', busy };
}

describe('AI provider faults, concurrently and at random', () => {
  it('never stores a message without its options, never spends quota on a failure, says Generation Failed or busy', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (cases) => {
        const users = await Promise.all(Array.from({ length: USERS }, () => createUser(server)));
        const db = await testDb(server);
        const userIds = await Promise.all(users.map((u) => userIdOf(db, u.email)));
        const planned = cases.map((c, i) => {
          const key = `Nova${keys++}`;
          faults.set(key, c.fault);
          return { ...c, key, user: users[i % USERS]!, userIndex: i % USERS };
        });
        const outcomes = await Promise.all(planned.map((p) => run(p.user, p.key, p)));

        // Disconnected generations clean up in the background: wait for the last.
        await expect
          .poll(() => openReservations(db, userIds), { timeout: TIMEOUT_MS + 5000 })
          .toBe(0);
        const stored = await storedMessages(db, userIds);
        for (const m of stored) expect(m.suggestions).toHaveLength(3);

        const successes = new Array<number>(USERS).fill(0);
        for (const [i, p] of planned.entries()) {
          const outcome = outcomes[i]!;
          const mine = stored.filter((m) => m.newHireName === `${p.key} Reyes`);
          const label = `${p.key}: ${p.fault} via ${p.client}`;
          if (outcome.kind === 'gone') {
            expect(mine, label).toHaveLength(0);
            continue;
          }
          expect(outcome.kind, label).toBe(FAULTS[p.fault]!.succeeds ? 'success' : 'failure');
          if (outcome.kind === 'failure')
            expect(outcome.busy, label).toBe(FAULTS[p.fault]!.busy ?? false);
          if (outcome.kind === 'success') {
            successes[p.userIndex]!++;
            expect(mine, label).toHaveLength(1);
            expect(mine[0]!.suggestions, label).toEqual(outcome.texts);
            expect(outcome.texts, label).toEqual(goodFor(p.key));
          } else {
            expect(mine, label).toHaveLength(0);
          }
        }
        expect(stored).toHaveLength(successes.reduce((a, b) => a + b, 0));

        // The quota left is exactly the plan's minus what was stored: failures cost nothing.
        await Promise.all(
          users.map(async (u, i) => {
            const account = (await (
              await server.fetch('/api/account', { headers: { cookie: u.cookie } })
            ).json()) as { usage: { thisMonth: number } };
            expect(account.usage.thisMonth).toBe(successes[i]);
            const left = BASIC_LIMIT - successes[i]!;
            const more = await Promise.all(
              Array.from({ length: left + 1 }, () =>
                postJson(server, '/api/generate', inputFor(`Nova${keys++}`), {
                  cookie: u.cookie,
                }),
              ),
            );
            const statuses = more.map((r) => r.status).sort();
            expect(statuses).toEqual([...Array(left).fill(200), 429]);
          }),
        );
        expect(server.logs.filter((l) => l.msg === 'unhandled error')).toEqual([]);
      }),
      { numRuns: 3, endOnFailure: true },
    );
  });
});
