import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '#server/db/schema/index.ts';
import { createUser, postJson, signIn, cookieFrom } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';

// The product API's own session read (session-read.ts, ADR 059): the same answers as Better
// Auth's getSession, a revoked session refused on the very next request.
const DAY = 24 * 3600_000;
const server = useTestServer();

const account = (cookie: string) => server.fetch('/api/account', { headers: { cookie } });

function tokenOf(cookie: string) {
  return decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
}

describe('the product API session read', () => {
  it('answers a signed-in request with its own user', async () => {
    const u = await createUser(server, { name: 'Reader One' });
    const res = await account(u.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { profile: { email: string; displayName: string } };
    expect(body.profile.email).toBe(u.email);
    expect(body.profile.displayName).toBe('Reader One');
  });

  it('refuses a signed-out session on the next request', async () => {
    const u = await createUser(server);
    expect((await account(u.cookie)).status).toBe(200);
    const out = await postJson(server, '/api/auth/sign-out', {}, { cookie: u.cookie });
    expect(out.status).toBe(200);
    expect((await account(u.cookie)).status).toBe(401);
  });

  it('refuses a session deleted behind its back (revoked elsewhere) on the next request', async () => {
    const u = await createUser(server);
    expect((await account(u.cookie)).status).toBe(200);
    const db = await testDb(server);
    await db.delete(session).where(eq(session.token, tokenOf(u.cookie)));
    expect((await account(u.cookie)).status).toBe(401);
  });

  it('refuses the session of a deleted user', async () => {
    const u = await createUser(server);
    const db = await testDb(server);
    await db.delete(user).where(eq(user.email, u.email));
    expect((await account(u.cookie)).status).toBe(401);
  });

  it('refuses a token with a forged or missing signature', async () => {
    const u = await createUser(server);
    const name = /([^=;\s]*session_token)=/.exec(u.cookie)![1]!;
    const token = tokenOf(u.cookie);
    const forged = encodeURIComponent(`${token}.${'A'.repeat(43)}=`);
    expect((await account(`${name}=${forged}`)).status).toBe(401);
    expect((await account(`${name}=${token}`)).status).toBe(401);
    expect((await account('other=1')).status).toBe(401);
  });

  it('judges a doubled session cookie as Better Auth does: by the first', async () => {
    const a = await createUser(server);
    const b = await createUser(server);
    const name = /([^=;\s]*session_token)=/.exec(a.cookie)![1]!;
    const forged = encodeURIComponent(`${tokenOf(b.cookie)}.${'A'.repeat(43)}=`);
    expect((await account(`${a.cookie}; ${name}=${forged}`)).status).toBe(200);
    expect((await account(`${name}=${forged}; ${a.cookie}`)).status).toBe(401);
  });

  it('refuses an expired session and deletes it', async () => {
    const u = await createUser(server);
    const db = await testDb(server);
    const token = tokenOf(u.cookie);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await account(u.cookie)).status).toBe(401);
    expect(await db.select().from(session).where(eq(session.token, token))).toEqual([]);
  });

  it('refreshes a session due for it through a product route', async () => {
    const u = await createUser(server);
    const db = await testDb(server);
    const token = tokenOf(u.cookie);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.token, token));
    expect((await account(u.cookie)).status).toBe(200);
    const [row] = await db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
  });

  it('keeps a not-remembered session working', async () => {
    const u = await createUser(server);
    const res = await postJson(server, '/api/auth/sign-in/email', {
      email: u.email,
      password: u.password,
      rememberMe: false,
    });
    expect(res.status).toBe(200);
    const cookie = cookieFrom(res);
    expect(cookie).toContain('dont_remember');
    expect((await account(cookie)).status).toBe(200);
    await postJson(server, '/api/auth/sign-out', {}, { cookie });
    expect((await account(cookie)).status).toBe(401);
    expect((await signIn(server, u.email, u.password)).status).toBe(200);
  });
});
