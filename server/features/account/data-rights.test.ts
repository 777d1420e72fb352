import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailCooldowns, member, subscriptions, user } from '#server/db/schema/index.ts';
import { createUser, postJson, signIn, userIdOf } from '#tests/setup/accounts.ts';
import { startTestServer, testDb, useTestServer } from '#tests/setup/test-server.ts';
import { personalWorkspaceSql } from '#server/middleware/require-workspace.ts';
import { deleteUser } from './data-rights.ts';

const server = useTestServer({ GENERATION_RATE_LIMIT_PER_MINUTE: '1000' });

const welcome = {
  newHireName: 'Priya Sharma',
  role: 'Engineer',
  tone: 'warm_professional',
  messageType: 'welcome',
};

describe('GET /api/account/export', () => {
  it('downloads all of the user’s data and nothing of anyone else’s', async () => {
    const [a, b] = await Promise.all([
      createUser(server, { name: 'Exporter' }),
      createUser(server),
    ]);
    await postJson(server, '/api/generate', welcome, { cookie: a.cookie });
    await postJson(
      server,
      '/api/generate',
      { ...welcome, newHireName: 'Other Person' },
      { cookie: b.cookie },
    );
    const res = await server.fetch('/api/account/export', { headers: { cookie: a.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="herald-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = (await res.json()) as {
      account: { email: string; displayName: string };
      messages: { newHireName: string; suggestions: unknown[]; input: unknown }[];
      plan: { name: string };
    };
    expect(data.account).toMatchObject({ email: a.email, displayName: 'Exporter' });
    expect(data.plan.name).toBe('basic');
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]).toMatchObject({ newHireName: 'Priya Sharma', input: welcome });
    expect(data.messages[0]!.suggestions).toHaveLength(3);
    expect(JSON.stringify(data)).not.toContain('Other Person');
    expect(JSON.stringify(data)).not.toContain(b.email);
  });

  it('carries every delivery of a team the user owns, past 10,000', async () => {
    const owner = await createUser(server);
    const made = await postJson(
      server,
      '/api/workspaces',
      { name: 'Busy team' },
      {
        cookie: owner.cookie,
      },
    );
    const team = ((await made.json()) as { workspace: { id: string } }).workspace.id;
    const db = await testDb(server);
    const userId = await userIdOf(db, owner.email);
    await db.execute(sql`
      insert into deliveries (user_id, workspace_id, destination_name, destination_kind, text,
        new_hire_name, message_type, status, scheduled_at, time_zone, due_at, idempotency_key)
      select ${userId}, ${team}, '#all', 'slack', 'Welcome!', 'Hire ' || n, 'welcome', 'sent',
        now(), 'UTC', now(), 'bulk-' || n
      from generate_series(1, 10001) n`);
    const res = await server.fetch('/api/account/export', { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { workspaces: { id: string; deliveries: unknown[] }[] };
    expect(data.workspaces.find((w) => w.id === team)?.deliveries).toHaveLength(10001);
  }, 60_000);

  it('holds the sign-up name beside the display name, and every subscription on record', async () => {
    const u = await createUser(server, { name: 'Sign-up Name' });
    const patch = await server.fetch('/api/account/profile', {
      method: 'PATCH',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Shown Name' }),
    });
    expect(patch.status).toBe(200);
    const db = await testDb(server);
    const userId = await userIdOf(db, u.email);
    const at = new Date('2026-10-01T00:00:00.000Z');
    await db.insert(subscriptions).values([
      {
        provider: 'polar',
        id: `old_${userId}`,
        userId,
        workspaceId: personalWorkspaceSql(userId),
        plan: 'pro',
        status: 'revoked',
        grantsPlan: false,
        providerModifiedAt: at,
        createdAt: at,
      },
      {
        provider: 'polar',
        id: `new_${userId}`,
        userId,
        workspaceId: personalWorkspaceSql(userId),
        plan: 'pro',
        status: 'active',
        grantsPlan: true,
        providerModifiedAt: new Date(),
      },
    ]);
    const res = await server.fetch('/api/account/export', { headers: { cookie: u.cookie } });
    const data = (await res.json()) as {
      account: { name: string; displayName: string };
      subscriptions: { id: string; status: string }[];
    };
    expect(data.account).toMatchObject({ name: 'Sign-up Name', displayName: 'Shown Name' });
    expect(data.subscriptions.map((s) => [s.id, s.status])).toEqual([
      [`old_${userId}`, 'revoked'],
      [`new_${userId}`, 'active'],
    ]);
  });

  it('answers 401 when signed out', async () => {
    expect((await server.fetch('/api/account/export')).status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  function remove(cookie: string, body: unknown) {
    return server.fetch('/api/account', {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it('refuses a wrong or missing password and keeps everything', async () => {
    const u = await createUser(server);
    expect((await remove(u.cookie, { password: 'wrong-password' })).status).toBe(403);
    expect((await remove(u.cookie, {})).status).toBe(400);
    expect((await server.fetch('/api/account', { headers: { cookie: u.cookie } })).status).toBe(
      200,
    );
  });

  it('allows 5 password attempts per 15 minutes, then 429 with Retry-After', async () => {
    const u = await createUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await remove(u.cookie, { password: 'wrong-password' })).status);
    expect(statuses).toEqual(Array(5).fill(403));
    const limited = await remove(u.cookie, { password: u.password });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await server.fetch('/api/account', { headers: { cookie: u.cookie } })).status).toBe(
      200,
    );
  });

  it('keeps the account when a co-owner left between the route’s check and the deletion', async () => {
    const [owner, coOwner, colleague] = await Promise.all([
      createUser(server),
      createUser(server),
      createUser(server),
    ]);
    const made = await postJson(
      server,
      '/api/workspaces',
      { name: 'Two owners' },
      { cookie: owner.cookie },
    );
    const team = ((await made.json()) as { workspace: { id: string } }).workspace.id;
    const db = await testDb(server);
    const ownerId = await userIdOf(db, owner.email);
    for (const [who, role] of [
      [coOwner, 'owner'],
      [colleague, 'member'],
    ] as const)
      await db.insert(member).values({
        id: randomUUID(),
        organizationId: team,
        userId: await userIdOf(db, who.email),
        role,
      });
    // The route's check passed (two owners); the other owner leaves before the deletion runs.
    const left = await postJson(server, `/api/workspaces/${team}/leave`, undefined, {
      cookie: coOwner.cookie,
    });
    expect(left.status).toBe(204);
    expect(await deleteUser(db, ownerId)).toEqual({
      ok: false,
      workspaces: [{ id: team, name: 'Two owners' }],
    });
    expect(await db.select({ id: user.id }).from(user).where(eq(user.id, ownerId))).toHaveLength(1);
    const owners = await db
      .select({ userId: member.userId })
      .from(member)
      .where(and(eq(member.organizationId, team), eq(member.role, 'owner')));
    expect(owners).toEqual([{ userId: ownerId }]);
  });

  it('deletes the user and everything of theirs; the session and the password stop working', async () => {
    const u = await createUser(server);
    await postJson(server, '/api/generate', welcome, { cookie: u.cookie });
    const res = await remove(u.cookie, { password: u.password });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join(';')).toMatch(/herald\.session_token=;/);
    expect((await server.fetch('/api/account', { headers: { cookie: u.cookie } })).status).toBe(
      401,
    );
    expect((await signIn(server, u.email, u.password)).status).toBe(401);
  });

  it('leaves the address in no table (the dev mailbox, a development tool, aside)', async () => {
    const u = await createUser(server);
    await postJson(server, '/api/generate', welcome, { cookie: u.cookie });
    // Per-address sign-in and sign-up counters, and a reset mail's cooldown slot, too.
    expect((await signIn(server, u.email, u.password)).status).toBe(200);
    await postJson(server, '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/auth/reset-password',
    });
    expect((await remove(u.cookie, { password: u.password })).status).toBe(204);
    const db = await testDb(server);
    const { rows: tables } = (await db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.map((t) => t.table_name)).toContain('email_cooldowns');
    for (const { table_name: table } of tables) {
      if (table === 'dev_mails') continue;
      // Raw SQL: every column as stored, whatever the schema calls it.
      const rows = await db.execute(sql`select * from ${sql.identifier(table)}`);
      expect(JSON.stringify(rows).toLowerCase(), table).not.toContain(u.email.toLowerCase());
    }
  });
});

describe('e-mail cooldown slots', () => {
  it('are swept at start-up once they limit nothing, so no old address stays behind', async () => {
    const db = await testDb(server);
    const stale = `confirm:gone.${randomUUID()}@example.com`;
    const fresh = `confirm:here.${randomUUID()}@example.com`;
    await db.insert(emailCooldowns).values([
      { key: stale, lastSentAt: new Date(Date.now() - 10 * 60_000) },
      { key: fresh, lastSentAt: new Date() },
    ]);
    const again = await startTestServer();
    try {
      const left = await db
        .select({ key: emailCooldowns.key })
        .from(emailCooldowns)
        .where(sql`${emailCooldowns.key} in (${stale}, ${fresh})`);
      expect(left.map((r) => r.key)).toEqual([fresh]);
    } finally {
      await again.stop();
      await db.delete(emailCooldowns).where(eq(emailCooldowns.key, fresh));
    }
  });
});
