import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER, type WorkspaceRole } from '#domain/workspaces.ts';
import { member } from '#server/db/schema/index.ts';
import { createUser, makePro, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';

/**
 * Issue 24 item 3: roles enforced on the server. For every action, each role of a team
 * workspace gets what the role allows (2xx) or 403, and someone outside the workspace gets
 * 404 (as for a workspace that does not exist); nothing of the team's shows anywhere else.
 */
const server = useTestServer({
  GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  SEND_RATE_LIMIT_PER_HOUR: '1000',
});

type Who = WorkspaceRole | 'outsider';
const ROLES: Who[] = ['owner', 'admin', 'member', 'outsider'];
const people = {} as Record<Who, TestUser & { id: string }>;
let teamId: string;

function call(who: Who, method: string, path: string, body?: unknown, workspace = teamId) {
  return server.fetch(path, {
    method,
    headers: {
      cookie: people[who].cookie,
      ...(workspace ? { [WORKSPACE_HEADER]: workspace } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

interface Generated {
  messageId: string;
  suggestions: { id: string; text: string }[];
}

const generate = async (who: Who, name = `Hire ${randomUUID().slice(0, 6)}`) =>
  json<Generated>(
    await call(who, 'POST', '/api/generate', {
      newHireName: name,
      role: 'Engineer',
      tone: 'warm_professional',
      messageType: 'welcome',
    }),
  );

let destinationId: string;

async function schedule(who: Who): Promise<string> {
  const message = await generate('owner');
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const body = await json<{ delivery: { id: string } }>(
    await call(who, 'POST', '/api/deliveries', {
      suggestionId: message.suggestions[0]!.id,
      destinationId,
      text: message.suggestions[0]!.text,
      schedule: { date: tomorrow, time: '09:00', timeZone: 'UTC' },
    }),
    201,
  );
  return body.delivery.id;
}

/** Adds a user to the team as `role` (invitations have their own tests). */
async function join(who: WorkspaceRole) {
  const db = await testDb(server);
  await db
    .insert(member)
    .values({ id: randomUUID(), organizationId: teamId, userId: people[who].id, role: who });
}

beforeAll(async () => {
  const db = await testDb(server);
  for (const who of ROLES) {
    const user = await createUser(server, { name: `The ${who}` });
    people[who] = { ...user, id: await userIdOf(db, user.email) };
  }
  // The owner's Pro makes the team Pro (ADR 042): every member may send.
  await makePro(db, people.owner.email);
  const created = await json<{ workspace: { id: string } }>(
    await call('owner', 'POST', '/api/workspaces', { name: 'People team' }, ''),
    201,
  );
  teamId = created.workspace.id;
  await join('admin');
  await join('member');
  const destination = await json<{ destination: { id: string } }>(
    await call('owner', 'POST', '/api/destinations', {
      kind: 'email',
      name: 'Owner inbox',
      emails: [people.owner.email],
    }),
    201,
  );
  destinationId = destination.destination.id;
}, 120_000);

/** Expected status per role; the outsider always gets 404. */
type Expect = Record<WorkspaceRole, number>;
const ALL_OK = (status: number): Expect => ({ owner: status, admin: status, member: status });
const ADMINS = (status: number): Expect => ({ owner: status, admin: status, member: 403 });
const OWNER_ONLY = (status: number): Expect => ({ owner: status, admin: 403, member: 403 });

/** Each action runs fresh for every role (its own rows), so one role's change never decides another's. */
const ACTIONS: { name: string; expect: Expect; run: (who: Who) => Promise<Response> }[] = [
  {
    name: 'list the history',
    expect: ALL_OK(200),
    run: (who) => call(who, 'GET', '/api/messages'),
  },
  {
    name: 'generate',
    expect: ALL_OK(200),
    run: (who) =>
      call(who, 'POST', '/api/generate', {
        newHireName: 'Rosa Parks',
        role: 'Engineer',
        tone: 'warm_professional',
        messageType: 'welcome',
      }),
  },
  {
    name: 'edit an option of a teammate’s message',
    expect: ALL_OK(200),
    run: async (who) => {
      const m = await generate('owner');
      return call(
        who,
        'PATCH',
        `/api/messages/${m.messageId}/suggestions/${m.suggestions[0]!.id}`,
        {
          text: 'Please welcome our new engineer to the team this week, everyone.',
        },
      );
    },
  },
  {
    name: 'favourite an option',
    expect: ALL_OK(200),
    run: async (who) => {
      const m = await generate('owner');
      return call(
        who,
        'PATCH',
        `/api/messages/${m.messageId}/suggestions/${m.suggestions[1]!.id}`,
        {
          favourite: true,
        },
      );
    },
  },
  {
    name: 'delete their own message',
    expect: ALL_OK(204),
    run: async (who) => {
      const m = await generate(who === 'outsider' ? 'owner' : who);
      return call(who, 'DELETE', `/api/messages/${m.messageId}`);
    },
  },
  {
    name: 'delete a teammate’s message',
    expect: ADMINS(204),
    run: async (who) => {
      const m = await generate(who === 'member' ? 'admin' : 'member');
      return call(who, 'DELETE', `/api/messages/${m.messageId}`);
    },
  },
  {
    name: 'list destinations',
    expect: ALL_OK(200),
    run: (who) => call(who, 'GET', '/api/destinations'),
  },
  {
    name: 'add a destination',
    expect: ADMINS(201),
    run: (who) =>
      call(who, 'POST', '/api/destinations', {
        kind: 'email',
        name: `Inbox ${who}`,
        emails: [people[who].email],
      }),
  },
  {
    name: 'rename a destination',
    expect: ADMINS(200),
    run: (who) => call(who, 'PATCH', `/api/destinations/${destinationId}`, { name: 'Inbox' }),
  },
  {
    name: 'delete a destination',
    expect: ADMINS(204),
    run: async (who) => {
      const d = await json<{ destination: { id: string } }>(
        await call('owner', 'POST', '/api/destinations', {
          kind: 'email',
          name: `Doomed ${randomUUID().slice(0, 4)}`,
          emails: [people.owner.email],
        }),
        201,
      );
      return call(who, 'DELETE', `/api/destinations/${d.destination.id}`);
    },
  },
  {
    name: 'send or schedule',
    expect: ALL_OK(201),
    run: async (who) => {
      const m = await generate('owner');
      return call(who, 'POST', '/api/deliveries', {
        suggestionId: m.suggestions[0]!.id,
        destinationId,
        text: m.suggestions[0]!.text,
        schedule: {
          date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
          time: '10:00',
          timeZone: 'UTC',
        },
      });
    },
  },
  {
    name: 'list Scheduled & sent',
    expect: ALL_OK(200),
    run: (who) => call(who, 'GET', '/api/deliveries?status=all'),
  },
  {
    name: 'cancel their own scheduled delivery',
    expect: ALL_OK(200),
    run: async (who) => {
      const id = await schedule(who === 'outsider' ? 'owner' : who);
      return call(who, 'POST', `/api/deliveries/${id}/cancel`);
    },
  },
  {
    name: 'cancel a teammate’s scheduled delivery',
    expect: ADMINS(200),
    run: async (who) => {
      const id = await schedule(who === 'member' ? 'admin' : 'member');
      return call(who, 'POST', `/api/deliveries/${id}/cancel`);
    },
  },
  {
    name: 'see the workspace and its members',
    expect: ALL_OK(200),
    run: (who) => call(who, 'GET', `/api/workspaces/${teamId}`),
  },
  {
    name: 'read the activity log',
    expect: ADMINS(200),
    run: (who) => call(who, 'GET', `/api/workspaces/${teamId}/activity`),
  },
  {
    name: 'rename the workspace',
    expect: ADMINS(200),
    run: (who) => call(who, 'PATCH', `/api/workspaces/${teamId}`, { name: 'People team' }),
  },
  {
    name: 'change a member’s role',
    expect: ADMINS(200),
    run: (who) =>
      call(who, 'PATCH', `/api/workspaces/${teamId}/members/${people.member.id}`, {
        role: 'member',
      }),
  },
  {
    name: 'make someone an owner',
    expect: OWNER_ONLY(200),
    run: async (who) => {
      const extra = await createUser(server);
      const db = await testDb(server);
      const id = await userIdOf(db, extra.email);
      await db
        .insert(member)
        .values({ id: randomUUID(), organizationId: teamId, userId: id, role: 'member' });
      return call(who, 'PATCH', `/api/workspaces/${teamId}/members/${id}`, { role: 'owner' });
    },
  },
  {
    name: 'remove a member',
    expect: ADMINS(204),
    run: async (who) => {
      const extra = await createUser(server);
      const db = await testDb(server);
      const id = await userIdOf(db, extra.email);
      await db
        .insert(member)
        .values({ id: randomUUID(), organizationId: teamId, userId: id, role: 'member' });
      return call(who, 'DELETE', `/api/workspaces/${teamId}/members/${id}`);
    },
  },
  // People (issue 25, ADR 048): every member views, admins manage.
  {
    name: 'list the people',
    expect: ALL_OK(200),
    run: (who) => call(who, 'GET', '/api/people'),
  },
  {
    name: 'add a person',
    expect: ADMINS(201),
    run: (who) =>
      call(who, 'POST', '/api/people', {
        name: 'New Joiner',
        workEmail: `joiner.${randomUUID()}@example.com`,
        startDate: '2030-01-07',
      }),
  },
  {
    name: 'import people from a spreadsheet',
    expect: ADMINS(200),
    run: (who) =>
      call(who, 'POST', '/api/people/import', {
        csv: `name,email,start date\nSheet Joiner,sheet.${randomUUID()}@example.com,2030-01-07\n`,
      }),
  },
  {
    name: 'delete a person',
    expect: ADMINS(204),
    run: async (who) => {
      const added = await json<{ person: { id: string } }>(
        await call('owner', 'POST', '/api/people', {
          name: 'Leaving Soon',
          workEmail: `leaving.${randomUUID()}@example.com`,
          startDate: '2030-01-07',
        }),
        201,
      );
      return call(who, 'DELETE', `/api/people/${added.person.id}`);
    },
  },
  {
    name: 'delete the workspace',
    expect: OWNER_ONLY(204),
    run: async (who) => {
      // A workspace of its own, where owner, admin and member hold the same roles.
      const ws = await json<{ workspace: { id: string } }>(
        await call('owner', 'POST', '/api/workspaces', { name: 'Short-lived' }, ''),
        201,
      );
      const db = await testDb(server);
      for (const role of ['admin', 'member'] as const)
        await db.insert(member).values({
          id: randomUUID(),
          organizationId: ws.workspace.id,
          userId: people[role].id,
          role,
        });
      return call(who, 'DELETE', `/api/workspaces/${ws.workspace.id}`, undefined, '');
    },
  },
];

describe.each(ACTIONS)('$name', ({ expect: expected, run }) => {
  it.each(ROLES)('as %s', async (who) => {
    const res = await run(who);
    const status = who === 'outsider' ? 404 : expected[who];
    expect(res.status, await res.clone().text()).toBe(status);
    if (status === 403) expect(await res.json()).toMatchObject({ code: 'forbidden_role' });
    if (who === 'outsider') expect((await res.json()) as { code: string }).toHaveProperty('code');
  });
});

describe('never another workspace’s data', () => {
  it('keeps the team’s messages out of everyone’s personal history, and theirs out of the team’s', async () => {
    const personal = await json<Generated>(
      await call(
        'member',
        'POST',
        '/api/generate',
        {
          newHireName: 'Only Personal',
          role: 'Engineer',
          tone: 'warm_professional',
          messageType: 'welcome',
        },
        '',
      ),
    );
    const team = await generate('member', 'Only Team');
    for (const who of ['owner', 'admin', 'member'] as const) {
      const mine = await json<{ items: { id: string }[]; total: number }>(
        await call(who, 'GET', '/api/messages?pageSize=50', undefined, ''),
      );
      expect(mine.items.map((m) => m.id)).not.toContain(team.messageId);
      // Each history's total is its workspace's count (ADR 041), not its account's messages
      // in every workspace, and a team's is exact.
      expect(mine.total).toBe(mine.items.length);
      const whole = await json<{ items: { id: string }[]; total: number; more: boolean }>(
        await call(who, 'GET', '/api/messages?pageSize=50'),
      );
      expect({ total: whole.total, more: whole.more }).toEqual({
        total: whole.items.length,
        more: false,
      });
      const shared = await json<{ items: { id: string }[]; total: number }>(
        await call(who, 'GET', '/api/messages?search=Only&pageSize=50'),
      );
      expect(shared.items.map((m) => m.id)).toEqual([team.messageId]);
    }
    // A team id used from the personal workspace, and a personal id from the team: 404.
    expect(
      (await call('member', 'DELETE', `/api/messages/${team.messageId}`, undefined, '')).status,
    ).toBe(404);
    expect((await call('owner', 'DELETE', `/api/messages/${personal.messageId}`)).status).toBe(404);
    expect(
      (
        await call('member', 'GET', '/api/destinations', undefined, '').then((r) =>
          json<{ destinations: { id: string }[] }>(r),
        )
      ).destinations.map((d) => d.id),
    ).not.toContain(destinationId);
  });

  it('answers 404 for a workspace id that does not exist or is someone else’s personal one', async () => {
    const mine = await json<{ workspaces: { id: string; personal: boolean }[] }>(
      await call('owner', 'GET', '/api/workspaces', undefined, ''),
    );
    const ownersPersonal = mine.workspaces.find((w) => w.personal)!.id;
    for (const id of [randomUUID(), ownersPersonal, 'x'.repeat(500)]) {
      const res = await call('member', 'GET', '/api/messages', undefined, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'workspace_not_found' });
    }
  });
});

describe('membership', () => {
  it('takes a removal into account on the removed member’s very next request', async () => {
    const extra = await createUser(server);
    const db = await testDb(server);
    const id = await userIdOf(db, extra.email);
    await db
      .insert(member)
      .values({ id: randomUUID(), organizationId: teamId, userId: id, role: 'member' });
    const headers = { cookie: extra.cookie, [WORKSPACE_HEADER]: teamId };
    expect((await server.fetch('/api/messages', { headers })).status).toBe(200);
    expect((await call('admin', 'DELETE', `/api/workspaces/${teamId}/members/${id}`)).status).toBe(
      204,
    );
    expect((await server.fetch('/api/messages', { headers })).status).toBe(404);
  });

  it('never lets the last owner leave or be demoted, and lets a member leave', async () => {
    const ws = await json<{ workspace: { id: string } }>(
      await call('owner', 'POST', '/api/workspaces', { name: 'Solo' }, ''),
      201,
    );
    const wsId = ws.workspace.id;
    const db = await testDb(server);
    await db
      .insert(member)
      .values({ id: randomUUID(), organizationId: wsId, userId: people.member.id, role: 'member' });
    const leave = await call('owner', 'POST', `/api/workspaces/${wsId}/leave`, undefined, '');
    expect(leave.status).toBe(409);
    expect(await leave.json()).toMatchObject({ code: 'last_owner' });
    const demote = await call(
      'owner',
      'PATCH',
      `/api/workspaces/${wsId}/members/${people.owner.id}`,
      { role: 'admin' },
      '',
    );
    expect(demote.status).toBe(409);
    expect(
      (await call('member', 'POST', `/api/workspaces/${wsId}/leave`, undefined, '')).status,
    ).toBe(204);
    expect((await call('member', 'GET', `/api/workspaces/${wsId}`, undefined, '')).status).toBe(
      404,
    );
  });

  it('keeps the personal workspace the user’s alone: no rename, leave or delete', async () => {
    const list = await json<{ workspaces: { id: string; personal: boolean }[] }>(
      await call('member', 'GET', '/api/workspaces', undefined, ''),
    );
    const personal = list.workspaces.find((w) => w.personal)!.id;
    for (const [method, path, body] of [
      ['PATCH', `/api/workspaces/${personal}`, { name: 'Renamed' }],
      ['POST', `/api/workspaces/${personal}/leave`, undefined],
      ['DELETE', `/api/workspaces/${personal}`, undefined],
    ] as const) {
      const res = await call('member', method, path, body, '');
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'personal_workspace' });
    }
  });
});

describe('a team’s history', () => {
  it('names each message’s author, filters to Mine, and leaves the personal history as it was', async () => {
    const byAdmin = await generate('admin', 'Authored By Admin');
    const byMember = await generate('member', 'Authored By Member');
    type Page = { items: { id: string; author?: string | null; mine?: boolean }[] };
    const all = await json<Page>(
      await call('member', 'GET', '/api/messages?search=Authored&pageSize=50'),
    );
    expect(all.items.map((m) => [m.id, m.author, m.mine])).toEqual([
      [byMember.messageId, 'The member', true],
      [byAdmin.messageId, 'The admin', false],
    ]);
    const mine = await json<Page>(
      await call('member', 'GET', '/api/messages?search=Authored&pageSize=50&mine=true'),
    );
    expect(mine.items.map((m) => m.id)).toEqual([byMember.messageId]);
    const personal = await json<Page>(
      await call('member', 'GET', '/api/messages?pageSize=50', undefined, ''),
    );
    for (const item of personal.items) {
      expect(item).not.toHaveProperty('author');
      expect(item).not.toHaveProperty('authorId');
    }
  });
});
