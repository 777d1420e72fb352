import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createUser,
  makePro,
  postJson,
  signIn,
  uniqueEmail,
  userIdOf,
  type TestUser,
} from '#tests/setup/accounts.ts';
import { killChildServers, startChildServer, type ChildServer } from './support/child-server.ts';
import { FaultyProxy } from '#tests/setup/faulty-proxy.ts';
import {
  expectConsistentWrites,
  expectUnavailable,
  generateOnce as generateAs,
  sleep,
  workload as generationLoad,
  type Attempt,
  type Generator,
} from './support/generation-load.ts';
import { closeDirectDbs, directDb } from './support/invariants.ts';

// Losing PostgreSQL mid-run (docs/architecture.md: 503 while the database is unavailable). The
// server is a real child process reaching PostgreSQL through a proxy the test can break.
const pgUrl = inject('testDatabaseUrl');

let proxy: FaultyProxy;
let server: ChildServer;
let user: TestUser;
let userId: string;
const generateOnce = () => generateAs(server, { user, userId });
const workload = (workers: number, until: () => boolean, onAttempt?: (a: Attempt) => void) =>
  generationLoad(server, [{ user, userId } satisfies Generator], workers, until, onAttempt);

/**
 * Resolves once a generation that started after `since` succeeded (or after `ms`): recovery
 * is a condition to wait for, and a loaded machine may take longer than a fixed pause.
 */
function recovery(since: () => number, ms = 15_000) {
  let recovered = false;
  const seen = (a: Attempt) => {
    if (a.status === 200 && a.started > since()) recovered = true;
  };
  const wait = async () => {
    const deadline = Date.now() + ms;
    while (!recovered && Date.now() < deadline) await sleep(100);
  };
  return { seen, wait };
}
const consistentWrites = (
  attempts: Awaited<ReturnType<typeof generateOnce>>[],
  outage: { from: number; to: number },
) => expectConsistentWrites(server, pgUrl!, [{ user, userId }], attempts, outage);
/** Accounts to sign in during an outage (the per-address limit allows 10 sign-ins each). */
let regulars: TestUser[] = [];

async function timed(path: string, init: RequestInit = {}) {
  const started = Date.now();
  const res = await server.fetch(path, init);
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body, ms: Date.now() - started };
}

interface AuthAttempt {
  what: 'sign-in' | 'sign-up';
  status: number;
  body: unknown;
  ended: number;
}

/** Sign-ins (a session is written) and sign-ups (a user is written) alongside, until stopped. */
async function authWorkload(until: () => boolean): Promise<AuthAttempt[]> {
  const attempts: AuthAttempt[] = [];
  let turn = 0;
  while (!until()) {
    const regular = regulars[turn++ % regulars.length]!;
    for (const [what, send] of [
      ['sign-in', () => signIn(server, regular.email, regular.password)],
      [
        'sign-up',
        () =>
          postJson(server, '/api/auth/sign-up/email', {
            email: uniqueEmail('outage'),
            password: 'a-Sturdy-passphrase-42',
            name: 'Out Age',
          }),
      ],
    ] as const) {
      try {
        const res = await send();
        const text = await res.text();
        attempts.push({
          what,
          status: res.status,
          body: text ? (JSON.parse(text) as unknown) : null,
          ended: Date.now(),
        });
      } catch (error) {
        attempts.push({ what, status: 0, body: String(error), ended: Date.now() });
      }
    }
    await sleep(120);
  }
  return attempts;
}

async function untilHealthy(timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await server.fetch('/api/health')).status === 200) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`not healthy again within ${timeoutMs} ms`);
}

describe.runIf(pgUrl)('PostgreSQL outage', () => {
  beforeAll(async () => {
    const target = new URL(pgUrl!);
    proxy = new FaultyProxy(target.hostname, Number(target.port || 5432));
    await proxy.listen();
    server = await startChildServer({
      DATABASE_URL: proxy.urlFor(pgUrl!),
      GENERATION_RATE_LIMIT_PER_MINUTE: '10000',
    });
    user = await createUser(server);
    regulars = await Promise.all(Array.from({ length: 8 }, () => createUser(server)));
    userId = await userIdOf(directDb(pgUrl!), user.email);
    await makePro(directDb(pgUrl!), user.email);
  });
  afterAll(async () => {
    await server?.stop();
    await killChildServers();
    await proxy?.close();
    await closeDirectDbs();
  });

  it('answers 503 quickly while the database is down, resumes by itself, and loses or duplicates no write', async () => {
    let stop = false;
    let outageTo = Infinity;
    const recovered = recovery(() => outageTo);
    // A generation that succeeded before the outage: on a loaded machine the first ones of
    // a fresh server, sharing its event loop, may take longer than any fixed pause.
    const warmed = recovery(() => 0);
    const running = workload(
      4,
      () => stop,
      (a) => {
        warmed.seen(a);
        recovered.seen(a);
      },
    );
    const auth = authWorkload(() => stop);
    // Sign-ups take at least 250 ms (equal time for new and taken addresses): give the
    // auth workload a few rounds while the database is up, before and after.
    await Promise.all([sleep(1600), warmed.wait()]);

    proxy.cut();
    const outageFrom = Date.now();
    await sleep(300);
    const health = await timed('/api/health');
    expect(health).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'down' },
    });
    expect(health.ms).toBeLessThan(2500);
    for (const probe of [
      await timed('/api/account', { headers: { cookie: user.cookie } }),
      await timed('/api/plans'),
      await timed('/api/messages', { headers: { cookie: user.cookie } }),
    ]) {
      expectUnavailable(probe);
      expect(probe.ms).toBeLessThan(3500);
    }
    const probe = await generateOnce();
    expectUnavailable(probe);
    expect(probe.ended - probe.started).toBeLessThan(3500);
    await sleep(1500);

    proxy.restore();
    outageTo = Date.now();
    expect(await untilHealthy(10_000)).toBeLessThan(10_000);
    // The auth workload needs a few rounds after the outage too (sign-ups take ≥ 250 ms).
    await Promise.all([sleep(1600), recovered.wait()]);
    stop = true;
    const attempts = [...(await running), probe];
    const authAttempts = await auth;

    expect(server.child.exitCode).toBeNull();
    const ok = attempts.filter((a) => a.status === 200);
    expect(ok.some((a) => a.ended < outageFrom)).toBe(true);
    expect(ok.some((a) => a.started > outageTo)).toBe(true);
    expect(attempts.some((a) => a.status === 503)).toBe(true);
    for (const a of attempts) expect(a.ended - a.started).toBeLessThan(5000);
    await consistentWrites(attempts, { from: outageFrom, to: outageTo });
    // No request ended in an unhandled error: the outage was always recognised as one.
    expect(server.logs.filter((l) => l.msg === 'unhandled error')).toEqual([]);
    // Auth answers the outage the same way: 503 JSON, never an empty 500, and never Better
    // Auth's 422 "Failed to create user" for a sign-up the outage stopped. (That 422 remains
    // only when the database was back by the time the sign-up was answered.)
    for (const a of authAttempts) {
      const allowed = a.what === 'sign-up' && a.ended >= outageTo ? [200, 422, 503] : [200, 503];
      expect(allowed, JSON.stringify(a)).toContain(a.status);
      if (a.status === 503) expect(a.body).toMatchObject({ code: 'database_unavailable' });
    }
    expect(authAttempts.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(
      authAttempts.filter((a) => a.what === 'sign-up' && a.status === 503).length,
    ).toBeGreaterThan(0);
    expect(authAttempts.filter((a) => a.status === 200).length).toBeGreaterThan(2);
    // Failed queries carry their parameters (session tokens among them): none reach the log.
    const token = /session_token=([^;.]+)/.exec(user.cookie)![1]!;
    expect(server.output()).not.toContain(token);
    expect(server.output()).not.toMatch(/params: (?!\[redacted\])/);
    expect(server.output()).not.toContain('# SERVER_ERROR');
  });

  it('answers 503 within a bounded time when the database hangs instead of refusing', async () => {
    let stop = false;
    let outageTo = Infinity;
    const recovered = recovery(() => outageTo);
    const running = workload(2, () => stop, recovered.seen);
    await sleep(500);

    proxy.stall();
    const outageFrom = Date.now();
    const [health, account, generate] = await Promise.all([
      timed('/api/health'),
      timed('/api/account', { headers: { cookie: user.cookie } }),
      generateOnce(),
    ]);
    expect(health).toMatchObject({ status: 503, body: { database: 'down' } });
    expect(health.ms).toBeLessThan(3000);
    expectUnavailable(account);
    // Connection attempts give up after 3 s, queries on open connections after 5 s.
    expect(account.ms).toBeLessThan(8000);
    expectUnavailable(generate);
    expect(generate.ended - generate.started).toBeLessThan(8000);

    proxy.restore();
    outageTo = Date.now();
    expect(await untilHealthy(10_000)).toBeLessThan(10_000);
    await recovered.wait();
    stop = true;
    const attempts = [...(await running), generate];

    expect(server.child.exitCode).toBeNull();
    expect(attempts.filter((a) => a.started > outageTo && a.status === 200).length).toBeGreaterThan(
      0,
    );
    for (const a of attempts) expect(a.ended - a.started).toBeLessThan(12_000);
    await consistentWrites(attempts, { from: outageFrom, to: outageTo });
    expect(server.logs.filter((l) => l.msg === 'unhandled error')).toEqual([]);
  });

  it('answers a sign-up cut off while its user is written with 503, not Better Auth’s 422', async () => {
    // The outage has to strike after the e-mail lookup and during the user insert, the one
    // window in which Better Auth reports "Failed to create user". A trigger holds that
    // insert on an advisory lock the test owns, and the proxy is cut while it waits.
    const LOCK = 7_311_405;
    const admin = new pg.Client({ connectionString: pgUrl! });
    await admin.connect();
    try {
      await admin.query(`
        create function herald_test_hold_user_insert() returns trigger language plpgsql as $$
        begin
          if new.email like 'held-signup.%' then
            perform pg_advisory_xact_lock(${LOCK});
            raise exception 'held sign-ups are never written';
          end if;
          return new;
        end $$`);
      await admin.query(`
        create trigger herald_test_hold_user_insert before insert on "user"
        for each row execute function herald_test_hold_user_insert()`);
      const holder = new pg.Client({ connectionString: pgUrl! });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1)', [LOCK]);

      const signUp = postJson(server, '/api/auth/sign-up/email', {
        email: uniqueEmail('held-signup'),
        password: 'a-Sturdy-passphrase-42',
        name: 'Held Up',
      });
      const waiting = async () =>
        (
          await admin.query<{ n: number }>(
            "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
          )
        ).rows[0]!.n;
      const deadline = Date.now() + 5000;
      while ((await waiting()) === 0) {
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(20);
      }
      proxy.cut();
      const res = await signUp;
      proxy.restore();
      await holder.query('rollback');
      await holder.end();

      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'database_unavailable' });
      expect(await untilHealthy(10_000)).toBeLessThan(10_000);
    } finally {
      proxy.restore();
      await admin.query('drop trigger if exists herald_test_hold_user_insert on "user"');
      await admin.query('drop function if exists herald_test_hold_user_insert()');
      await admin.end();
    }
  });
});
