import { eq } from 'drizzle-orm';
import type { PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { messageCounts, profiles } from '../../db/schema/index.ts';
import { getSubscription } from '../billing/queries.ts';
import { getPlanForUser } from '../plans/queries.ts';
import { getProfile } from '../profiles/queries.ts';
import type { UsageIdentity } from '../usage/identity.ts';
import { readMonthUsage, type UsageSubject } from '../usage/ledger.ts';

// The writing pipeline (issue 21) still reads the profile from here; it moves to
// ../profiles/queries.ts when that branch lands (issue 22 follow-ups).
export { getProfile } from '../profiles/queries.ts';

/**
 * Generations this month (the month the ledger counts, ADR 019: the same figure the quota
 * check locks and counts) and all time (stored messages plus deleted ones). Deleting
 * messages gives neither back.
 */
async function getUsage(
  db: Db,
  subject: UsageSubject,
  now = new Date(),
): Promise<{ thisMonth: number; allTime: number }> {
  const [month, [stored], [profile]] = await Promise.all([
    readMonthUsage(db, subject, now),
    // The counter the history's triggers keep (ADR 037), not a count over all of it.
    db
      .select({ n: messageCounts.stored })
      .from(messageCounts)
      .where(eq(messageCounts.userId, subject.userId)),
    db
      .select({ deleted: profiles.messagesDeleted })
      .from(profiles)
      .where(eq(profiles.userId, subject.userId)),
  ]);
  return { thisMonth: month.used, allTime: (stored?.n ?? 0) + (profile?.deleted ?? 0) };
}

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
  const profile = await getProfile(db, userId);
  const subject = { identity: usageIdentity(profile.email), userId, timeZone: profile.timeZone };
  const [plan, usage, subscription] = await Promise.all([
    getPlanForUser(db, userId, assignedPlan),
    getUsage(db, subject),
    getSubscription(db, userId),
  ]);
  return {
    profile,
    plan,
    usage,
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
