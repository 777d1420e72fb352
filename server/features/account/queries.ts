import { count, eq } from 'drizzle-orm';
import type { PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { messages, profiles, user } from '../../db/schema/index.ts';
import { getSubscription } from '../billing/queries.ts';
import { getPlanForUser } from '../plans/queries.ts';
import type { UsageIdentity } from '../usage/identity.ts';
import { readMonthUsage, type UsageSubject } from '../usage/ledger.ts';

export interface Profile {
  displayName: string | null;
  email: string;
  timeZone: string;
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      displayName: profiles.displayName,
      profileEmail: profiles.email,
      timeZone: profiles.timeZone,
      userEmail: user.email,
      userName: user.name,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  // A user always has a profile (created with the account); the fallbacks cover a user
  // created before that hook existed.
  return {
    displayName: row.displayName ?? row.userName,
    email: row.userEmail,
    timeZone: row.timeZone ?? 'UTC',
  };
}

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
    db.select({ n: count() }).from(messages).where(eq(messages.userId, subject.userId)),
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

export async function updateProfile(
  db: Db,
  userId: string,
  changes: { displayName?: string; timeZone?: string },
): Promise<Profile> {
  const current = await getProfile(db, userId);
  await db
    .insert(profiles)
    .values({
      userId,
      email: current.email,
      displayName: changes.displayName ?? current.displayName,
      timeZone: changes.timeZone ?? current.timeZone,
    })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: {
        ...(changes.displayName !== undefined && { displayName: changes.displayName }),
        ...(changes.timeZone !== undefined && { timeZone: changes.timeZone }),
        updatedAt: new Date(),
      },
    });
  return getProfile(db, userId);
}
