import { count, eq, sql } from 'drizzle-orm';
import { startOfMonthInTimeZone } from '#domain/usage.ts';
import type { Db } from '../../db/client.ts';
import { messages, profiles, user } from '../../db/schema/index.ts';
import { getSubscription } from '../billing/queries.ts';
import { getPlanForUser } from '../plans/queries.ts';

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

/** Messages this month (from 00:00 on the 1st in the user's zone) and all time. */
export async function getUsage(db: Db, userId: string, timeZone: string, now = new Date()) {
  const since = startOfMonthInTimeZone(now, timeZone);
  const [row] = await db
    .select({
      allTime: count(),
      thisMonth: sql<number>`count(*) filter (where ${messages.createdAt} >= ${since})`.mapWith(
        Number,
      ),
    })
    .from(messages)
    .where(eq(messages.userId, userId));
  return { thisMonth: row?.thisMonth ?? 0, allTime: row?.allTime ?? 0 };
}

export async function getAccount(db: Db, userId: string) {
  const profile = await getProfile(db, userId);
  const [plan, usage, subscription] = await Promise.all([
    getPlanForUser(db, userId),
    getUsage(db, userId, profile.timeZone),
    getSubscription(db, userId),
  ]);
  return {
    profile,
    plan,
    usage,
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
