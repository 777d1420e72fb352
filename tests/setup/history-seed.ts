import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { personalWorkspaceId } from '#server/middleware/require-workspace.ts';

/**
 * A long history for one user, written by the database itself: one INSERT … SELECT over
 * generate_series for the messages and one for their three options each (seconds for
 * 100,000 messages, where batches sent from here took minutes on two cores). Names, roles,
 * tones and types vary so a search matches a realistic fraction of the rows. The bench
 * (`npm run bench`) and the EXPLAIN test (server/db/query-plans.test.ts) both seed with it.
 */

const FIRST = ['Priya', 'Jonas', 'Amara', 'Mateo', 'Yuki', 'Chloé', 'Omar', 'Ines', 'Kofi', 'Lena'];
const LAST = ['Sharma', 'Berg', 'Okafor', 'Rossi', 'Tanaka', 'Martin', 'Haddad', 'Silva', 'Mensah'];
const ROLES = [
  'Data Engineer',
  'Product Designer',
  'Account Executive',
  'Support Lead',
  'Backend Developer',
  'Marketing Manager',
  'Recruiter',
  'Finance Analyst',
];
const TONES = ['warm_professional', 'excited_fun', 'casual_concise', 'inspiring_motivational'];
const TYPES = ['welcome', 'promotion', 'achievements'];

const array = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** `count` messages for the user, newest now, spread evenly over the two years before. */
export async function seedHistory(db: Db, userId: string, count: number): Promise<void> {
  // In the account's personal workspace (ADR 041), made first for accounts written directly.
  const workspaceId = await personalWorkspaceId(db, userId);
  await db.transaction(async (tx) => {
    // The server's pool cancels statements after 4 s (ADR 015); a bulk seed on a busy machine
    // may take longer.
    await tx.execute(sql`set local statement_timeout = 0`);
    await insertHistory(tx, [userId], workspaceId, count);
  });
  await analyze(db);
}

/** Fresh statistics, as autovacuum would have after a history grew over months. */
async function analyze(db: Db): Promise<void> {
  await db.execute(sql`analyze messages`);
  await db.execute(sql`analyze message_suggestions`);
}

export interface TeamShape {
  workspaces: number;
  membersPerWorkspace: number;
  messagesPerMember: number;
}

/**
 * Team workspaces with their members and shared histories (issue 24's bench shape): `reader`
 * is a member of the first one, every other member an account written directly (they never
 * sign in). Each member wrote `messagesPerMember` messages, interleaved in time. Returns the
 * reader's team workspace.
 */
export async function seedTeamHistories(
  db: Db,
  readerId: string,
  shape: TeamShape,
): Promise<string> {
  const teams: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    for (let w = 0; w < shape.workspaces; w++) {
      const teamId = randomUUID();
      teams.push(teamId);
      await tx.execute(sql`
        insert into organization (id, name, slug) values (${teamId}, ${`Bench team ${w + 1}`}, ${`team-${teamId}`})`);
      const others = w === 0 ? shape.membersPerWorkspace - 1 : shape.membersPerWorkspace;
      const made = await tx.execute<{ id: string }>(sql`
        insert into "user" (id, name, email, email_verified)
        select gen_random_uuid()::text, 'Bench member ' || i, 'bench.member.' || gen_random_uuid() || '@example.com', true
        from generate_series(1, ${others}::int) as i
        returning id`);
      const authors = [
        ...(w === 0 ? [readerId] : []),
        ...(made as unknown as { rows: { id: string }[] }).rows.map((r) => r.id),
      ];
      await tx.execute(sql`
        insert into member (id, organization_id, user_id, role, created_at)
        select gen_random_uuid()::text, ${teamId}, a,
          case when ordinality = 1 and ${w} > 0 then 'owner' else 'member' end, now()
        from unnest(${array(authors)}) with ordinality as t(a, ordinality)`);
      await insertHistory(tx, authors, teamId, shape.messagesPerMember * authors.length);
    }
  });
  await analyze(db);
  return teams[0]!;
}

/** `count` messages in the workspace, written in turn by `authors`, newest now. */
async function insertHistory(
  db: Db,
  authors: string[],
  workspaceId: string,
  count: number,
): Promise<void> {
  await db.execute(sql`
    with series as (
      select i,
        (${array(FIRST)})[i % ${FIRST.length} + 1] || ' ' || (${array(LAST)})[(i * 7) % ${LAST.length} + 1] as name,
        (${array(ROLES)})[(i * 3) % ${ROLES.length} + 1] as role,
        (${array(TONES)})[i % ${TONES.length} + 1] as tone,
        (${array(TYPES)})[(i * 5) % ${TYPES.length} + 1] as message_type
      from generate_series(0, ${count}::int - 1) as i
    )
    insert into messages (user_id, workspace_id, new_hire_name, role, tone, message_type, input, writer, model, created_at)
    select (${array(authors)})[i % ${authors.length} + 1], ${workspaceId}, name, role, tone, message_type,
      jsonb_build_object('newHireName', name, 'role', role, 'tone', tone, 'messageType', message_type, 'length', 'medium'),
      'composer', 'herald-composer-1',
      now() - i * (interval '730 days' / ${count}::int)
    from series`);
  await db.execute(sql`
    insert into message_suggestions (message_id, position, suggestion_text, created_at, updated_at)
    select m.id, p,
      'Option ' || (p + 1) || ': please welcome ' || m.new_hire_name || ', our new ' || m.role || '. '
        || repeat('We are glad to have them on the team. ', 3),
      m.created_at, m.created_at
    from messages m cross join generate_series(0, 2) as p
    where m.workspace_id = ${workspaceId}`);
}
