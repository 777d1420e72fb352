import { eq } from 'drizzle-orm';
import type { PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { messageCounts, profiles, subscribers, user } from '../../db/schema/index.ts';
import { toSubscription } from '../billing/queries.ts';
import { getPlanForUser } from '../plans/queries.ts';
import { profileColumns, toProfile } from '../profiles/queries.ts';
import type { UsageIdentity } from '../usage/identity.ts';
import { readMonthUsage } from '../usage/ledger.ts';

// The writing pipeline (issue 21) still reads the profile from here; it moves to
// ../profiles/queries.ts when that branch lands (issue 22 follow-ups).
export { getProfile } from '../profiles/queries.ts';

/**
 * What reading an account needs. Every reader (GET /api/account, the export) gets all of it
 * from one place: with BILLING=off, an export that was not handed `assignedPlan` reported
 * Basic while the app showed Pro.
 */
export interface AccountReader {
  db: Db;
  usageIdentity: UsageIdentity;
  /** BILLING=off: the plan every account is on; null while billing is on. */
  assignedPlan: PlanName | null;
}

export async function getAccount(
  { db, usageIdentity, assignedPlan }: AccountReader,
  userId: string,
) {
  // Three queries at once, then the month's usage, which needs the profile's address and
  // zone: with the session's, five in all (issue 23 item 2: there were ten).
  const [[row], plan, [stored]] = await Promise.all([
    db
      .select({ ...profileColumns, deleted: profiles.messagesDeleted, subscriber: subscribers })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(subscribers, eq(subscribers.userId, user.id))
      .where(eq(user.id, userId)),
    getPlanForUser(db, userId, assignedPlan),
    // The counter the history's triggers keep (ADR 037), not a count over all of it.
    db
      .select({ n: messageCounts.stored })
      .from(messageCounts)
      .where(eq(messageCounts.userId, userId)),
  ]);
  if (!row) throw new Error(`user ${userId} not found`);
  const profile = toProfile(row);
  const subject = { identity: usageIdentity(profile.email), userId, timeZone: profile.timeZone };
  const month = await readMonthUsage(db, subject);
  const subscription = row.subscriber && toSubscription(row.subscriber);
  return {
    profile,
    plan,
    // This month: the month the ledger counts (ADR 019: the same figure the quota check locks
    // and counts). All time: stored messages plus deleted ones. Deleting gives neither back.
    usage: { thisMonth: month.used, allTime: (stored?.n ?? 0) + (row.deleted ?? 0) },
    // BILLING=off: the billing screen says every account is on this plan, with no checkout.
    billing: assignedPlan ? ('off' as const) : ('on' as const),
    subscription: subscription && {
      status: subscription.providerStatus ?? subscription.status,
      active: subscription.status === 'active',
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
    },
  };
}
