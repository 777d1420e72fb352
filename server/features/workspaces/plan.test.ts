import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER } from '#domain/workspaces.ts';
import { member, subscribers } from '#server/db/schema/index.ts';
import { createUser, makePro, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';

/**
 * Issue 24 item 5: the plan belongs to the workspace. A team gets its owner's plan (allowed
 * types and tones, sending), every member shares it, the monthly limit counts for the whole
 * workspace, apart from each member's personal one; billing is the owner's.
 */
const server = useTestServer({ GENERATION_RATE_LIMIT_PER_MINUTE: '1000' });

let owner: TestUser;
let mia: TestUser;
let max: TestUser;
let teamId: string;

function call(user: TestUser, method: string, path: string, body?: unknown, workspace = teamId) {
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

const generate = (user: TestUser, workspace = teamId, tone = 'warm_professional') =>
  call(
    user,
    'POST',
    '/api/generate',
    { newHireName: 'Lin Wei', role: 'Designer', tone, messageType: 'welcome' },
    workspace,
  );

async function account(user: TestUser, workspace = teamId) {
  const res = await call(user, 'GET', '/api/account', undefined, workspace);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    plan: { name: string; monthlyMessageLimit: number | null };
    usage: { thisMonth: number; allTime: number };
  };
}

beforeAll(async () => {
  owner = await createUser(server);
  mia = await createUser(server);
  max = await createUser(server);
  const res = await call(owner, 'POST', '/api/workspaces', { name: 'Recruiting' }, '');
  teamId = ((await res.json()) as { workspace: { id: string } }).workspace.id;
  const db = await testDb(server);
  for (const user of [mia, max])
    await db.insert(member).values({
      id: randomUUID(),
      organizationId: teamId,
      userId: await userIdOf(db, user.email),
      role: 'member',
    });
}, 60_000);

describe('the plan of a team workspace', () => {
  it('counts the monthly limit for the whole workspace, apart from personal ones', async () => {
    expect((await account(mia)).plan).toMatchObject({ name: 'basic', monthlyMessageLimit: 5 });
    for (const user of [mia, max, mia, max, owner]) expect((await generate(user)).status).toBe(200);
    const refused = await generate(max);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'limit_reached' });
    for (const user of [owner, mia, max]) expect((await account(user)).usage.thisMonth).toBe(5);
    // Each member's personal workspace keeps its own month.
    expect((await account(mia, '')).usage.thisMonth).toBe(0);
    expect((await generate(mia, '')).status).toBe(200);
    expect((await account(mia, '')).usage.thisMonth).toBe(1);
  });

  it('gives a Basic owner one month for all their teams: a new team is no fresh allowance', async () => {
    // Otherwise Basic's limit is a formality: a team a minute (or one deleted and made again)
    // and every one of them comes with a new month of messages.
    const basic = await createUser(server);
    const teams: string[] = [];
    for (const name of ['First crew', 'Second crew']) {
      const res = await call(basic, 'POST', '/api/workspaces', { name }, '');
      teams.push(((await res.json()) as { workspace: { id: string } }).workspace.id);
    }
    for (let i = 0; i < 3; i++) expect((await generate(basic, teams[0])).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await generate(basic, teams[1])).status).toBe(200);
    const refused = await generate(basic, teams[1]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'limit_reached' });
    expect((await account(basic, teams[0])).usage.thisMonth).toBe(5);
    // Their personal workspace keeps its own month, as before teams.
    expect((await generate(basic, '')).status).toBe(200);
  });

  it('is Pro for every member while its owner is on Pro, and Basic again after a downgrade', async () => {
    const db = await testDb(server);
    expect((await generate(mia, teamId, 'inspiring_motivational')).status).toBe(403);
    await makePro(db, owner.email);
    expect((await account(mia)).plan.name).toBe('pro');
    expect((await generate(mia, teamId, 'inspiring_motivational')).status).toBe(200);
    // The owner's Pro is the team's, not a member's personal workspace's.
    expect((await account(mia, '')).plan.name).toBe('basic');

    await db
      .update(subscribers)
      .set({ status: 'inactive' })
      .where(eq(subscribers.userId, await userIdOf(db, owner.email)));
    expect((await account(max)).plan.name).toBe('basic');
    const locked = await generate(max, teamId, 'inspiring_motivational');
    expect(locked.status).toBe(403);
    // The data stays.
    const history = await call(max, 'GET', '/api/messages?pageSize=50');
    expect(((await history.json()) as { total: number }).total).toBeGreaterThanOrEqual(6);
  });

  it('leaves checkout and portal to the owner', async () => {
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await call(mia, 'POST', path, {});
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden_role' });
    }
    expect((await call(owner, 'POST', '/api/billing/checkout', {})).status).toBe(200);
    // In their personal workspace, a member is its owner.
    expect((await call(mia, 'POST', '/api/billing/checkout', {}, '')).status).toBe(200);
  });
});
