import type { Db } from '../../db/client.ts';
import { verifyPolarWebhook } from '../../integrations/polar.ts';
import type { Logger } from '../../logger.ts';
import { applyBillingEvent } from './apply-billing-event.ts';

export interface WebhookOutcome {
  status: 200 | 202 | 400 | 403;
  body: { received: boolean; result?: string; error?: string };
}

/**
 * One delivery of a Polar webhook, from raw body to database. The route and the local test
 * checkout both come through here, so the test checkout exercises the real path.
 */
export async function handlePolarWebhook(
  deps: { db: Db; secret: string; logger: Logger },
  rawBody: string,
  headers: Record<string, string>,
): Promise<WebhookOutcome> {
  const verified = await verifyPolarWebhook(rawBody, headers, deps.secret);
  if (!verified.ok) {
    if (verified.reason === 'signature') {
      deps.logger.warn('polar webhook with an invalid signature refused');
      return { status: 403, body: { received: false, error: 'invalid_signature' } };
    }
    if (verified.reason === 'unknown_type')
      return { status: 202, body: { received: true, result: 'ignored' } };
    return { status: 400, body: { received: false, error: 'invalid_payload' } };
  }
  const eventId = headers['webhook-id']!;
  const result = await applyBillingEvent(deps.db, eventId, verified.event);
  deps.logger.info({ eventId, result }, 'polar webhook processed');
  return { status: result === 'ignored' ? 202 : 200, body: { received: true, result } };
}
