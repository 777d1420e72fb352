import { Writable } from 'node:stream';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOPILOT_MESSAGES,
  DEFAULT_AUTOPILOT_RULES,
  type AutopilotEventDetailDto,
  type AutopilotEventDto,
} from '#domain/autopilot.ts';
import { REQUEST_EXPIRED } from '#domain/deliveries.ts';
import { WORKSPACE_HEADER } from '#domain/workspaces.ts';
import { autopilotDepsFor } from '#server/app.ts';
import { TestClock } from '#server/clock.ts';
import {
  activity,
  announcementEvents,
  deliveries,
  rateLimitCounters,
  subscriptionPlans,
  user,
} from '#server/db/schema/index.ts';
import { createLogger } from '#server/logger.ts';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { mailsTo, type TestUser } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { callAs, jsonOf, person, proTeam, type Person } from '#tests/setup/workspaces.ts';
import { GENERATING_TOO_QUICKLY, generationRateKey } from '../announcements/generate.ts';
import { expireRequests } from '../deliveries/queries.ts';
import { cancelEventsOfPerson, claimDueEvents, recoverAbandonedDrafts } from './events.ts';
import { draftEvent, runAutopilotPass, type AutopilotDeps } from './worker.ts';

/**
 * Issue 25 items 4–7 (ADR 053): with a TestClock a month of start dates runs in seconds. The
 * server's own delivery worker reads the same clock, so "posted at 09:00 Tokyo" is a post that
 * arrives once the clock reaches it, and not a minute before.
 */
const fake = new FakeChatWebhooks();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
const clock = new TestClock('2027-03-01T00:00:00Z');
const server = useTestServer(
  {
    DELIVERY_WORKER: 'true',
    DELIVERY_POLL_INTERVAL_MS: '50',
    DELIVERY_TIMEOUT_MS: '3000',
    DESTINATION_ALLOW_HOSTS: '127.0.0.1',
    GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  },
  { privateDatabase: true, clock },
);

const quiet = new Writable({ write: (_chunk, _encoding, callback) => callback() });
let deps: AutopilotDeps;
beforeAll(async () => {
  const db = await testDb(server);
  deps = autopilotDepsFor(server.env, db, {
    clock,
    logger: createLogger('error', quiet),
    owner: { bootId: 'test', slot: null },
  });
});

const call = (who: TestUser, method: string, path: string, body: unknown, workspace: string) =>
  callAs(server, who, method, path, body, workspace);

interface Team {
  id: string;
  owner: Person;
  admin: Person;
  manager: Person;
  outsider: Person;
  slack: string;
}

async function team(rules: Record<string, unknown> = {}): Promise<Team> {
  const [owner, admin, manager, outsider] = await Promise.all([
    person(server, 'Olive Owner'),
    person(server, 'Ada Admin'),
    person(server, 'Mia Manager'),
    person(server, 'Otto Outsider'),
  ]);
  const id = await proTeam(server, owner, [
    [admin, 'admin'],
    [manager, 'member'],
  ]);
  const slack = fake.webhook('slack');
  const { destination } = await jsonOf<{ destination: { id: string } }>(
    await call(owner, 'POST', '/api/destinations', { kind: 'slack', name: '#all', url: slack }, id),
    201,
  );
  await jsonOf(
    await call(
      admin,
      'PUT',
      '/api/autopilot/rules',
      {
        ...DEFAULT_AUTOPILOT_RULES,
        welcomeEnabled: true,
        length: 'short',
        destinationId: destination.id,
        ...rules,
      },
      id,
    ),
  );
  return { id, owner, admin, manager, outsider, slack };
}

async function addPerson(t: Team, fields: Record<string, unknown>): Promise<string> {
  const { person: p } = await jsonOf<{ person: { id: string } }>(
    await call(
      t.admin,
      'POST',
      '/api/people',
      {
        role: 'Data Analyst',
        workEmail: `${String(fields.name).toLowerCase().replace(/\W+/g, '.')}@example.com`,
        ...fields,
      },
      t.id,
    ),
    201,
  );
  return p.id;
}

async function eventsOf(t: Team): Promise<(typeof announcementEvents.$inferSelect)[]> {
  const db = await testDb(server);
  return db
    .select()
    .from(announcementEvents)
    .where(eq(announcementEvents.workspaceId, t.id))
    .orderBy(announcementEvents.sendAt);
}

async function eventOf(t: Team, personName: string) {
  const found = (await eventsOf(t)).filter((e) => e.personName === personName);
  expect(found, personName).toHaveLength(1);
  return found[0]!;
}

async function detail(t: Team, who: TestUser, id: string, status = 200) {
  return jsonOf<{ event: AutopilotEventDetailDto }>(
    await call(who, 'GET', `/api/autopilot/events/${id}`, undefined, t.id),
    status,
  );
}

async function approve(t: Team, who: TestUser, id: string, status = 200, text?: string) {
  const { event } = await detail(t, who, id);
  return jsonOf<{ event: AutopilotEventDetailDto }>(
    await call(
      who,
      'POST',
      `/api/autopilot/events/${id}/approve`,
      { suggestionId: event.options[0]!.id, ...(text ? { text } : {}) },
      t.id,
    ),
    status,
  );
}

const HOUR = 3600_000;

async function dueDeliveries(): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(deliveries)
    .where(
      and(inArray(deliveries.status, ['scheduled', 'sending']), lte(deliveries.dueAt, clock.now())),
    );
  return row?.n ?? 0;
}

/**
 * Moves the clock to `to` an hour at a time, running a pass at each step. Every second of real
 * time it also asks the server something: a pooled connection idle past the server's
 * keep-alive timeout could be closed just as the next request reuses it (ECONNRESET).
 */
async function runUntil(to: string) {
  const end = new Date(to).getTime();
  let touched = Date.now();
  while (clock.now().getTime() < end) {
    clock.set(new Date(Math.min(end, clock.now().getTime() + HOUR)));
    await runAutopilotPass(deps);
    // The world waits for the delivery worker: a post due by now goes out before the clock
    // moves on (else a busy machine could let the clock run past its latest send time).
    while (await dueDeliveries()) await new Promise((r) => setTimeout(r, 20));
    if (Date.now() - touched > 1000) {
      await (await server.fetch('/api/health')).arrayBuffer();
      touched = Date.now();
    }
  }
}

const postsNaming = (t: Team, name: string) =>
  fake.acceptedBy(t.slack).filter((p) => JSON.stringify(p.body).includes(name));

describe('a month of start dates', () => {
  it('drafts on the right day, posts at 09:00 local on the right date across DST and weekends, moves, cancels, misses', async () => {
    clock.set('2027-03-01T00:00:00Z');
    const t = await team();
    // Tokyo: Wednesday 10 March, 09:00 JST = 00:00Z; reviewed by their manager, a member.
    await addPerson(t, {
      name: 'Kenji Sato',
      startDate: '2027-03-10',
      timeZone: 'Asia/Tokyo',
      managerEmail: t.manager.email,
    });
    // New York: Monday 15 March, the day after the US clocks go forward: 09:00 EDT = 13:00Z.
    await addPerson(t, {
      name: 'Nora Quinn',
      startDate: '2027-03-15',
      timeZone: 'America/New_York',
      managerEmail: 'not.a.member@example.com',
    });
    // Berlin: Sunday 28 March, the night the EU clocks go forward: posts Monday 09:00 CEST = 07:00Z.
    await addPerson(t, {
      name: 'Lena Vogel',
      startDate: '2027-03-28',
      timeZone: 'Europe/Berlin',
    });
    const moved = await addPerson(t, {
      name: 'Milo Moved',
      startDate: '2027-03-17',
      timeZone: 'Europe/Berlin',
    });
    const removed = await addPerson(t, { name: 'Rita Removed', startDate: '2027-03-18' });
    const quiet = await addPerson(t, {
      name: 'Dan Quiet',
      startDate: '2027-03-19',
      timeZone: 'Europe/Berlin',
    });
    await addPerson(t, { name: 'Mona Missed', startDate: '2027-03-23', timeZone: 'Europe/Berlin' });

    // Drafted on the right day: the send date minus 3 days, at the send time there.
    await runUntil('2027-03-06T23:00:00Z');
    const tokyo = await eventOf(t, 'Kenji Sato');
    expect(tokyo.sendAt.toISOString()).toBe('2027-03-10T00:00:00.000Z');
    expect(tokyo.draftAt.toISOString()).toBe('2027-03-07T00:00:00.000Z');
    expect(tokyo.state).toBe('scheduled');
    await runUntil('2027-03-07T00:00:00Z');
    expect((await eventOf(t, 'Kenji Sato')).state).toBe('awaiting_review');
    // Reviewer routing: the manager (a member) is asked, and may decide; the admins are not asked.
    expect((await mailsTo(server, t.manager.email)).map((m) => m.subject)).toContain(
      'Review the announcement for Kenji Sato',
    );
    expect(
      (await mailsTo(server, t.admin.email)).filter((m) => m.subject.includes('Kenji')),
    ).toEqual([]);
    const mail = (await mailsTo(server, t.manager.email))[0]!;
    expect(mail.text).toContain(`/dashboard/people/review/${tokyo.id}?workspace=${t.id}`);
    // An outsider of the workspace gets 404 (another workspace's event); a member who is not
    // the reviewer gets 403.
    const outsiderWorkspace = await proTeam(server, t.outsider, []);
    await detail({ ...t, id: outsiderWorkspace }, t.outsider, tokyo.id, 404);

    // The manager approves an edited text; the delivery is due at 09:00 Tokyo.
    const approved = await approve(t, t.manager, tokyo.id, 200, 'Welcome Kenji Sato to the team!');
    expect(approved.event.state).toBe('approved');
    expect(approved.event.approvedText).toBe('Welcome Kenji Sato to the team!');

    // Tokyo posts at 09:00 there (00:00Z), not before: the delivery worker reads the same clock.
    await runUntil('2027-03-09T23:00:00Z');
    await new Promise((r) => setTimeout(r, 300));
    expect(postsNaming(t, 'Kenji Sato')).toHaveLength(0);
    clock.set('2027-03-10T00:00:00Z');
    await fake.waitForPosts(t.slack, 1);
    expect(postsNaming(t, 'Kenji Sato')).toHaveLength(1);

    // Nora (New York): her manager is not a member, so the admins and owner review.
    await runUntil('2027-03-12T14:00:00Z');
    const nora = await eventOf(t, 'Nora Quinn');
    expect(nora.sendAt.toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(nora.draftAt.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    expect(nora.state).toBe('awaiting_review');
    expect((await mailsTo(server, t.admin.email)).map((m) => m.subject)).toContain(
      'Review the announcement for Nora Quinn',
    );
    const asMember = await call(
      t.manager,
      'POST',
      `/api/autopilot/events/${nora.id}/skip`,
      {},
      t.id,
    );
    expect(asMember.status).toBe(403);
    await approve(t, t.admin, nora.id);

    // Milo's draft, approved, then his start date moves a day: the delivery moves with it.
    await runUntil('2027-03-14T08:00:00Z');
    const milo = await eventOf(t, 'Milo Moved');
    expect(milo.state).toBe('awaiting_review');
    await approve(t, t.owner, milo.id);
    await jsonOf(
      await call(
        t.admin,
        'PUT',
        `/api/people/${moved}`,
        {
          name: 'Milo Moved',
          workEmail: 'milo.moved@example.com',
          role: 'Data Analyst',
          startDate: '2027-03-18',
          timeZone: 'Europe/Berlin',
        },
        t.id,
      ),
    );
    const miloAfter = await eventOf(t, 'Milo Moved');
    expect(miloAfter.effectiveDate).toBe('2027-03-18');
    expect(miloAfter.sendAt.toISOString()).toBe('2027-03-18T08:00:00.000Z');
    const db = await testDb(server);
    const [miloDelivery] = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.id, miloAfter.deliveryId!));
    expect(miloDelivery!.dueAt.toISOString()).toBe('2027-03-18T08:00:00.000Z');
    expect(miloDelivery!.status).toBe('scheduled');

    // Rita: drafted, approved, then removed: her event and delivery are cancelled.
    await runUntil('2027-03-15T09:00:00Z');
    const rita = await eventOf(t, 'Rita Removed');
    expect(rita.state).toBe('awaiting_review');
    await approve(t, t.admin, rita.id);
    expect((await call(t.admin, 'DELETE', `/api/people/${removed}`, undefined, t.id)).status).toBe(
      204,
    );
    const ritaAfter = (await eventsOf(t)).find((e) => e.id === rita.id)!;
    expect(ritaAfter.state).toBe('cancelled');
    const [ritaDelivery] = await db
      .select()
      .from(deliveries)
      .where(eq(deliveries.id, ritaAfter.deliveryId!));
    expect(ritaDelivery!.status).toBe('cancelled');

    // New York posted at 09:00 EDT (13:00Z), after the DST change, and not at 09:00 EST.
    expect(postsNaming(t, 'Nora Quinn')).toHaveLength(0);
    await runUntil('2027-03-15T12:59:00Z');
    await new Promise((r) => setTimeout(r, 300));
    expect(postsNaming(t, 'Nora Quinn')).toHaveLength(0);
    clock.set('2027-03-15T13:00:00Z');
    await fake.waitForPosts(t.slack, 2);
    expect(postsNaming(t, 'Nora Quinn')).toHaveLength(1);

    // Dan: drafted, then marked "don't announce": cancelled before anyone approved.
    await runUntil('2027-03-16T09:00:00Z');
    expect((await eventOf(t, 'Dan Quiet')).state).toBe('awaiting_review');
    await jsonOf(
      await call(
        t.admin,
        'PUT',
        `/api/people/${quiet}`,
        {
          name: 'Dan Quiet',
          workEmail: 'dan.quiet@example.com',
          role: 'Data Analyst',
          startDate: '2027-03-19',
          timeZone: 'Europe/Berlin',
          doNotAnnounce: true,
        },
        t.id,
      ),
    );
    expect((await eventOf(t, 'Dan Quiet')).state).toBe('cancelled');

    // Mona: nobody approves. One reminder the day before, then missed at the send time.
    await runUntil('2027-03-22T07:00:00Z');
    const remindersBefore = (await mailsTo(server, t.admin.email)).filter((m) =>
      m.subject.startsWith('Reminder: the announcement for Mona Missed'),
    );
    expect(remindersBefore).toHaveLength(0);
    await runUntil('2027-03-22T09:00:00Z');
    await runUntil('2027-03-23T08:00:00Z');
    expect(
      (await mailsTo(server, t.admin.email)).filter((m) =>
        m.subject.startsWith('Reminder: the announcement for Mona Missed'),
      ),
    ).toHaveLength(1);
    expect((await eventOf(t, 'Mona Missed')).state).toBe('missed');
    expect(postsNaming(t, 'Mona Missed')).toHaveLength(0);

    // Lena (Berlin, a Sunday on the night of the EU change): Monday 29 March, 09:00 CEST.
    const lena = await eventOf(t, 'Lena Vogel');
    expect(lena.sendDate).toBe('2027-03-29');
    expect(lena.sendAt.toISOString()).toBe('2027-03-29T07:00:00.000Z');
    // Drafted Friday 26 March at 09:00 CET (08:00Z): before the change, an hour later in UTC.
    expect(lena.draftAt.toISOString()).toBe('2027-03-26T08:00:00.000Z');
    await runUntil('2027-03-26T07:00:00Z');
    expect((await eventOf(t, 'Lena Vogel')).state).toBe('scheduled');
    await runUntil('2027-03-26T08:00:00Z');
    expect((await eventOf(t, 'Lena Vogel')).state).toBe('awaiting_review');
    await approve(t, t.admin, lena.id);
    await runUntil('2027-03-29T06:00:00Z');
    await new Promise((r) => setTimeout(r, 300));
    expect(postsNaming(t, 'Lena Vogel')).toHaveLength(0);
    clock.set('2027-03-29T07:00:00Z');
    await fake.waitForPosts(t.slack, 4);
    expect(postsNaming(t, 'Lena Vogel')).toHaveLength(1);

    await runUntil('2027-04-01T00:00:00Z');
    const states = Object.fromEntries((await eventsOf(t)).map((e) => [e.personName, e.state]));
    expect(states).toEqual({
      'Kenji Sato': 'sent',
      'Nora Quinn': 'sent',
      'Lena Vogel': 'sent',
      'Milo Moved': 'sent',
      'Rita Removed': 'cancelled',
      'Dan Quiet': 'cancelled',
      'Mona Missed': 'missed',
    });
    // Every post once, Milo's on the moved date.
    expect(fake.acceptedBy(t.slack)).toHaveLength(4);
    const miloPost = postsNaming(t, 'Milo Moved');
    expect(miloPost).toHaveLength(1);
    // Decisions are in the activity log.
    const actions = await db
      .select({ action: activity.action })
      .from(activity)
      .where(and(eq(activity.workspaceId, t.id), sql`${activity.action} like 'draft.%'`));
    expect(actions.filter((a) => a.action === 'draft.approved')).toHaveLength(5);
    // The drafts are messages of the workspace's history, found like any other.
    const history = await jsonOf<{ items: { newHireName: string }[] }>(
      await call(t.admin, 'GET', '/api/messages?search=Kenji', undefined, t.id),
    );
    expect(history.items.map((m) => m.newHireName)).toContain('Kenji Sato');
  }, 120_000);
});

describe('exactly once', () => {
  it('two workers at once draft each event once', async () => {
    clock.set('2027-05-01T00:00:00Z');
    const t = await team();
    for (let i = 0; i < 6; i++)
      await addPerson(t, { name: `Twin Person ${i}`, startDate: '2027-05-10', timeZone: 'UTC' });
    clock.set('2027-05-07T09:00:00Z');
    const [a, b] = await Promise.all([runAutopilotPass(deps), runAutopilotPass(deps)]);
    expect(a.drafted + b.drafted).toBe(6);
    const events = await eventsOf(t);
    expect(events).toHaveLength(6);
    expect(new Set(events.map((e) => e.messageId)).size).toBe(6);
    expect(events.every((e) => e.state === 'awaiting_review')).toBe(true);
    // A re-import of the same people (and another pass) makes no second event.
    await runAutopilotPass(deps);
    expect(await eventsOf(t)).toHaveLength(6);
  });

  it('a draft whose process died (expired lease) is retried once, then fails', async () => {
    clock.set('2027-06-01T00:00:00Z');
    const t = await team();
    await addPerson(t, { name: 'Crash Person', startDate: '2027-06-10', timeZone: 'UTC' });
    await runAutopilotPass(deps);
    clock.set('2027-06-07T09:00:00Z');
    // A process claims it and dies before drafting.
    const [claimed] = await claimDueEvents(deps.db, clock.now(), 10, 60_000);
    expect(claimed?.personName).toBe('Crash Person');
    clock.advance(2 * 60_000);
    // Recovered and drafted once.
    await runAutopilotPass(deps);
    const drafted = await eventOf(t, 'Crash Person');
    expect(drafted.state).toBe('awaiting_review');
    expect(drafted.leaseRecoveries).toBe(1);
    // The dead process's claim is void: it cannot store a second draft.
    expect(await draftEvent(deps, claimed!)).toBe('lost');
    expect((await eventOf(t, 'Crash Person')).messageId).toBe(drafted.messageId);

    // A second crash on another event fails it with a sentence.
    await addPerson(t, { name: 'Twice Crashed', startDate: '2027-06-11', timeZone: 'UTC' });
    await runAutopilotPass(deps);
    clock.set('2027-06-08T09:00:00Z');
    for (const expected of ['scheduled', 'failed']) {
      const claims = await claimDueEvents(deps.db, clock.now(), 10, 60_000);
      expect(claims.map((c) => c.personName)).toEqual(['Twice Crashed']);
      clock.advance(2 * 60_000);
      await recoverAbandonedDrafts(deps.db, clock.now(), AUTOPILOT_MESSAGES.draftCrashed);
      expect((await eventOf(t, 'Twice Crashed')).state).toBe(expected);
    }
    expect((await eventOf(t, 'Twice Crashed')).problem).toBe(AUTOPILOT_MESSAGES.draftCrashed);
  });

  it('a person removed while their event is being approved leaves no delivery to post', async () => {
    clock.set('2027-06-15T00:00:00Z');
    const t = await team();
    const personId = await addPerson(t, {
      name: 'Racing Person',
      startDate: '2027-06-24',
      timeZone: 'UTC',
    });
    clock.set('2027-06-21T09:00:00Z');
    await runAutopilotPass(deps);
    const before = await eventOf(t, 'Racing Person');
    expect(before.state).toBe('awaiting_review');
    const { event: approved } = await approve(t, t.admin, before.id);
    // The removal read the event just before the approval committed (two transactions on
    // PostgreSQL's read committed): it saw it awaiting review, with no delivery yet.
    await deps.db.transaction(async (tx) => {
      const seenBefore = new Proxy(tx, {
        get: (target, key) =>
          key === 'select'
            ? () => ({ from: () => ({ where: () => Promise.resolve([before]) }) })
            : (Reflect.get(target, key, target) as unknown),
      });
      await cancelEventsOfPerson(seenBefore, t.id, personId, clock.now());
    });
    expect((await eventOf(t, 'Racing Person')).state).toBe('cancelled');
    const [delivery] = await deps.db
      .select({ status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.id, approved.deliveryId!));
    expect(delivery?.status).toBe('cancelled');
  });
});

describe('limits and rules', () => {
  it('a plan whose limit is reached holds the draft and says so', async () => {
    clock.set('2027-07-01T00:00:00Z');
    const t = await team();
    const db = await testDb(server);
    await db
      .update(subscriptionPlans)
      .set({ monthlyMessageLimit: 1 })
      .where(eq(subscriptionPlans.name, 'pro'));
    try {
      // The month's one message goes to the first draft; the second finds the limit reached.
      await addPerson(t, { name: 'First Person', startDate: '2027-07-12', timeZone: 'UTC' });
      await addPerson(t, { name: 'Limit Person', startDate: '2027-07-13', timeZone: 'UTC' });
      clock.set('2027-07-09T09:00:00Z');
      await runAutopilotPass(deps);
      expect((await eventOf(t, 'First Person')).state).toBe('awaiting_review');
      clock.set('2027-07-10T09:00:00Z');
      await runAutopilotPass(deps);
      const held = await eventOf(t, 'Limit Person');
      expect(held.state).toBe('scheduled');
      expect(held.problem).toMatch(/reached your plan limit/);
      const { events } = await jsonOf<{ events: AutopilotEventDto[] }>(
        await call(
          t.admin,
          'GET',
          '/api/autopilot/events?from=2027-07-01&to=2027-07-31',
          undefined,
          t.id,
        ),
      );
      expect(events.map((e) => e.problem)).toEqual([null, held.problem]);
    } finally {
      await db
        .update(subscriptionPlans)
        .set({ monthlyMessageLimit: null })
        .where(eq(subscriptionPlans.name, 'pro'));
    }
    // With room again it drafts at the next try.
    clock.advance(2 * HOUR);
    await runAutopilotPass(deps);
    expect((await eventOf(t, 'Limit Person')).state).toBe('awaiting_review');
  });

  it('members read the rules, admins write them; turning an event off cancels what is pending', async () => {
    clock.set('2027-08-01T00:00:00Z');
    const t = await team();
    const { rules } = await jsonOf<{ rules: { daysAhead: number } }>(
      await call(t.manager, 'GET', '/api/autopilot/rules', undefined, t.id),
    );
    expect(rules.daysAhead).toBe(3);
    const put = await call(
      t.manager,
      'PUT',
      '/api/autopilot/rules',
      { ...rules, welcomeEnabled: false },
      t.id,
    );
    expect(put.status).toBe(403);
    const bad = await call(
      t.admin,
      'PUT',
      '/api/autopilot/rules',
      { ...rules, sendTime: '9am' },
      t.id,
    );
    expect(bad.status).toBe(400);
    await addPerson(t, { name: 'Off Person', startDate: '2027-08-10', timeZone: 'UTC' });
    expect((await eventOf(t, 'Off Person')).state).toBe('scheduled');
    await jsonOf(
      await call(t.admin, 'PUT', '/api/autopilot/rules', { ...rules, welcomeEnabled: false }, t.id),
    );
    expect((await eventOf(t, 'Off Person')).state).toBe('cancelled');
  });

  it('skip and regenerate are recorded; a skipped event is never posted', async () => {
    clock.set('2027-09-01T00:00:00Z');
    const t = await team();
    await addPerson(t, { name: 'Skip Person', startDate: '2027-09-08', timeZone: 'UTC' });
    clock.set('2027-09-05T09:00:00Z');
    await runAutopilotPass(deps);
    const e = await eventOf(t, 'Skip Person');
    const before = e.messageId;
    const regenerated = await jsonOf<{ event: AutopilotEventDetailDto }>(
      await call(t.admin, 'POST', `/api/autopilot/events/${e.id}/regenerate`, undefined, t.id),
    );
    expect(regenerated.event.messageId).not.toBe(before);
    expect(regenerated.event.options).toHaveLength(3);
    const skipped = await jsonOf<{ event: AutopilotEventDetailDto }>(
      await call(
        t.admin,
        'POST',
        `/api/autopilot/events/${e.id}/skip`,
        { reason: 'Prefers no fuss' },
        t.id,
      ),
    );
    expect(skipped.event.state).toBe('skipped');
    const again = await call(
      t.admin,
      'POST',
      `/api/autopilot/events/${e.id}/approve`,
      { suggestionId: regenerated.event.options[0]!.id },
      t.id,
    );
    expect(again.status).toBe(409);
    const db = await testDb(server);
    const actions = await db
      .select({ action: activity.action })
      .from(activity)
      .where(and(eq(activity.workspaceId, t.id), sql`${activity.action} like 'draft.%'`));
    expect(actions.map((a) => a.action).sort()).toEqual(['draft.regenerated', 'draft.skipped']);
  });

  it('an approval makes its own delivery, whatever Idempotency-Key the reviewer used before', async () => {
    clock.set('2027-09-01T00:00:00Z');
    const t = await team();
    await addPerson(t, { name: 'Keyed Person', startDate: '2027-09-08', timeZone: 'UTC' });
    clock.set('2027-09-05T09:00:00Z');
    await runAutopilotPass(deps);
    const e = await eventOf(t, 'Keyed Person');
    // The admin sends something else by hand under a key that names the event.
    const generated = await jsonOf<{ suggestions: { id: string; text: string }[] }>(
      await call(
        t.admin,
        'POST',
        '/api/generate',
        {
          newHireName: 'Someone Else',
          role: 'Analyst',
          tone: 'warm_professional',
          messageType: 'welcome',
        },
        t.id,
      ),
    );
    const rules = await jsonOf<{ rules: { destinationId: string } }>(
      await call(t.admin, 'GET', '/api/autopilot/rules', undefined, t.id),
    );
    const option = generated.suggestions[0]!;
    const byHand = await server.fetch('/api/deliveries', {
      method: 'POST',
      headers: {
        cookie: t.admin.cookie,
        'content-type': 'application/json',
        'idempotency-key': `autopilot:${e.id}`,
        [WORKSPACE_HEADER]: t.id,
      },
      body: JSON.stringify({
        suggestionId: option.id,
        destinationId: rules.rules.destinationId,
        text: option.text,
        schedule: {
          date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          time: '09:00',
          timeZone: 'UTC',
        },
      }),
    });
    const other = await jsonOf<{ delivery: { id: string } }>(byHand, 201);
    const { event } = await approve(t, t.admin, e.id);
    // Before, the approval found that delivery under its key and took it for its own: the
    // event showed approved, and nothing about Keyed Person was ever scheduled.
    expect(event.deliveryId).not.toBe(other.delivery.id);
    const [made] = await deps.db
      .select({ newHireName: deliveries.newHireName, status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.id, event.deliveryId!));
    expect(made).toEqual({ newHireName: 'Keyed Person', status: 'scheduled' });
  });

  it('a regeneration counts against the same per-minute limit as the form', async () => {
    clock.set('2027-09-01T00:00:00Z');
    const t = await team();
    await addPerson(t, { name: 'Hasty Person', startDate: '2027-09-08', timeZone: 'UTC' });
    clock.set('2027-09-05T09:00:00Z');
    await runAutopilotPass(deps);
    const e = await eventOf(t, 'Hasty Person');
    const db = await testDb(server);
    const [admin] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, t.admin.email));
    // The limiter counts in real minutes: fill this one and the next, so a minute that ends
    // mid-test cannot empty the bucket.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    await db.insert(rateLimitCounters).values(
      [minute, minute + 60_000].map((start) => ({
        key: generationRateKey(admin!.id),
        windowStart: new Date(start),
        count: 1000,
      })),
    );
    const refused = await call(
      t.admin,
      'POST',
      `/api/autopilot/events/${e.id}/regenerate`,
      undefined,
      t.id,
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: GENERATING_TOO_QUICKLY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await eventOf(t, 'Hasty Person')).messageId).toBe(e.messageId);
  });

  it('an approved event follows its delivery: failed with the reason, sent once a retry went out', async () => {
    clock.set('2027-11-01T00:00:00Z');
    const t = await team();
    await addPerson(t, { name: 'Fail Person', startDate: '2027-11-10', timeZone: 'UTC' });
    fake.script(t.slack, [{ status: 404, body: 'no_service' }]);
    clock.set('2027-11-07T09:00:00Z');
    await runAutopilotPass(deps);
    const e = await eventOf(t, 'Fail Person');
    await approve(t, t.admin, e.id);
    await runUntil('2027-11-10T10:00:00Z');
    const failed = await eventOf(t, 'Fail Person');
    expect(failed.state).toBe('failed');
    expect(failed.problem).toBe('Not sent: This Slack webhook no longer exists.');

    // Retried from Scheduled & sent and posted (the retry route dates it by the database's
    // clock, which this test's clock does not move, so the outcome is written here): the
    // event is sent after all.
    await deps.db
      .update(deliveries)
      .set({ status: 'sent', sentAt: clock.now() })
      .where(eq(deliveries.id, failed.deliveryId!));
    await runAutopilotPass(deps);
    expect((await eventOf(t, 'Fail Person')).state).toBe('sent');
    // The one attempt the destination refused: nothing was posted.
    expect(postsNaming(t, 'Fail Person')).toHaveLength(0);
  });

  it('an approved event a member moved follows its request: rejected or expired, it is cancelled', async () => {
    clock.set('2027-06-01T00:00:00Z');
    const t = await team();
    await jsonOf(
      await call(
        t.admin,
        'PATCH',
        `/api/workspaces/${t.id}/settings`,
        { approvalRequired: true },
        '',
      ),
    );
    for (const name of ['Rejected Mover', 'Expired Mover'])
      await addPerson(t, {
        name,
        startDate: '2027-06-10',
        timeZone: 'UTC',
        managerEmail: t.manager.email,
      });
    clock.set('2027-06-07T09:00:00Z');
    await runAutopilotPass(deps);
    const moved: Record<string, string> = {};
    for (const name of ['Rejected Mover', 'Expired Mover']) {
      const e = await eventOf(t, name);
      const { event } = await approve(t, t.manager, e.id);
      // The manager, a member, moves the approved post: in this team it is a request again.
      const { delivery } = await jsonOf<{ delivery: { status: string } }>(
        await call(
          t.manager,
          'POST',
          `/api/deliveries/${event.deliveryId}/reschedule`,
          { date: '2027-06-10', time: '15:00', timeZone: 'UTC' },
          t.id,
        ),
      );
      expect(delivery.status).toBe('awaiting_approval');
      moved[name] = event.deliveryId!;
    }
    await jsonOf(
      await call(
        t.admin,
        'POST',
        `/api/deliveries/${moved['Rejected Mover']}/reject`,
        { reason: 'Wrong afternoon' },
        t.id,
      ),
    );
    await deps.db
      .update(deliveries)
      .set({ sendBy: new Date(Date.now() - 1000) })
      .where(eq(deliveries.id, moved['Expired Mover']!));
    await expireRequests(deps.db, { workspaceId: t.id, id: moved['Expired Mover']! });
    await runAutopilotPass(deps);
    // Before, both stayed "approved" for good, though neither would ever be posted.
    expect(await eventOf(t, 'Rejected Mover')).toMatchObject({
      state: 'cancelled',
      problem: 'Not approved: Wrong afternoon',
    });
    expect(await eventOf(t, 'Expired Mover')).toMatchObject({
      state: 'cancelled',
      problem: REQUEST_EXPIRED,
    });
    await runUntil('2027-06-11T00:00:00Z');
    expect(postsNaming(t, 'Mover')).toHaveLength(0);
  });

  it('a role change makes a promotion event on the day it took effect', async () => {
    clock.set('2027-10-01T00:00:00Z');
    const t = await team({ promotionEnabled: true, welcomeEnabled: false });
    const id = await addPerson(t, {
      name: 'Priya Promoted',
      startDate: '2025-01-06',
      timeZone: 'UTC',
      role: 'Analyst',
      team: 'Data',
    });
    expect(await eventsOf(t)).toEqual([]);
    await jsonOf(
      await call(
        t.admin,
        'PUT',
        `/api/people/${id}`,
        {
          name: 'Priya Promoted',
          workEmail: 'priya.promoted@example.com',
          startDate: '2025-01-06',
          timeZone: 'UTC',
          role: 'Senior Analyst',
          team: 'Data',
        },
        t.id,
      ),
    );
    const event = await eventOf(t, 'Priya Promoted');
    expect(event.kind).toBe('promotion');
    expect(event.effectiveDate).toBe('2027-10-01');
    expect(event.sendAt.toISOString()).toBe('2027-10-01T09:00:00.000Z');
    // Its draft time has passed (recorded today): it is drafted at the next pass.
    await runAutopilotPass(deps);
    const { event: drafted } = await detail(t, t.admin, event.id);
    expect(drafted.state).toBe('awaiting_review');
    expect(drafted.options).toHaveLength(3);
    expect(drafted.options.some((o) => o.text.includes('Senior Analyst'))).toBe(true);

    // The owner's data export carries the rules and the event (ADR 053), nothing of the lease.
    const exported = await jsonOf<{
      workspaces: {
        id: string;
        autopilot: { rules: { promotionEnabled: boolean }; events: Record<string, unknown>[] };
      }[];
    }>(await call(t.owner, 'GET', '/api/account/export', undefined, ''));
    const { autopilot } = exported.workspaces.find((w) => w.id === t.id)!;
    expect(autopilot.rules.promotionEnabled).toBe(true);
    expect(autopilot.events).toEqual([
      expect.objectContaining({
        id: event.id,
        personName: 'Priya Promoted',
        kind: 'promotion',
        state: 'awaiting_review',
        messageId: drafted.messageId,
      }),
    ]);
    expect(autopilot.events[0]).not.toHaveProperty('leaseExpiresAt');
  });
});
