import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account, session } from '#server/db/schema/index.ts';
import { createUser, userIdOf } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';

// What docs/security.md promises about stored passwords and session lifetimes, read from the
// database itself.
const DAY = 24 * 3600_000;
const server = useTestServer();

async function sessionOf(cookie: string) {
  const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
  const db = await testDb(server);
  const [row] = await db.select().from(session).where(eq(session.token, token));
  return { db, token, row: row! };
}

describe('stored credentials and sessions', () => {
  it('stores passwords as argon2id with m=19 MiB, t=2, p=1, never in clear', async () => {
    const u = await createUser(server);
    const db = await testDb(server);
    const [row] = await db
      .select({ password: account.password })
      .from(account)
      .where(
        and(eq(account.userId, await userIdOf(db, u.email)), eq(account.providerId, 'credential')),
      );
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/);
    expect(row!.password).not.toContain(u.password);
  });

  it('issues sessions for 7 days', async () => {
    const u = await createUser(server);
    const { row } = await sessionOf(u.cookie);
    const lifetime = row.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(7 * DAY - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * DAY);
  });

  it('refreshes a session used a day or more after it was issued, not before', async () => {
    const u = await createUser(server);
    const { db, token } = await sessionOf(u.cookie);
    // Issued 12 hours ago: used now, it keeps its expiry.
    const halfDay = new Date(Date.now() + 7 * DAY - DAY / 2);
    await db.update(session).set({ expiresAt: halfDay }).where(eq(session.token, token));
    expect((await server.fetch('/api/account', { headers: { cookie: u.cookie } })).status).toBe(
      200,
    );
    expect((await sessionOf(u.cookie)).row.expiresAt.getTime()).toBe(halfDay.getTime());
    // Issued two days ago: used now, it runs 7 days from now.
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.token, token));
    await server.fetch('/api/auth/get-session', { headers: { cookie: u.cookie } });
    const refreshed = (await sessionOf(u.cookie)).row.expiresAt.getTime() - Date.now();
    expect(refreshed).toBeGreaterThan(7 * DAY - 60_000);
  });

  it('ends an expired session: the API answers 401', async () => {
    const u = await createUser(server);
    const { db, token } = await sessionOf(u.cookie);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect((await server.fetch('/api/account', { headers: { cookie: u.cookie } })).status).toBe(
      401,
    );
  });
});
