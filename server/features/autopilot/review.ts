import { createHash } from 'node:crypto';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  AUTOPILOT_MESSAGES,
  type AutopilotEventDetailDto,
  type AutopilotEventDto,
  type AutopilotRules,
} from '#domain/autopilot.ts';
import { DEFAULT_LATE_LIMIT_HOURS } from '#domain/deliveries.ts';
import type { DestinationKind } from '#domain/destinations.ts';
import { roleAllows, type WorkspaceRole } from '#domain/workspaces.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import {
  announcementEvents,
  autopilotRules,
  deliveries,
  messageSuggestions,
} from '../../db/schema/index.ts';
import { isUuid } from '../../validation.ts';
import { recordActivity } from '../activity/record.ts';
import { createDelivery } from '../deliveries/queries.ts';
import { getDestinationForUser } from '../destinations/queries.ts';
import { lockPeople } from '../people/lock.ts';
import { eventUpdate, getRules, reconcileEvents, reviewersOf, type EventRow } from './events.ts';

/**
 * Reading and deciding autopilot events (issue 25 item 6, ADR 053). Every read is scoped to
 * the acting workspace (another workspace's event is "not found"); every decision is one
 * conditional UPDATE from `awaiting_review`, so of two reviewers at once exactly one wins.
 */

export interface Reviewer {
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
}

/** Admins and owners review every event; a member only those whose reviewer they are. */
export const mayReview = (who: Reviewer, event: Pick<EventRow, 'reviewerId'>) =>
  roleAllows(who.role, 'approve') || event.reviewerId === who.userId;

function toDto(row: EventRow, who: Reviewer): AutopilotEventDto {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    personId: row.personId,
    personName: row.personName,
    effectiveDate: row.effectiveDate,
    sendDate: row.sendDate,
    sendAt: row.sendAt.toISOString(),
    draftAt: row.draftAt.toISOString(),
    timeZone: row.timeZone,
    problem: row.problem,
    messageId: row.messageId,
    deliveryId: row.deliveryId,
    canReview: mayReview(who, row),
  };
}

export async function getEvent(db: Db, workspaceId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(announcementEvents)
    .where(and(eq(announcementEvents.workspaceId, workspaceId), eq(announcementEvents.id, id)));
  return row;
}

/** Events whose send date is in [from, to], by send time: the dashboard's "Coming up". */
export async function listEvents(db: Db, who: Reviewer, range: { from: string; to: string }) {
  const rows = await db
    .select()
    .from(announcementEvents)
    .where(
      and(
        eq(announcementEvents.workspaceId, who.workspaceId),
        gte(announcementEvents.sendDate, range.from),
        lte(announcementEvents.sendDate, range.to),
      ),
    )
    .orderBy(asc(announcementEvents.sendDate), asc(announcementEvents.id))
    .limit(500);
  return rows.map((r) => toDto(r, who));
}

/** An event with its drafts, approved text, reviewers and destination. */
export async function eventDetail(
  db: Db,
  who: Reviewer,
  row: EventRow,
): Promise<AutopilotEventDetailDto> {
  const [options, reviewers, rules] = await Promise.all([
    row.messageId
      ? db
          .select({ id: messageSuggestions.id, text: messageSuggestions.suggestionText })
          .from(messageSuggestions)
          .where(eq(messageSuggestions.messageId, row.messageId))
          .orderBy(asc(messageSuggestions.position))
      : [],
    reviewersOf(db, row),
    getRules(db, row.workspaceId),
  ]);
  const destination = rules.destinationId
    ? await getDestinationForUser(db, row.workspaceId, rules.destinationId)
    : undefined;
  const [delivery] = row.deliveryId
    ? await db
        .select({ text: deliveries.text })
        .from(deliveries)
        .where(eq(deliveries.id, row.deliveryId))
    : [];
  return {
    ...toDto(row, who),
    options,
    approvedText: delivery?.text ?? null,
    reviewers: reviewers.map((r) => r.name),
    destination: destination
      ? { id: destination.id, name: destination.name, kind: destination.kind }
      : null,
  };
}

/** Saves the rules; events follow at once (a kind turned off cancels, new times move them). */
export async function saveRules(db: Db, workspaceId: string, rules: AutopilotRules, now: Date) {
  return db.transaction(async (tx) => {
    if (rules.destinationId && !(await getDestinationForUser(tx, workspaceId, rules.destinationId)))
      return { ok: false as const };
    await tx
      .insert(autopilotRules)
      .values({ workspaceId, ...rules, updatedAt: now })
      .onConflictDoUpdate({
        target: autopilotRules.workspaceId,
        set: { ...rules, updatedAt: now },
      });
    await lockPeople(tx, workspaceId);
    const ids = await tx
      .select({ id: announcementEvents.personId })
      .from(announcementEvents)
      .where(
        and(
          eq(announcementEvents.workspaceId, workspaceId),
          sql`${announcementEvents.state} in ('scheduled', 'awaiting_review', 'approved')`,
        ),
      );
    await reconcileEvents(
      tx,
      workspaceId,
      { personIds: [...new Set(ids.flatMap((r) => (r.id ? [r.id] : [])))] },
      now,
    );
    await reconcileEvents(tx, workspaceId, 'window', now);
    return { ok: true as const };
  });
}

export type Decision =
  | { ok: true; event: EventRow }
  | { ok: false; status: 404 | 409; code: 'not_found' | 'conflict' | 'expired'; message: string };

const subjectOf = (e: EventRow) => ({
  personName: e.personName,
  messageType: e.kind,
  sendDate: e.sendDate,
});

/** Why an event that is not awaiting review cannot be decided. */
function refusal(row: EventRow | undefined, now: Date): Decision {
  if (!row)
    return { ok: false, status: 404, code: 'not_found', message: AUTOPILOT_MESSAGES.notFound };
  if (row.state === 'missed' || row.sendAt.getTime() <= now.getTime())
    return { ok: false, status: 409, code: 'expired', message: AUTOPILOT_MESSAGES.tooLate };
  return { ok: false, status: 409, code: 'conflict', message: AUTOPILOT_MESSAGES.notAwaiting };
}

/**
 * Approves one draft (possibly edited): the event becomes approved and its delivery is
 * created in the same transaction, due at the send time in the person's zone. The event's
 * id is the delivery's idempotency key: one event, one delivery.
 */
export async function approveEvent(
  db: Db,
  who: Reviewer,
  event: EventRow,
  choice: { suggestionId: string; text?: string },
  clock: Clock,
): Promise<Decision | { ok: false; status: 422; code: 'invalid_input'; message: string }> {
  const rules = await getRules(db, who.workspaceId);
  const destination = rules.destinationId
    ? await getDestinationForUser(db, who.workspaceId, rules.destinationId)
    : undefined;
  if (!destination)
    return {
      ok: false,
      status: 422,
      code: 'invalid_input',
      message: AUTOPILOT_MESSAGES.noDestination,
    };
  const [option] = event.messageId
    ? await db
        .select()
        .from(messageSuggestions)
        .where(
          and(
            eq(messageSuggestions.id, choice.suggestionId),
            eq(messageSuggestions.messageId, event.messageId),
          ),
        )
    : [];
  if (!option)
    return {
      ok: false,
      status: 422,
      code: 'invalid_input',
      message: AUTOPILOT_MESSAGES.optionUnknown,
    };
  const text = choice.text ?? option.suggestionText;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [won] = await eventUpdate(
      tx,
      {
        state: 'approved',
        decidedBy: who.userId,
        decidedAt: now,
        problem: null,
      },
      now,
    )
      .where(
        and(
          eq(announcementEvents.id, event.id),
          eq(announcementEvents.workspaceId, who.workspaceId),
          eq(announcementEvents.state, 'awaiting_review'),
          sql`${announcementEvents.sendAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!won) return refusal(await getEvent(tx, who.workspaceId, event.id), now);
    const { delivery } = await createDelivery(tx, {
      userId: who.userId,
      workspaceId: who.workspaceId,
      requestHash: createHash('sha256')
        .update(JSON.stringify([option.id, destination.id, text]))
        .digest('hex'),
      lateLimitHours: DEFAULT_LATE_LIMIT_HOURS,
      destination: {
        id: destination.id,
        name: destination.name,
        kind: destination.kind as DestinationKind,
      },
      suggestion: {
        suggestionId: option.id,
        messageId: option.messageId,
        newHireName: event.personName,
        messageType: event.kind,
      },
      text,
      scheduledAt: won.sendAt,
      timeZone: won.timeZone,
      // A '/' no Idempotency-Key header may hold (deliveries/routes.ts): a key the reviewer
      // sent by hand can never name this event's delivery.
      idempotencyKey: `autopilot/${event.id}`,
    });
    const [final] = await tx
      .update(announcementEvents)
      .set({ deliveryId: delivery.id })
      .where(eq(announcementEvents.id, event.id))
      .returning();
    await recordActivity(tx, {
      workspaceId: who.workspaceId,
      actorId: who.userId,
      action: 'draft.approved',
      subject: subjectOf(won),
    });
    return { ok: true as const, event: final! };
  });
}

/** Skips an event: it will not be posted. */
export async function skipEvent(
  db: Db,
  who: Reviewer,
  event: EventRow,
  reason: string | undefined,
  now: Date,
): Promise<Decision> {
  return db.transaction(async (tx) => {
    const [won] = await eventUpdate(
      tx,
      {
        state: 'skipped',
        problem: reason || null,
        decidedBy: who.userId,
        decidedAt: now,
        leaseExpiresAt: null,
      },
      now,
    )
      .where(
        and(
          eq(announcementEvents.id, event.id),
          eq(announcementEvents.workspaceId, who.workspaceId),
          sql`${announcementEvents.state} in ('scheduled', 'awaiting_review')`,
        ),
      )
      .returning();
    if (!won) return refusal(await getEvent(tx, who.workspaceId, event.id), now);
    await recordActivity(tx, {
      workspaceId: who.workspaceId,
      actorId: who.userId,
      action: 'draft.skipped',
      subject: { ...subjectOf(won), ...(reason ? { reason } : {}) },
    });
    return { ok: true as const, event: won };
  });
}

/**
 * Replaces an event's drafts by new ones (stored as a new message, counted against the plan):
 * the regeneration is written under the event's version, so it lands only if the event is
 * still awaiting review and nobody regenerated or decided in the meantime.
 */
export async function recordRegeneration(
  tx: Db,
  who: Reviewer,
  event: EventRow,
  messageId: string,
  now: Date,
): Promise<boolean> {
  const [won] = await eventUpdate(tx, { messageId }, now)
    .where(
      and(
        eq(announcementEvents.id, event.id),
        eq(announcementEvents.version, event.version),
        eq(announcementEvents.state, 'awaiting_review'),
      ),
    )
    .returning();
  if (!won) return false;
  await recordActivity(tx, {
    workspaceId: who.workspaceId,
    actorId: who.userId,
    action: 'draft.regenerated',
    subject: subjectOf(won),
  });
  return true;
}
