import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { signWebhook } from '../../integrations/polar.ts';
import type { Logger } from '../../logger.ts';
import { getSubscription } from './queries.ts';
import { handlePolarWebhook } from './webhook.ts';

type TestEvent =
  | 'subscription.created'
  | 'subscription.canceled'
  | 'subscription.uncanceled'
  | 'subscription.revoked';

const DAY = 24 * 3600_000;

/**
 * The local test checkout's stand-in for Polar: builds the subscription event Polar would
 * send, signs it with the webhook secret, and delivers it through the real webhook handler.
 * The portal's actions act on the user's current subscription; `subscriptionId` names
 * another (account deletion ends each one).
 */
export async function emitTestSubscriptionEvent(
  deps: { db: Db; secret: string; logger: Logger },
  userId: string,
  type: TestEvent,
  subscriptionId?: string,
) {
  const current = await getSubscription(deps.db, userId);
  const now = new Date();
  const periodEnd =
    current?.currentPeriodEnd && type !== 'subscription.created'
      ? current.currentPeriodEnd
      : new Date(now.getTime() + 30 * DAY);
  // Paying opens a new subscription; the portal's actions act on the current one.
  const data = {
    id:
      subscriptionId ??
      (type === 'subscription.created' || !current?.subscriptionId
        ? `test_sub_${randomUUID()}`
        : current.subscriptionId),
    status: type === 'subscription.revoked' ? 'canceled' : 'active',
    cancel_at_period_end: type === 'subscription.canceled',
    current_period_end: periodEnd.toISOString(),
    ended_at: type === 'subscription.revoked' ? now.toISOString() : null,
    created_at: now.toISOString(),
    modified_at: now.toISOString(),
    customer_id: `test_cus_${userId}`,
    customer: { id: `test_cus_${userId}`, external_id: userId },
    product_id: 'test_product_pro',
  };
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
  return handlePolarWebhook(deps, body, signWebhook(body, deps.secret));
}
