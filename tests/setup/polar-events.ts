import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A fresh secret per test process: no webhook secret is ever written in the source. */
export const WEBHOOK_SECRET_B64 = randomBytes(32).toString('base64');
export const WEBHOOK_SECRET = `whsec_${WEBHOOK_SECRET_B64}`;

/**
 * A Polar subscription event as Polar sends it (only the fields Herald reads, plus a few).
 * Each user has one subscription unless `subscriptionId` names another.
 */
export function subscriptionEvent(
  type: string,
  userId: string,
  overrides: {
    subscriptionId?: string;
    status?: string;
    modifiedAt?: Date;
    cancelAtPeriodEnd?: boolean;
    endedAt?: Date | null;
    periodEnd?: Date;
    productId?: string;
  } = {},
) {
  const modified = overrides.modifiedAt ?? new Date();
  return {
    type,
    timestamp: modified.toISOString(),
    data: {
      id: overrides.subscriptionId ?? `sub_of_${userId}`,
      status: overrides.status ?? 'active',
      cancel_at_period_end: overrides.cancelAtPeriodEnd ?? false,
      current_period_end: (
        overrides.periodEnd ?? new Date(Date.now() + 30 * 86_400_000)
      ).toISOString(),
      ended_at: overrides.endedAt ? overrides.endedAt.toISOString() : null,
      created_at: new Date(Date.now() - 86_400_000).toISOString(),
      modified_at: modified.toISOString(),
      customer_id: 'cus_1',
      customer: { id: 'cus_1', external_id: userId, email: 'someone@example.com' },
      product_id: overrides.productId ?? 'prod_pro',
    },
  };
}

/** Signs with the standardwebhooks library (an implementation independent of ours). */
export function signed(
  payload: unknown,
  options: { id?: string; at?: Date; secret?: string; rawBody?: string } = {},
) {
  const body = options.rawBody ?? JSON.stringify(payload);
  const id = options.id ?? `msg_${randomUUID()}`;
  const at = options.at ?? new Date();
  const signature = new Webhook(options.secret ?? WEBHOOK_SECRET_B64).sign(id, at, body);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
  };
}
