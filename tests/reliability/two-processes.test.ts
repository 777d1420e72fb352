import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, postJson, signIn, uniqueEmail, userIdOf } from '#tests/setup/accounts.ts';
import { startChildServer, killChildServers, type ChildServer } from './support/child-server.ts';
import {
  closeDirectDbs,
  directDb,
  openReservations,
  storedMessages,
} from './support/invariants.ts';

// docs/architecture.md: the server is stateless, so two `npm start` processes on one PostgreSQL
// behave as one. Only meaningful on a server database (PGlite is single-process).
const pgUrl = inject('testDatabaseUrl');

let a: ChildServer;
let b: ChildServer;

const welcome = {
  newHireName: 'Priya Sharma',
  role: 'Data Engineer',
  tone: 'warm_professional',
  messageType: 'welcome',
};

/** Fixed-window limits count per window: start a burst well inside one. */
async function awayFromWindowEdge(windowMs: number, marginMs = 8000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 50));
}

describe.runIf(pgUrl)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const vars = { DATABASE_URL: pgUrl!, GENERATION_RATE_LIMIT_PER_MINUTE: '1000' };
    [a, b] = await Promise.all([startChildServer(vars), startChildServer(vars)]);
    expect(a.port).not.toBe(b.port);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await killChildServers();
    await closeDirectDbs();
  });

  it('honours a session made on one process on the other, and a sign-out everywhere', async () => {
    const u = await createUser(a);
    const onB = await b.fetch('/api/account', { headers: { cookie: u.cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { profile: { email: string } }).profile.email).toBe(u.email);

    // A second session made on B works on A.
    const second = await signIn(b, u.email, u.password);
    expect(second.status).toBe(200);
    const cookieB = second.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    expect((await a.fetch('/api/account', { headers: { cookie: cookieB } })).status).toBe(200);

    // Signing out on B ends that session on A too.
    expect((await postJson(b, '/api/auth/sign-out', {}, { cookie: cookieB })).status).toBe(200);
    expect((await a.fetch('/api/account', { headers: { cookie: cookieB } })).status).toBe(401);
    expect((await a.fetch('/api/account', { headers: { cookie: u.cookie } })).status).toBe(200);
  });

  it('shows a plan change paid through one process on the other', async () => {
    const u = await createUser(b);
    const checkout = (await (
      await postJson(a, '/api/billing/checkout', {}, { cookie: u.cookie })
    ).json()) as { url: string };
    const id = checkout.url.split('/').at(-1)!;
    const paid = await postJson(
      b,
      `/api/test-billing/checkouts/${id}/pay`,
      {},
      { cookie: u.cookie },
    );
    expect(paid.status).toBe(200);
    const account = (await (
      await a.fetch('/api/account', { headers: { cookie: u.cookie } })
    ).json()) as { plan: { name: string } };
    expect(account.plan.name).toBe('pro');
  });

  it('shares per-IP sign-in limits (Better Auth, database storage) between processes', async () => {
    const ip = '203.0.113.41';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const server = i % 2 ? b : a;
      const res = await postJson(
        server,
        '/api/auth/sign-in/email',
        { email: uniqueEmail('stuffing'), password: 'not-the-password' },
        { 'x-forwarded-for': ip },
      );
      statuses.push(res.status);
    }
    // 10 sign-ins per minute per IP in total, not 10 per process.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('shares per-address sign-in limits between processes', async () => {
    await awayFromWindowEdge(15 * 60_000);
    const u = await createUser(a);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const server = i % 2 ? b : a;
      statuses.push((await signIn(server, u.email, 'wrong-password-123')).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Even the right password waits now: the limit is per address, whichever process asks.
    expect((await signIn(b, u.email, u.password)).status).toBe(429);
  });

  it('shares the demo’s per-IP limit between processes', async () => {
    await awayFromWindowEdge(10 * 60_000);
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const server = i % 2 ? b : a;
      statuses.push(
        (await postJson(server, '/api/demo/generate', welcome, { 'x-forwarded-for': ip })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });

  it('gives exactly 2 messages to 64 concurrent generations over both processes when 2 are left', async () => {
    const u = await createUser(a);
    for (let i = 0; i < 3; i++)
      expect(
        (await postJson(i % 2 ? b : a, '/api/generate', welcome, { cookie: u.cookie })).status,
      ).toBe(200);

    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        postJson(
          i % 2 ? b : a,
          '/api/generate',
          { ...welcome, newHireName: `Priya Race${i}` },
          {
            cookie: u.cookie,
          },
        ).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as Record<string, unknown>,
        })),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(62);
    for (const r of refused)
      expect(r.body).toMatchObject({ success: false, code: 'limit_reached' });

    const db = directDb(pgUrl!);
    const userId = await userIdOf(db, u.email);
    const stored = await storedMessages(db, [userId]);
    expect(stored).toHaveLength(5);
    for (const m of stored) expect(m.suggestions).toHaveLength(3);
    expect(await openReservations(db, [userId])).toBe(0);
    for (const server of [a, b]) {
      const account = (await (
        await server.fetch('/api/account', { headers: { cookie: u.cookie } })
      ).json()) as { usage: { thisMonth: number } };
      expect(account.usage.thisMonth).toBe(5);
    }
  });
});
