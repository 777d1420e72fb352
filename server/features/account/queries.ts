import { count, eq } from 'drizzle-orm';
import type { PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { messages, profiles } from '../../db/schema/index.ts';
import { getSubscription } from '../billing/queries.ts';
import { personalWorkspaceId } from '../../middleware/require-workspace.ts';
import { getPlanForWorkspace } from '../plans/queries.ts';
import { getProfile } from '../profiles/queries.ts';
import type { UsageIdentity } from '../usage/identity.ts';
import { readMonthUsage, usageSubject, type UsageSubject } from '../usage/ledger.ts';

// The writing pipeline (issue 21) still reads the profile from here; it moves to
// ../profiles/queries.ts when that branch lands (issue 22 follow-ups).
export { getProfile } from '../profiles/queries.ts';

/**
 * Generations this month (the month the ledger counts, ADR 019: the same figure the quota
 * check locks and counts) and all time (the workspace's stored messages, plus, in a personal
 * workspace, the ones its account deleted). Deleting messages gives neither back.
 */
async function getUsage(
  db: Db,
  subject: UsageSubject,
  personal: boolean,
  now = new Date(),
): Promise<{ thisMonth: number; allTime: number }> {
  const [month, [stored], [profile]] = await Promise.all([
    readMonthUsage(db, subject, now),
    db.select({ n: count() }).from(messages).where(eq(messages.workspaceId, subject.workspaceId)),
    personal
      ? db
          .select({ deleted: profiles.messagesDeleted })
          .from(profiles)
          .where(eq(profiles.userId, subject.userId))
      : [],
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

/**
 * The account as the active workspace shows it (ADR 042): the profile and the account's own
 * subscription, with the workspace's plan and usage (the personal workspace's by default).
 */
export async function getAccount(
  { db, usageIdentity, assignedPlan }: AccountReader,
  userId: string,
  active?: { id: string; personal: boolean },
) {
  const workspace = active ?? { id: await personalWorkspaceId(db, userId), personal: true };
  const profile = await getProfile(db, userId);
  const subject = usageSubject(usageIdentity, profile, userId, workspace);
  const [plan, usage, subscription] = await Promise.all([
    getPlanForWorkspace(db, workspace.id, assignedPlan),
    getUsage(db, subject, workspace.personal),
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
