import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  CreateDeliveryInput,
  DEFAULT_LATE_LIMIT_HOURS,
  ListDeliveriesQuery,
  MAX_SCHEDULE_DAYS,
  ScheduleInput,
  type DeliveryStatus,
} from '#domain/deliveries.ts';
import { deliveryTextProblem } from '#domain/delivery-format.ts';
import { wallTimeToInstant, type WallSchedule } from '#domain/schedule.ts';
import { roleAllows, WORKSPACE_MESSAGES } from '#domain/workspaces.ts';
import type { PlanName } from '#domain/plans.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { requireRole, requireWorkspace } from '../../middleware/require-workspace.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { validate } from '../../validation.ts';
import { getProfile, namesShown } from '../profiles/queries.ts';
import { getDestinationForUser } from '../destinations/queries.ts';
import { requireSendingPlan } from '../plans/require-sending.ts';
import {
  cancelDelivery,
  createDelivery,
  type DeliveryScope,
  getDeliveryForUser,
  getSuggestionForUser,
  listDeliveriesForUser,
  rescheduleDelivery,
  retryDelivery,
} from './queries.ts';
import { apiError, errorBody } from '../../api-error.ts';

export interface DeliveryRouteDeps {
  db: Db;
  auth: Auth;
  sendsPerHour: number;
  /** Tells this process's worker that a delivery is due now. */
  wake: () => void;
  /** BILLING=off: the plan every account is on. */
  assignedPlan: PlanName | null;
}

const notFound = errorBody('not_found', 'Delivery not found.');
const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

/** Why a change cannot apply to a delivery in this status, in words for the user. */
const NOT_NOW: Record<DeliveryStatus, string> = {
  scheduled: 'This announcement is scheduled.',
  sending: 'This announcement is being sent right now.',
  sent: 'This announcement was already sent.',
  failed: 'This announcement could not be sent; retry it instead.',
  cancelled: 'This announcement was cancelled.',
};

/** What a create request asks for, hashed (the body's meaning, not its bytes). */
function requestHash(input: {
  suggestionId: string;
  destinationId: string;
  text: string;
  schedule?: WallSchedule;
  lateLimitHours: number;
}): string {
  const canonical = JSON.stringify([
    input.suggestionId,
    input.destinationId,
    input.text,
    input.schedule ? [input.schedule.date, input.schedule.time, input.schedule.timeZone] : null,
    input.lateLimitHours,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A future moment from a wall-clock schedule, or the sentence saying why not. */
function scheduledInstant(schedule: WallSchedule, now = Date.now()): Date | string {
  const at = wallTimeToInstant(schedule.date, schedule.time, schedule.timeZone);
  if (at.getTime() <= now) return 'Pick a time in the future.';
  if (at.getTime() > now + MAX_SCHEDULE_DAYS * 86_400_000)
    return 'Pick a time within the next year.';
  return at;
}

/** Scheduled & sent (issue 16 items 4–6): send now or later, cancel, reschedule, retry. */
export function deliveryRoutes(deps: DeliveryRouteDeps) {
  const { db } = deps;

  /** Why a change did not apply: its status (409), another's delivery (403), or none (404). */
  async function conflict(scope: DeliveryScope, id: string) {
    const current = await getDeliveryForUser(
      db,
      scope.workspaceId,
      id,
      scope.othersToo ? null : scope.userId,
    );
    if (current)
      return {
        body: { ...errorBody('conflict', NOT_NOW[current.status]), delivery: current },
        status: 409,
      } as const;
    if (!scope.othersToo && (await getDeliveryForUser(db, scope.workspaceId, id)))
      return {
        body: errorBody('forbidden_role', WORKSPACE_MESSAGES.forbidden),
        status: 403,
      } as const;
    return { body: notFound, status: 404 } as const;
  }

  const scopeOf = (c: Context<AppEnv>): DeliveryScope => ({
    workspaceId: c.var.workspace.id,
    userId: c.var.user.id,
    othersToo: roleAllows(c.var.workspace.role, 'manageOthersWork'),
  });

  return new Hono<AppEnv>()
    .use(requireUser(deps.auth), requireWorkspace(db))
    .get('/', validate('query', ListDeliveriesQuery), async (c) => {
      const { workspace } = c.var;
      const list = await listDeliveriesForUser(db, workspace.id, c.req.valid('query'));
      // A team's list says who sent each (issue 24 item 4; a former member when their account
      // is gone, ADR 043); a personal one, where it is always the user, does not.
      const nameOf = workspace.personal
        ? null
        : await namesShown(
            db,
            list.items.map((d) => d.senderId),
          );
      return c.json({
        ...list,
        items: list.items.map(({ senderId, ...item }) =>
          nameOf ? { ...item, sender: nameOf(senderId) } : item,
        ),
      });
    })
    .post(
      '/',
      requireRole('send'),
      requireSendingPlan(db, deps.assignedPlan),
      validate('json', CreateDeliveryInput),
      async (c) => {
        const input = c.req.valid('json');
        const userId = c.var.user.id;
        const key = c.req.header('idempotency-key');
        if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
          return apiError(
            c,
            400,
            'invalid_input',
            'Idempotency-Key must be 8–100 letters, digits, dots, dashes or colons.',
          );

        const [destination, suggestion] = await Promise.all([
          getDestinationForUser(db, c.var.workspace.id, input.destinationId),
          getSuggestionForUser(db, c.var.workspace.id, input.suggestionId),
        ]);
        if (!destination) return apiError(c, 404, 'not_found', 'Destination not found.');
        if (!suggestion) return apiError(c, 404, 'not_found', 'Message not found.');
        const problem = deliveryTextProblem(destination.kind, input.text, {
          name: suggestion.newHireName,
          messageType: suggestion.messageType,
        });
        if (problem) return apiError(c, 400, 'invalid_input', problem);

        let scheduledAt: Date | null = null;
        if (input.schedule) {
          const at = scheduledInstant(input.schedule);
          if (typeof at === 'string') return apiError(c, 400, 'invalid_input', at);
          scheduledAt = at;
        }

        const rate = await consumeRateLimit(db, `send:${userId}`, {
          limit: deps.sendsPerHour,
          windowMs: 3600_000,
        });
        if (!rate.allowed)
          return apiError(
            c,
            429,
            'rate_limited',
            'You are sending a lot of announcements. Please wait a while and try again.',
            { 'Retry-After': String(rate.retryAfterSeconds) },
          );

        const timeZone = input.schedule?.timeZone ?? (await getProfile(db, userId)).timeZone;
        const lateLimitHours = input.lateLimitHours ?? DEFAULT_LATE_LIMIT_HOURS;
        const { delivery, created, reused } = await createDelivery(db, {
          userId,
          workspaceId: c.var.workspace.id,
          destination,
          suggestion,
          text: input.text,
          scheduledAt,
          timeZone,
          lateLimitHours,
          idempotencyKey: key ?? randomUUID(),
          requestHash: requestHash({ ...input, lateLimitHours }),
        });
        // Payment APIs' rule: one key, one request. Another body under a used key is a client
        // bug, not a retry, and answering with the first delivery would hide it.
        if (reused)
          return apiError(
            c,
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used for a different announcement. Use a new key for a new request.',
          );
        if (!scheduledAt) deps.wake();
        return c.json({ delivery }, created ? 201 : 200);
      },
    )
    .post('/:id/cancel', async (c) => {
      const scope = scopeOf(c);
      const delivery = await cancelDelivery(db, scope, c.req.param('id'));
      if (delivery) return c.json({ delivery });
      const { body, status } = await conflict(scope, c.req.param('id'));
      return c.json(body, status);
    })
    .post(
      '/:id/reschedule',
      requireSendingPlan(db, deps.assignedPlan),
      validate('json', ScheduleInput),
      async (c) => {
        const scope = scopeOf(c);
        const schedule = c.req.valid('json');
        const at = scheduledInstant(schedule);
        if (typeof at === 'string') return apiError(c, 400, 'invalid_input', at);
        const delivery = await rescheduleDelivery(
          db,
          scope,
          c.req.param('id'),
          at,
          schedule.timeZone,
        );
        if (delivery) return c.json({ delivery });
        const { body, status } = await conflict(scope, c.req.param('id'));
        return c.json(body, status);
      },
    )
    .post('/:id/retry', requireSendingPlan(db, deps.assignedPlan), async (c) => {
      const scope = scopeOf(c);
      const delivery = await retryDelivery(db, scope, c.req.param('id'));
      if (delivery) {
        deps.wake();
        return c.json({ delivery });
      }
      const { body, status } = await conflict(scope, c.req.param('id'));
      return c.json(body, status);
    });
}
