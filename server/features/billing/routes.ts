import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { PolarClient } from '../../integrations/polar.ts';
import type { Logger } from '../../logger.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { requireRole, requireWorkspace } from '../../middleware/require-workspace.ts';
import { isUuid } from '../../validation.ts';
import { refuseWhenBillingOff } from './billing-off.ts';
import {
  abandonCheckout,
  claimCheckout,
  closeTestCheckoutClaim,
  completeCheckout,
} from './checkouts.ts';
import { closeTestCheckout, createTestCheckout, getSubscription } from './queries.ts';
import { emitTestSubscriptionEvent } from './test-checkout.ts';
import { handlePolarWebhook } from './webhook.ts';
import { PORTAL_FAILED } from '#domain/api-errors.ts';
import { apiError, errorBody } from '../../api-error.ts';

export interface BillingDeps {
  db: Db;
  env: Env;
  auth: Auth;
  logger: Logger;
  /** Absent in test-checkout mode (no POLAR_ACCESS_TOKEN). */
  polar: PolarClient | null;
}

const providerFailed = errorBody('billing_unavailable', PORTAL_FAILED);

/** POST /api/billing/checkout and /portal: where the browser goes to pay or manage. */
export function billingRoutes(deps: BillingDeps) {
  const { db, env, polar } = deps;
  return (
    new Hono<AppEnv>()
      .use(refuseWhenBillingOff(env.assignedPlan))
      .use(requireUser(deps.auth))
      // Pro belongs to a workspace and is bought by its owner (ADR 042): in a team workspace
      // only an owner reaches checkout and portal (their own Pro, which every workspace they own
      // gets); in the personal workspace the account is the owner.
      .use(requireWorkspace(db), requireRole('billing'))
      .post('/checkout', async (c) => {
        const { id: userId, email } = c.var.user;
        // One checkout at a time, none while subscribed (./checkouts.ts).
        const claim = await claimCheckout(db, userId, polar ? 'polar' : 'test');
        if (claim.kind === 'subscribed')
          return apiError(
            c,
            409,
            'already_subscribed',
            'You are already on the Pro plan. Use Manage Membership to change or cancel it.',
          );
        if (claim.kind === 'open') return c.json({ url: claim.url });
        if (claim.kind === 'creating')
          return apiError(
            c,
            409,
            'checkout_in_progress',
            'Your checkout is being opened. Please try again in a moment.',
          );
        try {
          const created = polar
            ? await polar.createCheckout({
                productId: env.POLAR_PRO_PRODUCT_ID!,
                userId,
                email,
                successUrl: `${env.APP_URL}/success-payment?checkout_id={CHECKOUT_ID}`,
                returnUrl: `${env.APP_URL}/dashboard/billing`,
              })
            : await createTestCheckout(db, userId).then((id) => ({
                id,
                url: `${env.APP_URL}/test-checkout/${id}`,
              }));
          await completeCheckout(db, claim.id, {
            providerCheckoutId: created.id,
            url: created.url,
          });
          return c.json({ url: created.url });
        } catch (error) {
          await abandonCheckout(db, claim.id);
          if (!polar) throw error;
          c.var.logger.error({ err: error }, 'polar checkout failed');
          return c.json(providerFailed, 502);
        }
      })
      .post('/portal', async (c) => {
        const userId = c.var.user.id;
        const current = await getSubscription(db, userId);
        if (!current)
          return apiError(c, 404, 'no_subscription', 'There is no membership to manage yet.');
        if (!polar) return c.json({ customer_portal_url: `${env.APP_URL}/test-portal` });
        try {
          const session = await polar.createPortalSession(
            userId,
            `${env.APP_URL}/dashboard/billing`,
          );
          return c.json({ customer_portal_url: session.url });
        } catch (error) {
          c.var.logger.error({ err: error }, 'polar customer session failed');
          return c.json(providerFailed, 502);
        }
      })
  );
}

/**
 * POST /api/webhooks/polar: raw body, verified before anything is parsed or written. Only a
 * subscription to `proProductId` grants Pro (ADR 093).
 */
export function polarWebhookRoutes(deps: {
  db: Db;
  secret: string;
  logger: Logger;
  proProductId: string | null;
}) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const rawBody = await c.req.text();
    const headers = {
      'webhook-id': c.req.header('webhook-id') ?? '',
      'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
      'webhook-signature': c.req.header('webhook-signature') ?? '',
    };
    const outcome = await handlePolarWebhook({ ...deps, logger: c.var.logger }, rawBody, headers);
    return c.json(outcome.body, outcome.status);
  });
}

/**
 * The local test checkout (only mounted without POLAR_ACCESS_TOKEN; env.ts refuses that in
 * production). Pay and the portal's actions emit signed events through the webhook handler.
 */
export function testBillingRoutes(deps: { db: Db; secret: string; logger: Logger; auth: Auth }) {
  const { db } = deps;
  const emit = (userId: string, type: Parameters<typeof emitTestSubscriptionEvent>[2]) =>
    emitTestSubscriptionEvent(deps, userId, type);
  const notFound = errorBody('not_found', 'This test checkout is not open.');
  return new Hono<AppEnv>()
    .use(requireUser(deps.auth))
    .post('/checkouts/:id/pay', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id) || !(await closeTestCheckout(db, c.var.user.id, id, 'paid')))
        return c.json(notFound, 404);
      const outcome = await emit(c.var.user.id, 'subscription.created');
      if (outcome.status !== 200)
        return apiError(c, 500, 'webhook_failed', 'The test payment could not be applied.');
      return c.json({ redirectUrl: `/success-payment?checkout_id=${id}` });
    })
    .post('/checkouts/:id/cancel', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id) || !(await closeTestCheckout(db, c.var.user.id, id, 'canceled')))
        return c.json(notFound, 404);
      await closeTestCheckoutClaim(db, c.var.user.id, id);
      return c.json({ redirectUrl: '/dashboard/billing' });
    })
    .get('/subscription', async (c) =>
      c.json({ subscription: await getSubscription(db, c.var.user.id) }),
    )
    .post('/subscription/:action{cancel|uncancel|revoke}', async (c) => {
      const current = await getSubscription(db, c.var.user.id);
      if (!current)
        return apiError(c, 404, 'no_subscription', 'There is no membership to manage yet.');
      const action = c.req.param('action') as 'cancel' | 'uncancel' | 'revoke';
      const type = (
        {
          cancel: 'subscription.canceled',
          uncancel: 'subscription.uncanceled',
          revoke: 'subscription.revoked',
        } as const
      )[action];
      await emit(c.var.user.id, type);
      return c.json({ subscription: await getSubscription(db, c.var.user.id) });
    });
}
