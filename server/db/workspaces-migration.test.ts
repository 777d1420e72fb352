import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase } from '#tests/setup/private-database.ts';

/**
 * Issue 24: the migration to workspaces (0013-0015, ADR 041) gives every existing account a
 * personal workspace and moves everything it has into it, losing nothing; 0016 re-keys the
 * history's counter by workspace (ADR 037). The database is migrated to 0012, filled as accounts of that version left it, then migrated to the end;
 * row counts before and after, and every row in its account's workspace. On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const LAST_BEFORE_WORKSPACES = '0012_history-reads';

interface Sql {
  query<T>(text: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openSql(): Promise<Sql> {
  const runUrl = inject('testDatabaseUrl');
  if (!runUrl) {
    const client = new PGlite('memory://', { extensions: { pg_trgm } });
    return {
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const scratch = await createScratchDatabase(runUrl, 'migration');
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await scratch.drop();
    },
  };
}

/** The committed migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'herald-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((e) => e.tag === last);
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const TABLES = [
  'user',
  'profiles',
  'messages',
  'message_suggestions',
  'destinations',
  'deliveries',
  'subscribers',
  'subscriptions',
  'usage_months',
  'email_recipients',
] as const;

/** Three accounts as version 0012 left them: two with history, one with nothing. */
const FIXTURE = `
insert into "user" (id, name, email, email_verified) values
  ('u1', 'Ada', 'ada@example.com', true),
  ('u2', 'Grace', 'grace@example.com', true),
  ('u3', 'Edsger', 'edsger@example.com', false);
insert into profiles (user_id, email, messages_deleted) values
  ('u1', 'ada@example.com', 2), ('u2', 'grace@example.com', 0), ('u3', 'edsger@example.com', 0);
insert into messages (id, user_id, new_hire_name, tone, message_type, input, writer, model)
select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
       case when g <= 5 then 'u1' else 'u2' end,
       'Hire ' || g, 'warm_professional', 'welcome', '{}'::jsonb, 'composer', 'm'
from generate_series(1, 8) g;
insert into message_suggestions (message_id, position, suggestion_text, favourite)
select m.id, p, 'Option ' || p, p = 0 and m.new_hire_name in ('Hire 1', 'Hire 6', 'Hire 7')
from messages m cross join generate_series(0, 2) p;
insert into destinations (id, user_id, name, kind, url_ciphertext, url_masked) values
  ('10000000-0000-4000-8000-000000000001', 'u1', '#general', 'slack', 'x', 'hooks.slack.com …0001'),
  ('10000000-0000-4000-8000-000000000002', 'u1', '#hr', 'discord', 'x', 'discord.com …0002'),
  ('10000000-0000-4000-8000-000000000003', 'u2', '#team', 'slack', 'x', 'hooks.slack.com …0003');
insert into deliveries (user_id, destination_id, destination_name, destination_kind, message_id,
  text, new_hire_name, message_type, status, scheduled_at, time_zone, due_at, idempotency_key)
values
  ('u1', '10000000-0000-4000-8000-000000000001', '#general', 'slack',
   '00000000-0000-4000-8000-000000000001', 'Welcome', 'Hire 1', 'welcome', 'sent', now(), 'UTC', now(), 'k1'),
  ('u1', '10000000-0000-4000-8000-000000000002', '#hr', 'discord',
   '00000000-0000-4000-8000-000000000002', 'Welcome', 'Hire 2', 'welcome', 'scheduled', now() + interval '1 day', 'UTC', now() + interval '1 day', 'k2'),
  ('u2', '10000000-0000-4000-8000-000000000003', '#team', 'slack',
   '00000000-0000-4000-8000-000000000006', 'Welcome', 'Hire 6', 'welcome', 'failed', now(), 'UTC', now(), 'k3');
insert into subscribers (user_id, plan, status, provider, provider_subscription_id) values
  ('u1', 'pro', 'active', 'polar', 'sub_1');
insert into subscriptions (provider, id, user_id, plan, status, grants_plan, provider_modified_at) values
  ('polar', 'sub_0', 'u1', 'pro', 'revoked', false, now() - interval '40 days'),
  ('polar', 'sub_1', 'u1', 'pro', 'active', true, now());
insert into usage_months (identity, month, time_zone, starts_at, ends_at, used) values
  ('identity-of-ada', '2026-11', 'UTC', '2026-11-01', '2026-12-01', 4),
  ('identity-of-grace', '2026-11', 'UTC', '2026-11-01', '2026-12-01', 3);
insert into email_recipients (owner_id, email, status) values ('u1', 'team@example.com', 'confirmed');
`;

describe('migrating existing accounts to workspaces', () => {
  let db: Sql;
  const before: Record<string, number> = {};
  const after: Record<string, number> = {};
  const count = async (table: string) =>
    Number((await db.query<{ n: string }>(`select count(*) as n from "${table}"`))[0]!.n);

  beforeAll(async () => {
    db = await openSql();
    const upTo = migrationsUpTo(LAST_BEFORE_WORKSPACES);
    try {
      await db.migrate(upTo);
    } finally {
      rmSync(upTo, { recursive: true, force: true });
    }
    for (const statement of FIXTURE.split(';\n').filter((s) => s.trim())) await db.query(statement);
    for (const table of TABLES) before[table] = await count(table);
    before.favourites = Number(
      (
        await db.query<{ n: string }>(
          'select count(*) as n from message_suggestions where favourite',
        )
      )[0]!.n,
    );
    await db.migrate(migrationsFolder);
    for (const table of TABLES) after[table] = await count(table);
    after.favourites = Number(
      (
        await db.query<{ n: string }>(
          'select count(*) as n from message_suggestions where favourite',
        )
      )[0]!.n,
    );
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it('loses no row of any table', () => {
    expect(before).toEqual({
      user: 3,
      profiles: 3,
      messages: 8,
      message_suggestions: 24,
      destinations: 3,
      deliveries: 3,
      subscribers: 1,
      subscriptions: 2,
      usage_months: 2,
      email_recipients: 1,
      favourites: 3,
    });
    expect(after).toEqual(before);
  });

  it('gives every account one personal workspace, which it owns', async () => {
    const rows = await db.query<{ user_id: string; role: string; personal_user_id: string }>(
      `select m.user_id, m.role, o.personal_user_id
       from member m join organization o on o.id = m.organization_id order by m.user_id`,
    );
    expect(rows).toEqual([
      { user_id: 'u1', role: 'owner', personal_user_id: 'u1' },
      { user_id: 'u2', role: 'owner', personal_user_id: 'u2' },
      { user_id: 'u3', role: 'owner', personal_user_id: 'u3' },
    ]);
    expect(await count('organization')).toBe(3);
  });

  it('puts every row in the personal workspace of its account', async () => {
    for (const table of [
      'messages',
      'destinations',
      'deliveries',
      'subscribers',
      'subscriptions',
    ]) {
      const [misplaced] = await db.query<{ n: string }>(
        `select count(*) as n from "${table}" t
         left join organization o on o.id = t.workspace_id
         where o.personal_user_id is distinct from t.user_id`,
      );
      expect(Number(misplaced!.n), table).toBe(0);
    }
    const perWorkspace = await db.query<{ personal_user_id: string; n: string }>(
      `select o.personal_user_id, count(*) as n from messages t
       join organization o on o.id = t.workspace_id group by 1 order by 1`,
    );
    expect(perWorkspace.map((r) => [r.personal_user_id, Number(r.n)])).toEqual([
      ['u1', 5],
      ['u2', 3],
    ]);
  });

  it("counts each workspace's history in message_counts, and keeps counting", async () => {
    const counted = async () =>
      (
        await db.query<{ personal_user_id: string; stored: number }>(
          `select o.personal_user_id, c.stored from message_counts c
           join organization o on o.id = c.workspace_id order by 1`,
        )
      ).map((r) => [r.personal_user_id, Number(r.stored)]);
    expect(await counted()).toEqual([
      ['u1', 5],
      ['u2', 3],
    ]);
    await db.query(
      `insert into messages (user_id, workspace_id, new_hire_name, tone, message_type, input, writer, model)
       select 'u2', id, 'Hire 9', 'warm_professional', 'welcome', '{}'::jsonb, 'composer', 'm'
       from organization where personal_user_id = 'u2'`,
    );
    await db.query(`delete from messages where new_hire_name in ('Hire 3', 'Hire 4')`);
    expect(await counted()).toEqual([
      ['u1', 3],
      ['u2', 4],
    ]);
  });

  it('leaves workspace_id NOT NULL, so no later row can miss its workspace', async () => {
    await expect(
      db.query(
        `insert into destinations (id, user_id, name, kind) values
         ('10000000-0000-4000-8000-000000000009', 'u3', '#x', 'slack')`,
      ),
    ).rejects.toThrow(/workspace_id/);
  });

  it('binds each saved webhook URL to its adder in a column of its own (0017, ADR 043)', async () => {
    const rows = await db.query<{ user_id: string; url_sealed_for: string | null }>(
      'select user_id, url_sealed_for from destinations order by id',
    );
    expect(rows).toEqual([
      { user_id: 'u1', url_sealed_for: 'u1' },
      { user_id: 'u1', url_sealed_for: 'u1' },
      { user_id: 'u2', url_sealed_for: 'u2' },
    ]);
  });

  it("keeps a team's rows when their author's account goes, and drops the personal workspace's (0017)", async () => {
    await db.query(`insert into organization (id, name, slug) values ('t1', 'Team', 'team-t1')`);
    await db.query(
      `insert into member (id, organization_id, user_id, role) values
       ('m1', 't1', 'u1', 'owner'), ('m2', 't1', 'u2', 'member')`,
    );
    await db.query(
      `insert into messages (user_id, workspace_id, new_hire_name, tone, message_type, input, writer, model)
       values ('u2', 't1', 'Team hire', 'warm_professional', 'welcome', '{}'::jsonb, 'composer', 'm')`,
    );
    await db.query(`update deliveries set workspace_id = 't1' where idempotency_key = 'k3'`);
    await db.query(
      `update destinations set workspace_id = 't1' where id = '10000000-0000-4000-8000-000000000003'`,
    );
    await db.query(`delete from "user" where id = 'u2'`);
    const team = await db.query<{ t: string; user_id: string | null }>(
      `select 'message' as t, user_id from messages where workspace_id = 't1'
       union all select 'delivery', user_id from deliveries where workspace_id = 't1'
       union all select 'destination', user_id from destinations where workspace_id = 't1'
       order by 1`,
    );
    expect(team).toEqual([
      { t: 'delivery', user_id: null },
      { t: 'destination', user_id: null },
      { t: 'message', user_id: null },
    ]);
    const [personal] = await db.query<{ n: string }>(
      `select count(*) as n from organization where personal_user_id = 'u2'`,
    );
    expect(Number(personal!.n)).toBe(0);
    const [left] = await db.query<{ n: string }>(
      `select count(*) as n from messages m left join organization o on o.id = m.workspace_id
       where o.id is null or o.personal_user_id = 'u2'`,
    );
    expect(Number(left!.n)).toBe(0);
    const [counter] = await db.query<{ stored: number }>(
      `select stored from message_counts where workspace_id = 't1'`,
    );
    expect(Number(counter!.stored)).toBe(1);
  });

  it('leaves every existing delivery undecided and every workspace without approval (0019, ADR 044)', async () => {
    const [undecided] = await db.query<{ n: string }>(
      `select count(*) as n from deliveries where decision is null and decided_by is null`,
    );
    expect(Number(undecided!.n)).toBe(await count('deliveries'));
    expect(await count('workspace_settings')).toBe(0);
    await expect(
      db.query(`update deliveries set status = 'approved' where idempotency_key = 'k1'`),
    ).rejects.toThrow(/deliveries_status_check/);
    await db.query(
      `update deliveries set status = 'awaiting_approval' where idempotency_key = 'k1'`,
    );
  });
});
