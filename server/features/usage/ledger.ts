import { and, asc, count, desc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { usagePeriodAt } from '#domain/usage.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { member, messages, quotaReservations, usageMonths, user } from '../../db/schema/index.ts';

export type UsageMonth = typeof usageMonths.$inferSelect;

/**
 * Whose usage: the ledger key, the acting account, the workspace it acts in and the
 * profile's zone right now. A personal workspace counts under its owner's e-mail identity,
 * as before workspaces (ADR 019); a team workspace under its first owner's team allowance
 * (ADR 042, ADR 056).
 */
export interface UsageSubject {
  identity: string;
  userId: string;
  workspaceId: string;
  timeZone: string;
}

/**
 * The ledger subject of a generation by `userId` in `workspace` (ADR 042): a team counts under
 * its first owner's team allowance (ADR 056), one month for all the teams they own, so a new
 * team (or one deleted and made again) brings no fresh month; a team with no owner left
 * (never, while the last-owner rule holds) under its own id.
 */
export async function usageSubject(
  db: Db,
  usageIdentity: (email: string) => string,
  profile: { email: string; timeZone: string },
  userId: string,
  workspace: { id: string; personal: boolean },
): Promise<UsageSubject> {
  let identity = usageIdentity(profile.email);
  if (!workspace.personal) {
    const [owner] = await db
      .select({ email: user.email })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, workspace.id), eq(member.role, 'owner')))
      .orderBy(asc(member.createdAt), asc(member.id))
      .limit(1);
    identity = owner ? `teams:${usageIdentity(owner.email)}` : `workspace:${workspace.id}`;
  }
  return { identity, userId, workspaceId: workspace.id, timeZone: profile.timeZone };
}

/** The identity's newest month on record (the one in progress, or the last one). */
export async function latestMonth(db: Db, identity: string): Promise<UsageMonth | null> {
  const [row] = await latestMonthQuery(db).execute({ identity });
  return row ?? null;
}

// Read by every account page and generation: built once (ADR 059).
const latestMonthQuery = preparedPerDatabase(
  (db, name) =>
    db
      .select()
      .from(usageMonths)
      .where(eq(usageMonths.identity, sql.placeholder('identity')))
      .orderBy(desc(usageMonths.month))
      .limit(1)
      .prepare(name),
  'herald_latest_usage_month',
);

/**
 * A month opened for an address the ledger holds nothing for starts from the account's
 * stored messages in it: that carries the month in progress over from before the ledger
 * existed. For any later month the count is 0 (its first generation opens it).
 */
async function storedMessagesSince(
  db: Db,
  workspaceId: string,
  since: Date,
  except?: string,
): Promise<number> {
  const [row] = except
    ? await db
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.workspaceId, workspaceId),
            gte(messages.createdAt, since),
            ne(messages.id, except),
          ),
        )
    : await storedSinceQuery(db).execute({ workspaceId, since });
  return row?.n ?? 0;
}

// The account page of a user with no month on record yet reads it each time (ADR 059).
const storedSinceQuery = preparedPerDatabase(
  (db, name) =>
    db
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.workspaceId, sql.placeholder('workspaceId')),
          gte(messages.createdAt, sql.placeholder('since')),
        ),
      )
      .prepare(name),
  'herald_stored_messages_since',
);

/**
 * The month a generation at `now` counts in (domain/usage.ts `usagePeriodAt`), opened or
 * extended as needed and row-locked until the transaction ends. Call inside a transaction.
 * A per-identity advisory lock makes concurrent requests open or extend a month one at a
 * time, in one process or many. `storing` is a message being stored in this transaction,
 * which a month opened here must not count as already there.
 */
export async function lockCurrentMonth(
  tx: Db,
  subject: UsageSubject,
  now: Date,
  storing?: string,
): Promise<UsageMonth> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`usage:${subject.identity}`}, 0))`,
  );
  const latest = await latestMonth(tx, subject.identity);
  const { period, reuse } = usagePeriodAt(latest, now, subject.timeZone);
  if (reuse && latest) {
    const extended = period.endsAt.getTime() !== latest.endsAt.getTime();
    const [row] = extended
      ? await tx
          .update(usageMonths)
          .set({ endsAt: period.endsAt, timeZone: period.timeZone, updatedAt: now })
          .where(eq(usageMonths.id, latest.id))
          .returning()
      : await tx.select().from(usageMonths).where(eq(usageMonths.id, latest.id)).for('update');
    return row!;
  }
  const used = await storedMessagesSince(tx, subject.workspaceId, period.startsAt, storing);
  const [created] = await tx
    .insert(usageMonths)
    .values({ identity: subject.identity, ...period, used })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // Unreachable while the advisory lock holds (`latest` would have been that month); if the
  // invariant ever breaks, count in the existing month rather than fail the generation.
  const [existing] = await tx
    .select()
    .from(usageMonths)
    .where(and(eq(usageMonths.identity, subject.identity), eq(usageMonths.month, period.month)))
    .for('update');
  return existing!;
}

/** One more generation in a month (in the transaction that stores the message). */
export async function addGeneration(tx: Db, monthId: string, now: Date): Promise<void> {
  await tx
    .update(usageMonths)
    .set({ used: sql`${usageMonths.used} + 1`, updatedAt: now })
    .where(eq(usageMonths.id, monthId));
}

/** Reservations of a month whose lease still runs (generations in progress). */
export async function pendingInMonth(db: Db, monthId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quotaReservations)
    .where(
      and(eq(quotaReservations.usageMonthId, monthId), gt(quotaReservations.expiresAt, sql`now()`)),
    );
  return row?.n ?? 0;
}

/**
 * Generations counted in the current month and those in progress, without writing: what
 * the dashboard, the billing page and `GET /api/account` show, and what the quota check
 * locks and counts.
 */
export async function readMonthUsage(
  db: Db,
  subject: UsageSubject,
  now = new Date(),
  options: {
    pending?: boolean;
    /** The identity's latest month, when the caller read it already (ADR 059). */
    latest?: { identity: string; month: UsageMonth | null };
  } = {},
): Promise<{ used: number; pending: number }> {
  const latest =
    options.latest?.identity === subject.identity
      ? options.latest.month
      : await latestMonth(db, subject.identity);
  const { period, reuse } = usagePeriodAt(latest, now, subject.timeZone);
  if (reuse && latest)
    return {
      used: latest.used,
      pending: options.pending ? await pendingInMonth(db, latest.id) : 0,
    };
  return {
    used: await storedMessagesSince(db, subject.workspaceId, period.startsAt),
    pending: 0,
  };
}

/**
 * Forgets months that ended more than two days ago: enforcing the limit needs only the
 * latest month (a new one starts where it ended), and a deleted account's count is kept no
 * longer than that (docs/security.md).
 */
export async function sweepEndedMonths(db: Db): Promise<void> {
  await db.delete(usageMonths).where(lt(usageMonths.endsAt, sql`now() - interval '2 days'`));
}
