import type { MiddlewareHandler } from 'hono';
import { planAllowsSending } from '#domain/plans.ts';
import type { AppEnv } from '../../app-env.ts';
import type { PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { getPlanForWorkspace } from './queries.ts';
import { apiError } from '../../api-error.ts';

const SENDING_NEEDS_PRO =
  'Sending and scheduling announcements are part of the Pro plan. Upgrade to send them to your team.';

/**
 * Issue 16 item 10: sending and scheduling are Pro features. The plan is read on each request
 * through getPlanForWorkspace, so an upgrade or downgrade applies at once (and however plans are
 * assigned, e.g. with billing off). Runs after requireWorkspace.
 */
export function requireSendingPlan(
  db: Db,
  assignedPlan: PlanName | null = null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const plan = await getPlanForWorkspace(db, c.var.workspace.id, assignedPlan);
    if (!planAllowsSending(plan.name)) return apiError(c, 403, 'plan_required', SENDING_NEEDS_PRO);
    await next();
  };
}
