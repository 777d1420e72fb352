import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeActivity, type ActivityEntry } from '#domain/activity.ts';
import { WORKSPACE_HEADER } from '#domain/workspaces.ts';
import { activity, member, organization, user } from '#server/db/schema/index.ts';
import { makePro, mailsTo, uniqueEmail, type TestUser } from '#tests/setup/accounts.ts';
import { FakePolarApi } from '#tests/mocks/polar-api.ts';
import { signed, subscriptionEvent, WEBHOOK_SECRET } from '#tests/setup/polar-events.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { callAs, jsonOf, person as personOf, type Person } from '#tests/setup/workspaces.ts';
import { recordActivity } from './record.ts';

/**
 * Issue 24 item 7 (ADR 047): the activity log of a team workspace. Every recorded action
 * leaves one entry, written in the action's own transaction (a refused action leaves none);
 * only admins and owners read it; pages are keyset pages; the owner's export carries it.
 */
const MEMBER_CAP = 6;
const polarApi = new FakePolarApi();
beforeAll(() => polarApi.start());
afterAll(() => polarApi.stop());
const server = useTestServer(() => ({
  WORKSPACE_MEMBER_CAP: String(MEMBER_CAP),
  GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  SEND_RATE_LIMIT_PER_HOUR: '1000',
  DESTINATION_ALLOW_HOSTS: '127.0.0.1',
  // Plan changes arrive as Polar's signed webhooks (ADR 018).
  POLAR_ACCESS_TOKEN: 'polar_oat_test',
  POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  POLAR_PRO_PRODUCT_ID: 'prod_pro',
  POLAR_API_URL: polarApi.url,
}));

async function deliverWebhook(payload: unknown) {
  const { body, headers } = signed(payload);
  const res = await server.fetch('/api/webhooks/polar', { method: 'POST', headers, body });
  expect(res.status, await res.clone().text()).toBe(200);
}

const call = (who: TestUser, method: string, path: string, body?: unknown, workspace?: string) =>
  callAs(server, who, method, path, body, workspace);
const json = jsonOf;
const person = (name: string, email?: string) => personOf(server, name, email);

async function teamOf(owner: TestUser, name: string): Promise<string> {
  const body = await json<{ workspace: { id: string } }>(
    await call(owner, 'POST', '/api/workspaces', { name }),
    201,
  );
  return body.workspace.id;
}

async function addMember(teamId: string, who: Person, role: 'admin' | 'member') {
  await (
    await testDb(server)
  )
    .insert(member)
    .values({ id: randomUUID(), organizationId: teamId, userId: who.id, role });
}

interface Page {
  entries: ActivityEntry[];
  next: string | null;
}

const log = (who: TestUser, teamId: string, query = '') =>
  call(who, 'GET', `/api/workspaces/${teamId}/activity${query}`);

/** The whole log, newest first, read page by page. */
async function readAll(who: TestUser, teamId: string, limit = 100): Promise<ActivityEntry[]> {
  const all: ActivityEntry[] = [];
  let before: string | null = null;
  do {
    const page: Page = await json<Page>(
      await log(who, teamId, `?limit=${limit}${before ? `&before=${before}` : ''}`),
    );
    all.push(...page.entries);
    before = page.next;
  } while (before);
  return all;
}

async function entriesIn(teamId: string): Promise<number> {
  const [row] = await (
    await testDb(server)
  )
    .select({ n: count() })
    .from(activity)
    .where(eq(activity.workspaceId, teamId));
  return row?.n ?? 0;
}

const tokenIn = async (email: string) => {
  const mails = (await mailsTo(server, email)).filter((m) => m.subject.startsWith('Join'));
  return /\/invite\/([\w-]+)/.exec(mails[0]!.text)![1]!;
};

async function generate(who: TestUser, teamId: string) {
  return json<{ messageId: string; suggestions: { id: string; text: string }[] }>(
    await call(
      who,
      'POST',
      '/api/generate',
      {
        newHireName: 'Priya Sharma',
        role: 'Engineer',
        tone: 'warm_professional',
        messageType: 'welcome',
      },
      teamId,
    ),
  );
}

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

let ana: Person;
beforeAll(async () => {
  ana = await person('Ana Owner');
  // The owner's Pro makes their teams Pro (ADR 042): destinations and sending need it.
  await makePro(await testDb(server), ana.email);
}, 60_000);

describe('the activity log', () => {
  it('records every action with who did it, newest first, in plain words', async () => {
    const teamId = await teamOf(ana, 'People team');
    await json(await call(ana, 'PATCH', `/api/workspaces/${teamId}`, { name: 'People' }));

    const boEmail = uniqueEmail('bo');
    const invited = await json<{ invitation: { id: string } }>(
      await call(ana, 'POST', `/api/workspaces/${teamId}/invitations`, {
        email: boEmail,
        role: 'member',
      }),
      201,
    );
    await json(
      await call(
        ana,
        'POST',
        `/api/workspaces/${teamId}/invitations/${invited.invitation.id}/resend`,
      ),
    );
    const carlEmail = uniqueEmail('carl');
    const carl = await json<{ invitation: { id: string } }>(
      await call(ana, 'POST', `/api/workspaces/${teamId}/invitations`, {
        email: carlEmail,
        role: 'admin',
      }),
      201,
    );
    await json(
      await call(ana, 'DELETE', `/api/workspaces/${teamId}/invitations/${carl.invitation.id}`),
      204,
    );

    const bo = await person('Bo Member', boEmail);
    await json(await call(bo, 'POST', `/api/invitations/${await tokenIn(boEmail)}/accept`));
    await json(
      await call(ana, 'PATCH', `/api/workspaces/${teamId}/members/${bo.id}`, { role: 'admin' }),
    );

    const secretUrl = 'http://127.0.0.1:9/services/T0/B0/never-in-the-log';
    const slack = await json<{ destination: { id: string } }>(
      await call(
        ana,
        'POST',
        '/api/destinations',
        { kind: 'slack', name: '#general', url: secretUrl },
        teamId,
      ),
      201,
    );
    const message = await generate(bo, teamId);
    const option = message.suggestions[0]!;
    const send = (extra: Record<string, unknown> = {}) =>
      call(
        bo,
        'POST',
        '/api/deliveries',
        {
          suggestionId: option.id,
          destinationId: slack.destination.id,
          text: option.text,
          ...extra,
        },
        teamId,
      );
    await json(await send(), 201);
    const scheduled = await json<{ delivery: { id: string } }>(
      await send({ schedule: { date: tomorrow(), time: '09:00', timeZone: 'UTC' } }),
      201,
    );
    await json(
      await call(ana, 'POST', `/api/deliveries/${scheduled.delivery.id}/cancel`, undefined, teamId),
    );
    await json(
      await call(ana, 'DELETE', `/api/destinations/${slack.destination.id}`, undefined, teamId),
      204,
    );

    const cy = await person('Cy Leaver');
    await addMember(teamId, cy, 'member');
    await json(await call(cy, 'POST', `/api/workspaces/${teamId}/leave`), 204);
    const dee = await person('Dee Removed');
    await addMember(teamId, dee, 'member');
    await json(await call(bo, 'DELETE', `/api/workspaces/${teamId}/members/${dee.id}`), 204);

    // Ana's subscription ends, then starts again, as Polar's webhooks say.
    const at = Date.now();
    await deliverWebhook(
      subscriptionEvent('subscription.revoked', ana.id, {
        status: 'canceled',
        modifiedAt: new Date(at),
      }),
    );
    await deliverWebhook(
      subscriptionEvent('subscription.active', ana.id, { modifiedAt: new Date(at + 1000) }),
    );
    // The same event again changes no plan and records nothing.
    await deliverWebhook(
      subscriptionEvent('subscription.updated', ana.id, { modifiedAt: new Date(at + 2000) }),
    );

    const entries = await readAll(ana, teamId);
    const words = entries.map(describeActivity).reverse();
    expect(words).toEqual([
      'Ana Owner created the workspace “People team”',
      'Ana Owner renamed the workspace from “People team” to “People”',
      `Ana Owner invited ${boEmail} as member`,
      `Ana Owner sent the invitation to ${boEmail} again`,
      `Ana Owner invited ${carlEmail} as admin`,
      `Ana Owner revoked the invitation to ${carlEmail}`,
      'Bo Member joined as member',
      'Ana Owner changed Bo Member’s role from member to admin',
      'Ana Owner added the Slack destination “#general”',
      'Bo Member sent the welcome announcement for Priya Sharma to #general',
      'Bo Member scheduled the welcome announcement for Priya Sharma to #general',
      'Ana Owner cancelled the welcome announcement for Priya Sharma to #general',
      'Ana Owner removed the Slack destination “#general”',
      'Cy Leaver left the workspace',
      'Bo Member removed Dee Removed',
      'Ana Owner’s Pro subscription ended',
      'Ana Owner’s Pro subscription started: workspaces they own are on Pro',
    ]);
    // Exact times for the screen, and nothing secret in what the API answers.
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
    const body = JSON.stringify(entries);
    expect(body).not.toContain('never-in-the-log');
    expect(body).not.toContain(option.text);
    expect(body).not.toMatch(/token/i);
  });

  it('keeps the actor’s name after their account is deleted', async () => {
    const teamId = await teamOf(ana, 'Keepers');
    const gone = await person('Gone Person');
    await addMember(teamId, gone, 'admin');
    await json(
      await call(gone, 'POST', `/api/workspaces/${teamId}/invitations`, {
        email: uniqueEmail('x'),
        role: 'member',
      }),
      201,
    );
    await (await testDb(server)).delete(user).where(eq(user.id, gone.id));
    const [latest] = (await json<Page>(await log(ana, teamId))).entries;
    expect(latest).toMatchObject({ action: 'member.invited', actorName: 'Gone Person' });
    const [row] = await (
      await testDb(server)
    )
      .select({ actorId: activity.actorId })
      .from(activity)
      .where(eq(activity.id, latest!.id));
    expect(row!.actorId).toBeNull();
  });

  it('says a member left when they delete their account', async () => {
    const teamId = await teamOf(ana, 'Farewells');
    const leaving = await person('Lou Leaving');
    await addMember(teamId, leaving, 'member');
    await json(
      await server.fetch('/api/account', {
        method: 'DELETE',
        headers: { cookie: leaving.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ password: leaving.password }),
      }),
      204,
    );
    const [latest] = (await json<Page>(await log(ana, teamId))).entries;
    expect(latest && describeActivity(latest)).toBe('Lou Leaving left the workspace');
  });

  it('records nothing for an action that is refused or does not happen', async () => {
    const teamId = await teamOf(ana, 'Refusals');
    const bea = await person('Bea');
    await addMember(teamId, bea, 'member');
    const before = await entriesIn(teamId);

    // The last owner cannot leave or be demoted (409): no "left", no "role changed".
    await json(await call(ana, 'POST', `/api/workspaces/${teamId}/leave`), 409);
    await json(
      await call(ana, 'PATCH', `/api/workspaces/${teamId}/members/${ana.id}`, { role: 'admin' }),
      409,
    );
    // A member may not invite or rename (403), nobody revokes what does not exist (404).
    await json(
      await call(bea, 'POST', `/api/workspaces/${teamId}/invitations`, {
        email: uniqueEmail('y'),
      }),
      403,
    );
    await json(await call(bea, 'PATCH', `/api/workspaces/${teamId}`, { name: 'Mine now' }), 403);
    await json(
      await call(ana, 'DELETE', `/api/workspaces/${teamId}/invitations/${randomUUID()}`),
      404,
    );
    // An existing member invited again (409).
    await json(
      await call(ana, 'POST', `/api/workspaces/${teamId}/invitations`, { email: bea.email }),
      409,
    );
    // A full workspace refuses the invitation (409 member_cap) and records nothing.
    for (let i = 0; i < MEMBER_CAP - 2; i++)
      await json(
        await call(ana, 'POST', `/api/workspaces/${teamId}/invitations`, {
          email: uniqueEmail(`seat${i}`),
        }),
        201,
      );
    const full = await entriesIn(teamId);
    await json(
      await call(ana, 'POST', `/api/workspaces/${teamId}/invitations`, {
        email: uniqueEmail('one-too-many'),
      }),
      409,
    );
    expect(await entriesIn(teamId)).toBe(full);
    expect(full).toBe(before + MEMBER_CAP - 2);

    // A delivery: cancelled once (an entry), a second cancel is 409 (none); the same request
    // sent twice under one Idempotency-Key makes one delivery and one entry.
    const destination = await json<{ destination: { id: string } }>(
      await call(
        ana,
        'POST',
        '/api/destinations',
        { kind: 'email', name: 'Inbox', emails: [ana.email] },
        teamId,
      ),
      201,
    );
    const message = await generate(ana, teamId);
    const body = {
      suggestionId: message.suggestions[0]!.id,
      destinationId: destination.destination.id,
      text: message.suggestions[0]!.text,
      schedule: { date: tomorrow(), time: '09:00', timeZone: 'UTC' },
    };
    const key = { 'idempotency-key': `activity-${randomUUID()}` };
    const post = () =>
      server.fetch('/api/deliveries', {
        method: 'POST',
        headers: {
          cookie: ana.cookie,
          [WORKSPACE_HEADER]: teamId,
          'content-type': 'application/json',
          ...key,
        },
        body: JSON.stringify(body),
      });
    const first = await json<{ delivery: { id: string } }>(await post(), 201);
    await json(await post(), 200);
    const cancel = () =>
      call(ana, 'POST', `/api/deliveries/${first.delivery.id}/cancel`, undefined, teamId);
    await json(await cancel());
    await json(await cancel(), 409);
    const actions = (await readAll(ana, teamId)).slice(0, 3).map((e) => e.action);
    expect(actions).toEqual(['delivery.cancelled', 'delivery.scheduled', 'destination.added']);
  });

  it('rolls an entry back with its action: one transaction', async () => {
    const teamId = await teamOf(ana, 'Atomic');
    const db = await testDb(server);
    const before = await entriesIn(teamId);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(organization).set({ name: 'Half done' }).where(eq(organization.id, teamId));
        await recordActivity(tx, {
          workspaceId: teamId,
          actorId: ana.id,
          action: 'workspace.renamed',
          subject: { from: 'Atomic', to: 'Half done' },
        });
        throw new Error('the action fails after its entry was written');
      }),
    ).rejects.toThrow('the action fails');
    expect(await entriesIn(teamId)).toBe(before);
    const [ws] = await db
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, teamId));
    expect(ws!.name).toBe('Atomic');
  });

  it('records nothing in a personal workspace, and has no log there', async () => {
    const solo = await person('Solo');
    await makePro(await testDb(server), solo.email);
    await json(
      await call(solo, 'POST', '/api/destinations', {
        kind: 'email',
        name: 'Me',
        emails: [solo.email],
      }),
      201,
    );
    const db = await testDb(server);
    const [personal] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.personalUserId, solo.id));
    expect(await entriesIn(personal!.id)).toBe(0);
    const res = await log(solo, personal!.id);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'personal_workspace' });
  });
});

describe('who reads the log', () => {
  it('lets owners and admins read it; a member gets 403, anyone else 404', async () => {
    const teamId = await teamOf(ana, 'Readers');
    const [admin, plain, outsider] = await Promise.all([
      person('Adi Admin'),
      person('Meg Member'),
      person('Otto Outsider'),
    ]);
    await addMember(teamId, admin, 'admin');
    await addMember(teamId, plain, 'member');
    expect((await json<Page>(await log(ana, teamId))).entries.length).toBeGreaterThan(0);
    expect((await json<Page>(await log(admin, teamId))).entries.length).toBeGreaterThan(0);
    const refused = await log(plain, teamId);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'forbidden_role' });
    for (const id of [teamId, randomUUID()]) {
      const hidden = await log(outsider, id);
      expect(hidden.status).toBe(404);
      expect(await hidden.json()).toMatchObject({ code: 'workspace_not_found' });
    }
    // Another workspace's entry as a cursor reads nothing of it.
    const otherTeam = await teamOf(outsider, 'Elsewhere');
    const [foreign] = (await json<Page>(await log(outsider, otherTeam))).entries;
    const page = await json<Page>(await log(ana, teamId, `?before=${foreign!.id}`));
    expect(page.entries).toEqual([]);
    await json(await log(ana, teamId, '?before=not-an-id'), 400);
    await json(await log(ana, teamId, '?limit=1000'), 400);
  });
});

describe('pages', () => {
  it('walks the whole log in keyset pages, each entry once, newest first', async () => {
    const teamId = await teamOf(ana, 'Busy');
    const db = await testDb(server);
    // 60 entries in one transaction: on PGlite, whose clock is coarser, many share a time,
    // and the keyset must still give each exactly once (the id breaks ties).
    await db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++)
        await recordActivity(tx, {
          workspaceId: teamId,
          actorId: ana.id,
          action: 'member.invited',
          subject: { email: `p${i}@example.com`, role: 'member' },
        });
    });
    const first = await json<Page>(await log(ana, teamId));
    expect(first.entries).toHaveLength(25);
    expect(first.next).toBe(first.entries[24]!.id);
    const all = await readAll(ana, teamId, 25);
    expect(all).toHaveLength(61);
    expect(new Set(all.map((e) => e.id)).size).toBe(61);
    const emails = all.flatMap((e) => (e.action === 'member.invited' ? [e.subject.email] : []));
    expect(emails.sort()).toEqual(Array.from({ length: 60 }, (_, i) => `p${i}@example.com`).sort());
    expect(all.at(-1)!.action).toBe('workspace.created');
    const times = all.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('the owner’s export', () => {
  it('carries the log of the team workspaces they own, and only those', async () => {
    const teamId = await teamOf(ana, 'Exported team');
    const admin = await person('Ed Admin');
    await addMember(teamId, admin, 'admin');
    await json(await call(admin, 'PATCH', `/api/workspaces/${teamId}`, { name: 'Exported' }));
    const read = async (who: TestUser) =>
      json<{
        workspaces: { id: string; activity: ActivityEntry[] }[];
      }>(await call(who, 'GET', '/api/account/export'));
    const owned = (await read(ana)).workspaces.find((w) => w.id === teamId)!;
    expect(owned.activity.map((e) => [e.action, e.actorName])).toEqual([
      ['workspace.created', 'Ana Owner'],
      ['workspace.renamed', 'Ed Admin'],
    ]);
    expect(owned.activity[1]!.subject).toEqual({ from: 'Exported team', to: 'Exported' });
    expect((await read(admin)).workspaces.map((w) => w.id)).not.toContain(teamId);
    const db = await testDb(server);
    const [mine] = await db
      .select({ n: count() })
      .from(activity)
      .where(and(eq(activity.workspaceId, teamId), eq(activity.actorId, admin.id)));
    expect(mine!.n).toBe(1);
  });
});
