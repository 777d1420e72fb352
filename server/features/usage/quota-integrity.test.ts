import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { startOfMonthInTimeZone } from '#domain/usage.ts';
import { messages, usageMonths } from '#server/db/schema/index.ts';
import { createUsageIdentity } from '#server/features/usage/identity.ts';
import {
  cookieFrom,
  createUser,
  makePro,
  postJson,
  uniqueEmail,
  userIdOf,
  type TestUser,
} from '#tests/setup/accounts.ts';
import {
  startTestServer,
  testDb,
  type TestServer,
  useTestServer,
} from '#tests/setup/test-server.ts';

// Issue 14 item 1 and issue 17 item 6: the monthly quota counts generations, whatever
// happens to the rows afterwards, and its month does not move with the profile's zone.

const LIMIT_MESSAGE =
  "You've reached your plan limit of 5 messages this month. Please upgrade your plan to continue.";

const welcome = {
  newHireName: 'Priya Sharma',
  role: 'Data Engineer',
  tone: 'warm_professional',
  messageType: 'welcome',
};

const server = useTestServer({ GENERATION_RATE_LIMIT_PER_MINUTE: '1000' });

function generate(on: TestServer, user: TestUser) {
  return postJson(on, '/api/generate', welcome, { cookie: user.cookie });
}

async function generateFive(on: TestServer, user: TestUser): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await generate(on, user);
    expect(res.status).toBe(200);
    ids.push(((await res.json()) as { messageId: string }).messageId);
  }
  return ids;
}

async function usage(on: TestServer, user: TestUser) {
  const res = await on.fetch('/api/account', { headers: { cookie: user.cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { usage: { thisMonth: number; allTime: number } }).usage;
}

async function expectRefusedAtLimit(on: TestServer, user: TestUser) {
  const res = await generate(on, user);
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({
    success: false,
    code: 'limit_reached',
    error: LIMIT_MESSAGE,
  });
}

describe('the monthly quota counts generations, not surviving rows', () => {
  it('keeps 5 of 5 used after 3 messages are deleted, and refuses the 6th', async () => {
    const u = await createUser(server);
    const ids = await generateFive(server, u);
    for (const id of ids.slice(0, 3)) {
      const res = await server.fetch(`/api/messages/${id}`, {
        method: 'DELETE',
        headers: { cookie: u.cookie },
      });
      expect(res.status).toBe(204);
    }
    const history = (await (
      await server.fetch('/api/messages', { headers: { cookie: u.cookie } })
    ).json()) as { total: number };
    expect(history.total).toBe(2);
    // The figure the dashboard and the billing page show is the one the check enforces.
    expect(await usage(server, u)).toEqual({ thisMonth: 5, allTime: 5 });
    await expectRefusedAtLimit(server, u);
  });

  it('does not reset the month when the account is deleted and the address signs up again', async () => {
    // Without e-mail confirmation, so the second sign-up needs no second confirmation mail
    // (the mail cooldown would hold it back for a minute).
    const open = await startTestServer({
      GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
      REQUIRE_EMAIL_VERIFICATION: 'false',
    });
    try {
      const email = uniqueEmail('returning');
      const password = 'a-Sturdy-passphrase-42';
      async function signUp(address: string): Promise<TestUser> {
        const res = await postJson(open, '/api/auth/sign-up/email', {
          email: address,
          password,
          name: 'Returning User',
        });
        expect(res.status).toBe(200);
        return { email, password, name: 'Returning User', cookie: cookieFrom(res) };
      }
      const first = await signUp(email);
      await generateFive(open, first);
      const deleted = await open.fetch('/api/account', {
        method: 'DELETE',
        headers: { cookie: first.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      expect(deleted.status).toBe(204);
      expect((await open.fetch('/api/account', { headers: { cookie: first.cookie } })).status).toBe(
        401,
      );

      // The same address, typed differently: one identity.
      const again = await signUp(email.toUpperCase());
      expect((await usage(open, again)).thisMonth).toBe(5);
      await expectRefusedAtLimit(open, again);
    } finally {
      await open.stop();
    }
  });

  it('counts a Pro user’s generations once each, from the first of the month', async () => {
    const u = await createUser(server);
    await makePro(await testDb(server), u.email);
    expect((await generate(server, u)).status).toBe(200);
    expect(await usage(server, u)).toEqual({ thisMonth: 1, allTime: 1 });
    expect((await generate(server, u)).status).toBe(200);
    expect(await usage(server, u)).toEqual({ thisMonth: 2, allTime: 2 });
  });

  it('keeps the ledger free of the address', async () => {
    const u = await createUser(server);
    expect((await generate(server, u)).status).toBe(200);
    const db = await testDb(server);
    // Raw SQL: every column as stored, whatever the schema calls it.
    const rows = await db.execute(sql`select * from usage_months`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(u.email);
    expect(dump).not.toContain(u.email.split('@')[0]!);
  });
});

/** When the user's ledger month ends (the instant its limit lifts). */
async function ledgerMonthEnd(on: TestServer, user: TestUser): Promise<Date> {
  const identity = createUsageIdentity(on.env.BETTER_AUTH_SECRET)(user.email);
  const [month] = await (
    await testDb(on)
  )
    .select({ endsAt: usageMonths.endsAt })
    .from(usageMonths)
    .where(eq(usageMonths.identity, identity));
  return month!.endsAt;
}

/** A refusal at the limit says to come back when the ledger month ends (ADR 019). */
async function expectRetryAfterMonthEnd(on: TestServer, user: TestUser) {
  const res = await generate(on, user);
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  const expected = ((await ledgerMonthEnd(on, user)).getTime() - Date.now()) / 1000;
  expect(Math.abs(retryAfter - expected)).toBeLessThan(10);
}

describe('the month is counted in one zone', () => {
  // Kiritimati (UTC+14) starts each month 26 hours before Etc/GMT+12 (UTC-12) does.
  const east = 'Pacific/Kiritimati';
  const west = 'Etc/GMT+12';

  it('still refuses after switching to a zone whose month has not started at those times', async () => {
    const u = await createUser(server, { timeZone: east });
    await generateFive(server, u);
    // The five were written early on the 1st in Kiritimati: in the west it was still the
    // previous month then. (Moving the rows is how a test gets there without a clock.)
    const db = await testDb(server);
    const early = new Date(startOfMonthInTimeZone(new Date(), east).getTime() + 3600_000);
    await db
      .update(messages)
      .set({ createdAt: early })
      .where(eq(messages.userId, await userIdOf(db, u.email)));
    await expectRefusedAtLimit(server, u);

    const patch = await server.fetch('/api/account/profile', {
      method: 'PATCH',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ timeZone: west }),
    });
    expect(patch.status).toBe(200);
    expect(await usage(server, u)).toMatchObject({ thisMonth: 5 });
    await expectRefusedAtLimit(server, u);
  });

  it('says when the limit lifts in the month’s own zone, not the profile’s new one', async () => {
    const u = await createUser(server, { timeZone: 'UTC' });
    await generateFive(server, u);
    // The month opened in UTC. Kiritimati is 14 hours ahead: its next month starts 14 hours
    // earlier (or, in the last 14 hours of a UTC month, a whole month later).
    const patch = await server.fetch('/api/account/profile', {
      method: 'PATCH',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ timeZone: east }),
    });
    expect(patch.status).toBe(200);
    const now = new Date();
    expect((await ledgerMonthEnd(server, u)).getTime()).toBe(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1),
    );
    await expectRetryAfterMonthEnd(server, u);
  });
});

describe('the monthly limit answers before the per-minute rate limit', () => {
  /**
   * Fixed-window limits count per window: start the burst at a window's start, the clock still
   * running (waiting for the next minute could take most of the test's timeout).
   */
  function atMinuteStart() {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 50);
  }

  it('gives the limit message to a user out of messages even when the rate limit trips', async () => {
    const limited = await startTestServer({ GENERATION_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const out = await createUser(limited);
      const busy = await createUser(limited);
      atMinuteStart();
      await generateFive(limited, out);
      // Sixth request this minute: both limits would refuse it; the monthly one speaks.
      await expectRefusedAtLimit(limited, out);
      await expectRefusedAtLimit(limited, out);
      // And says when the month's limit lifts, not when the minute's would.
      await expectRetryAfterMonthEnd(limited, out);

      // A user who still has all 5 messages hears about the rate limit: five requests for a
      // tone outside Basic are refused (403) but count towards the minute.
      for (let i = 0; i < 5; i++) {
        const refused = await postJson(
          limited,
          '/api/generate',
          { ...welcome, tone: 'creative_playful' },
          { cookie: busy.cookie },
        );
        expect(refused.status).toBe(403);
      }
      const res = await generate(limited, busy);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ code: 'rate_limited' });
    } finally {
      await limited.stop();
    }
  });
});
