import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { subscribers, user, webhookEvents } from '../../db/schema/index.ts';

/** The subscription events we act on; other verified events are acknowledged and ignored. */
export const SUBSCRIPTION_EVENTS = [
  'subscription.created',
  'subscription.active',
  'subscription.updated',
  'subscription.canceled',
  'subscription.uncanceled',
  'subscription.past_due',
  'subscription.revoked',
] as const;

const SubscriptionEvent = z.object({
  type: z.enum(SUBSCRIPTION_EVENTS),
  data: z.object({
    id: z.string().min(1),
    status: z.string().min(1),
    cancel_at_period_end: z.boolean().default(false),
    current_period_end: z.string().nullish(),
    ended_at: z.string().nullish(),
    created_at: z.string(),
    modified_at: z.string().nullish(),
    customer_id: z.string().nullish(),
    customer: z.object({ id: z.string().nullish(), external_id: z.string().nullish() }).nullish(),
  }),
});

/**
 * Which statuses keep Pro: active and trialing; past_due while Polar retries the payment;
 * a cancelled subscription stays 'active' at Polar until its period ends (then it is revoked).
 */
const GRANTING_STATUSES = new Set(['active', 'trialing', 'past_due']);

export type ApplyResult = 'applied' | 'duplicate' | 'stale' | 'ignored';

/**
 * Applies a verified Polar event to the user's subscriber row. Idempotent (the event id is
 * recorded in the same transaction) and order-safe (an event older than the row's last
 * applied modification time changes nothing).
 */
export async function applyBillingEvent(
  db: Db,
  eventId: string,
  payload: unknown,
): Promise<ApplyResult> {
  const type = (payload as { type?: unknown } | null)?.type;
  const parsed = SubscriptionEvent.safeParse(payload);
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: eventId, provider: 'polar', type: typeof type === 'string' ? type : 'unknown' })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (!parsed.success) return 'ignored';

    const { data } = parsed.data;
    const userId = data.customer?.external_id;
    if (!userId) return 'ignored';
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!owner) return 'ignored';

    const modifiedAt = new Date(data.modified_at ?? data.created_at);
    const revoked = parsed.data.type === 'subscription.revoked' || !!data.ended_at;
    const grants = !revoked && GRANTING_STATUSES.has(data.status);
    const values = {
      userId,
      plan: 'pro',
      status: grants ? 'active' : 'inactive',
      provider: 'polar',
      providerCustomerId: data.customer_id ?? data.customer?.id ?? null,
      providerSubscriptionId: data.id,
      providerStatus: revoked ? 'revoked' : data.status,
      cancelAtPeriodEnd: data.cancel_at_period_end,
      currentPeriodEnd: data.current_period_end ? new Date(data.current_period_end) : null,
      providerModifiedAt: modifiedAt,
      updatedAt: new Date(),
    };
    const written = await tx
      .insert(subscribers)
      .values(values)
      .onConflictDoUpdate({
        target: subscribers.userId,
        set: values,
        // Out-of-order delivery: keep the newer state.
        setWhere: sql`${subscribers.providerModifiedAt} is null or ${subscribers.providerModifiedAt} <= ${modifiedAt}`,
      })
      .returning({ userId: subscribers.userId });
    return written.length ? 'applied' : 'stale';
  });
}
