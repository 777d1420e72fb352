import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER, WORKSPACE_MESSAGES } from '#domain/workspaces.ts';
import { member, organization } from '#server/db/schema/index.ts';
import { createUser, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';

/**
 * Issue 24 item 8: deleting an account never leaves a team without an owner, and the export
 * carries the team workspaces the account owns.
 */
const server = useTestServer();

function call(user: TestUser, method: string, path: string, body?: unknown, workspace = '') {
  return server.fetch(path, {
    method,
    headers: {
      cookie: user.cookie,
      ...(workspace ? { [WORKSPACE_HEADER]: workspace } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function team(owner: TestUser, name: string, others: TestUser[] = []) {
  const res = await call(owner, 'POST', '/api/workspaces', { name });
  const id = ((await res.json()) as { workspace: { id: string } }).workspace.id;
  const db = await testDb(server);
  for (const other of others)
    await db.insert(member).values({
      id: randomUUID(),
      organizationId: id,
      userId: await userIdOf(db, other.email),
      role: 'member',
    });
  return id;
}

const deleteAccount = (user: TestUser) =>
  call(user, 'DELETE', '/api/account', { password: user.password });

describe('deleting an account with team workspaces', () => {
  it('is refused with a clear message while the account is the only owner of a team with others', async () => {
    const owner = await createUser(server);
    const colleague = await createUser(server);
    const teamId = await team(owner, 'Talent', [colleague]);
    const refused = await deleteAccount(owner);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'sole_owner',
      message: WORKSPACE_MESSAGES.soleOwner,
      workspaces: [{ id: teamId, name: 'Talent' }],
    });
    expect((await call(owner, 'GET', '/api/account')).status).toBe(200);

    // Once someone else owns it, the account goes and the team stays with them.
    const colleagueId = await userIdOf(await testDb(server), colleague.email);
    expect(
      (
        await call(owner, 'PATCH', `/api/workspaces/${teamId}/members/${colleagueId}`, {
          role: 'owner',
        })
      ).status,
    ).toBe(200);
    expect((await deleteAccount(owner)).status).toBe(204);
    const left = await call(colleague, 'GET', `/api/workspaces/${teamId}`);
    expect(left.status).toBe(200);
    expect(((await left.json()) as { members: unknown[] }).members).toHaveLength(1);
  });

  it('takes the team workspaces nobody else is in with it', async () => {
    const owner = await createUser(server);
    const teamId = await team(owner, 'Just me');
    expect((await deleteAccount(owner)).status).toBe(204);
    const db = await testDb(server);
    expect(await db.select().from(organization).where(eq(organization.id, teamId))).toEqual([]);
  });

  it('exports the team workspaces the account owns, not those it only belongs to', async () => {
    const owner = await createUser(server, { name: 'Olive Owner' });
    const colleague = await createUser(server);
    const owned = await team(owner, 'Owned team', [colleague]);
    await team(colleague, 'Their team', [owner]);
    const generated = await call(
      colleague,
      'POST',
      '/api/generate',
      {
        newHireName: 'Sam Lee',
        role: 'Analyst',
        tone: 'warm_professional',
        messageType: 'welcome',
      },
      owned,
    );
    expect(generated.status).toBe(200);
    const res = await call(owner, 'GET', '/api/account/export');
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      workspaces: {
        id: string;
        name: string;
        members: { email: string; role: string }[];
        messages: { newHireName: string }[];
      }[];
    };
    expect(data.workspaces.map((w) => w.name)).toEqual(['Owned team']);
    expect(data.workspaces[0]!.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [colleague.email, 'member'],
    ]);
    expect(data.workspaces[0]!.messages.map((m) => m.newHireName)).toEqual(['Sam Lee']);
  });
});
