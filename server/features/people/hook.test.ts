import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFAULT_AUTOPILOT_RULES } from '#domain/autopilot.ts';
import { TestClock } from '#server/clock.ts';
import { people, peopleHooks } from '#server/db/schema/index.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { statusOfUnsentBody } from '#tests/setup/unsent-body.ts';
import { callAs, jsonOf, person, proTeam, type Person } from '#tests/setup/workspaces.ts';

/**
 * Issue 25 item 3 (ADR 052): the inbound HR webhook, through real HTTP. Signatures are
 * computed here from the documented recipes, not with the server's own functions, so a
 * scheme that drifted from its documentation fails.
 */
const START = '2027-01-10T12:00:00Z';
const clock = new TestClock(START);
const server = useTestServer({}, { clock });

type Who = 'owner' | 'admin' | 'member' | 'other';
const users = {} as Record<Who, Person>;
let teamId: string;
let otherTeamId: string;
let db: Awaited<ReturnType<typeof testDb>>;

const call = (who: Who, method: string, path: string, body?: unknown, workspace = teamId) =>
  callAs(server, users[who], method, path, body, workspace);
const json = jsonOf;

interface HookAnswer {
  hook: { url: string; bambooUrl: string; secretLast4: string };
  secret: string;
}
interface StoredPerson {
  id: string;
  name: string;
  workEmail: string;
  employeeId: string | null;
  role: string | null;
  team: string | null;
  funFact: string | null;
  managerName: string | null;
  location: string | null;
  startDate: string;
  previousRole: string | null;
  roleChangedOn: string | null;
}

const seconds = () => String(Math.floor(clock.now().getTime() / 1000));
const sign = (secret: string, timestamp: string, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Posts a body to a hook the way the docs' curl example does. */
function deliver(
  url: string,
  secret: string,
  payload: unknown,
  options: { timestamp?: string; signature?: string; contentType?: string; from?: string } = {},
) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const timestamp = options.timestamp ?? seconds();
  return server.fetch(new URL(url).pathname, {
    method: 'POST',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-herald-timestamp': timestamp,
      'x-herald-signature': options.signature ?? sign(secret, timestamp, body),
      // The test server gives each request a random client address unless one is set.
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
    },
    body,
  });
}

const peopleOf = async (workspaceId: string) =>
  db.select().from(people).where(eq(people.workspaceId, workspaceId));

async function connect(workspace = teamId): Promise<HookAnswer> {
  const res = await call('owner', 'POST', '/api/people/hook', {}, workspace);
  expect([200, 201]).toContain(res.status);
  return (await res.json()) as HookAnswer;
}

let hook: HookAnswer;

beforeAll(async () => {
  db = await testDb(server);
  for (const who of ['owner', 'admin', 'member', 'other'] as Who[])
    users[who] = await person(server, `The ${who}`);
  teamId = await proTeam(server, users.owner, [
    [users.admin, 'admin'],
    [users.member, 'member'],
  ]);
  otherTeamId = await proTeam(server, users.owner, []);
  hook = await connect();
}, 120_000);

const joiner = (tag: string, extra: Record<string, unknown> = {}) => ({
  name: `Joiner ${tag}`,
  workEmail: `joiner.${tag}@example.com`,
  startDate: '2027-02-01',
  ...extra,
});

describe('connecting an HR system', () => {
  it('admins get the URL and the secret once; afterwards only its last 4 characters', async () => {
    expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(hook.hook.secretLast4).toBe(hook.secret.slice(-4));
    const hookId = hook.hook.url.split('/').at(-1)!;
    expect(hookId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(hook.hook.url).not.toContain(teamId);
    expect(hook.hook.bambooUrl).toBe(`${hook.hook.url}/bamboohr`);

    const shown = await call('admin', 'GET', '/api/people/hook');
    const text = await shown.text();
    expect(shown.status).toBe(200);
    expect(text).not.toContain(hook.secret);
    expect(JSON.parse(text)).toMatchObject({
      hook: { url: hook.hook.url, secretLast4: hook.secret.slice(-4) },
    });
    // Sealed at rest: the row holds no plaintext.
    const [row] = await db.select().from(peopleHooks).where(eq(peopleHooks.workspaceId, teamId));
    expect(row!.secretCiphertext).not.toContain(hook.secret);
    expect(row!.secretCiphertext.startsWith('v1.')).toBe(true);

    expect((await call('member', 'GET', '/api/people/hook')).status).toBe(403);
    expect((await call('member', 'POST', '/api/people/hook', {})).status).toBe(403);
    expect((await call('other', 'GET', '/api/people/hook')).status).toBe(404);
  });

  it('rotating keeps the URL and retires the old secret', async () => {
    const scratch = otherTeamId;
    const first = await connect(scratch);
    const second = await json<HookAnswer>(
      await call('owner', 'POST', '/api/people/hook', {}, scratch),
    );
    expect(second.hook.url).toBe(first.hook.url);
    expect(second.secret).not.toBe(first.secret);
    const old = await deliver(first.hook.url, first.secret, { people: [joiner('rot-1')] });
    expect(old.status).toBe(401);
    expect(
      (await deliver(second.hook.url, second.secret, { people: [joiner('rot-1')] })).status,
    ).toBe(200);
    // A pasted secret (BambooHR generates its own private key) is taken as it is.
    const pasted = 'bamboo-private-key-0123456789';
    const third = await json<HookAnswer>(
      await call('owner', 'POST', '/api/people/hook', { secret: pasted }, scratch),
    );
    expect(third).toMatchObject({
      secret: pasted,
      hook: { secretLast4: '6789', url: first.hook.url },
    });
    const short = await json<{ code: string; message: string }>(
      await call('owner', 'POST', '/api/people/hook', { secret: 'short' }, scratch),
      400,
    );
    expect(short.message).toBe('A secret has 16 to 256 characters.');
  });
});

describe('the signed webhook', () => {
  it('writes a valid delivery; the same payload again (new timestamp) changes nothing', async () => {
    const payload = {
      people: [
        joiner('w-1', { employeeId: 'W-1', role: 'Engineer', team: 'Platform' }),
        joiner('w-2', { event: 'hired' }),
      ],
    };
    const first = await json<{ added: number; updated: number; unchanged: number }>(
      await deliver(hook.hook.url, hook.secret, payload),
    );
    expect(first).toEqual({ added: 2, updated: 0, unchanged: 0 });
    const stored = await peopleOf(teamId);
    expect(stored.find((p) => p.employeeId === 'W-1')).toMatchObject({
      name: 'Joiner w-1',
      role: 'Engineer',
      team: 'Platform',
      addedBy: null,
    });
    clock.advance(1000);
    const again = await json<{ added: number; updated: number; unchanged: number }>(
      await deliver(hook.hook.url, hook.secret, payload),
    );
    expect(again).toEqual({ added: 0, updated: 0, unchanged: 2 });
  });

  it('refuses with the precise status and writes nothing', async () => {
    const before = (await peopleOf(teamId)).length;
    const payload = { people: [joiner(`r-${randomUUID().slice(0, 6)}`)] };
    const body = JSON.stringify(payload);
    const code = async (res: Response, status: number) =>
      (await json<{ code: string; message: string }>(res, status)).code;

    expect(await code(await deliver(hook.hook.url, 'not-the-secret', payload), 401)).toBe(
      'invalid_signature',
    );
    expect(
      await code(
        await server.fetch(new URL(hook.hook.url).pathname, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
        401,
      ),
    ).toBe('invalid_signature');
    const stale = String(Number(seconds()) - 301);
    expect(
      await code(await deliver(hook.hook.url, hook.secret, payload, { timestamp: stale }), 401),
    ).toBe('stale_timestamp');
    const ahead = String(Number(seconds()) + 301);
    expect(
      await code(await deliver(hook.hook.url, hook.secret, payload, { timestamp: ahead }), 401),
    ).toBe('stale_timestamp');
    expect(
      await code(
        await deliver(hook.hook.url, hook.secret, payload, { contentType: 'text/plain' }),
        415,
      ),
    ).toBe('unsupported_media_type');
    // Announced as 2 MB: refused from the headers, before a byte of the body is read.
    expect(
      await statusOfUnsentBody(server.url, new URL(hook.hook.url).pathname, 2 * 1024 * 1024),
    ).toBe(413);
    const unknown = await json<{ code: string; message: string }>(
      await deliver(hook.hook.url, hook.secret, { people: [{ ...payload.people[0], salary: 1 }] }),
      422,
    );
    expect(unknown.message).toBe('Unknown field: people[0].salary.');
    const invalid = await json<{ message: string }>(
      await deliver(hook.hook.url, hook.secret, {
        people: [{ ...payload.people[0], startDate: '31/02/2027' }],
      }),
      422,
    );
    expect(invalid.message).toBe('people[0].startDate: A start date is needed (YYYY-MM-DD).');
    expect(await code(await deliver(hook.hook.url, hook.secret, '{"people": ['), 400)).toBe(
      'invalid_input',
    );
    // Another workspace's hook with this workspace's secret: not its signature.
    const elsewhere = (
      await json<{ hook: { url: string } }>(
        await call('owner', 'GET', '/api/people/hook', undefined, otherTeamId),
      )
    ).hook;
    const otherBefore = (await peopleOf(otherTeamId)).length;
    expect(await code(await deliver(elsewhere.url, hook.secret, payload), 401)).toBe(
      'invalid_signature',
    );
    expect((await peopleOf(otherTeamId)).length).toBe(otherBefore);
    // A hook id that does not exist, or a workspace id in its place.
    expect(
      await code(
        await deliver(
          `${new URL(hook.hook.url).origin}/api/webhooks/people/${teamId}`,
          hook.secret,
          payload,
        ),
        404,
      ),
    ).toBe('not_found');

    expect((await peopleOf(teamId)).length).toBe(before);

    // Accepted once; the same signed request again is a replay.
    const timestamp = seconds();
    const signature = sign(hook.secret, timestamp, body);
    expect((await deliver(hook.hook.url, hook.secret, body, { timestamp, signature })).status).toBe(
      200,
    );
    expect(
      await code(await deliver(hook.hook.url, hook.secret, body, { timestamp, signature }), 409),
    ).toBe('replayed');
    expect((await peopleOf(teamId)).length).toBe(before + 1);
  });

  it('writes all or nothing: one person whose e-mail belongs to someone else refuses the delivery', async () => {
    const tag = randomUUID().slice(0, 6);
    await deliver(hook.hook.url, hook.secret, {
      people: [joiner(`a-${tag}`, { employeeId: `A-${tag}` })],
    });
    const before = (await peopleOf(teamId)).length;
    const refused = await json<{ message: string }>(
      await deliver(hook.hook.url, hook.secret, {
        people: [
          joiner(`b-${tag}`),
          joiner(`c-${tag}`, { employeeId: `C-${tag}`, workEmail: `joiner.a-${tag}@example.com` }),
        ],
      }),
      422,
    );
    expect(refused.message).toMatch(
      /^people\[1\]: the work e-mail joiner\.a-.* belongs to another person/,
    );
    expect((await peopleOf(teamId)).length).toBe(before);
  });

  it('records a role change at the effective date, keeping the fields the HR system does not send', async () => {
    const tag = randomUUID().slice(0, 6);
    const base = joiner(`p-${tag}`, { employeeId: `P-${tag}`, role: 'Analyst' });
    await deliver(hook.hook.url, hook.secret, { people: [base] });
    const [stored] = (await peopleOf(teamId)).filter((p) => p.employeeId === `P-${tag}`);
    // A fun fact typed in Herald, which no HR system knows.
    await json(
      await call('admin', 'PUT', `/api/people/${stored!.id}`, { ...base, funFact: 'Sails' }),
    );

    const promoted = await json<{ updated: number }>(
      await deliver(hook.hook.url, hook.secret, {
        people: [
          { ...base, role: 'Senior Analyst', event: 'promoted', effectiveDate: '2027-03-01' },
        ],
      }),
    );
    expect(promoted.updated).toBe(1);
    const [after] = (await peopleOf(teamId)).filter((p) => p.employeeId === `P-${tag}`);
    expect(after).toMatchObject({
      role: 'Senior Analyst',
      previousRole: 'Analyst',
      roleChangedOn: '2027-03-01',
      funFact: 'Sails',
    });

    // Without an effective date: today in the workspace owner's zone (UTC here).
    await deliver(hook.hook.url, hook.secret, { people: [{ ...base, role: 'Lead Analyst' }] });
    const [latest] = (await peopleOf(teamId)).filter((p) => p.employeeId === `P-${tag}`);
    expect(latest).toMatchObject({ previousRole: 'Senior Analyst', roleChangedOn: '2027-01-10' });

    // The workspace's zone is the autopilot rules' when they name one (ADR 053): at 12:00 UTC
    // it is already the 11th in Kiritimati (UTC+14).
    await json(
      await call('admin', 'PUT', '/api/autopilot/rules', {
        ...DEFAULT_AUTOPILOT_RULES,
        timeZone: 'Pacific/Kiritimati',
      }),
    );
    await deliver(hook.hook.url, hook.secret, { people: [{ ...base, role: 'Principal Analyst' }] });
    const [later] = (await peopleOf(teamId)).filter((p) => p.employeeId === `P-${tag}`);
    expect(later).toMatchObject({ previousRole: 'Lead Analyst', roleChangedOn: '2027-01-11' });
  });

  it('limits each hook to 120 signed, and each sender to 120 unsigned, requests a minute', async () => {
    // A new hook (a new id) counts from zero; its fixed one-minute window must not turn
    // during the burst.
    expect((await call('owner', 'DELETE', '/api/people/hook', undefined, otherTeamId)).status).toBe(
      204,
    );
    const scratch = await connect(otherTeamId);
    // The burst starts at the beginning of a window, with the clock still running: waiting
    // for the next minute instead took up to 20 s of the test's 20 s.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 50);
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push(
        (await deliver(scratch.hook.url, 'wrong', { people: [] }, { from: '203.0.113.9' })).status,
      );
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await deliver(
      scratch.hook.url,
      'wrong',
      { people: [] },
      { from: '203.0.113.9' },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Unsigned requests from someone who only knows the URL do not spend the HR system's
    // budget: a signed request from the same address still passes the limit (and reaches the
    // schema, which wants at least one person: 422).
    const signed = { from: '203.0.113.9' };
    expect((await deliver(scratch.hook.url, scratch.secret, { people: [] }, signed)).status).toBe(
      422,
    );
    for (let i = 1; i < 120; i++)
      expect((await deliver(scratch.hook.url, scratch.secret, { people: [] })).status).toBe(422);
    // The hook's own budget holds, whatever address the requests come from.
    expect((await deliver(scratch.hook.url, scratch.secret, { people: [] })).status).toBe(429);
  });
});

describe('BambooHR', () => {
  /** As BambooHR's docs give it: HMAC-SHA256 of the raw body followed by the timestamp. */
  function bamboo(payload: unknown, timestamp = seconds(), secret = hook.secret) {
    const body = JSON.stringify(payload);
    return server.fetch(new URL(hook.hook.bambooUrl).pathname, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-bamboohr-timestamp': timestamp,
        'x-bamboohr-signature': createHmac('sha256', secret)
          .update(body + timestamp)
          .digest('hex'),
      },
      body,
    });
  }

  const employee = (tag: string, fields: Record<string, string>, action = 'Created') => ({
    id: tag,
    action,
    timestamp: '2027-01-10T11:59:00+0000',
    changedFields: action === 'Updated' ? Object.keys(fields) : [],
    fields: {
      'First Name': 'Bryony',
      'Last Name': `Stone ${tag}`,
      'Work Email': `bryony.${tag}@example.com`,
      'Employee #': `B-${tag}`,
      'Job Title': 'Designer',
      Department: 'Brand',
      Location: 'Lisbon',
      'Hire Date': '2027-02-15',
      'Reporting to': 'Carla Mendes',
      'Pay rate': '50000.00 EUR',
      ...fields,
    },
  });

  it('maps a field-based delivery, and a Job Title change is a role change', async () => {
    const tag = randomUUID().slice(0, 6);
    const created = await json<{ added: number; skipped: number }>(
      await bamboo({ employees: [employee(tag, {})] }),
    );
    expect(created).toMatchObject({ added: 1, skipped: 0 });
    const find = async () => (await peopleOf(teamId)).find((p) => p.employeeId === `B-${tag}`);
    expect(await find()).toMatchObject({
      name: `Bryony Stone ${tag}`,
      workEmail: `bryony.${tag}@example.com`,
      role: 'Designer',
      team: 'Brand',
      location: 'Lisbon',
      managerName: 'Carla Mendes',
      startDate: '2027-02-15',
      previousRole: null,
    });

    const updated = await json<{ updated: number }>(
      await bamboo({
        employees: [
          employee(
            tag,
            { 'Job Title': 'Senior Designer', 'Job Information: Date': '2027-04-01' },
            'Updated',
          ),
          { id: 'gone', action: 'Deleted', timestamp: '2027-01-10T11:59:00+0000' },
        ],
      }),
    );
    expect(updated).toMatchObject({ updated: 1, skipped: 1 });
    expect(await find()).toMatchObject({
      role: 'Senior Designer',
      previousRole: 'Designer',
      roleChangedOn: '2027-04-01',
    });
  });

  it('checks BambooHR’s own signature and timestamp, and names a missing post field', async () => {
    const tag = randomUUID().slice(0, 6);
    const before = (await peopleOf(teamId)).length;
    expect((await bamboo({ employees: [employee(tag, {})] }, seconds(), 'wrong-key')).status).toBe(
      401,
    );
    // BambooHR's timestamp in ISO form works too; six minutes old is stale.
    const old = new Date(clock.now().getTime() - 6 * 60_000).toISOString();
    expect((await bamboo({ employees: [employee(tag, {})] }, old)).status).toBe(401);
    const noEmail = await json<{ message: string }>(
      await bamboo({ employees: [employee(tag, { 'Work Email': '' })] }),
      422,
    );
    expect(noEmail.message).toBe(
      `Employee ${tag} has no Work Email: add it to the webhook’s post fields in BambooHR.`,
    );
    expect((await peopleOf(teamId)).length).toBe(before);
    const iso = clock.now().toISOString();
    expect((await bamboo({ employees: [employee(tag, {})] }, iso)).status).toBe(200);
  });
});

describe('the activity log', () => {
  it('records people added, edited and removed by hand, and imports from the HR system', async () => {
    const tag = randomUUID().slice(0, 6);
    const added = await json<{ person: StoredPerson }>(
      await call('admin', 'POST', '/api/people', joiner(`log-${tag}`)),
      201,
    );
    await json(
      await call(
        'admin',
        'PUT',
        `/api/people/${added.person.id}`,
        joiner(`log-${tag}`, { role: 'Chef' }),
      ),
    );
    expect((await call('admin', 'DELETE', `/api/people/${added.person.id}`)).status).toBe(204);
    await deliver(hook.hook.url, hook.secret, { people: [joiner(`log2-${tag}`)] });
    const log = await json<{
      entries: { action: string; actorName: string | null; subject: unknown }[];
    }>(await call('owner', 'GET', `/api/workspaces/${teamId}/activity?limit=100`));
    const mine = log.entries.filter(
      (e) => JSON.stringify(e.subject).includes(tag) || e.action === 'people.imported',
    );
    expect(mine.slice(0, 4).map((e) => [e.action, e.actorName])).toEqual([
      ['people.imported', null],
      ['person.removed', 'The admin'],
      ['person.updated', 'The admin'],
      ['person.added', 'The admin'],
    ]);
    expect(mine[0]!.subject).toEqual({ source: 'webhook', added: 1, updated: 0 });
    const rows = await db
      .select()
      .from(people)
      .where(
        and(eq(people.workspaceId, teamId), eq(people.workEmail, `joiner.log-${tag}@example.com`)),
      );
    expect(rows).toHaveLength(0);
  });
});

describe('the format', () => {
  it('is published as a JSON Schema: the required fields, and nothing else allowed', async () => {
    const res = await server.fetch('/api/webhooks/people/schema.json');
    const schema = await json<{
      required: string[];
      properties: {
        people: {
          items: {
            required: string[];
            additionalProperties: boolean;
            properties: Record<string, unknown>;
          };
        };
      };
    }>(res);
    expect(schema.required).toEqual(['people']);
    const person = schema.properties.people.items;
    expect(person.required).toEqual(['name', 'workEmail', 'startDate']);
    expect(person.additionalProperties).toBe(false);
    expect(Object.keys(person.properties)).toEqual(
      expect.arrayContaining(['role', 'employeeId', 'event', 'effectiveDate']),
    );
  });
});
