import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { member, organization, subscribers, user } from '#server/db/schema/index.ts';
import { personalWorkspaceId } from '#server/middleware/require-workspace.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { getPlanForWorkspace, planNamesForWorkspaces } from './queries.ts';

/**
 * The delivery worker checks the plan of a whole claimed batch in one query (ADR 038); the
 * plan is per workspace (ADR 042). planNamesForWorkspaces must give each workspace the plan
 * getPlanForWorkspace gives it: its owners' dearest active subscription, else Basic.
 */
const server = useTestServer();

let db: Db;
let owner: string;
let memberId: string;
let team: string;

async function account(name: string): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name, email: `${name}.${id}@example.com` });
  return id;
}

beforeAll(async () => {
  db = (await testDb(server)) as unknown as Db;
  owner = await account('owner');
  memberId = await account('member');
  team = randomUUID();
  await db.insert(organization).values({ id: team, name: 'Recruiting', slug: `team-${team}` });
  await db.insert(member).values([
    { id: randomUUID(), organizationId: team, userId: owner, role: 'owner' },
    { id: randomUUID(), organizationId: team, userId: memberId, role: 'member' },
  ]);
  await db.insert(subscribers).values({
    userId: owner,
    workspaceId: await personalWorkspaceId(db, owner),
    plan: 'pro',
    status: 'active',
    provider: 'test',
  });
});

describe('the batched plan read of the delivery worker', () => {
  it('gives a team its owner’s plan, and each personal workspace its account’s', async () => {
    const ownPersonal = await personalWorkspaceId(db, owner);
    const memberPersonal = await personalWorkspaceId(db, memberId);
    const batch = [team, memberPersonal, ownPersonal, team];
    const plans = await planNamesForWorkspaces(db, batch);
    expect(Object.fromEntries(plans)).toEqual({
      [team]: 'pro',
      [memberPersonal]: 'basic',
      [ownPersonal]: 'pro',
    });
    for (const id of batch) expect(plans.get(id)).toBe((await getPlanForWorkspace(db, id)).name);
  });

  it('falls back to Basic after the owner’s downgrade, and follows an assigned plan', async () => {
    await db.update(subscribers).set({ status: 'inactive' }).where(eq(subscribers.userId, owner));
    expect((await planNamesForWorkspaces(db, [team])).get(team)).toBe('basic');
    expect((await planNamesForWorkspaces(db, [team], 'pro')).get(team)).toBe('pro');
    expect((await planNamesForWorkspaces(db, [])).size).toBe(0);
  });
});
