import { Hono, type MiddlewareHandler } from 'hono';
import {
  ApproveDraftInput,
  AUTOPILOT_MESSAGES,
  AutopilotRulesInput,
  ListEventsQuery,
  SkipDraftInput,
} from '#domain/autopilot.ts';
import { planAllowsSending, type PlanName } from '#domain/plans.ts';
import { roleAllows } from '#domain/workspaces.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { requireRole, requireWorkspace } from '../../middleware/require-workspace.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { validate } from '../../validation.ts';
import { apiError, errorBody } from '../../api-error.ts';
import {
  GENERATING_TOO_QUICKLY,
  GENERATION_FAILED,
  generationRateKey,
  type GenerationDeps,
} from '../announcements/generate.ts';
import { WriterError } from '../announcements/writing/writer.ts';
import { getPlanForWorkspace } from '../plans/queries.ts';
import { getRules } from './events.ts';
import {
  approveEvent,
  eventDetail,
  getEvent,
  listEvents,
  mayReview,
  recordRegeneration,
  saveRules,
  skipEvent,
  type Reviewer,
} from './review.ts';
import { regenerateDrafts } from './worker.ts';

export interface AutopilotRouteDeps {
  db: Db;
  auth: Auth;
  clock: Clock;
  generation: GenerationDeps;
  /** The form's per-minute generation limit: a regeneration writes as much as a generation. */
  generationsPerMinute: number;
}

const notFound = errorBody('not_found', AUTOPILOT_MESSAGES.notFound);

/** The autopilot is Pro, like people and sending (ADR 048): read per request (ADR 042). */
function requirePro(db: Db, assignedPlan: PlanName | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const plan = await getPlanForWorkspace(db, c.var.workspace.id, assignedPlan);
    if (!planAllowsSending(plan.name))
      return apiError(c, 403, 'plan_required', AUTOPILOT_MESSAGES.needsPro);
    await next();
  };
}

/**
 * The autopilot's API (issue 25 items 4–7, ADR 053): rules (members read, admins write),
 * events ("Coming up"), and the review of an event's drafts by its reviewer or an admin.
 */
export function autopilotRoutes(deps: AutopilotRouteDeps) {
  const { db, clock } = deps;
  const who = (c: {
    var: { user: { id: string }; workspace: { id: string; role: Reviewer['role'] } };
  }): Reviewer => ({
    userId: c.var.user.id,
    workspaceId: c.var.workspace.id,
    role: c.var.workspace.role,
  });

  return new Hono<AppEnv>()
    .use(
      requireUser(deps.auth),
      requireWorkspace(db),
      requirePro(db, deps.generation.assignedPlan ?? null),
    )
    .get('/rules', async (c) =>
      c.json({
        rules: await getRules(db, c.var.workspace.id),
        canManage: roleAllows(c.var.workspace.role, 'managePeople'),
      }),
    )
    .put(
      '/rules',
      requireRole('managePeople'),
      validate('json', AutopilotRulesInput),
      async (c) => {
        const rules = c.req.valid('json');
        const saved = await saveRules(db, c.var.workspace.id, rules, clock.now());
        if (!saved.ok)
          return apiError(c, 422, 'invalid_input', AUTOPILOT_MESSAGES.destinationUnknown);
        return c.json({ rules });
      },
    )
    .get('/events', validate('query', ListEventsQuery), async (c) =>
      c.json({ events: await listEvents(db, who(c), c.req.valid('query')) }),
    )
    .get('/events/:id', async (c) => {
      const event = await getEvent(db, c.var.workspace.id, c.req.param('id'));
      if (!event) return c.json(notFound, 404);
      return c.json({ event: await eventDetail(db, who(c), event) });
    })
    .post('/events/:id/approve', validate('json', ApproveDraftInput), async (c) => {
      const event = await getEvent(db, c.var.workspace.id, c.req.param('id'));
      if (!event) return c.json(notFound, 404);
      if (!mayReview(who(c), event))
        return apiError(c, 403, 'forbidden_role', AUTOPILOT_MESSAGES.notReviewer);
      const decided = await approveEvent(db, who(c), event, c.req.valid('json'), clock);
      if (!decided.ok) return apiError(c, decided.status, decided.code, decided.message);
      return c.json({ event: await eventDetail(db, who(c), decided.event) });
    })
    .post('/events/:id/skip', validate('json', SkipDraftInput), async (c) => {
      const event = await getEvent(db, c.var.workspace.id, c.req.param('id'));
      if (!event) return c.json(notFound, 404);
      if (!mayReview(who(c), event))
        return apiError(c, 403, 'forbidden_role', AUTOPILOT_MESSAGES.notReviewer);
      const decided = await skipEvent(db, who(c), event, c.req.valid('json').reason, clock.now());
      if (!decided.ok) return apiError(c, decided.status, decided.code, decided.message);
      return c.json({ event: await eventDetail(db, who(c), decided.event) });
    })
    .post('/events/:id/regenerate', async (c) => {
      const event = await getEvent(db, c.var.workspace.id, c.req.param('id'));
      if (!event) return c.json(notFound, 404);
      if (!mayReview(who(c), event))
        return apiError(c, 403, 'forbidden_role', AUTOPILOT_MESSAGES.notReviewer);
      if (event.state !== 'awaiting_review')
        return apiError(c, 409, 'conflict', AUTOPILOT_MESSAGES.notAwaiting);
      const rate = await consumeRateLimit(db, generationRateKey(c.var.user.id), {
        limit: deps.generationsPerMinute,
        windowMs: 60_000,
      });
      if (!rate.allowed)
        return apiError(c, 429, 'rate_limited', GENERATING_TOO_QUICKLY, {
          'Retry-After': String(rate.retryAfterSeconds),
        });
      let outcome: Awaited<ReturnType<typeof regenerateDrafts>>;
      try {
        outcome = await regenerateDrafts(
          { db, clock, generation: deps.generation },
          { ...who(c), personal: c.var.workspace.personal },
          event,
          (tx, messageId) => recordRegeneration(tx, who(c), event, messageId, clock.now()),
        );
      } catch (error) {
        if (!(error instanceof WriterError)) throw error;
        return apiError(c, 502, 'generation_failed', GENERATION_FAILED);
      }
      if (outcome === 'lost') return apiError(c, 409, 'conflict', AUTOPILOT_MESSAGES.notAwaiting);
      if (typeof outcome === 'object')
        return apiError(
          c,
          outcome.status,
          outcome.status === 429
            ? 'limit_reached'
            : outcome.status === 403
              ? 'plan_required'
              : 'invalid_input',
          outcome.problem,
        );
      const fresh = await getEvent(db, c.var.workspace.id, event.id);
      return c.json({ event: await eventDetail(db, who(c), fresh!) });
    });
}
