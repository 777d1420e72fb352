import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_MESSAGES } from '#domain/generation.ts';
import { messages, quotaReservations } from '#server/db/schema/index.ts';
import { createUser, makePro, postJson, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { readSse } from '#tests/setup/sse.ts';
import { startTestServer, testDb, type TestServer } from '#tests/setup/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GENERATION_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => server.stop());

const welcome = {
  newHireName: 'Priya Sharma',
  role: 'Senior Data Engineer',
  tone: 'warm_professional',
  messageType: 'welcome',
};

function generate(user: TestUser, body: unknown, headers: Record<string, string> = {}) {
  return postJson(server, '/api/generate', body, { cookie: user.cookie, ...headers });
}

async function storedCount(user: TestUser) {
  const db = await testDb(server);
  const userId = await userIdOf(db, user.email);
  const [row] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
  return row!.n;
}

async function account(user: TestUser) {
  const res = await server.fetch('/api/account', { headers: { cookie: user.cookie } });
  return (await res.json()) as { usage: { thisMonth: number; allTime: number } };
}

describe('POST /api/generate', () => {
  it('answers 401 when signed out', async () => {
    const res = await postJson(server, '/api/generate', welcome);
    expect(res.status).toBe(401);
  });

  it('writes three checked options with the composer, stores them and counts usage', async () => {
    const u = await createUser(server);
    const res = await generate(u, { ...welcome, team: 'Data Platform', hobbies: 'bouldering' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      messages: string[];
      messageId: string;
      suggestions: { id: string; text: string }[];
    };
    expect(body).toMatchObject({ success: true, writer: 'composer' });
    expect(body.messages).toHaveLength(3);
    for (const text of body.messages) expect(text).toContain('Priya');
    expect(body.suggestions.map((s) => s.text)).toEqual(body.messages);

    const history = (await (
      await server.fetch('/api/messages', { headers: { cookie: u.cookie } })
    ).json()) as {
      items: {
        id: string;
        newHireName: string;
        role: string;
        tone: string;
        messageType: string;
        writer: string;
        suggestions: { text: string }[];
      }[];
      total: number;
    };
    expect(history.total).toBe(1);
    expect(history.items[0]).toMatchObject({
      id: body.messageId,
      newHireName: 'Priya Sharma',
      role: 'Senior Data Engineer',
      tone: 'warm_professional',
      messageType: 'welcome',
      writer: 'composer',
    });
    expect(history.items[0]!.suggestions.map((s) => s.text)).toEqual(body.messages);
    expect((await account(u)).usage).toEqual({ thisMonth: 1, allTime: 1 });
  });

  it('streams each option as an event, then the stored ids', async () => {
    const u = await createUser(server);
    const res = await generate(u, welcome, { accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readSse(res);
    expect(events.map((e) => e.event)).toEqual(['option', 'option', 'option', 'done']);
    expect(events.slice(0, 3).map((e) => (e.data as { index: number }).index)).toEqual([0, 1, 2]);
    const done = events[3]!.data as {
      success: boolean;
      messageId: string;
      suggestions: { text: string }[];
    };
    expect(done.success).toBe(true);
    expect(done.suggestions.map((s) => s.text)).toEqual(
      events.slice(0, 3).map((e) => (e.data as { text: string }).text),
    );
    expect(await storedCount(u)).toBe(1);
  });

  it.each([
    [{ ...welcome, newHireName: '' }, GENERATION_MESSAGES.required],
    [{ ...welcome, tone: undefined }, GENERATION_MESSAGES.required],
    [{ ...welcome, role: '  ' }, GENERATION_MESSAGES.welcome],
    [{ ...welcome, messageType: 'promotion', newRole: 'Lead' }, GENERATION_MESSAGES.promotion],
    [{ ...welcome, messageType: 'achievements' }, GENERATION_MESSAGES.achievements],
    [{ ...welcome, tone: 'sarcastic' }, 'Unknown tone.'],
    [{ ...welcome, isAdmin: true }, 'Unknown field: isAdmin.'],
    [{ ...welcome, role: ['x'] }, 'role: Must be text.'],
    [{ ...welcome, funFact: 'x'.repeat(201) }, 'funFact: Must be at most 200 characters.'],
    ['just a string', 'The request body must be a JSON object.'],
  ])('rejects %j with the precise message and stores nothing', async (body, error) => {
    const u = await createUser(server);
    const res = await generate(u, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error });
    expect(await storedCount(u)).toBe(0);
  });

  it('rejects a body that is not JSON', async () => {
    const u = await createUser(server);
    const res = await server.fetch('/api/generate', {
      method: 'POST',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      body: '{"newHireName":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      error: 'The request body must be JSON.',
    });
  });

  it('refuses tones and types outside the Basic plan with 403, and allows them on Pro', async () => {
    const u = await createUser(server);
    const tone = await generate(u, { ...welcome, tone: 'creative_playful' });
    expect(tone.status).toBe(403);
    expect(await tone.json()).toMatchObject({ success: false, code: 'plan_forbids_tone' });
    const promotion = {
      newHireName: 'Sam Lee',
      tone: 'warm_professional',
      messageType: 'promotion',
      currentRole: 'Engineer',
      newRole: 'Staff Engineer',
      promotionDetails: 'led the billing migration',
    };
    const type = await generate(u, promotion);
    expect(type.status).toBe(403);
    expect(await type.json()).toMatchObject({ code: 'plan_forbids_type' });
    expect(await storedCount(u)).toBe(0);

    await makePro(await testDb(server), u.email);
    expect((await generate(u, { ...promotion, tone: 'creative_playful' })).status).toBe(200);
  });

  it('stops a Basic user at 5 messages this month with the spec message', async () => {
    const u = await createUser(server);
    for (let i = 0; i < 5; i++) expect((await generate(u, welcome)).status).toBe(200);
    const res = await generate(u, welcome);
    expect(res.status).toBe(429);
    // The limit resets when the user's next month begins (their zone is UTC here).
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Math.abs(retryAfter - (nextMonth - now.getTime()) / 1000)).toBeLessThan(10);
    expect(await res.json()).toEqual({
      success: false,
      code: 'limit_reached',
      error:
        "You've reached your plan limit of 5 messages this month. Please upgrade your plan to continue.",
    });
    expect(await storedCount(u)).toBe(5);
  });

  it('gives exactly one message to 20 concurrent requests when one is left', async () => {
    const u = await createUser(server);
    for (let i = 0; i < 4; i++) expect((await generate(u, welcome)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 20 }, () => generate(u, welcome)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    expect(await storedCount(u)).toBe(5);
    const db = await testDb(server);
    const [open] = await db
      .select({ n: count() })
      .from(quotaReservations)
      .where(eq(quotaReservations.userId, await userIdOf(db, u.email)));
    expect(open!.n).toBe(0);
  });

  it('applies a per-user rate limit independent of the plan', async () => {
    const limited = await startTestServer({ GENERATION_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const u = await createUser(limited);
      await makePro(await testDb(limited), u.email);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await postJson(limited, '/api/generate', welcome, { cookie: u.cookie })).status,
        );
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe('POST /api/demo/generate', () => {
  it('writes options with the composer without sign-in and stores nothing', async () => {
    const res = await postJson(server, '/api/demo/generate', welcome, {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; messages: string[]; writer: string };
    expect(body).toMatchObject({ success: true, writer: 'composer' });
    expect(body.messages).toHaveLength(3);
  });

  it('takes only the fields the landing demo has: the long ones would hold the server for seconds', async () => {
    // The composer's work grows with the input and runs on the event loop: 2,000 characters
    // of run-on achievement details held every request of the server for seconds.
    const res = await postJson(
      server,
      '/api/demo/generate',
      {
        ...welcome,
        messageType: 'achievements',
        achievementDescription: 'Led the migration',
        achievementDetails: 'Moved every service to the new cluster',
      },
      { 'x-forwarded-for': '198.51.100.8' },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: 'Unknown field: achievementDescription, achievementDetails.',
    });
  });

  it('validates input and rate-limits per IP', async () => {
    const bad = await postJson(server, '/api/demo/generate', { ...welcome, newHireName: '' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, error: GENERATION_MESSAGES.required });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await postJson(server, '/api/demo/generate', welcome, {
            'x-forwarded-for': '198.51.100.99',
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
