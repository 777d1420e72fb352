import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ActivityAction, ActivityEntry, ActivitySubjects } from '#domain/activity.ts';
import type { Db } from '../../db/client.ts';
import { activity, organization, profiles, user } from '../../db/schema/index.ts';

/**
 * The activity log's one way in and out (issue 24 item 7, ADR 047). Every recorded action
 * calls `recordActivity` with the transaction that does the action, so an action that rolls
 * back records nothing, and one that commits cannot lose its entry.
 */

export interface ActivityRecord<A extends ActivityAction> {
  workspaceId: string;
  /** Who did it; null when Herald did (an approval request that expired). */
  actorId: string | null;
  action: A;
  subject: ActivitySubjects[A];
}

/** The name a member shows (the profile's display name, else the sign-up name). */
const displayNameSql = (userId: string) =>
  sql<string>`(select coalesce(${profiles.displayName}, ${user.name}) from ${user} left join ${profiles} on ${profiles.userId} = ${user.id} where ${user.id} = ${userId})`;

/** A member's name as an entry's subject names them ("Ana removed Bo"). */
export async function displayNameOf(tx: Db, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: sql<string>`coalesce(${profiles.displayName}, ${user.name})` })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row?.name ?? '';
}

/**
 * Writes one entry in `tx`. A personal workspace records nothing: the single-user product
 * has no log and gains no rows (one statement: the insert selects the workspace only when it
 * is a team's). The actor's name is copied now, so it outlives their account.
 */
export async function recordActivity<A extends ActivityAction>(
  tx: Db,
  entry: ActivityRecord<A>,
): Promise<void> {
  await tx.insert(activity).select(
    tx
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        workspaceId: organization.id,
        actorId: sql`${entry.actorId}::text`.as('actor_id'),
        actorName: (entry.actorId ? displayNameSql(entry.actorId) : sql`null::text`).as(
          'actor_name',
        ),
        action: sql`${entry.action}::text`.as('action'),
        subject: sql`${JSON.stringify(entry.subject)}::jsonb`.as('subject'),
        createdAt: sql`clock_timestamp()`.as('created_at'),
      })
      .from(organization)
      .where(and(eq(organization.id, entry.workspaceId), isNull(organization.personalUserId))),
  );
}

const toEntry = (row: typeof activity.$inferSelect) =>
  ({
    id: row.id,
    action: row.action,
    actorName: row.actorName,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
  }) as ActivityEntry;

/**
 * A page of a workspace's log, newest first, continuing after the entry `before` (keyset:
 * page 100 reads what page 1 does). The cursor's time is compared in the database, where it
 * keeps its microseconds (ADR 037). `next` is the cursor of the page after, if any.
 */
export async function listActivity(
  db: Db,
  workspaceId: string,
  page: { before?: string; limit: number },
): Promise<{ entries: ActivityEntry[]; next: string | null }> {
  const after = page.before
    ? sql`(${activity.createdAt}, ${activity.id}) < (select c.created_at, c.id from ${activity} c where c.id = ${page.before} and c.workspace_id = ${workspaceId})`
    : undefined;
  const rows = await db
    .select()
    .from(activity)
    .where(and(eq(activity.workspaceId, workspaceId), after))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(page.limit + 1);
  const entries = rows.slice(0, page.limit).map(toEntry);
  return {
    entries,
    next: rows.length > page.limit ? (entries[entries.length - 1]?.id ?? null) : null,
  };
}

/** The whole log of a workspace, oldest first: its owner's export (issue 24 item 7). */
export async function exportActivity(db: Db, workspaceId: string): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(activity)
    .where(eq(activity.workspaceId, workspaceId))
    .orderBy(asc(activity.createdAt), asc(activity.id));
  return rows.map(toEntry);
}
