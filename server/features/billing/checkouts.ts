import { and, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkouts, subscribers, user } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a checkout handed out counts as open: one is not paid in two windows. */
const OPEN_CHECKOUT_MS = 30 * 60_000;
/** A checkout being created (its provider call under way) blocks another this long at most. */
const CREATING_CHECKOUT_MS = 60_000;

export type CheckoutClaim =
  | { kind: 'subscribed' }
  | { kind: 'open'; url: string }
  | { kind: 'creating' }
  | { kind: 'new'; id: string };

/**
 * Decides, under the user's row lock, whether this Upgrade may open a checkout (issue 17,
 * item 5): not while a subscription grants the plan, and not a second one while one is
 * open; then the open one is handed out again. Otherwise a row is claimed for the new one,
 * which `completeCheckout` or `abandonCheckout` finishes once the provider has answered
 * (never inside this transaction: the provider may take seconds).
 */
export async function claimCheckout(
  db: Db,
  userId: string,
  provider: 'polar' | 'test',
): Promise<CheckoutClaim> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [subscriber] = await tx
      .select({ status: subscribers.status })
      .from(subscribers)
      .where(eq(subscribers.userId, userId));
    if (subscriber?.status === 'active') return { kind: 'subscribed' as const };
    const now = Date.now();
    const [open] = await tx
      .select({ url: checkouts.url })
      .from(checkouts)
      .where(
        and(
          eq(checkouts.userId, userId),
          isNull(checkouts.closedAt),
          or(
            and(
              isNotNull(checkouts.url),
              gt(checkouts.createdAt, new Date(now - OPEN_CHECKOUT_MS)),
            ),
            and(
              isNull(checkouts.url),
              gt(checkouts.createdAt, new Date(now - CREATING_CHECKOUT_MS)),
            ),
          ),
        ),
      )
      .orderBy(desc(checkouts.createdAt))
      .limit(1);
    if (open)
      return open.url ? { kind: 'open' as const, url: open.url } : { kind: 'creating' as const };
    const [row] = await tx
      .insert(checkouts)
      .values({ userId, provider })
      .returning({ id: checkouts.id });
    return { kind: 'new' as const, id: row!.id };
  });
}

export async function completeCheckout(
  db: Db,
  id: string,
  created: { providerCheckoutId: string; url: string },
): Promise<void> {
  await db.update(checkouts).set(created).where(eq(checkouts.id, id));
}

/** The provider did not create it: the user may try again at once. */
export async function abandonCheckout(db: Db, id: string): Promise<void> {
  await db.delete(checkouts).where(eq(checkouts.id, id));
}

/** A subscription arrived for the user: whatever checkout they had open is done. */
export async function closeOpenCheckouts(tx: Tx | Db, userId: string): Promise<void> {
  await tx
    .update(checkouts)
    .set({ closedAt: new Date() })
    .where(and(eq(checkouts.userId, userId), isNull(checkouts.closedAt)));
}

/** The local test checkout was cancelled on its page: Upgrade opens a new one. */
export async function closeTestCheckoutClaim(
  db: Db,
  userId: string,
  testCheckoutId: string,
): Promise<void> {
  await db
    .update(checkouts)
    .set({ closedAt: new Date() })
    .where(
      and(
        eq(checkouts.userId, userId),
        eq(checkouts.provider, 'test'),
        eq(checkouts.providerCheckoutId, testCheckoutId),
      ),
    );
}
