import type { MiddlewareHandler } from 'hono';
import { PLANS, type PlanName } from '#domain/plans.ts';
import type { AppEnv } from '../../app-env.ts';
import { apiError } from '../../api-error.ts';

/**
 * BILLING=off (ADR 023): a self-hosted Herald without payments. Every account is on the
 * assigned plan (DEFAULT_PLAN), so there is nothing to buy or manage: checkout and portal
 * answer 404 with a sentence, not a Polar error, and nothing reaches a payment provider.
 */
export function refuseWhenBillingOff(assignedPlan: PlanName | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!assignedPlan) return next();
    return apiError(
      c,
      404,
      'billing_off',
      `Billing is switched off on this Herald: every account is on the ${PLANS[assignedPlan].displayName}, with no payment.`,
    );
  };
}
