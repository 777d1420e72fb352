import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER, type WorkspaceRole } from '#domain/workspaces.ts';
import { TestClock } from '#server/clock.ts';
import { member } from '#server/db/schema/index.ts';
import { createUser, makePro, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { statusOfUnsentBody } from '#tests/setup/unsent-body.ts';

/**
 * Issue 25 items 1-2 (ADR 048): a workspace's people, by hand and from a spreadsheet, scoped
 * to the workspace and its roles, and a Pro feature.
 */
const START = '2027-01-10T12:00:00Z';
const clock = new TestClock(START);
const server = useTestServer({}, { clock });

type Who = WorkspaceRole | 'outsider' | 'basic';
const users = {} as Record<Who, TestUser & { id: string }>;
let teamId: string;

function call(
  who: Who,
  method: string,
  path: string,
  body?: unknown,
  workspace: string | null = teamId,
) {
  return server.fetch(path, {
    method,
    headers: {
      cookie: users[who].cookie,
      ...(workspace ? { [WORKSPACE_HEADER]: workspace } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

interface Person {
  id: string;
  name: string;
  workEmail: string;
  employeeId: string | null;
  startDate: string;
  timeZone: string | null;
  role: string | null;
  previousRole: string | null;
  roleChangedOn: string | null;
  doNotAnnounce: boolean;
}
interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
  problems: { row: number; message: string }[];
  problemCount: number;
}

const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  workEmail: `ada.${randomUUID().slice(0, 8)}@example.com`,
  startDate: '2027-02-01',
  ...overrides,
});

const importCsv = (csv: string, extra: Record<string, unknown> = {}, who: Who = 'admin') =>
  call(who, 'POST', '/api/people/import', { csv, ...extra });

const listAll = async () =>
  (await json<{ items: Person[] }>(await call('owner', 'GET', '/api/people?view=all&limit=100')))
    .items;

beforeAll(async () => {
  const db = await testDb(server);
  for (const who of ['owner', 'admin', 'member', 'outsider', 'basic'] as Who[]) {
    const user = await createUser(server, { name: `The ${who}`, timeZone: 'UTC' });
    users[who] = { ...user, id: await userIdOf(db, user.email) };
  }
  await makePro(db, users.owner.email);
  await makePro(db, users.outsider.email);
  const created = await json<{ workspace: { id: string } }>(
    await call('owner', 'POST', '/api/workspaces', { name: 'Joiners' }, null),
    201,
  );
  teamId = created.workspace.id;
  for (const who of ['admin', 'member'] as const)
    await db
      .insert(member)
      .values({ id: randomUUID(), organizationId: teamId, userId: users[who].id, role: who });
}, 120_000);

describe('people by hand', () => {
  it('admins add, edit and delete; members view; outsiders get 404', async () => {
    const { person: ada } = await json<{ person: Person }>(
      await call('admin', 'POST', '/api/people', person({ timeZone: 'Asia/Calcutta' })),
      201,
    );
    expect(ada).toMatchObject({
      name: 'Ada Lovelace',
      timeZone: 'Asia/Kolkata',
      doNotAnnounce: false,
    });

    const seen = await json<{ person: Person }>(
      await call('member', 'GET', `/api/people/${ada.id}`),
    );
    expect(seen.person.id).toBe(ada.id);
    const refused = await json<{ code: string }>(
      await call('member', 'POST', '/api/people', person()),
      403,
    );
    expect(refused.code).toBe('forbidden_role');
    expect((await call('member', 'PUT', `/api/people/${ada.id}`, person())).status).toBe(403);
    expect((await call('member', 'DELETE', `/api/people/${ada.id}`)).status).toBe(403);
    expect((await importCsv('name,email,start\nA,a@b.co,2027-01-01', {}, 'member')).status).toBe(
      403,
    );

    // Outside the workspace: the same 404 as a workspace that does not exist.
    const outside = await json<{ code: string }>(await call('outsider', 'GET', '/api/people'), 404);
    expect(outside.code).toBe('workspace_not_found');
    // The person is not reachable from another workspace the caller may use.
    expect((await call('owner', 'GET', `/api/people/${ada.id}`, undefined, null)).status).toBe(404);
    expect((await call('owner', 'DELETE', `/api/people/${ada.id}`, undefined, null)).status).toBe(
      404,
    );
    expect((await call('owner', 'PUT', `/api/people/${ada.id}`, person(), null)).status).toBe(404);
    // An outsider with Pro of their own reaches nothing of the team's from their workspace.
    expect((await call('outsider', 'GET', `/api/people/${ada.id}`, undefined, null)).status).toBe(
      404,
    );

    const edited = await json<{ person: Person }>(
      await call('owner', 'PUT', `/api/people/${ada.id}`, {
        ...person({ workEmail: ada.workEmail, role: 'Analyst' }),
        doNotAnnounce: true,
      }),
    );
    expect(edited.person).toMatchObject({ role: 'Analyst', doNotAnnounce: true, timeZone: null });
    expect((await call('admin', 'DELETE', `/api/people/${ada.id}`)).status).toBe(204);
    expect((await call('admin', 'GET', `/api/people/${ada.id}`)).status).toBe(404);
  });

  it('travel with the owner’s data export, personal and team', async () => {
    const mine = person({ name: 'Personal Joiner' });
    await json(await call('owner', 'POST', '/api/people', mine, null), 201);
    const team = person({ name: 'Team Joiner' });
    await json(await call('admin', 'POST', '/api/people', team), 201);
    const exported = await json<{
      people: Person[];
      workspaces: { id: string; people: Person[] }[];
    }>(await call('owner', 'GET', '/api/account/export', undefined, null));
    expect(exported.people.map((p) => p.workEmail)).toContain(mine.workEmail);
    expect(exported.people.map((p) => p.workEmail)).not.toContain(team.workEmail);
    const joiners = exported.workspaces.find((w) => w.id === teamId)!;
    expect(joiners.people.map((p) => p.workEmail)).toContain(team.workEmail);
  });

  it('is a Pro feature: Basic is refused with the upgrade code', async () => {
    const res = await json<{ code: string; message: string }>(
      await call('basic', 'GET', '/api/people', undefined, null),
      403,
    );
    expect(res).toEqual({
      code: 'plan_required',
      message: 'People and spreadsheet imports are part of the Pro plan. Upgrade to use them.',
    });
  });

  it('validates every field and keeps work e-mails and employee IDs unique per workspace', async () => {
    const bad = async (body: unknown) =>
      (
        await json<{ code: string; message: string }>(
          await call('admin', 'POST', '/api/people', body),
          400,
        )
      ).message;
    expect(await bad(person({ workEmail: 'nope' }))).toBe('A valid work e-mail address is needed.');
    expect(await bad(person({ timeZone: 'Mars/Olympus' }))).toBe('Unknown time zone.');
    expect(await bad(person({ startDate: '2027-02-30' }))).toBe(
      'A start date is needed (YYYY-MM-DD).',
    );
    expect(await bad(person({ name: '' }))).toBe('A name is needed.');
    expect(await bad(person({ role: 'x'.repeat(101) }))).toBe(
      'Role can have at most 100 characters.',
    );
    expect(await bad(person({ salary: 1 }))).toBe('Unknown field: salary.');

    const email = `Grace.${randomUUID().slice(0, 6)}@Example.com`;
    await json(
      await call('admin', 'POST', '/api/people', person({ workEmail: email, employeeId: 'E-1' })),
      201,
    );
    const again = await json<{ code: string; message: string }>(
      await call('admin', 'POST', '/api/people', person({ workEmail: email.toLowerCase() })),
      409,
    );
    expect(again.message).toBe('Someone in this workspace already has this work e-mail address.');
    const sameId = await json<{ message: string }>(
      await call('admin', 'POST', '/api/people', person({ employeeId: 'E-1' })),
      409,
    );
    expect(sameId.message).toBe('Someone in this workspace already has this employee ID.');
    // Another workspace may have the same person.
    await json(
      await call(
        'owner',
        'POST',
        '/api/people',
        person({ workEmail: email, employeeId: 'E-1' }),
        null,
      ),
      201,
    );
  });

  it('lists upcoming joiners by start date from today, in keyset pages', async () => {
    const { workspace } = await json<{ workspace: { id: string } }>(
      await call('owner', 'POST', '/api/workspaces', { name: 'Calendar' }, null),
      201,
    );
    const add = (name: string, startDate: string) =>
      call('owner', 'POST', '/api/people', person({ name, startDate }), workspace.id);
    for (const [name, date] of [
      ['Past', '2027-01-09'],
      ['Today', '2027-01-10'],
      ['Later', '2027-03-01'],
      ['Soon', '2027-01-20'],
    ] as const)
      expect((await add(name, date)).status).toBe(201);

    const names: string[] = [];
    let after: string | null = null;
    do {
      const page: { items: Person[]; next: string | null } = await json(
        await call(
          'owner',
          'GET',
          `/api/people?limit=1${after ? `&after=${after}` : ''}`,
          undefined,
          workspace.id,
        ),
      );
      names.push(...page.items.map((p) => p.name));
      after = page.next;
    } while (after);
    expect(names).toEqual(['Today', 'Soon', 'Later']);

    // Time moves on: the clock decides what is upcoming.
    clock.set('2027-02-01T12:00:00Z');
    const later = await json<{ items: Person[] }>(
      await call('owner', 'GET', '/api/people', undefined, workspace.id),
    );
    expect(later.items.map((p) => p.name)).toEqual(['Later']);
    clock.set('2027-01-10T12:00:00Z');
    const all = await json<{ items: Person[] }>(
      await call('owner', 'GET', '/api/people?view=all', undefined, workspace.id),
    );
    expect(all.items.map((p) => p.name)).toEqual(['Past', 'Today', 'Soon', 'Later']);
    expect(
      (await call('owner', 'GET', '/api/people?after=garbage', undefined, workspace.id)).status,
    ).toBe(400);
    // A cursor of the right shape that is no date, or no id, is refused as one, not a 500.
    for (const after of [
      `2027-13-45_${randomUUID()}`,
      `2027-02-30_${randomUUID()}`,
      `2027-01-10_${'-'.repeat(36)}`,
      `2027-01-10_${'f'.repeat(36)}`,
    ]) {
      const res = await call('owner', 'GET', `/api/people?after=${after}`, undefined, workspace.id);
      expect(await json<{ message: string }>(res, 400)).toMatchObject({
        message: 'Invalid cursor.',
      });
    }
  });
});

const cohort = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    id: `${tag}-${i + 1}`,
    name: `Person ${i + 1}, ${tag}`,
    email: `p${i + 1}.${tag}@example.com`,
    start: `2027-03-${String((i % 28) + 1).padStart(2, '0')}`,
  }));

describe('spreadsheet import', () => {
  it('imports a cohort once: re-importing the same file changes nothing, a changed row updates', async () => {
    const tag = randomUUID().slice(0, 6);
    const rows = cohort(20, tag);
    const csv = (list: typeof rows) =>
      ['Employee ID,Full name,Work email,Start date,Team']
        .concat(list.map((r) => `${r.id},"${r.name}",${r.email},${r.start},Platform`))
        .join('\r\n');

    const first = await json<ImportResult>(await importCsv(csv(rows)));
    expect(first).toMatchObject({ added: 20, updated: 0, unchanged: 0, problemCount: 0 });
    const again = await json<ImportResult>(await importCsv(csv(rows)));
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 20, problemCount: 0 });

    // Keyed by employee ID: a new e-mail and start date update the same person.
    const changed = rows.map((r, i) =>
      i === 6 ? { ...r, email: `renamed.${tag}@example.com`, start: '2027-04-01' } : r,
    );
    const third = await json<ImportResult>(await importCsv(csv(changed)));
    expect(third).toMatchObject({ added: 0, updated: 1, unchanged: 19 });
    const stored = (await listAll()).filter((p) => p.employeeId?.startsWith(`${tag}-`));
    expect(stored).toHaveLength(20);
    expect(stored.find((p) => p.employeeId === `${tag}-7`)).toMatchObject({
      workEmail: `renamed.${tag}@example.com`,
      startDate: '2027-04-01',
      name: `Person 7, ${tag}`,
    });
  });

  it('two imports of one file at once give one set of people', async () => {
    const tag = randomUUID().slice(0, 6);
    const csv = ['Employee ID,Name,Email,Start date']
      .concat(cohort(20, tag).map((r) => `${r.id},"${r.name}",${r.email},${r.start}`))
      .join('\n');
    const results = await Promise.all([
      importCsv(csv).then((r) => json<ImportResult>(r)),
      importCsv(csv).then((r) => json<ImportResult>(r)),
    ]);
    expect(results.map((r) => r.added).sort()).toEqual([0, 20]);
    expect(results.map((r) => r.unchanged).sort()).toEqual([0, 20]);
    expect((await listAll()).filter((p) => p.employeeId?.startsWith(`${tag}-`))).toHaveLength(20);
  });

  it('keys by work e-mail, whatever its case, when there is no employee ID', async () => {
    const tag = randomUUID().slice(0, 6);
    const file = (role: string, email: string) =>
      `name,email,start date,role\nBo,${email},2027-05-01,${role}\n`;
    expect(
      await json<ImportResult>(await importCsv(file('Chef', `bo.${tag}@example.com`))),
    ).toMatchObject({ added: 1 });
    expect(
      await json<ImportResult>(await importCsv(file('Head chef', `BO.${tag}@EXAMPLE.com`))),
    ).toMatchObject({
      added: 0,
      updated: 1,
    });
    const bo = (await listAll()).filter(
      (p) => p.workEmail.toLowerCase() === `bo.${tag}@example.com`,
    );
    expect(bo).toHaveLength(1);
    expect(bo[0]!.role).toBe('Head chef');
  });

  it('reads a BOM, semicolons, quoted delimiters and line breaks; bad rows are reported, good ones kept', async () => {
    const tag = randomUUID().slice(0, 6);
    const csv =
      '\uFEFFName;E-mail;Start date;Time zone;Fun fact\r\n' +
      `"Lovelace; Ada";ada.${tag}@example.com;04/03/2027;Europe/London;"Wrote the first program,\r\nin 1843"\r\n` +
      `Bob;bob.${tag}@example.com;31/02/2027;;\r\n` +
      `Cy;cy.${tag}@example.com;2027-03-05;Moon/Base;\r\n` +
      `;dee.${tag}@example.com;2027-03-05;;\r\n` +
      `Eve;not-an-address;2027-03-05;;\r\n` +
      `Fay;fay.${tag}@example.com;2027-03-06;America/New_York;\r\n` +
      `Fay again;FAY.${tag}@example.com;2027-03-07;;\r\n`;

    const preview = await json<{
      delimiter: string;
      mapping: Record<string, number | null>;
      total: number;
      valid: number;
      ambiguousDates: boolean;
      problems: { message: string }[];
    }>(await call('admin', 'POST', '/api/people/import/preview', { csv }));
    expect(preview).toMatchObject({ delimiter: ';', total: 7, ambiguousDates: true });
    expect(preview.mapping).toMatchObject({
      name: 0,
      workEmail: 1,
      startDate: 2,
      timeZone: 3,
      funFact: 4,
    });
    expect(preview.problems[0]!.message).toBe(
      'Row 2: the start date “04/03/2027” could be day-first or month-first: choose the date format.',
    );
    // A preview writes nothing.
    expect((await listAll()).some((p) => p.workEmail.endsWith(`${tag}@example.com`))).toBe(false);

    const result = await json<ImportResult>(await importCsv(csv, { dateFormat: 'dmy' }));
    expect(result.problems.map((p) => p.message)).toEqual([
      'Row 3: the start date “31/02/2027” is not a date.',
      'Row 4: the time zone “Moon/Base” is not a known time zone (e.g. Europe/Berlin).',
      'Row 5: the name is missing.',
      'Row 6: the work e-mail “not-an-address” is not an e-mail address.',
      'Row 8: the same person as row 7 (same work e-mail); only the first was imported.',
    ]);
    expect(result).toMatchObject({ added: 2, updated: 0, unchanged: 0, problemCount: 5 });
    const mine = (await listAll()).filter((p) =>
      p.workEmail.toLowerCase().endsWith(`${tag}@example.com`),
    );
    expect(mine.map((p) => [p.name, p.startDate])).toEqual([
      ['Lovelace; Ada', '2027-03-04'],
      ['Fay', '2027-03-06'],
    ]);
    expect((mine[0] as unknown as { funFact: string }).funFact).toBe(
      'Wrote the first program,\nin 1843',
    );
  });

  it('refuses a key that belongs to someone else without losing the other rows', async () => {
    const tag = randomUUID().slice(0, 6);
    await json(
      await importCsv(`id,name,email,start\nK1-${tag},Kim,kim.${tag}@example.com,2027-06-01\n`),
    );
    const result = await json<ImportResult>(
      await importCsv(
        `id,name,email,start\nK2-${tag},Lee,kim.${tag}@example.com,2027-06-01\nK3-${tag},Max,max.${tag}@example.com,2027-06-02\n`,
      ),
    );
    expect(result).toMatchObject({ added: 1, updated: 0 });
    expect(result.problems.map((p) => p.message)).toEqual([
      `Row 2: the work e-mail kim.${tag}@example.com belongs to another person (employee ID K1-${tag}).`,
    ]);
  });

  it('limits checks and imports per user: 60 in 10 minutes, then 429 with Retry-After', async () => {
    const db = await testDb(server);
    const busy = await createUser(server);
    await makePro(db, busy.email);
    const preview = () =>
      server.fetch('/api/people/import/preview', {
        method: 'POST',
        headers: { cookie: busy.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ csv: 'name,email,start\nA,a@b.co,2027-01-01' }),
      });
    for (let i = 0; i < 60; i++) expect((await preview()).status).toBe(200);
    const refused = await preview();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
  });

  it('bounds the upload: 413 over the size, 422 over the rows or unreadable', async () => {
    const huge = await importCsv('name,email,start\n' + 'x'.repeat(2 * 1024 * 1024 + 10));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('payload_too_large');
    // Over the body limit: refused from the headers, before anything reads the body.
    expect(
      await statusOfUnsentBody(server.url, '/api/people/import', 5 * 1024 * 1024, {
        Cookie: users.admin.cookie,
        [WORKSPACE_HEADER]: teamId,
      }),
    ).toBe(413);
    // Other routes keep their 64 KB limit.
    expect(
      (await call('admin', 'POST', '/api/people', { ...person(), name: 'x'.repeat(70_000) }))
        .status,
    ).toBe(413);

    const rows = await json<{ code: string; message: string }>(
      await importCsv('name,email,start\n' + 'x,x@y.co,2027-01-01\n'.repeat(10_001)),
      422,
    );
    expect(rows.message).toBe(
      'This file has more than 10,000 rows. Split it into smaller files and import them one after the other.',
    );
    const broken = await json<{ message: string }>(
      await importCsv('name,email\n"Ada,ada@x.co\n'),
      422,
    );
    expect(broken.message).toMatch(/^This file could not be read as CSV/);
  });
});

describe('a re-import keeps what the sheet has no column for (ADR 052)', () => {
  it('a fun fact and “don’t announce” typed in Herald survive a sheet without them', async () => {
    const tag = randomUUID().slice(0, 6);
    const csv = `Employee ID,Name,Email,Start date,Team\n${tag}-1,Eve,eve.${tag}@example.com,2027-02-01,Data`;
    await json<ImportResult>(await importCsv(csv));
    const [eve] = (await listAll()).filter((p) => p.employeeId === `${tag}-1`);
    await json(
      await call('admin', 'PUT', `/api/people/${eve!.id}`, {
        name: 'Eve',
        workEmail: `eve.${tag}@example.com`,
        employeeId: `${tag}-1`,
        team: 'Data',
        startDate: '2027-02-01',
        funFact: 'Juggles',
        doNotAnnounce: true,
      }),
    );
    expect(await json<ImportResult>(await importCsv(csv))).toMatchObject({ unchanged: 1 });
    const moved = csv.replace('Data', 'Research');
    expect(await json<ImportResult>(await importCsv(moved))).toMatchObject({ updated: 1 });
    const stored = await json<{ person: Person & { funFact: string | null } }>(
      await call('admin', 'GET', `/api/people/${eve!.id}`),
    );
    expect(stored.person).toMatchObject({ doNotAnnounce: true, funFact: 'Juggles' });
    expect(stored.person).toHaveProperty('team', 'Research');
  });
});

describe('role changes (ADR 052)', () => {
  afterEach(() => clock.set(START));
  const put = async (id: string, body: Record<string, unknown>) =>
    (await json<{ person: Person }>(await call('admin', 'PUT', `/api/people/${id}`, body))).person;

  it('a hand edit records the old role and today in the person’s zone, else the editor’s', async () => {
    const auckland = person({ role: 'Engineer', timeZone: 'Pacific/Auckland' });
    const { person: ana } = await json<{ person: Person }>(
      await call('admin', 'POST', '/api/people', auckland),
      201,
    );
    expect(ana).toMatchObject({ previousRole: null, roleChangedOn: null });
    // 12:00 UTC on 10 January is already the 11th in Auckland.
    expect(await put(ana.id, { ...auckland, role: 'Senior Engineer' })).toMatchObject({
      role: 'Senior Engineer',
      previousRole: 'Engineer',
      roleChangedOn: '2027-01-11',
    });
    // Other fields (and a role only re-cased) change nothing of the record.
    clock.advance(3 * 86_400_000);
    expect(
      await put(ana.id, { ...auckland, role: 'senior engineer', team: 'Platform' }),
    ).toMatchObject({ previousRole: 'Engineer', roleChangedOn: '2027-01-11' });

    const noZone = person({ role: 'Analyst' });
    const { person: bo } = await json<{ person: Person }>(
      await call('admin', 'POST', '/api/people', noZone),
      201,
    );
    // The editor's zone is UTC: 13 January.
    expect(await put(bo.id, { ...noZone, role: 'Lead Analyst' })).toMatchObject({
      previousRole: 'Analyst',
      roleChangedOn: '2027-01-13',
    });
    // An emptied role leaves nothing to announce.
    expect(await put(bo.id, { ...noZone, role: '' })).toMatchObject({
      role: null,
      previousRole: null,
      roleChangedOn: null,
    });
  });

  it('a first role is not a promotion', async () => {
    const roleless = person();
    const { person: cy } = await json<{ person: Person }>(
      await call('admin', 'POST', '/api/people', roleless),
      201,
    );
    expect(await put(cy.id, { ...roleless, role: 'Designer' })).toMatchObject({
      role: 'Designer',
      previousRole: null,
      roleChangedOn: null,
    });
  });

  it('a re-import with a new job title records it; the same file again records nothing more', async () => {
    const tag = randomUUID().slice(0, 6);
    const csv = (title: string) =>
      `Employee ID,Name,Email,Start date,Job title\n${tag}-1,Dee,dee.${tag}@example.com,2027-02-01,${title}`;
    expect(await json<ImportResult>(await importCsv(csv('Engineer')))).toMatchObject({
      added: 1,
    });
    const find = async () => (await listAll()).find((p) => p.employeeId === `${tag}-1`)!;
    expect(await find()).toMatchObject({ previousRole: null, roleChangedOn: null });
    const today = clock.now().toISOString().slice(0, 10);
    expect(await json<ImportResult>(await importCsv(csv('Staff Engineer')))).toMatchObject({
      updated: 1,
    });
    expect(await find()).toMatchObject({
      role: 'Staff Engineer',
      previousRole: 'Engineer',
      roleChangedOn: today,
    });
    clock.advance(86_400_000);
    expect(await json<ImportResult>(await importCsv(csv('Staff Engineer')))).toMatchObject({
      unchanged: 1,
    });
    expect(await find()).toMatchObject({ previousRole: 'Engineer', roleChangedOn: today });
  });
});
