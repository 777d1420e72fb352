import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscribers, testCheckouts } from '../../db/schema/index.ts';

export async function getSubscription(db: Db, userId: string) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
  if (!row) return null;
  return {
    plan: row.plan,
    status: row.status,
    providerStatus: row.providerStatus,
    subscriptionId: row.providerSubscriptionId,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
  };
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
