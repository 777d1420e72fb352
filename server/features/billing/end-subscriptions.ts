import type { Db } from '../../db/client.ts';
import { isTransientPolarFailure, type PolarClient } from '../../integrations/polar.ts';
import type { Logger } from '../../logger.ts';
import { mayHavePolarSubscription, runningSubscriptionIds } from './queries.ts';
import { emitTestSubscriptionEvent } from './test-checkout.ts';

type EndSubscriptionsOutcome =
  | { ok: true; ended: string[] }
  /** Nothing may be deleted: the provider could not be reached (transient) or refused. */
  | { ok: false; transient: boolean };

/** Ends everything the user pays for; the account may be deleted only after `ok`. */
export type EndSubscriptions = (userId: string, logger: Logger) => Promise<EndSubscriptionsOutcome>;

/**
 * Deleting an account ends its paid subscriptions first (ADR 034): Polar keeps charging a
 * subscription whose user is gone, and its later events find no one to apply to.
 * - Polar: every subscription Polar holds for the user that has not ended (asked of Polar,
 *   so one whose webhook is still on the way is included) and every one recorded here is
 *   revoked. Polar is asked only when it may hold one: a user who never opened a checkout
 *   is deleted without it.
 * - The local test checkout: each running subscription gets the signed `subscription.revoked`
 *   event Polar would send, through the real webhook handler.
 * - BILLING=off: nothing is sold, so there is nothing to end.
 */
export function subscriptionEnder(deps: {
  db: Db;
  polar: PolarClient | null;
  /** The test checkout's webhook secret, when it stands in for Polar; else null. */
  testCheckoutSecret: string | null;
}): EndSubscriptions {
  const { db, polar, testCheckoutSecret } = deps;
  return async (userId, logger) => {
    if (polar) {
      if (!(await mayHavePolarSubscription(db, userId))) return { ok: true, ended: [] };
      try {
        const [recorded, atPolar] = await Promise.all([
          runningSubscriptionIds(db, userId),
          polar.listRunningSubscriptions(userId),
        ]);
        const ended: string[] = [];
        // One at a time: a user has one or two, and a failure stops before the next.
        for (const id of new Set([...recorded, ...atPolar]))
          if ((await polar.revokeSubscription(id)) === 'revoked') ended.push(id);
        if (ended.length) logger.info({ subscriptions: ended }, 'subscriptions revoked');
        return { ok: true, ended };
      } catch (error) {
        logger.error({ err: error }, 'polar did not end the subscriptions: account kept');
        return { ok: false, transient: isTransientPolarFailure(error) };
      }
    }
    if (testCheckoutSecret) {
      const ended = await runningSubscriptionIds(db, userId);
      for (const id of ended) {
        const outcome = await emitTestSubscriptionEvent(
          { db, secret: testCheckoutSecret, logger },
          userId,
          'subscription.revoked',
          id,
        );
        if (outcome.status !== 200) throw new Error(`test revoke of ${id}: ${outcome.status}`);
      }
      return { ok: true, ended };
    }
    return { ok: true, ended: [] };
  };
}
