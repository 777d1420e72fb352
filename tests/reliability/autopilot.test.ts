import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { announcementEvents, messages, messageSuggestions } from '#server/db/schema/index.ts';
import { DEFAULT_AUTOPILOT_RULES } from '#domain/autopilot.ts';
import { personalWorkspaceId } from '#server/middleware/require-workspace.ts';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { openPrivateDatabase, type PrivateDatabase } from '#tests/setup/private-database.ts';
import { addDestination, proUserWithMessage } from '#tests/setup/sending.ts';
import type { TestServer } from '#tests/setup/test-server.ts';
import { userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { killChildServers, startChildServer } from './support/child-server.ts';
import { closeDirectDbs, directDb } from './support/invariants.ts';

// Issue 25 item 5 (ADR 053): two `npm start` processes on one PostgreSQL, each running the
// autopilot and delivery workers on a clock the test sets (TEST_CLOCK, /api/dev/clock), draft
// each of 40 joiners once and post each once at 09:00 on the start date.
const pgUrl = inject('testDatabaseUrl');
const fake = new FakeChatWebhooks();
let priv: PrivateDatabase;
const PEOPLE = 40;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(
  server: TestServer,
  who: TestUser,
  method: string,
  path: string,
  body: unknown,
) {
  const res = await server.fetch(path, {
    method,
    headers: { cookie: who.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  expect(res.status, text).toBeLessThan(300);
  return JSON.parse(text) as Record<string, unknown>;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe.runIf(pgUrl)('the autopilot across two processes (PostgreSQL)', () => {
  beforeAll(async () => {
    await fake.start();
    priv = await openPrivateDatabase();
  });
  afterAll(async () => {
    await killChildServers();
    await closeDirectDbs();
    await fake.stop();
    await priv?.dispose();
  });

  it('drafts each joiner once and posts each once at 09:00', async () => {
    const vars = {
      DATABASE_URL: priv.url!,
      DESTINATIONS_KEY: 'reliability-key-9f3Kq2Lx7Vb1Nz8Rt4Wc6Hm0',
      DESTINATION_ALLOW_HOSTS: '127.0.0.1',
      DELIVERY_POLL_INTERVAL_MS: '200',
      GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
      SEND_RATE_LIMIT_PER_HOUR: '10000',
      TEST_CLOCK: '2027-03-01T00:00:00Z',
    };
    const [a, b] = await Promise.all([startChildServer(vars), startChildServer(vars)]);
    const user = await proUserWithMessage(a);
    const url = fake.webhook('slack');
    const destination = await addDestination(b, user, { kind: 'slack', name: '#joiners', url });
    await send(a, user, 'PUT', '/api/autopilot/rules', {
      ...DEFAULT_AUTOPILOT_RULES,
      welcomeEnabled: true,
      length: 'short',
      destinationId: destination.id,
      timeZone: 'UTC',
    });
    const csv = [
      'Full name,Work e-mail,Role,Start date',
      ...Array.from(
        { length: PEOPLE },
        (_, i) => `Joiner ${i},joiner.${i}@example.com,Analyst,2027-03-10`,
      ),
    ].join('\n');
    // Imported twice, through each process: still one event per person.
    await send(a, user, 'POST', '/api/people/import', { csv });
    await send(b, user, 'POST', '/api/people/import', { csv });

    const db = directDb(priv.url!);
    const workspaceId = await personalWorkspaceId(db, await userIdOf(db, user.email));
    const awaiting = async () =>
      (
        await db
          .select({ n: count() })
          .from(announcementEvents)
          .where(
            and(
              eq(announcementEvents.workspaceId, workspaceId),
              eq(announcementEvents.state, 'awaiting_review'),
            ),
          )
      )[0]!.n;
    // The draft time, in both processes at once: both workers claim side by side.
    await Promise.all(
      [a, b].map((s) => send(s, user, 'PUT', '/api/dev/clock', { at: '2027-03-07T09:00:00Z' })),
    );
    await until('every joiner drafted', async () => (await awaiting()) === PEOPLE);
    const events = await db
      .select()
      .from(announcementEvents)
      .where(eq(announcementEvents.workspaceId, workspaceId));
    expect(events).toHaveLength(PEOPLE);
    expect(new Set(events.map((e) => e.messageId)).size).toBe(PEOPLE);
    // One stored message per draft, plus the user's own: no draft was written twice.
    const [stored] = await db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.workspaceId, workspaceId));
    expect(stored!.n).toBe(PEOPLE + 1);

    // Approved half on each process.
    for (const [i, event] of events.entries()) {
      const [option] = await db
        .select({ id: messageSuggestions.id })
        .from(messageSuggestions)
        .where(
          and(
            eq(messageSuggestions.messageId, event.messageId!),
            eq(messageSuggestions.position, 0),
          ),
        );
      await send(i % 2 ? a : b, user, 'POST', `/api/autopilot/events/${event.id}/approve`, {
        suggestionId: option!.id,
      });
    }
    await sleep(500);
    expect(fake.postsTo(url)).toHaveLength(0);
    await Promise.all(
      [a, b].map((s) => send(s, user, 'PUT', '/api/dev/clock', { at: '2027-03-10T09:00:00Z' })),
    );
    await fake.waitForPosts(url, PEOPLE, 60_000);
    await sleep(1000);
    const posts = fake.postsTo(url);
    expect(posts).toHaveLength(PEOPLE);
    const names = new Set(posts.map((p) => /Joiner \d+/.exec(JSON.stringify(p.body))?.[0]));
    expect(names.size).toBe(PEOPLE);
  });
});
