import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_MEMBER, type WorkspaceRole } from '#domain/workspaces.ts';
import {
  deliveries,
  destinations,
  member,
  messageCounts,
  messages,
  organization,
} from '#server/db/schema/index.ts';
import { AUTHOR_LEFT, LIST_ADDER_LEFT } from '#server/features/deliveries/queries.ts';
import { FORMER_MEMBERS_LIST } from '#server/features/destinations/send.ts';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { mailsTo, type TestUser } from '#tests/setup/accounts.ts';
import { CONFIRMATION_SUBJECT, confirmRecipients } from '#tests/setup/sending.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import {
  callAs,
  jsonOf,
  person as personIn,
  proTeam,
  type Person,
} from '#tests/setup/workspaces.ts';

/**
 * ADR 043: what a member wrote and sent in a team stays with the team when they delete their
 * account (shown as by a "Former member"), while their personal workspace goes; and nothing
 * goes out in the name of someone no longer in the team: removing or leaving cancels what
 * they scheduled there, and the worker checks again when it claims a delivery.
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
const person = (name: string) => personIn(server, name);
const team = (owner: Person, others: [Person, WorkspaceRole][]) => proTeam(server, owner, others);

async function generate(who: TestUser, workspace = '', name = 'Priya Sharma') {
  return json<{ messageId: string; suggestions: { id: string; text: string }[] }>(
    await call(
      who,
      'POST',
      '/api/generate',
      { newHireName: name, role: 'Analyst', tone: 'warm_professional', messageType: 'welcome' },
      workspace,
    ),
  );
}

const tomorrow = () => ({
  date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  time: '09:00',
  timeZone: 'UTC',
});

/** A delivery of a new message's first option: now, or tomorrow with `later`. */
async function deliver(who: TestUser, workspace: string, destinationId: string, later = false) {
  const message = await generate(who, workspace);
  const option = message.suggestions[0]!;
  const { delivery } = await json<{ delivery: { id: string } }>(
    await call(
      who,
      'POST',
      '/api/deliveries',
      {
        suggestionId: option.id,
        destinationId,
        text: option.text,
        ...(later ? { schedule: tomorrow() } : {}),
      },
      workspace,
    ),
    201,
  );
  return delivery.id;
}

async function addSlack(who: TestUser, workspace: string) {
  const url = fake.webhook('slack');
  const { destination } = await json<{ destination: { id: string } }>(
    await call(who, 'POST', '/api/destinations', { kind: 'slack', name: '#team', url }, workspace),
    201,
  );
  return { url, id: destination.id };
}

interface Listed {
  id: string;
  status: string;
  lastError: string | null;
  sender?: string;
}

async function listed(who: TestUser, workspace: string): Promise<Listed[]> {
  return (
    await json<{ items: Listed[] }>(
      await call(who, 'GET', '/api/deliveries?pageSize=50', undefined, workspace),
    )
  ).items;
}

async function waitFor(who: TestUser, workspace: string, id: string, statuses: string[]) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await listed(who, workspace)).find((d) => d.id === id);
    if (found && statuses.includes(found.status)) return found;
    if (Date.now() > deadline) throw new Error(`delivery ${id} is ${found?.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Makes scheduled deliveries due now, as if their time had come. */
async function dueNow(ids: string[]) {
  const db = await testDb(server);
  for (const id of ids)
    await db
      .update(deliveries)
      .set({ dueAt: sql`now()`, scheduledAt: sql`now()`, sendBy: sql`now() + interval '1 hour'` })
      .where(eq(deliveries.id, id));
}

describe('a member who deletes their account', () => {
  it('leaves the team their messages, deliveries and destinations, by a former member; their personal workspace goes', async () => {
    const owner = await person('Olive Owner');
    const leaver = await person('Lee Leaver');
    const teamId = await team(owner, [[leaver, 'admin']]);
    const db = await testDb(server);

    // What the leaver does in the team: a destination, a sent and a scheduled delivery.
    const slack = await addSlack(leaver, teamId);
    const sent = await deliver(leaver, teamId, slack.id);
    await fake.waitForPosts(slack.url, 1);
    await waitFor(owner, teamId, sent, ['sent']);
    const scheduled = await deliver(leaver, teamId, slack.id, true);
    // And in their personal workspace: a message that must go with the account.
    const personal = await generate(leaver, '', 'Personal Hire');
    const [personalWs] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.personalUserId, leaver.id));
    const countBefore = await db
      .select({ n: messageCounts.stored })
      .from(messageCounts)
      .where(eq(messageCounts.workspaceId, teamId));

    expect(
      (await call(leaver, 'DELETE', '/api/account', { password: leaver.password })).status,
    ).toBe(204);

    // History: their messages stay, by a former member.
    const history = await json<{ items: { newHireName: string; author: string | null }[] }>(
      await call(owner, 'GET', '/api/messages?pageSize=50', undefined, teamId),
    );
    expect(history.items.map((m) => m.author)).toEqual([FORMER_MEMBER, FORMER_MEMBER]);
    // Scheduled & sent: the sent one stays, by a former member; the scheduled one is cancelled.
    const list = await listed(owner, teamId);
    expect(list.find((d) => d.id === sent)).toMatchObject({
      status: 'sent',
      sender: FORMER_MEMBER,
    });
    expect(list.find((d) => d.id === scheduled)).toMatchObject({
      status: 'cancelled',
      lastError: AUTHOR_LEFT,
      sender: FORMER_MEMBER,
    });
    // Their destination stays, and its URL still opens: the owner sends through it.
    const { destinations: kept } = await json<{ destinations: { id: string }[] }>(
      await call(owner, 'GET', '/api/destinations', undefined, teamId),
    );
    expect(kept.map((d) => d.id)).toEqual([slack.id]);
    const ownersSend = await deliver(owner, teamId, slack.id);
    expect(await waitFor(owner, teamId, ownersSend, ['sent', 'failed'])).toMatchObject({
      status: 'sent',
      sender: 'Olive Owner',
    });
    expect(fake.postsTo(slack.url)).toHaveLength(2);

    // The personal workspace and what was in it are gone; the team's counter is unchanged.
    expect(await db.select().from(organization).where(eq(organization.id, personalWs!.id))).toEqual(
      [],
    );
    expect(await db.select().from(messages).where(eq(messages.id, personal.messageId))).toEqual([]);
    expect(
      await db
        .select({ n: messageCounts.stored })
        .from(messageCounts)
        .where(eq(messageCounts.workspaceId, teamId)),
    ).toEqual([{ n: countBefore[0]!.n + 1 }]);
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.workspaceId, teamId));
    expect(counted!.n).toBe(countBefore[0]!.n + 1);
  });

  it('mails nobody on an e-mail list they added until an admin saves it again', async () => {
    const owner = await person('Olive Owner');
    const leaver = await person('Lee Leaver');
    const teamId = await team(owner, [[leaver, 'admin']]);
    const address = `list.${randomUUID().slice(0, 8)}@example.com`;
    const { destination } = await json<{ destination: { id: string } }>(
      await call(
        leaver,
        'POST',
        '/api/destinations',
        { kind: 'email', name: 'Team list', emails: [address] },
        teamId,
      ),
      201,
    );
    await confirmRecipients(server, [address]);
    const scheduled = await deliver(owner, teamId, destination.id, true);

    expect(
      (await call(leaver, 'DELETE', '/api/account', { password: leaver.password })).status,
    ).toBe(204);

    // What was scheduled to the list is cancelled; a new send fails, mailing nobody.
    expect((await listed(owner, teamId)).find((d) => d.id === scheduled)).toMatchObject({
      status: 'cancelled',
      lastError: LIST_ADDER_LEFT,
    });
    const now = await deliver(owner, teamId, destination.id);
    expect(await waitFor(owner, teamId, now, ['sent', 'failed'])).toMatchObject({
      status: 'failed',
      lastError: FORMER_MEMBERS_LIST,
    });
    const mails = await mailsTo(server, address);
    expect(mails.map((m) => m.subject)).toEqual([CONFIRMATION_SUBJECT]);
    const { destinations: shown } = await json<{
      destinations: { recipients: { state: string }[] }[];
    }>(await call(owner, 'GET', '/api/destinations', undefined, teamId));
    expect(shown[0]!.recipients).toEqual([{ email: address, state: 'unasked' }]);

    // Saved again by an admin: the address is asked again, in the admin's name.
    const saved = await json<{ destination: { recipients: { state: string }[] } }>(
      await call(
        owner,
        'PATCH',
        `/api/destinations/${destination.id}`,
        { emails: [address] },
        teamId,
      ),
    );
    expect(saved.destination.recipients).toEqual([{ email: address, state: 'pending' }]);
    const db = await testDb(server);
    const [row] = await db
      .select({ userId: destinations.userId })
      .from(destinations)
      .where(eq(destinations.id, destination.id));
    expect(row!.userId).toBe(owner.id);
    // Mailed once the change is committed, after the answer: waited for, not raced.
    const confirmations = async () =>
      (await mailsTo(server, address)).filter((m) => m.subject === CONFIRMATION_SUBJECT);
    await expect.poll(async () => (await confirmations()).length, { timeout: 10_000 }).toBe(2);
    const asked = await mailsTo(server, address);
    expect(
      asked.filter((m) => m.subject === CONFIRMATION_SUBJECT && m.text.includes(owner.email)),
    ).toHaveLength(1);
  });
});

describe('a member removed from a team', () => {
  it('has their scheduled deliveries there cancelled with the removal; none reaches the channel', async () => {
    const owner = await person('Olive Owner');
    const removed = await person('Remy Removed');
    const teamId = await team(owner, [[removed, 'member']]);
    const slack = await addSlack(owner, teamId);
    const theirs = await deliver(removed, teamId, slack.id, true);
    const owners = await deliver(owner, teamId, slack.id, true);

    expect(
      (await call(owner, 'DELETE', `/api/workspaces/${teamId}/members/${removed.id}`, undefined))
        .status,
    ).toBe(204);
    expect((await listed(owner, teamId)).find((d) => d.id === theirs)).toMatchObject({
      status: 'cancelled',
      lastError: AUTHOR_LEFT,
      sender: 'Remy Removed',
    });

    // Their time comes: the owner's goes out, theirs never does.
    await dueNow([theirs, owners]);
    await fake.waitForPosts(slack.url, 1);
    await waitFor(owner, teamId, owners, ['sent']);
    expect(fake.postsTo(slack.url)).toHaveLength(1);
    expect((await listed(owner, teamId)).find((d) => d.id === theirs)?.status).toBe('cancelled');
  });

  it('who leaves has theirs cancelled too', async () => {
    const owner = await person('Olive Owner');
    const leaver = await person('Lee Leaver');
    const teamId = await team(owner, [[leaver, 'member']]);
    const slack = await addSlack(owner, teamId);
    const theirs = await deliver(leaver, teamId, slack.id, true);
    expect((await call(leaver, 'POST', `/api/workspaces/${teamId}/leave`)).status).toBe(204);
    expect((await listed(owner, teamId)).find((d) => d.id === theirs)).toMatchObject({
      status: 'cancelled',
      lastError: AUTHOR_LEFT,
    });
  });

  it('is checked again by the worker: a delivery whose author is gone is cancelled when claimed, not sent', async () => {
    const owner = await person('Olive Owner');
    const removed = await person('Remy Removed');
    const teamId = await team(owner, [[removed, 'member']]);
    const slack = await addSlack(owner, teamId);
    const theirs = await deliver(removed, teamId, slack.id, true);
    const owners = await deliver(owner, teamId, slack.id, true);
    // The membership goes without the route's cancellation (a removal racing the claim, or
    // an older version's): only the worker's own check stands between it and the channel.
    const db = await testDb(server);
    await db
      .delete(member)
      .where(and(eq(member.organizationId, teamId), eq(member.userId, removed.id)));
    await dueNow([theirs, owners]);
    await waitFor(owner, teamId, owners, ['sent']);
    expect(await waitFor(owner, teamId, theirs, ['cancelled', 'sent', 'failed'])).toMatchObject({
      status: 'cancelled',
      lastError: AUTHOR_LEFT,
    });
    expect(fake.postsTo(slack.url)).toHaveLength(1);
  });
});
