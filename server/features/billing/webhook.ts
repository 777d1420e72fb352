import type { ApiErrorCode } from '#domain/api-errors.ts';
import { errorBody } from '../../api-error.ts';
import type { Db } from '../../db/client.ts';
import { verifyPolarWebhook } from '../../integrations/polar.ts';
import type { Logger } from '../../logger.ts';
import { applyBillingEvent, SUBSCRIPTION_EVENTS } from './apply-billing-event.ts';

export interface WebhookOutcome {
  status: 200 | 202 | 403 | 500;
  body: { received: boolean; result?: string; code?: ApiErrorCode; message?: string };
}

/**
 * One delivery of a Polar webhook, from raw body to database. The route and the local test
 * checkout both come through here, so the test checkout exercises the real path.
 */
export async function handlePolarWebhook(
  deps: { db: Db; secret: string; logger: Logger; proProductId?: string | null },
  rawBody: string,
  headers: Record<string, string>,
): Promise<WebhookOutcome> {
  const verified = await verifyPolarWebhook(rawBody, headers, deps.secret);
  if (!verified.ok) {
    if (verified.reason === 'signature') {
      deps.logger.warn('polar webhook with an invalid signature refused');
      return {
        status: 403,
        body: { received: false, ...errorBody('invalid_signature', 'The signature is not valid.') },
      };
    }
    // Genuine but unreadable: only worth a retry if it is an event we act on (or not JSON at
    // all); another type we would ignore anyway.
    if (verified.reason === 'unknown_type' || !mayActOn(rawBody))
      return { status: 202, body: { received: true, result: 'ignored' } };
    return unparseable(deps.logger, headers['webhook-id']);
  }
  const eventId = headers['webhook-id']!;
  const result = await applyBillingEvent(deps.db, eventId, verified.event, deps.proProductId);
  if (result === 'unparseable') return unparseable(deps.logger, eventId);
  deps.logger.info({ eventId, result }, 'polar webhook processed');
  return { status: result === 'ignored' ? 202 : 200, body: { received: true, result } };
}

/**
 * A genuine (signed) event we cannot read: answered with a 5xx, not acknowledged, so the
 * provider delivers it again (after a fix, it applies) instead of it being lost (issue 17).
 */
function unparseable(logger: Logger, eventId: string | undefined): WebhookOutcome {
  logger.error({ eventId }, 'signed polar webhook could not be read: asking for a retry');
  return {
    status: 500,
    body: {
      received: false,
      ...errorBody(
        'unparseable_event',
        'The event could not be read; it will be applied on a retry.',
      ),
    },
  };
}

function mayActOn(rawBody: string): boolean {
  try {
    const type = (JSON.parse(rawBody) as { type?: unknown } | null)?.type;
    return (SUBSCRIPTION_EVENTS as readonly unknown[]).includes(type);
  } catch {
    return true;
  }
}
