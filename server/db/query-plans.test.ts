import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedHistory } from '#tests/setup/history-seed.ts';
import { createScratchDatabase } from '#tests/setup/private-database.ts';
import { getAccount } from '../features/account/queries.ts';
import { listActivity } from '../features/activity/record.ts';
import {
  deleteMessageForUser,
  listMessagesForUser,
  updateSuggestionForUser,
} from '../features/announcements/queries.ts';
import { listDeliveriesForUser, sentLinesForMessages } from '../features/deliveries/queries.ts';
import { createUsageIdentity } from '../features/usage/identity.ts';
import { personalWorkspaceId } from '../middleware/require-workspace.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Issue 23 item 1 (ADR 037): the signed-in reads of a history must not grow with it. A user
 * with 100,000 messages (300,000 options) and 20,000 deliveries, beside a second user; every
 * query the history, dashboard and deliveries screens make is captured through Drizzle's
 * logger and EXPLAINed on the database of this run (PostgreSQL with TEST_DATABASE_URL, else
 * PGlite). No plan may read a whole table of history sequentially. QUERY_PLANS_FILE=path
 * appends EXPLAIN ANALYZE of each to that file (the plans in docs/performance.md).
 */

// 100,000 on PostgreSQL, the production database; 20,000 on PGlite, where seeding 100,000
// takes over a minute on two cores (its planner is PostgreSQL's: the same plans show).
const onPostgres = !!inject('testDatabaseUrl');
const HISTORY = onPostgres ? 100_000 : 20_000;
const DELIVERIES = 20_000;
const HISTORY_TABLES = ['messages', 'message_suggestions', 'deliveries'];
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

interface Captured {
  query: string;
  params: unknown[];
}
const captured: Captured[] = [];
const logger: Logger = { logQuery: (query, params) => captured.push({ query, params }) };

let db: Db;
let explain: (query: string, params: unknown[], analyze?: boolean) => Promise<string>;
let close: () => Promise<void>;
const userId = 'plans-user';
/** The user's personal workspace: the history, its counter and its lists are per workspace. */
let workspaceId: string;

beforeAll(async () => {
  const runUrl = inject('testDatabaseUrl');
  if (onPostgres && runUrl) {
    const scratch = await createScratchDatabase(runUrl, 'plans');
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    // pool.end() resolves before its clients' sockets have closed, and the drop (with force)
    // then ends their backends: that FATAL 57P01 is this file's own teardown, and once came
    // out of CI as an unhandled error. Anything else still fails the run.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') throw error;
    });
    const pgDb = drizzlePg(pool, { schema, logger });
    await migratePg(pgDb, { migrationsFolder });
    db = pgDb as unknown as Db;
    explain = async (query, params, analyze) =>
      (await pool.query(`explain ${analyze ? '(analyze, timing off) ' : ''}${query}`, params)).rows
        .map((r: Record<string, string>) => r['QUERY PLAN'])
        .join('\n');
    close = async () => {
      await pool.end();
      await scratch.drop();
    };
  } else {
    const client = new PGlite('memory://', { extensions: { pg_trgm } });
    const pgliteDb = drizzlePglite(client, { schema, logger });
    await migratePglite(pgliteDb, { migrationsFolder });
    db = pgliteDb as unknown as Db;
    explain = async (query, params, analyze) =>
      (
        await client.query<Record<string, string>>(
          `explain ${analyze ? '(analyze, timing off) ' : ''}${query}`,
          params,
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    close = () => client.close();
  }
  for (const id of [userId, 'plans-other'])
    await db.insert(schema.user).values({ id, name: id, email: `${id}@example.com` });
  await db.insert(schema.profiles).values({ userId, email: `${userId}@example.com` });
  await seedHistory(db, 'plans-other', 1000);
  await seedHistory(db, userId, HISTORY);
  workspaceId = await personalWorkspaceId(db, userId);
  // A few favourites, spread through the history.
  await db.execute(sql`
    update message_suggestions set favourite = true where position = 0 and message_id in (
      select id from messages where user_id = ${userId} order by created_at desc offset 7 limit 40)`);
  await db.execute(sql`
    insert into destinations (id, user_id, workspace_id, kind, name, url_ciphertext)
    values ('00000000-0000-4000-8000-000000000001', ${userId}, ${workspaceId}, 'slack', '#general', 'x')`);
  await db.execute(sql`
    insert into deliveries (user_id, workspace_id, destination_id, destination_name, destination_kind, message_id,
      text, new_hire_name, message_type, status, scheduled_at, due_at, time_zone, idempotency_key,
      sent_at, created_at, updated_at)
    select ${userId}, ${workspaceId}, '00000000-0000-4000-8000-000000000001', '#general', 'slack', m.id,
      'text', m.new_hire_name, m.message_type,
      (array['sent', 'sent', 'sent', 'failed', 'cancelled', 'scheduled'])[i % 6 + 1],
      m.created_at, m.created_at, 'UTC', 'key-' || i,
      case when i % 6 < 3 then m.created_at end, m.created_at, m.created_at
    from (select id, new_hire_name, message_type, created_at,
            row_number() over (order by created_at desc) as i
          from messages where user_id = ${userId} limit ${DELIVERIES}) as m`);
  await db.execute(sql`analyze`);
}, 240_000);

afterAll(() => close?.());

/** Runs `read`, then EXPLAINs every statement it sent; returns the plans. */
async function plansOf(read: () => Promise<unknown>): Promise<string[]> {
  captured.length = 0;
  await read();
  const statements = captured.filter((c) => /^\s*(select|with|update|delete)/i.test(c.query));
  expect(statements.length).toBeGreaterThan(0);
  const plans: string[] = [];
  for (const { query, params } of statements) {
    const plan = await explain(query, params);
    plans.push(plan);
    const file = process.env.QUERY_PLANS_FILE;
    if (file)
      appendFileSync(
        file,
        `\n-- ${query}\n-- params: ${JSON.stringify(params)}\n${await explain(query, params, true)}\n`,
      );
  }
  return plans;
}

function expectNoHistoryScan(plans: string[]) {
  for (const plan of plans)
    for (const table of HISTORY_TABLES)
      expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
}

const list = (query: Partial<Parameters<typeof listMessagesForUser>[2]>) =>
  listMessagesForUser(db, workspaceId, {
    search: '',
    page: 1,
    pageSize: 5,
    favourites: false,
    ...query,
  });

describe(`query plans at ${HISTORY.toLocaleString('en')} messages (ADR 037)`, () => {
  it('history pages: the first, the 50th, the last, and neighbours by keyset', async () => {
    const first = await list({});
    expect(first.total).toBe(HISTORY);
    expect(first.more).toBe(false);
    const second = await list({ page: 2 });
    const afterFirst = await list({ page: 2, after: first.items.at(-1)!.id });
    expect(afterFirst.items.map((m) => m.id)).toEqual(second.items.map((m) => m.id));
    const beforeSecond = await list({ page: 1, before: second.items[0]!.id });
    expect(beforeSecond.items.map((m) => m.id)).toEqual(first.items.map((m) => m.id));
    const last = await list({ page: HISTORY / 5 });
    expect(last.items).toHaveLength(5);
    expect(last.items.at(-1)!.createdAt.getTime()).toBeLessThan(last.items[0]!.createdAt.getTime());

    expectNoHistoryScan([
      ...(await plansOf(() => list({}))),
      ...(await plansOf(() => list({ page: 50 }))),
      ...(await plansOf(() => list({ page: HISTORY / 5 }))),
      ...(await plansOf(() => list({ page: 3, after: second.items.at(-1)!.id }))),
      ...(await plansOf(() => list({ page: 1, before: second.items[0]!.id }))),
    ]);
  });

  it('searches, the favourites filter and "Mine" count up to a bound', async () => {
    const broad = await list({ search: 'a' });
    // "Mine" (a team workspace's filter, ADR 041): the author's rows, counted up to the bound.
    const mine = await list({ author: userId });
    expect(mine).toMatchObject({ total: 100, more: true });
    expect(broad.more).toBe(true);
    expect(broad.total).toBe(100);
    const favourites = await list({ favourites: true });
    expect(favourites).toMatchObject({ total: 40, more: false });
    expectNoHistoryScan([
      ...(await plansOf(() => list({ search: 'designer' }))),
      ...(await plansOf(() => list({ search: 'a' }))),
      ...(await plansOf(() => list({ search: 'excited' }))),
      ...(await plansOf(() => list({ search: 'a', page: 50 }))),
      ...(await plansOf(() => list({ favourites: true }))),
      ...(await plansOf(() => list({ author: userId }))),
      ...(await plansOf(() => list({ author: userId, page: 2, after: mine.items.at(-1)!.id }))),
    ]);
  });

  it('the dashboard: recent list and usage counts', async () => {
    const account = await getAccount(
      { db, usageIdentity: createUsageIdentity('x'.repeat(32)), assignedPlan: null },
      userId,
    );
    expect(account.usage.allTime).toBe(HISTORY);
    expectNoHistoryScan([
      ...(await plansOf(() => list({ pageSize: 3 }))),
      ...(await plansOf(() =>
        getAccount(
          { db, usageIdentity: createUsageIdentity('x'.repeat(32)), assignedPlan: null },
          userId,
        ),
      )),
    ]);
  });

  it('deliveries: each list, and the history\'s "Sent to" lines', async () => {
    const page = await list({});
    expectNoHistoryScan([
      ...(await plansOf(() =>
        listDeliveriesForUser(db, workspaceId, { status: 'all', page: 1, pageSize: 10 }),
      )),
      ...(await plansOf(() =>
        listDeliveriesForUser(db, workspaceId, { status: 'upcoming', page: 1, pageSize: 10 }),
      )),
      ...(await plansOf(() =>
        listDeliveriesForUser(db, workspaceId, { status: 'done', page: 5, pageSize: 10 }),
      )),
      ...(await plansOf(() =>
        sentLinesForMessages(
          db,
          workspaceId,
          page.items.map((m) => m.id),
        ),
      )),
    ]);
  });

  it('writes: delete a message, favourite an option; the counter follows', async () => {
    const page = await list({});
    const message = page.items[0]!;
    expectNoHistoryScan([
      ...(await plansOf(() =>
        updateSuggestionForUser(db, workspaceId, message.id, message.suggestions[0]!.id, {
          favourite: true,
        }),
      )),
    ]);
    // Not EXPLAINed (EXPLAIN would not run it): the delete and its counter.
    expect(
      await deleteMessageForUser(db, { workspaceId, userId, othersToo: false }, message.id),
    ).toBe(true);
    expect((await list({})).total).toBe(HISTORY - 1);
  });

  it("activity log pages read their workspace's entries from the index (ADR 047)", async () => {
    // A log as large as the history, over 20 team workspaces.
    const teams = 20;
    await db.execute(sql`
      insert into organization (id, name, slug)
      select 'plans-team-' || i, 'Team ' || i, 'plans-team-' || i from generate_series(0, ${teams - 1}) as i`);
    await db.execute(sql`
      insert into activity (workspace_id, actor_id, actor_name, action, subject, created_at)
      select 'plans-team-' || (i % ${teams}), ${userId}, 'Plans', 'member.invited',
        jsonb_build_object('email', 'p' || i || '@example.com', 'role', 'member'),
        now() - i * interval '1 minute'
      from generate_series(0, ${HISTORY - 1}) as i`);
    await db.execute(sql`analyze activity`);
    const first = await listActivity(db, 'plans-team-3', { limit: 25 });
    expect(first.entries).toHaveLength(25);
    const second = await listActivity(db, 'plans-team-3', { limit: 25, before: first.next! });
    expect(second.entries[0]!.createdAt < first.entries[24]!.createdAt).toBe(true);
    const plans = [
      ...(await plansOf(() => listActivity(db, 'plans-team-3', { limit: 25 }))),
      ...(await plansOf(() =>
        listActivity(db, 'plans-team-3', { limit: 25, before: second.next! }),
      )),
    ];
    for (const plan of plans) {
      expect(plan, plan).not.toMatch(/Seq Scan on activity\b/);
      expect(plan, plan).not.toMatch(/Sort\b/);
    }
  });
});
