import { and, asc, eq } from 'drizzle-orm';
import { AUTOPILOT_MESSAGES } from '#domain/autopilot.ts';
import { parseGenerateInput, type GenerationRequest } from '#domain/generation.ts';
import { planAllowsSending } from '#domain/plans.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { member, organization, people } from '../../db/schema/index.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { Logger } from '../../logger.ts';
import { createWorkerPause } from '../../worker-pause.ts';
import {
  GENERATION_FAILED,
  GenerationError,
  prepareGeneration,
  writeAndStore,
  type GenerationDeps,
} from '../announcements/generate.ts';
import { getPlanForWorkspace } from '../plans/queries.ts';
import { lockPeople } from '../people/lock.ts';
import { instantToWallTime } from '#domain/schedule.ts';
import {
  claimDueEvents,
  ClaimLost,
  getRules,
  markDrafted,
  markMissed,
  followDeliveries,
  reconcileEvents,
  recoverAbandonedDrafts,
  releaseClaim,
  reviewerFor,
  reviewersOf,
  takeDueReminders,
  workspacesWithAutopilot,
  type EventRow,
} from './events.ts';
import { draftReadyEmail } from './review-mail.ts';

/**
 * The autopilot worker (issue 25 items 5–6, ADR 053): every process that runs the delivery
 * worker runs one. A pass reads the injected clock and, in order: creates and moves events
 * for people in the window, recovers drafts whose process died, marks unapproved events past
 * their send time missed, claims events due for drafting and drafts them, sends reminders,
 * and notes approved events whose delivery went out. Nothing lives only in memory.
 */

export interface AutopilotDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  generation: GenerationDeps;
}

/** Events drafted side by side by one process. */
const DRAFT_CONCURRENCY = 4;
/** A draft held back (the plan's limit, a writer failure, missing facts) is tried again after this. */
const RETRY_AFTER_MS = 60 * 60_000;
const WRITER_RETRY_AFTER_MS = 15 * 60_000;
const MAIL_TIMEOUT_MS = 15_000;

const isoDay = (now: Date, timeZone: string) => instantToWallTime(now, timeZone).date;

/** The generation a person's event asks for: their fields, the rules' tone and length. */
function requestFor(
  person: typeof people.$inferSelect,
  event: EventRow,
  rules: { tone: string; length: string },
) {
  const startWords = new Date(`${event.effectiveDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const optional = (v: string | null) => v ?? undefined;
  const common = {
    newHireName: person.name,
    preferredName: optional(person.preferredName),
    tone: rules.tone,
    length: rules.length,
    team: optional(person.team),
    expertise: optional(person.expertise),
  };
  if (event.kind === 'promotion')
    return parseGenerateInput({
      ...common,
      messageType: 'promotion',
      currentRole: optional(person.previousRole),
      newRole: optional(person.role),
      // What the record says, in words: the writer adds nothing the fields do not hold.
      promotionDetails: `${person.name} moves from ${person.previousRole} to ${person.role}${person.team ? ` in ${person.team}` : ''}, effective ${startWords}.`,
    });
  return parseGenerateInput({
    ...common,
    messageType: 'welcome',
    role: optional(person.role),
    startDate: startWords,
    startDateIso: event.effectiveDate,
    company: optional(person.previousCompany),
    hobbies: optional(person.hobbies),
    funFact: optional(person.funFact),
  });
}

/** The workspace's first owner: drafts are generated in their name, on the workspace's plan. */
async function ownerOf(db: Db, workspaceId: string) {
  const [row] = await db
    .select({
      userId: member.userId,
      name: organization.name,
      personal: organization.personalUserId,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(and(eq(member.organizationId, workspaceId), eq(member.role, 'owner')))
    .orderBy(asc(member.createdAt))
    .limit(1);
  return row;
}

/** Writes an event's drafts; they count against the plan like any generation. */
export async function draftEvent(
  deps: AutopilotDeps,
  event: EventRow,
  options: { signal?: AbortSignal } = {},
): Promise<'drafted' | 'held' | 'lost'> {
  const { db, clock, logger } = deps;
  const hold = (problem: string, ms: number) =>
    releaseClaim(db, event, problem, new Date(clock.now().getTime() + ms), clock.now()).then(
      () => 'held' as const,
    );
  const [person] = event.personId
    ? await db.select().from(people).where(eq(people.id, event.personId))
    : [];
  const owner = await ownerOf(db, event.workspaceId);
  if (!person || !owner) return hold(AUTOPILOT_MESSAGES.notFound, RETRY_AFTER_MS);
  const plan = await getPlanForWorkspace(db, event.workspaceId, deps.generation.assignedPlan);
  if (!planAllowsSending(plan.name)) return hold(AUTOPILOT_MESSAGES.needsPro, RETRY_AFTER_MS);
  const rules = await getRules(db, event.workspaceId);
  const parsed = requestFor(person, event, rules);
  if (!parsed.success) return hold(parsed.error, RETRY_AFTER_MS);
  const input: GenerationRequest = parsed.data;
  const actor = {
    userId: owner.userId,
    workspace: { id: event.workspaceId, personal: owner.personal !== null },
  };
  let quota;
  try {
    ({ quota } = await prepareGeneration(deps.generation, actor, input));
  } catch (error) {
    // The plan's limit reached: the event says so, and tries again later (an upgrade, a new month).
    if (error instanceof GenerationError) return hold(error.message, RETRY_AFTER_MS);
    throw error;
  }
  const reviewerId = await reviewerFor(db, event.workspaceId, person.managerEmail);
  try {
    await writeAndStore(deps.generation, {
      userId: owner.userId,
      quota,
      input,
      // The writer's tense: the start is days ahead of today on the person's clock.
      today: isoDay(clock.now(), event.timeZone),
      signal: options.signal,
      within: (tx, messageId) => markDrafted(tx, event, messageId, reviewerId, clock.now()),
    });
  } catch (error) {
    if (error instanceof ClaimLost) {
      logger.info({ eventId: event.id }, 'autopilot draft taken over: not stored');
      return 'lost';
    }
    logger.warn(
      { eventId: event.id, err: { message: (error as Error).message } },
      'autopilot draft failed',
    );
    return hold(`${AUTOPILOT_MESSAGES.draftFailed} (${GENERATION_FAILED})`, WRITER_RETRY_AFTER_MS);
  }
  await mailReviewers(deps, { ...event, reviewerId }, owner.name, false);
  return 'drafted';
}

/** Mails who reviews an event; a mail that fails is logged, the event stands and shows in the app. */
async function mailReviewers(
  deps: AutopilotDeps,
  event: EventRow,
  workspaceName: string,
  reminder: boolean,
) {
  try {
    const reviewers = await reviewersOf(deps.db, event);
    await Promise.all(
      reviewers.map((r) =>
        deps.mailer.send(
          draftReadyEmail(r.email, event, { workspace: workspaceName, reminder }, deps.appUrl),
          { signal: AbortSignal.timeout(MAIL_TIMEOUT_MS) },
        ),
      ),
    );
  } catch (error) {
    deps.logger.warn(
      { eventId: event.id, err: { message: (error as Error).message } },
      'could not e-mail the reviewers of an autopilot draft',
    );
  }
}

export interface PassResult {
  created: number;
  drafted: number;
  held: number;
  missed: number;
  reminded: number;
  sent: number;
}

/**
 * One pass of the worker at the clock's time. Passes of several processes may run at once:
 * events are created under the people lock and a unique index, drafts are claimed with SKIP
 * LOCKED, reminders and transitions are conditional updates.
 */
export async function runAutopilotPass(deps: AutopilotDeps): Promise<PassResult> {
  const { db, clock } = deps;
  const result: PassResult = { created: 0, drafted: 0, held: 0, missed: 0, reminded: 0, sent: 0 };
  for (const workspaceId of await workspacesWithAutopilot(db)) {
    const { created } = await db.transaction(async (tx) => {
      await lockPeople(tx, workspaceId);
      return reconcileEvents(tx, workspaceId, 'window', clock.now());
    });
    result.created += created;
  }
  await recoverAbandonedDrafts(db, clock.now(), AUTOPILOT_MESSAGES.draftCrashed);
  result.missed = await markMissed(db, clock.now());
  const leaseMs = deps.generation.timeoutMs + 30_000;
  for (;;) {
    const claimed = await claimDueEvents(db, clock.now(), DRAFT_CONCURRENCY, leaseMs);
    if (!claimed.length) break;
    const outcomes = await Promise.all(claimed.map((e) => draftEvent(deps, e)));
    result.drafted += outcomes.filter((o) => o === 'drafted').length;
    result.held += outcomes.filter((o) => o === 'held').length;
  }
  const reminders = await takeDueReminders(db, clock.now());
  for (const event of reminders) {
    const owner = await ownerOf(db, event.workspaceId);
    await mailReviewers(deps, event, owner?.name ?? '', true);
  }
  result.reminded = reminders.length;
  result.sent = await followDeliveries(db, clock.now());
  return result;
}

export interface AutopilotWorker {
  /** Runs a pass now (the test clock moved). */
  wake(): void;
  stop(): Promise<void>;
}

/** Runs a pass every `pollIntervalMs` until stopped; a pass that fails (the database away) is logged. */
export function startAutopilotWorker(
  deps: AutopilotDeps & { pollIntervalMs: number },
): AutopilotWorker {
  const log = deps.logger.child({ component: 'autopilot-worker' });
  const pause = createWorkerPause();
  const running = (async () => {
    while (!pause.stopped) {
      try {
        const result = await runAutopilotPass({ ...deps, logger: log });
        if (result.created || result.drafted || result.missed || result.reminded)
          log.info(result, 'autopilot pass');
      } catch (error) {
        log.warn({ err: { message: (error as Error).message } }, 'autopilot pass failed');
      }
      await pause.wait(deps.pollIntervalMs);
    }
  })();
  return {
    wake: pause.wake,
    async stop() {
      pause.stop();
      await running;
    },
  };
}

/**
 * New drafts for an event awaiting review, asked by a reviewer: a generation in their name
 * on the workspace's plan (the plan's limit refuses it like any other), stored as a new
 * message of the history, replacing the event's drafts only if nobody decided meanwhile.
 */
export async function regenerateDrafts(
  deps: Pick<AutopilotDeps, 'db' | 'clock' | 'generation'>,
  who: { userId: string; workspaceId: string; personal: boolean },
  event: EventRow,
  onStored: (tx: Db, messageId: string) => Promise<boolean>,
): Promise<'regenerated' | 'lost' | { problem: string; status: 403 | 422 | 429 }> {
  const { db, clock } = deps;
  const [person] = event.personId
    ? await db.select().from(people).where(eq(people.id, event.personId))
    : [];
  if (!person) return { problem: AUTOPILOT_MESSAGES.notFound, status: 422 };
  const rules = await getRules(db, event.workspaceId);
  const parsed = requestFor(person, event, rules);
  if (!parsed.success) return { problem: parsed.error, status: 422 };
  const actor = { userId: who.userId, workspace: { id: who.workspaceId, personal: who.personal } };
  let quota;
  try {
    ({ quota } = await prepareGeneration(deps.generation, actor, parsed.data));
  } catch (error) {
    if (error instanceof GenerationError) return { problem: error.message, status: error.status };
    throw error;
  }
  try {
    await writeAndStore(deps.generation, {
      userId: who.userId,
      quota,
      input: parsed.data,
      today: isoDay(clock.now(), event.timeZone),
      within: async (tx, messageId) => {
        if (!(await onStored(tx, messageId))) throw new ClaimLost('decided meanwhile');
      },
    });
  } catch (error) {
    if (error instanceof ClaimLost) return 'lost';
    throw error;
  }
  return 'regenerated';
}
