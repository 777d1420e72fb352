import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkouts, subscribers, subscriptions, testCheckouts } from '../../db/schema/index.ts';

/** What the app shows of a subscriber row (GET /api/account, the billing screen). */
export function toSubscription(row: typeof subscribers.$inferSelect) {
  return {
    plan: row.plan,
    status: row.status,
    providerStatus: row.providerStatus,
    subscriptionId: row.providerSubscriptionId,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

export async function getSubscription(db: Db, userId: string) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  return row ? toSubscription(row) : null;
}

export async function createTestCheckout(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .insert(testCheckouts)
    .values({ userId })
    .returning({ id: testCheckouts.id });
  return row!.id;
}

/** Marks one of the user's open test checkouts as finished; false if not theirs or not open. */
export async function closeTestCheckout(
  db: Db,
  userId: string,
  checkoutId: string,
  status: 'paid' | 'canceled',
): Promise<boolean> {
  const rows = await db
    .update(testCheckouts)
    .set({ status })
    .where(
      and(
        eq(testCheckouts.id, checkoutId),
        eq(testCheckouts.userId, userId),
        eq(testCheckouts.status, 'open'),
      ),
    )
    .returning({ id: testCheckouts.id });
  return rows.length > 0;
}

/** The ids of the user's subscriptions that have not ended ('revoked' marks an ended one). */
export async function runningSubscriptionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'revoked')));
  return rows.map((r) => r.id);
}

/**
 * Whether Polar may hold a subscription for the user: one is recorded here, or a Polar
 * checkout was handed to them (paid, perhaps, with its webhook still on the way).
 */
export async function mayHavePolarSubscription(db: Db, userId: string): Promise<boolean> {
  const [[recorded], [checkout]] = await Promise.all([
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(1),
    db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(
        and(
          eq(checkouts.userId, userId),
          eq(checkouts.provider, 'polar'),
          isNotNull(checkouts.url),
        ),
      )
      .limit(1),
  ]);
  return !!recorded || !!checkout;
}

/** Every subscription on record for the user, oldest first (the data export). */
export async function listSubscriptionsForUser(db: Db, userId: string) {
  return db
    .select({
      id: subscriptions.id,
      provider: subscriptions.provider,
      plan: subscriptions.plan,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      createdAt: subscriptions.createdAt,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}
