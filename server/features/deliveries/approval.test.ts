import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDeliveryTime, REQUEST_EXPIRED } from '#domain/deliveries.ts';
import { deliveries, member } from '#server/db/schema/index.ts';
import { AUTHOR_LEFT } from './queries.ts';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { mailsTo, type TestUser } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { callAs, jsonOf, person, proTeam, type Person } from '#tests/setup/workspaces.ts';

/**
 * Issue 24 item 6, ADR 044: with approval on, a member's send is a request that admins and
 * owners approve (as it is, or edited) or reject with a reason; one not approved in its send
 * window expires; decisions are recorded; two approvals at once make one delivery.
 */
const fake = new FakeChatWebhooks();
beforeAll(() => fake.start());
afterAll(() => fake.stop());
const server = useTestServer(
  {
    DELIVERY_WORKER: 'true',
    DELIVERY_POLL_INTERVAL_MS: '100',
    DELIVERY_TIMEOUT_MS: '3000',
    DESTINATION_ALLOW_HOSTS: '127.0.0.1',
    SEND_RATE_LIMIT_PER_HOUR: '1000',
    GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
  },
  { privateDatabase: true },
);

const call = (who: TestUser, method: string, path: string, body?: unknown, workspace = '') =>
  callAs(server, who, method, path, body, workspace);
const json = jsonOf;

interface Team {
  id: string;
  owner: Person;
  admin: Person;
  member: Person;
  slack: { url: string; id: string };
}

/** A Pro team with an owner, an admin and a member, a Slack destination, and approval on. */
async function team(approval = true): Promise<Team> {
  const [owner, admin, mem] = await Promise.all([
    person(server, 'Olive Owner'),
    person(server, 'Ada Admin'),
    person(server, 'Max Member'),
  ]);
  const id = await proTeam(server, owner, [
    [admin, 'admin'],
    [mem, 'member'],
  ]);
  const url = fake.webhook('slack');
  const { destination } = await json<{ destination: { id: string } }>(
    await call(owner, 'POST', '/api/destinations', { kind: 'slack', name: '#all', url }, id),
    201,
  );
  if (approval)
    await json(
      await call(admin, 'PATCH', `/api/workspaces/${id}/settings`, { approvalRequired: true }),
    );
  return { id, owner, admin, member: mem, slack: { url, id: destination.id } };
}

interface Delivery {
  id: string;
  status: string;
  text: string;
  lastError: string | null;
  decision: string | null;
  requestedText: string | null;
  sender?: string;
  decider?: string | null;
}

const tomorrow = () => ({
  date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  time: '09:00',
  timeZone: 'UTC',
});

/** Sends a new message's first option from `who`: now, or tomorrow with `later`. */
async function send(t: Team, who: TestUser, later = false, name = 'Priya Sharma') {
  const generated = await json<{ suggestions: { id: string; text: string }[] }>(
    await call(
      who,
      'POST',
      '/api/generate',
      { newHireName: name, role: 'Analyst', tone: 'warm_professional', messageType: 'welcome' },
      t.id,
    ),
  );
  const option = generated.suggestions[0]!;
  const { delivery } = await json<{ delivery: Delivery }>(
    await call(
      who,
      'POST',
      '/api/deliveries',
      {
        suggestionId: option.id,
        destinationId: t.slack.id,
        text: option.text,
        ...(later ? { schedule: tomorrow() } : {}),
      },
      t.id,
    ),
    201,
  );
  return delivery;
}

async function listed(t: Team, who: TestUser, status = 'all'): Promise<Delivery[]> {
  return (
    await json<{ items: Delivery[] }>(
      await call(who, 'GET', `/api/deliveries?status=${status}&pageSize=50`, undefined, t.id),
    )
  ).items;
}

async function waitFor(t: Team, id: string, statuses: string[]) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await listed(t, t.owner)).find((d) => d.id === id);
    if (found && statuses.includes(found.status)) return found;
    if (Date.now() > deadline) throw new Error(`delivery ${id} is ${found?.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const approve = (t: Team, who: TestUser, id: string, body: unknown = {}) =>
  call(who, 'POST', `/api/deliveries/${id}/approve`, body, t.id);

/** The approval-request mails an address got. */
async function requestMails(to: string) {
  return (await mailsTo(server, to)).filter((m) => m.subject.startsWith('Approval needed'));
}

/**
 * The mail an address got with this subject, once it has arrived: decisions and requests are
 * mailed in the background of the request (ADR 044), so the answer can come first.
 */
async function mailArrived(to: string, subject: string) {
  const find = async () => (await mailsTo(server, to)).find((m) => m.subject === subject);
  await expect.poll(find, { timeout: 5000 }).toBeDefined();
  return (await find())!;
}

describe('the approval setting', () => {
  it('is off by default: a member’s send goes out without approval', async () => {
    const t = await team(false);
    const sent = await send(t, t.member);
    expect(sent.status).toBe('scheduled');
    await fake.waitForPosts(t.slack.url, 1);
  });

  it('is changed by admins and owners of a team only, never in a personal workspace', async () => {
    const t = await team(false);
    const settings = `/api/workspaces/${t.id}/settings`;
    expect((await call(t.member, 'PATCH', settings, { approvalRequired: true })).status).toBe(403);
    const outsider = await person(server, 'Oscar Outsider');
    expect((await call(outsider, 'PATCH', settings, { approvalRequired: true })).status).toBe(404);
    const on = await json<{ workspace: { approvalRequired: boolean } }>(
      await call(t.owner, 'PATCH', settings, { approvalRequired: true }),
    );
    expect(on.workspace.approvalRequired).toBe(true);
    const read = await json<{ workspace: { approvalRequired: boolean } }>(
      await call(t.member, 'GET', `/api/workspaces/${t.id}`),
    );
    expect(read.workspace.approvalRequired).toBe(true);

    const { workspaces } = await json<{ workspaces: { id: string; personal: boolean }[] }>(
      await call(t.owner, 'GET', '/api/workspaces'),
    );
    const personal = workspaces.find((w) => w.personal)!;
    const refused = await call(t.owner, 'PATCH', `/api/workspaces/${personal.id}/settings`, {
      approvalRequired: true,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('personal_workspace');
    expect((await call(t.owner, 'PATCH', settings, { approvalRequired: 'yes' })).status).toBe(400);
  });
});

describe('with approval on', () => {
  let t: Team;
  beforeAll(async () => {
    t = await team();
  });

  it('makes a member’s send a request: admins and owners are mailed the exact text and destination, nothing is posted', async () => {
    const request = await send(t, t.member, false, 'Request Mailed');
    expect(request.status).toBe('awaiting_approval');
    const awaiting = await listed(t, t.admin, 'awaiting');
    expect(awaiting.map((d) => d.id)).toContain(request.id);
    expect(awaiting.find((d) => d.id === request.id)).toMatchObject({
      sender: 'Max Member',
      decider: null,
    });
    for (const approver of [t.owner, t.admin]) {
      const mail = await mailArrived(
        approver.email,
        'Approval needed: an announcement about Request Mailed',
      );
      expect(mail.text).toContain(request.text);
      expect(mail.text).toContain('#all (Slack)');
      expect(mail.text).toContain('Max Member asked to send');
      // The link opens the team's Scheduled & sent, whichever workspace that browser had open.
      expect(mail.text).toContain(`/dashboard/scheduled?workspace=${t.id}`);
    }
    expect(await requestMails(t.member.email)).toEqual([]);
    // The worker runs every 100 ms: give it time to (wrongly) post.
    await new Promise((r) => setTimeout(r, 500));
    expect(fake.postsTo(t.slack.url)).toEqual([]);
  });

  it('lets admins’ and owners’ own sends go out without approval', async () => {
    const own = await send(t, t.admin, true);
    expect(own.status).toBe('scheduled');
  });

  it('refuses members (403) and other workspaces (404) the decision', async () => {
    const request = await send(t, t.member, true);
    expect((await approve(t, t.member, request.id)).status).toBe(403);
    expect(
      (await call(t.member, 'POST', `/api/deliveries/${request.id}/reject`, { reason: 'x' }, t.id))
        .status,
    ).toBe(403);
    // An admin of another team, acting in theirs: the request is not there.
    const other = await team();
    expect((await approve(other, other.admin, request.id)).status).toBe(404);
    expect((await approve(t, other.admin, request.id)).status).toBe(404);
    expect((await listed(t, t.owner)).find((d) => d.id === request.id)?.status).toBe(
      'awaiting_approval',
    );
  });

  it('sends an approved request now when its time has come, once, and records who approved it', async () => {
    const request = await send(t, t.member, false, 'Approved Now');
    const { delivery } = await json<{ delivery: Delivery }>(await approve(t, t.owner, request.id));
    expect(delivery).toMatchObject({ status: 'scheduled', decision: 'approved' });
    const [post] = await fake.waitForPosts(t.slack.url, 1);
    expect(JSON.stringify(post!.body)).toContain('Approved Now');
    expect(await waitFor(t, request.id, ['sent'])).toMatchObject({
      sender: 'Max Member',
      decider: 'Olive Owner',
      decision: 'approved',
      requestedText: null,
    });
    const db = await testDb(server);
    const [row] = await db
      .select({ decidedBy: deliveries.decidedBy, decidedAt: deliveries.decidedAt })
      .from(deliveries)
      .where(eq(deliveries.id, request.id));
    expect(row!.decidedBy).toBe(t.owner.id);
    expect(row!.decidedAt).toBeInstanceOf(Date);
  });

  it('keeps a scheduled request’s time when approved, and an edit as the text sent', async () => {
    const request = await send(t, t.member, true, 'Edited Later');
    const edited = 'Please welcome Edited Later to the analytics team!';
    const { delivery } = await json<{ delivery: Delivery & { scheduledAt: string } }>(
      await approve(t, t.admin, request.id, { text: edited }),
    );
    expect(delivery).toMatchObject({
      status: 'scheduled',
      text: edited,
      requestedText: request.text,
    });
    expect(new Date(delivery.scheduledAt).getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    // An edit must still be a message; the request stays as it was.
    const another = await send(t, t.member, true, 'Grace Kim');
    const bad = await approve(t, t.admin, another.id, { text: '   ' });
    expect(bad.status).toBe(400);
    expect((await listed(t, t.owner)).find((d) => d.id === another.id)?.status).toBe(
      'awaiting_approval',
    );
  });

  it('rejects with a reason the author is told, by e-mail and in the list', async () => {
    const request = await send(t, t.member, true, 'Rejected Hire');
    const { delivery } = await json<{ delivery: Delivery }>(
      await call(
        t.admin,
        'POST',
        `/api/deliveries/${request.id}/reject`,
        { reason: 'Her start date moved to March.' },
        t.id,
      ),
    );
    expect(delivery).toMatchObject({
      status: 'rejected',
      decision: 'rejected',
      lastError: 'Not approved: Her start date moved to March.',
    });
    expect((await listed(t, t.member)).find((d) => d.id === request.id)).toMatchObject({
      status: 'rejected',
      decider: 'Ada Admin',
    });
    const mail = await mailArrived(
      t.member.email,
      'Not approved: your announcement about Rejected Hire',
    );
    expect(mail.text).toContain('Reason: Her start date moved to March.');
    expect(mail.text).toContain('Ada Admin did not approve');
    // Decided once: approving it now is a conflict.
    expect((await approve(t, t.owner, request.id)).status).toBe(409);
    expect(
      (await call(t.admin, 'POST', `/api/deliveries/${request.id}/reject`, { reason: '' }, t.id))
        .status,
    ).toBe(400);
  });

  it('makes one delivery of two approvals at once', async () => {
    const url = t.slack.url;
    const before = fake.postsTo(url).length;
    const request = await send(t, t.member, false, 'Raced Approval');
    const answers = await Promise.all([
      approve(t, t.owner, request.id),
      approve(t, t.admin, request.id),
      approve(t, t.admin, request.id, { text: `${request.text} Welcome!` }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    await waitFor(t, request.id, ['sent']);
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.postsTo(url).length - before).toBe(1);
    const db = await testDb(server);
    const rows = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(sql`${deliveries.newHireName} = 'Raced Approval'`);
    expect(rows).toHaveLength(1);
  });

  it('answers "expired" to an approval after the send window, and sends nothing', async () => {
    const request = await send(t, t.member, true, 'Too Late Hire');
    const db = await testDb(server);
    await db
      .update(deliveries)
      .set({
        scheduledAt: sql`now() - interval '13 hours'`,
        dueAt: sql`now() - interval '13 hours'`,
        sendBy: sql`now() - interval '1 hour'`,
      })
      .where(eq(deliveries.id, request.id));
    const res = await approve(t, t.owner, request.id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'expired',
      message: REQUEST_EXPIRED,
      delivery: { status: 'expired' },
    });
    expect((await listed(t, t.member)).find((d) => d.id === request.id)).toMatchObject({
      status: 'expired',
      lastError: REQUEST_EXPIRED,
    });
  });

  it('expires a request nobody approved by its latest send time, without anyone asking', async () => {
    const request = await send(t, t.member, true, 'Never Approved');
    const db = await testDb(server);
    await db
      .update(deliveries)
      .set({ sendBy: sql`now() - interval '1 second'` })
      .where(eq(deliveries.id, request.id));
    expect(await waitFor(t, request.id, ['expired'])).toMatchObject({ decision: null });
  });

  it('records each decision in the activity log, and the request itself only once decided (ADR 047)', async () => {
    const fresh = await team();
    const approved = await send(fresh, fresh.member, true, 'Logged Approval');
    const rejected = await send(fresh, fresh.member, true, 'Logged Rejection');
    const expired = await send(fresh, fresh.member, true, 'Logged Expiry');
    const actions = async () =>
      (
        await json<{ entries: { action: string; actorName: string | null; subject: unknown }[] }>(
          await call(fresh.owner, 'GET', `/api/workspaces/${fresh.id}/activity?limit=50`),
        )
      ).entries.filter((e) => e.action.startsWith('delivery.'));
    // Asking is not yet something that happened to the team's channels.
    expect(await actions()).toEqual([]);

    await json(await approve(fresh, fresh.admin, approved.id));
    await json(
      await call(
        fresh.owner,
        'POST',
        `/api/deliveries/${rejected.id}/reject`,
        { reason: 'Wrong team.' },
        fresh.id,
      ),
    );
    const db = await testDb(server);
    await db
      .update(deliveries)
      .set({ sendBy: sql`now() - interval '1 second'` })
      .where(eq(deliveries.id, expired.id));
    await waitFor(fresh, expired.id, ['expired']);

    const entries = await actions();
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'delivery.approved',
          actorName: 'Ada Admin',
          subject: expect.objectContaining({ newHireName: 'Logged Approval' }),
        }),
        expect.objectContaining({
          action: 'delivery.rejected',
          actorName: 'Olive Owner',
          subject: expect.objectContaining({
            newHireName: 'Logged Rejection',
            reason: 'Wrong team.',
          }),
        }),
        expect.objectContaining({
          action: 'delivery.expired',
          actorName: null,
          subject: expect.objectContaining({ newHireName: 'Logged Expiry' }),
        }),
      ]),
    );
  });

  it('withdraws the requests to a destination deleted before anyone decided them', async () => {
    const url = fake.webhook('slack');
    const { destination } = await json<{ destination: { id: string } }>(
      await call(t.owner, 'POST', '/api/destinations', { kind: 'slack', name: '#gone', url }, t.id),
      201,
    );
    const request = await send({ ...t, slack: { url, id: destination.id } }, t.member, true);
    expect(request.status).toBe('awaiting_approval');
    await json(
      await call(t.admin, 'DELETE', `/api/destinations/${destination.id}`, undefined, t.id),
      204,
    );
    // Approved, it could only fail: there is nowhere left to post it.
    expect((await listed(t, t.member)).find((d) => d.id === request.id)).toMatchObject({
      status: 'cancelled',
      lastError: 'The destination was deleted.',
    });
    expect((await approve(t, t.owner, request.id)).status).toBe(409);
  });

  it('lets a member withdraw their own request, not another’s', async () => {
    const request = await send(t, t.member, true);
    const ownCancel = await call(
      t.member,
      'POST',
      `/api/deliveries/${request.id}/cancel`,
      undefined,
      t.id,
    );
    expect(ownCancel.status).toBe(200);
    expect((await listed(t, t.member)).find((d) => d.id === request.id)?.status).toBe('cancelled');
  });

  it('makes a member’s move of an approved send a request again; an admin’s move stays approved', async () => {
    const request = await send(t, t.member, true, 'Moved After Approval');
    await json(await approve(t, t.admin, request.id));
    // The first request's mail may still be on its way: counted before it came, it was
    // counted again as the move's ("expected 12 to be 11").
    await mailArrived(t.owner.email, 'Approval needed: an announcement about Moved After Approval');
    const before = (await requestMails(t.owner.email)).length;
    const later = { ...tomorrow(), time: '15:30' };
    const moved = await json<{ delivery: Delivery & { scheduledAt: string } }>(
      await call(t.member, 'POST', `/api/deliveries/${request.id}/reschedule`, later, t.id),
    );
    // Approved for 09:00: at 15:30 it would go out at a time nobody approved, in Ada's name.
    expect(moved.delivery).toMatchObject({ status: 'awaiting_approval', decision: null });
    const db = await testDb(server);
    const [row] = await db
      .select({ decidedBy: deliveries.decidedBy, decidedAt: deliveries.decidedAt })
      .from(deliveries)
      .where(eq(deliveries.id, request.id));
    expect(row).toEqual({ decidedBy: null, decidedAt: null });
    await expect
      .poll(async () => (await requestMails(t.owner.email)).length, { timeout: 5000 })
      .toBe(before + 1);
    const asked = (await requestMails(t.owner.email)).filter((m) =>
      m.subject.endsWith('Moved After Approval'),
    );
    const newTime = formatDeliveryTime(moved.delivery.scheduledAt, 'UTC');
    expect(newTime).toMatch(/3:30|15:30/);
    expect(asked.filter((m) => m.text.includes(newTime))).toHaveLength(1);

    // Approved again, then moved by an admin (who may approve): it stays approved.
    await json(await approve(t, t.owner, request.id));
    const byAdmin = await json<{ delivery: Delivery }>(
      await call(t.admin, 'POST', `/api/deliveries/${request.id}/reschedule`, tomorrow(), t.id),
    );
    expect(byAdmin.delivery).toMatchObject({ status: 'scheduled', decision: 'approved' });
  });

  it('makes a member’s retry of an approved send that failed a request again; an admin’s retry goes out', async () => {
    const request = await send(t, t.member, true, 'Retried After Approval');
    await json(await approve(t, t.admin, request.id));
    // The worker found it past its window (it was down): failed as too late, nothing posted.
    const db = await testDb(server);
    await db
      .update(deliveries)
      .set({
        status: 'failed',
        failureCode: 'too_late',
        lastError: 'Not sent: too late.',
        scheduledAt: sql`now() - interval '13 hours'`,
        dueAt: sql`now() - interval '13 hours'`,
        sendBy: sql`now() - interval '1 hour'`,
      })
      .where(eq(deliveries.id, request.id));
    await mailArrived(
      t.owner.email,
      'Approval needed: an announcement about Retried After Approval',
    );
    const before = (await requestMails(t.owner.email)).length;
    const retried = await json<{ delivery: Delivery }>(
      await call(t.member, 'POST', `/api/deliveries/${request.id}/retry`, undefined, t.id),
    );
    // "Send now anyway" would post it hours after the window Ada approved, in her name.
    expect(retried.delivery).toMatchObject({ status: 'awaiting_approval', decision: null });
    const [row] = await db
      .select({ decidedBy: deliveries.decidedBy, status: deliveries.status })
      .from(deliveries)
      .where(eq(deliveries.id, request.id));
    expect(row).toEqual({ decidedBy: null, status: 'awaiting_approval' });
    await expect
      .poll(async () => (await requestMails(t.owner.email)).length, { timeout: 5000 })
      .toBe(before + 1);

    // Approved now, it goes out; an admin's own retry needs nobody's approval.
    const approved = await json<{ delivery: Delivery }>(await approve(t, t.owner, request.id));
    expect(approved.delivery.status).toBe('scheduled');
    await waitFor(t, request.id, ['sent']);
    await db
      .update(deliveries)
      .set({ status: 'failed', failureCode: null, lastError: 'Not sent.' })
      .where(eq(deliveries.id, request.id));
    const byAdmin = await json<{ delivery: Delivery }>(
      await call(t.admin, 'POST', `/api/deliveries/${request.id}/retry`, undefined, t.id),
    );
    expect(byAdmin.delivery).toMatchObject({ status: 'scheduled', decision: 'approved' });
  });
});

describe('an author who leaves after asking', () => {
  it('takes their open requests with them; what an admin approved still goes out (ADR 044)', async () => {
    const t = await team();
    const open = await send(t, t.member, true, 'Open Request');
    const approved = await send(t, t.member, true, 'Approved Request');
    await json(await approve(t, t.admin, approved.id));
    expect(
      (await call(t.owner, 'DELETE', `/api/workspaces/${t.id}/members/${t.member.id}`)).status,
    ).toBe(204);
    const list = await listed(t, t.owner);
    expect(list.find((d) => d.id === open.id)).toMatchObject({
      status: 'cancelled',
      lastError: AUTHOR_LEFT,
    });
    expect(list.find((d) => d.id === approved.id)?.status).toBe('scheduled');
    // Its time comes: it goes out on the approver's word, checked again by the worker.
    const db = await testDb(server);
    await db
      .update(deliveries)
      .set({ dueAt: sql`now()`, scheduledAt: sql`now()`, sendBy: sql`now() + interval '1 hour'` })
      .where(eq(deliveries.id, approved.id));
    expect(await waitFor(t, approved.id, ['sent', 'cancelled', 'failed'])).toMatchObject({
      status: 'sent',
      decider: 'Ada Admin',
    });

    // Once the approver is gone too, nobody stands behind one: it is not sent.
    const again = await team();
    const approvedToo = await send(again, again.member, true, 'Nobody Left');
    await json(await approve(again, again.admin, approvedToo.id));
    const dbAgain = await testDb(server);
    await dbAgain
      .delete(member)
      .where(
        and(
          eq(member.organizationId, again.id),
          inArray(member.userId, [again.member.id, again.admin.id]),
        ),
      );
    await dbAgain
      .update(deliveries)
      .set({ dueAt: sql`now()`, scheduledAt: sql`now()`, sendBy: sql`now() + interval '1 hour'` })
      .where(eq(deliveries.id, approvedToo.id));
    expect(await waitFor(again, approvedToo.id, ['sent', 'cancelled', 'failed'])).toMatchObject({
      status: 'cancelled',
      lastError: AUTHOR_LEFT,
    });
    expect(fake.postsTo(again.slack.url)).toEqual([]);
  });
});

describe('a team delivery that fails', () => {
  it('mails its author a link that opens the team, whichever workspace the browser had open', async () => {
    const t = await team(false);
    fake.script(t.slack.url, [{ status: 404, body: 'no_service' }]);
    const sent = await send(t, t.admin);
    expect(await waitFor(t, sent.id, ['failed'])).toMatchObject({ status: 'failed' });
    let mail;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await mailsTo(server, t.admin.email)).find((m) => m.subject.startsWith('Not sent'));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail!.text).toContain(`/dashboard/scheduled?workspace=${t.id}`);
  });
});
