import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  ApproveInput,
  CreateDeliveryInput,
  DEFAULT_LATE_LIMIT_HOURS,
  formatDeliveryTime,
  ListDeliveriesQuery,
  MAX_SCHEDULE_DAYS,
  RejectInput,
  REQUEST_EXPIRED,
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
import type { Mail, Mailer } from '../../integrations/email.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { requireRole, requireWorkspace } from '../../middleware/require-workspace.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { validate } from '../../validation.ts';
import { getProfile, namesShown } from '../profiles/queries.ts';
import { getDestinationForUser } from '../destinations/queries.ts';
import { requireSendingPlan } from '../plans/require-sending.ts';
import { approvalRequestEmail, requestRejectedEmail } from './approval-mail.ts';
import {
  approveDelivery,
  approverEmails,
  authorEmail,
  cancelDelivery,
  createDelivery,
  expireRequests,
  rejectDelivery,
  type DeliveryDto,
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
  /** Approval requests and rejections are mailed (ADR 044). */
  mailer: Mailer;
  appUrl: string;
}

const notFound = errorBody('not_found', 'Delivery not found.');
const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

/** Why a change cannot apply to a delivery in this status, in words for the user. */
const NOT_NOW: Record<DeliveryStatus, string> = {
  awaiting_approval: 'This announcement is waiting for approval.',
  rejected: 'This announcement was not approved.',
  expired: REQUEST_EXPIRED,
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

  /**
   * Mails in the background: a slow mail server must not hold the request, and a mail that
   * does not go out does not undo the request or the decision (both show in the app).
   */
  function mailQuietly(c: Context<AppEnv>, mails: Mail[]) {
    for (const mail of mails)
      void deps.mailer
        .send(mail, { signal: AbortSignal.timeout(30_000) })
        .catch((error: unknown) =>
          c.var.logger.warn(
            { err: { message: (error as Error).message } },
            'could not send an approval mail',
          ),
        );
  }

  /**
   * Why an approval or rejection did not apply: the request's window passed (409 expired,
   * and it is marked so), someone decided or withdrew it first (409 with its state), or it is
   * not in this workspace (404).
   */
  async function decisionConflict(c: Context<AppEnv>, workspaceId: string, id: string) {
    await expireRequests(db, { workspaceId, id });
    const current = await getDeliveryForUser(db, workspaceId, id);
    if (!current) return c.json(notFound, 404);
    if (current.status === 'expired')
      return c.json({ ...errorBody('expired', REQUEST_EXPIRED), delivery: current }, 409);
    return c.json({ ...errorBody('conflict', NOT_NOW[current.status]), delivery: current }, 409);
  }

  /**
   * Mails each owner and admin a request to approve `delivery` with its exact text (ADR 044).
   * `timeZone`: the zone its time is said in; null when it goes out once approved.
   */
  async function askApprovers(
    c: Context<AppEnv>,
    delivery: DeliveryDto,
    timeZone: string | null,
    displayName: string | null,
  ) {
    const { workspace } = c.var;
    const scheduledAt = new Date(delivery.scheduledAt);
    const when = timeZone
      ? `for ${formatDeliveryTime(scheduledAt, timeZone)}`
      : 'to go out as soon as it is approved';
    const context = { author: displayName ?? c.var.user.name, workspace: workspace.name, when };
    const request = { ...delivery, scheduledAt, workspaceId: workspace.id };
    mailQuietly(
      c,
      (await approverEmails(db, workspace.id)).map((to) =>
        approvalRequestEmail(to, request, context, deps.appUrl),
      ),
    );
  }

  /** A member's send or move in a team that requires approval is a request (ADR 044). */
  const asksApproval = (c: Context<AppEnv>) =>
    c.var.workspace.approvalRequired && !roleAllows(c.var.workspace.role, 'approve');

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
      // A team's list says who sent and who approved or rejected each (issue 24 item 4; a
      // former member when their account is gone, ADR 043); a personal one, where it is
      // always the user, does not.
      const nameOf = workspace.personal
        ? null
        : await namesShown(
            db,
            list.items.flatMap((d) => [d.senderId, d.deciderId]),
          );
      return c.json({
        ...list,
        items: list.items.map(({ senderId, deciderId, ...item }) =>
          nameOf
            ? {
                ...item,
                sender: nameOf(senderId),
                decider: item.decision ? nameOf(deciderId) : null,
                mine: senderId === c.var.user.id,
              }
            : item,
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

        const profile = await getProfile(db, userId);
        const timeZone = input.schedule?.timeZone ?? profile.timeZone;
        const lateLimitHours = input.lateLimitHours ?? DEFAULT_LATE_LIMIT_HOURS;
        // Admins' and owners' own sends need no approval.
        const { delivery, created, reused } = await createDelivery(db, {
          awaitingApproval: asksApproval(c),
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
        if (created && delivery.status === 'awaiting_approval')
          await askApprovers(c, delivery, scheduledAt && timeZone, profile.displayName);
        else if (!scheduledAt) deps.wake();
        return c.json({ delivery }, created ? 201 : 200);
      },
    )
    .post(
      '/:id/approve',
      requireRole('approve'),
      requireSendingPlan(db, deps.assignedPlan),
      validate('json', ApproveInput),
      async (c) => {
        const { workspace } = c.var;
        const id = c.req.param('id');
        const { text } = c.req.valid('json');
        const current = await getDeliveryForUser(db, workspace.id, id);
        if (!current) return c.json(notFound, 404);
        if (text !== undefined) {
          const problem = deliveryTextProblem(current.destinationKind, text, {
            name: current.newHireName,
            messageType: current.messageType,
          });
          if (problem) return apiError(c, 400, 'invalid_input', problem);
        }
        const scope = { workspaceId: workspace.id, deciderId: c.var.user.id };
        const delivery = await approveDelivery(db, scope, id, text);
        if (delivery) {
          if (new Date(delivery.scheduledAt).getTime() <= Date.now()) deps.wake();
          return c.json({ delivery });
        }
        return decisionConflict(c, workspace.id, id);
      },
    )
    .post('/:id/reject', requireRole('approve'), validate('json', RejectInput), async (c) => {
      const { workspace } = c.var;
      const id = c.req.param('id');
      const { reason } = c.req.valid('json');
      const scope = { workspaceId: workspace.id, deciderId: c.var.user.id };
      const rejected = await rejectDelivery(db, scope, id, reason);
      if (!rejected) return decisionConflict(c, workspace.id, id);
      const to = await authorEmail(db, rejected);
      const decider = (await getProfile(db, c.var.user.id)).displayName ?? c.var.user.name;
      if (to)
        mailQuietly(c, [requestRejectedEmail(to, rejected, { decider, reason }, deps.appUrl)]);
      const delivery = await getDeliveryForUser(db, workspace.id, id);
      return c.json({ delivery: delivery! });
    })
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
        const asRequest = asksApproval(c);
        const delivery = await rescheduleDelivery(
          db,
          scope,
          c.req.param('id'),
          at,
          schedule.timeZone,
          asRequest,
        );
        if (delivery) {
          if (asRequest) {
            const profile = await getProfile(db, c.var.user.id);
            await askApprovers(c, delivery, schedule.timeZone, profile.displayName);
          }
          return c.json({ delivery });
        }
        const { body, status } = await conflict(scope, c.req.param('id'));
        return c.json(body, status);
      },
    )
    .post('/:id/retry', requireSendingPlan(db, deps.assignedPlan), async (c) => {
      const scope = scopeOf(c);
      const asRequest = asksApproval(c);
      const delivery = await retryDelivery(db, scope, c.req.param('id'), asRequest);
      if (delivery) {
        if (asRequest) {
          const profile = await getProfile(db, c.var.user.id);
          await askApprovers(c, delivery, null, profile.displayName);
        } else deps.wake();
        return c.json({ delivery });
      }
      const { body, status } = await conflict(scope, c.req.param('id'));
      return c.json(body, status);
    });
}
