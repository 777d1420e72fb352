import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  DEFAULT_LATE_LIMIT_HOURS,
  deliveryUncertainty,
  REQUEST_EXPIRED,
  type DeliveryStatus,
} from '#domain/deliveries.ts';
import type { DestinationKind } from '#domain/destinations.ts';
import type { MessageType } from '#domain/message-types.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  deliveries,
  destinations,
  member,
  messages,
  messageSuggestions,
  organization,
  user,
} from '../../db/schema/index.ts';
import { isUuid } from '../../validation.ts';
import { recordActivity } from '../activity/record.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;

function toDeliveryDto(row: DeliveryRow) {
  return {
    id: row.id,
    status: row.status,
    destinationId: row.destinationId,
    destinationName: row.destinationName,
    destinationKind: row.destinationKind,
    messageId: row.messageId,
    suggestionId: row.suggestionId,
    newHireName: row.newHireName,
    messageType: row.messageType,
    text: row.text,
    scheduledAt: row.scheduledAt,
    timeZone: row.timeZone,
    sentAt: row.sentAt,
    attempts: row.attempts,
    /** When a retry is due (status scheduled after a failed attempt). */
    nextAttemptAt: row.status === 'scheduled' && row.attempts > 0 ? row.dueAt : null,
    lastError: row.lastError,
    /** 'too_late' offers "Send now anyway" instead of Retry. */
    failureCode: row.failureCode as 'too_late' | null,
    /** The latest time it may still go out (null: no limit). */
    sendBy: row.sendBy,
    /** Set when it went out but may have been posted twice, or not reached an address. */
    uncertainty: deliveryUncertainty(row),
    /** A request's decision (ADR 044): which way and when; the route names who. */
    decision: row.decision,
    decidedAt: row.decidedAt,
    /** What the member asked to send, when the approver edited it. */
    requestedText: row.requestedText,
    createdAt: row.createdAt,
  };
}

export type DeliveryDto = ReturnType<typeof toDeliveryDto>;

/** What the activity log shows of a delivery (ADR 047): never its text or destination URL. */
function deliverySubject(
  row: Pick<DeliveryRow, 'newHireName' | 'messageType' | 'destinationName'>,
) {
  return {
    newHireName: row.newHireName,
    messageType: row.messageType,
    destinationName: row.destinationName,
  };
}

/** The option a user sends, with what formatting needs of its message; undefined if not in the workspace. */
export async function getSuggestionForUser(db: Db, workspaceId: string, suggestionId: string) {
  const [row] = await db
    .select({
      suggestionId: messageSuggestions.id,
      messageId: messages.id,
      newHireName: messages.newHireName,
      messageType: messages.messageType,
    })
    .from(messageSuggestions)
    .innerJoin(messages, eq(messages.id, messageSuggestions.messageId))
    .where(and(eq(messageSuggestions.id, suggestionId), eq(messages.workspaceId, workspaceId)));
  return row;
}

export interface NewDelivery {
  /** Who sends it, and the workspace it belongs to. */
  userId: string;
  workspaceId: string;
  /** What the request asked for, hashed: a reused key with another body is refused. */
  requestHash: string;
  /** Hours it may still go out after its scheduled time. */
  lateLimitHours: number;
  destination: { id: string; name: string; kind: DestinationKind };
  suggestion: {
    suggestionId: string;
    messageId: string;
    newHireName: string;
    messageType: MessageType;
  };
  text: string;
  scheduledAt: Date | null;
  timeZone: string;
  idempotencyKey: string;
  /** A member's send in a team that requires approval: a request (ADR 044). */
  awaitingApproval?: boolean;
}

/**
 * Inserts a delivery, due now (scheduledAt null) or at its time. The same idempotency key
 * from the same user returns the delivery it made the first time (a double click, a retried
 * request) with `created: false`, or `reused: true` when that request asked for something
 * else (issue 20 item 8).
 */
export async function createDelivery(
  db: Db,
  input: NewDelivery,
): Promise<{ delivery: DeliveryDto; created: boolean; reused: boolean }> {
  const at = input.scheduledAt ?? sql`now()`;
  const sendBy = input.scheduledAt
    ? new Date(input.scheduledAt.getTime() + input.lateLimitHours * 3600_000)
    : sql`now() + ${input.lateLimitHours} * interval '1 hour'`;
  // The entry (sent or scheduled) is written with the delivery, and only when it is new; a
  // request awaiting approval gets its entry when it is decided (ADR 044, ADR 047).
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(deliveries)
      .values({
        userId: input.userId,
        workspaceId: input.workspaceId,
        destinationId: input.destination.id,
        destinationName: input.destination.name,
        destinationKind: input.destination.kind,
        messageId: input.suggestion.messageId,
        suggestionId: input.suggestion.suggestionId,
        text: input.text,
        newHireName: input.suggestion.newHireName,
        messageType: input.suggestion.messageType,
        status: input.awaitingApproval ? 'awaiting_approval' : 'scheduled',
        scheduledAt: at,
        dueAt: at,
        timeZone: input.timeZone,
        idempotencyKey: input.idempotencyKey,
        requestHash: input.requestHash,
        sendBy,
      })
      .onConflictDoNothing({ target: [deliveries.userId, deliveries.idempotencyKey] })
      .returning();
    if (inserted && !input.awaitingApproval)
      await recordActivity(tx, {
        workspaceId: input.workspaceId,
        actorId: input.userId,
        action: input.scheduledAt ? 'delivery.scheduled' : 'delivery.sent',
        subject: {
          ...deliverySubject(inserted),
          ...(input.scheduledAt && { scheduledAt: input.scheduledAt.toISOString() }),
        },
      });
    return inserted;
  });
  if (row) return { delivery: toDeliveryDto(row), created: true, reused: false };
  const [existing] = await db
    .select()
    .from(deliveries)
    .where(
      and(eq(deliveries.userId, input.userId), eq(deliveries.idempotencyKey, input.idempotencyKey)),
    );
  return {
    delivery: toDeliveryDto(existing!),
    created: false,
    reused: !!existing!.requestHash && existing!.requestHash !== input.requestHash,
  };
}

const UPCOMING: DeliveryStatus[] = ['awaiting_approval', 'scheduled', 'sending'];
/** How far past the page asked for the deliveries screen counts. */
const DELIVERIES_COUNT_BOUND = 1000;
const DONE: DeliveryStatus[] = ['sent', 'failed', 'cancelled', 'rejected', 'expired'];

export async function listDeliveriesForUser(
  db: Db,
  workspaceId: string,
  query: { status: 'upcoming' | 'done' | 'all' | 'awaiting'; page: number; pageSize: number },
) {
  const where = and(
    eq(deliveries.workspaceId, workspaceId),
    query.status === 'upcoming'
      ? inArray(deliveries.status, UPCOMING)
      : query.status === 'done'
        ? inArray(deliveries.status, DONE)
        : query.status === 'awaiting'
          ? eq(deliveries.status, 'awaiting_approval')
          : undefined,
  );
  // Upcoming ones (and requests) in the order they will go out; the rest newest first.
  const order: SQL[] =
    query.status === 'upcoming' || query.status === 'awaiting'
      ? [asc(deliveries.dueAt), asc(deliveries.id)]
      : [desc(sql`coalesce(${deliveries.sentAt}, ${deliveries.updatedAt})`), desc(deliveries.id)];
  // Each order has its index (ADR 037); the count stops DELIVERIES_COUNT_BOUND rows past the
  // page, so neither read grows with the user's whole sending history.
  const offset = (query.page - 1) * query.pageSize;
  const bound = offset + DELIVERIES_COUNT_BOUND;
  const capped = db
    .select({ one: sql`1` })
    .from(deliveries)
    .where(where)
    // In the list's order, so it walks that order's index and stops (ADR 037).
    .orderBy(...order)
    .limit(bound + 1)
    .as('capped');
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(deliveries)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset),
    db.select({ n: count() }).from(capped),
  ]);
  const n = counted?.n ?? 0;
  return {
    // Who sent each: a team's list names them (issue 24 item 4; the route maps the id).
    items: rows.map((row) => ({
      ...toDeliveryDto(row),
      senderId: row.userId,
      deciderId: row.decidedBy,
    })),
    total: Math.min(n, bound),
    /** The count stopped at its bound: there are more than `total`. */
    more: n > bound,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every delivery of the user, newest first: for the data export. */
export async function allDeliveriesForUser(db: Db, userId: string): Promise<DeliveryDto[]> {
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.userId, userId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id));
  return rows.map(toDeliveryDto);
}

/** Every delivery of a workspace, newest first, with who sent and decided each: for the export. */
export async function allDeliveriesOfWorkspace(db: Db, workspaceId: string) {
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.workspaceId, workspaceId))
    .orderBy(
      desc(sql`coalesce(${deliveries.sentAt}, ${deliveries.updatedAt})`),
      desc(deliveries.id),
    );
  return rows.map((row) => ({
    ...toDeliveryDto(row),
    senderId: row.userId,
    deciderId: row.decidedBy,
  }));
}

/** A delivery of the workspace (sent by `senderId` when given). */
export async function getDeliveryForUser(
  db: Db,
  workspaceId: string,
  id: string,
  senderId: string | null = null,
) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.id, id),
        eq(deliveries.workspaceId, workspaceId),
        senderId ? eq(deliveries.userId, senderId) : undefined,
      ),
    );
  return row && toDeliveryDto(row);
}

/**
 * A user's change to a delivery, applied only from the status it names. The update's WHERE is
 * re-checked under the row lock, so a worker that claimed the row first wins and this returns
 * null (and the other way round: a claimed-after-cancel row is never sent).
 */
/** Whose change: deliveries of the workspace, only the user's own unless `othersToo`. */
export interface DeliveryScope {
  workspaceId: string;
  userId: string;
  othersToo: boolean;
}

async function transition(
  db: Db,
  scope: DeliveryScope,
  id: string,
  from: DeliveryStatus | DeliveryStatus[],
  set: PgUpdateSetSource<typeof deliveries>,
): Promise<DeliveryDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(deliveries)
    .set({ ...set, version: sql`${deliveries.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(deliveries.id, id),
        eq(deliveries.workspaceId, scope.workspaceId),
        scope.othersToo ? undefined : eq(deliveries.userId, scope.userId),
        Array.isArray(from) ? inArray(deliveries.status, from) : eq(deliveries.status, from),
      ),
    )
    .returning();
  return row ? toDeliveryDto(row) : null;
}

/**
 * Cancels a scheduled delivery, or withdraws a request still awaiting approval (ADR 044); the
 * activity log records who, in the same transaction (ADR 047).
 */
export const cancelDelivery = (db: Db, scope: DeliveryScope, id: string) =>
  db.transaction(async (tx) => {
    const cancelled = await transition(tx, scope, id, ['scheduled', 'awaiting_approval'], {
      status: 'cancelled',
      lastError: null,
    });
    if (cancelled)
      await recordActivity(tx, {
        workspaceId: scope.workspaceId,
        actorId: scope.userId,
        action: 'delivery.cancelled',
        subject: {
          ...deliverySubject(cancelled),
          ...(cancelled.scheduledAt && { scheduledAt: cancelled.scheduledAt.toISOString() }),
        },
      });
    return cancelled;
  });

/** Who decides a request, and in which workspace (ADR 044). */
export interface DecisionScope {
  workspaceId: string;
  deciderId: string;
}

/** Still within its send window: approving it can send it. */
const withinWindow = sql`(${deliveries.sendBy} is null or ${deliveries.sendBy} > now())`;

/**
 * A decision on a request (ADR 044): one conditional UPDATE from `awaiting_approval`, so of
 * two approvers at once, or a decision and a withdrawal, exactly one wins and the others get
 * null. It records who decided and when.
 */
async function decide(
  db: Db,
  scope: DecisionScope,
  id: string,
  set: PgUpdateSetSource<typeof deliveries> & { decision: 'approved' | 'rejected' },
  also?: SQL,
  reason?: string,
): Promise<DeliveryRow | null> {
  if (!isUuid(id)) return null;
  // The decision and its activity entry commit together (ADR 047).
  return db.transaction(async (tx) => {
    const row = await decideIn(tx, scope, id, set, also);
    if (row)
      await recordActivity(tx, {
        workspaceId: scope.workspaceId,
        actorId: scope.deciderId,
        action: set.decision === 'approved' ? 'delivery.approved' : 'delivery.rejected',
        subject: { ...deliverySubject(row), ...(reason && { reason }) },
      });
    return row;
  });
}

async function decideIn(
  db: Db,
  scope: DecisionScope,
  id: string,
  set: PgUpdateSetSource<typeof deliveries>,
  also?: SQL,
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(deliveries)
    .set({
      ...set,
      decidedBy: scope.deciderId,
      decidedAt: sql`now()`,
      version: sql`${deliveries.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(deliveries.id, id),
        eq(deliveries.workspaceId, scope.workspaceId),
        eq(deliveries.status, 'awaiting_approval'),
        also,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Approves a request, optionally with its text edited: it goes out at its time, or now if
 * that has come. Only within its send window (past it, see expireRequests); null when it did
 * not apply.
 */
export async function approveDelivery(
  db: Db,
  scope: DecisionScope,
  id: string,
  text?: string,
): Promise<DeliveryDto | null> {
  const row = await decide(
    db,
    scope,
    id,
    {
      status: 'scheduled',
      dueAt: sql`greatest(${deliveries.scheduledAt}, now())`,
      decision: 'approved',
      // Reads the old text: one UPDATE. Kept only when the approver changed it.
      ...(text !== undefined && {
        text,
        requestedText: sql`case when ${deliveries.text} = ${text} then null else ${deliveries.text} end`,
      }),
      lastError: null,
    },
    withinWindow,
  );
  return row ? toDeliveryDto(row) : null;
}

/** Rejects a request with the reason its author is told; null when it did not apply. */
export const rejectDelivery = (db: Db, scope: DecisionScope, id: string, reason: string) =>
  decide(
    db,
    scope,
    id,
    { status: 'rejected', decision: 'rejected', lastError: `Not approved: ${reason}` },
    undefined,
    reason,
  );

/**
 * Requests not approved within their send window are not sent: they show as expired (ADR
 * 044). For one request (`id`, when an approval comes too late) or, from the worker, all.
 */
export async function expireRequests(
  db: Db,
  only?: { workspaceId: string; id: string },
): Promise<number> {
  if (only && !isUuid(only.id)) return 0;
  // Each expiry has its entry, with no actor: Herald did it (ADR 047).
  return db.transaction(async (tx) => {
    const rows = await expireIn(tx, only);
    for (const row of rows)
      await recordActivity(tx, {
        workspaceId: row.workspaceId,
        actorId: null,
        action: 'delivery.expired',
        subject: deliverySubject(row),
      });
    return rows.length;
  });
}

async function expireIn(db: Db, only?: { workspaceId: string; id: string }) {
  return db
    .update(deliveries)
    .set({
      status: 'expired',
      lastError: REQUEST_EXPIRED,
      version: sql`${deliveries.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(deliveries.status, 'awaiting_approval'),
        sql`${deliveries.sendBy} <= now()`,
        only
          ? and(eq(deliveries.id, only.id), eq(deliveries.workspaceId, only.workspaceId))
          : undefined,
      ),
    )
    .returning();
}

/** The addresses of a workspace's owners and admins: who is asked to approve (ADR 044). */
export async function approverEmails(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, workspaceId), inArray(member.role, ['owner', 'admin'])));
  return rows.map((r) => r.email);
}

/** The address of a delivery's author, if their account still exists. */
export async function authorEmail(db: Db, row: Pick<DeliveryRow, 'userId'>) {
  if (!row.userId) return null;
  const [found] = await db.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
  return found?.email ?? null;
}

/**
 * A member's own send moved or retried in a team that requires approval: a request again,
 * to be decided anew (ADR 044). The approval was for its time and window, and the delivery
 * would otherwise go out at a time nobody approved, under the approver's name.
 */
const REQUEST_AGAIN = {
  status: 'awaiting_approval' as const,
  decision: null,
  decidedBy: null,
  decidedAt: null,
  requestedText: null,
};

/**
 * Moves a scheduled delivery; its late limit keeps its length (the window after the time).
 * `asRequest`: a member moving their own send in a team that requires approval. An approval
 * was given for a time, so the moved delivery is a request again, to be decided anew (ADR 044);
 * otherwise it would go out at a time nobody approved, under the approver's name.
 */
export const rescheduleDelivery = (
  db: Db,
  scope: DeliveryScope,
  id: string,
  at: Date,
  timeZone: string,
  asRequest = false,
) =>
  transition(db, scope, id, 'scheduled', {
    scheduledAt: at,
    dueAt: at,
    timeZone,
    sendBy: sql`case when ${deliveries.sendBy} is null then null else ${at.toISOString()}::timestamptz + (${deliveries.sendBy} - ${deliveries.scheduledAt}) end`,
    ...(asRequest && REQUEST_AGAIN),
  });

/**
 * A failed delivery goes out again now, with a fresh set of attempts and a fresh late limit
 * ("Send now anyway" for one that failed as too late). Addresses of a list that already have
 * it are not mailed again. `asRequest`: a member's retry in a team that requires approval is
 * a request again, as their move is (ADR 044): the approval was for its time and window.
 */
export const retryDelivery = (db: Db, scope: DeliveryScope, id: string, asRequest = false) =>
  transition(db, scope, id, 'failed', {
    status: 'scheduled',
    scheduledAt: sql`now()`,
    dueAt: sql`now()`,
    // The same window after the new time (the old values are read: it is one UPDATE).
    sendBy: sql`now() + coalesce(${deliveries.sendBy} - ${deliveries.scheduledAt}, ${DEFAULT_LATE_LIMIT_HOURS} * interval '1 hour')`,
    attempts: 0,
    uncertainAttempts: 0,
    lastError: null,
    failureCode: null,
    sentAt: null,
    ...(asRequest && REQUEST_AGAIN),
  });

/** What Scheduled & sent shows on a delivery cancelled because its author left (ADR 043). */
export const AUTHOR_LEFT = 'Cancelled: the person who scheduled it left the workspace.';

/** The same, for a delivery to an e-mail list whose adder deleted their account (ADR 043). */
export const LIST_ADDER_LEFT =
  'Cancelled: the person who added this e-mail list deleted their account, and its addresses agreed to hear from them only.';

const cancelWith = (reason: string) => ({
  status: 'cancelled' as const,
  lastError: reason,
  leaseExpiresAt: null,
  version: sql`${deliveries.version} + 1`,
  updatedAt: sql`now()`,
});

/**
 * Nobody in the workspace stands behind the delivery `d` any more (ADR 043, ADR 044): neither
 * its author nor, for an approved request, its approver is a member (leaving `except` out,
 * whose removal is under way).
 */
const nobodyStandsBehind = (except: string | null) => sql`not exists (
  select 1 from ${member} m
  where m.organization_id = d.workspace_id
    and m.user_id is distinct from ${except}
    and (m.user_id = d.user_id or (d.decision = 'approved' and m.user_id = d.decided_by)))`;

/**
 * Cancels what `userId` scheduled or asked to send (and no worker claimed yet) in a
 * workspace they are leaving, or, with `'teams'`, in every team workspace (their account is
 * going), unless someone still in it stands behind it: an approver who approved it, or its
 * author when they were the approver (ADR 044). So nothing goes out in the name of someone no
 * longer in the team on nobody's word (ADR 043). Call in the transaction that removes them;
 * a worker's claim is a conditional update too, so of the two exactly one wins.
 */
export async function cancelScheduledOfAuthor(
  tx: Db,
  userId: string,
  where: { workspaceId: string } | 'teams',
): Promise<number> {
  const inWorkspace =
    where === 'teams'
      ? sql`d.workspace_id in (select ${organization.id} from ${organization} where ${organization.personalUserId} is null)`
      : sql`d.workspace_id = ${where.workspaceId}`;
  const result = await tx.execute<{ id: string }>(sql`
    update ${deliveries} d set
      status = 'cancelled',
      last_error = ${AUTHOR_LEFT},
      version = d.version + 1,
      updated_at = now()
    where d.status in ('scheduled', 'awaiting_approval')
      and (d.user_id = ${userId} or d.decided_by = ${userId})
      and ${inWorkspace}
      and ${nobodyStandsBehind(userId)}
    returning d.id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Cancels the scheduled deliveries, whoever made them, to the team e-mail lists `userId`
 * added: their addresses agreed to hear from that person, whose account is going (ADR 027,
 * ADR 043). Call in the account's deletion, before the account goes.
 */
export async function cancelScheduledToListsOf(tx: Db, userId: string): Promise<number> {
  const cancelled = await tx
    .update(deliveries)
    .set(cancelWith(LIST_ADDER_LEFT))
    .where(
      and(
        eq(deliveries.status, 'scheduled'),
        inArray(
          deliveries.destinationId,
          tx
            .select({ id: destinations.id })
            .from(destinations)
            .where(and(eq(destinations.userId, userId), eq(destinations.kind, 'email'))),
        ),
      ),
    )
    .returning({ id: deliveries.id });
  return cancelled.length;
}

// ----- the worker's side (ADR 020) -----

/** How many due deliveries a worker may claim now, per lane (worker.ts claimPlan). */
export interface ClaimLimits {
  /** E-mail deliveries (all go through the one SMTP server). */
  email: number;
  /** Webhook deliveries, of any kind not in `excludeKinds`. */
  webhook: number;
  /** Both together: the worker's free slots. */
  total: number;
  /** Webhook kinds at their share of the slots. */
  excludeKinds: string[];
}

/**
 * Claims due deliveries for this process: scheduled → sending with a lease. SKIP LOCKED lets
 * several processes claim side by side without waiting on, or taking, each other's rows.
 * E-mail and webhooks are claimed as separate lanes, so a stalled mail server (or provider)
 * holding its share of the slots never keeps the others from being claimed (issue 20 item 1).
 */
export async function claimDueDeliveries(
  db: Db,
  limits: ClaimLimits,
  leaseMs: number,
  now: Date = new Date(),
): Promise<DeliveryRow[]> {
  const at = now.toISOString();
  const email = Math.max(0, Math.min(limits.email, limits.total));
  const webhook = Math.max(0, Math.min(limits.webhook, limits.total));
  if (!email && !webhook) return [];
  const excluded = limits.excludeKinds.length
    ? sql`and destination_kind not in (${sql.join(
        limits.excludeKinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  // The due rows are picked in MATERIALIZED CTEs: as `id IN (SELECT … LIMIT n FOR UPDATE
  // SKIP LOCKED)` the planner may rescan the subquery once per row it updates, and each scan
  // skips the rows it just locked, so far more than n rows get claimed (seen in
  // tests/reliability/deliveries.test.ts: one process took 192 of 200 with n = 8). They are
  // gathered into one array (an InitPlan, evaluated once) that the UPDATE looks up by primary
  // key: joined to the CTEs instead, the planner expected a thousand rows and hashed the whole
  // table for every claim (ADR 051). The claimed rows come back from the UPDATE itself, so a
  // claim is one round trip.
  const due = sql`array(
    with mail as materialized (
      select id from ${deliveries}
      where status = 'scheduled' and due_at <= ${at}::timestamptz and destination_kind = 'email'
      order by due_at
      limit ${email}
      for update skip locked
    ), hooks as materialized (
      select id from ${deliveries}
      where status = 'scheduled' and due_at <= ${at}::timestamptz and destination_kind <> 'email' ${excluded}
      order by due_at
      limit greatest(0, least(${webhook}, ${limits.total} - (select count(*) from mail)))
      for update skip locked
    )
    select id from mail union all select id from hooks)`;
  return db
    .update(deliveries)
    .set({
      status: 'sending',
      leaseExpiresAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      version: sql`${deliveries.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(sql`${deliveries.id} = any(${due})`)
    .returning();
}

/** A worker's claims as a VALUES list `(id, version)`, for one UPDATE over all of them. */
const claimedValues = (claimed: readonly Pick<DeliveryRow, 'id' | 'version'>[]) =>
  sql.join(
    claimed.map((c) => sql`(${c.id}::uuid, ${c.version}::int)`),
    sql`, `,
  );

/**
 * The worker's second look at what it claimed (ADR 043): a delivery whose author is no longer
 * a member of its workspace (removed, left, or their account deleted), and was not approved
 * by someone who still is (ADR 044), is cancelled instead of sent. The removal cancels these
 * in its own transaction; this catches one claimed just before it, or left by an older version. Each row changes only while this worker holds it.
 * Returns the ids cancelled.
 */
export async function cancelClaimsOfFormerMembers(
  db: Db,
  claimed: readonly Pick<DeliveryRow, 'id' | 'version'>[],
): Promise<Set<string>> {
  if (!claimed.length) return new Set();
  const values = claimedValues(claimed);
  const result = await db.execute<{ id: string }>(sql`
    update ${deliveries} d set
      status = 'cancelled',
      last_error = ${AUTHOR_LEFT},
      lease_expires_at = null,
      version = d.version + 1,
      updated_at = now()
    from (values ${values}) as claimed (id, version)
    where d.id = claimed.id and d.status = 'sending' and d.version = claimed.version
      and ${nobodyStandsBehind(null)}
    returning d.id`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}

/**
 * Milliseconds until the next scheduled delivery falls due (negative: overdue), or null when
 * none is scheduled: the worker sleeps until then rather than a whole poll interval, so a
 * delivery due in two seconds goes out in two (ADR 038). Reads the one end of the due index.
 */
export async function msUntilNextDue(db: Db, now?: Date): Promise<number | null> {
  const from = now ? sql`${now.toISOString()}::timestamptz` : sql`clock_timestamp()`;
  const [row] = await db
    .select({
      ms: sql<string | null>`extract(epoch from (min(${deliveries.dueAt}) - ${from})) * 1000`,
    })
    .from(deliveries)
    .where(eq(deliveries.status, 'scheduled'));
  return row?.ms == null ? null : Number(row.ms);
}

/**
 * Notes one address of an e-mail list as done, at once, so no later attempt mails it again.
 * Applies only while this worker still holds the delivery; throws if it was taken over.
 */
export async function recordEmailProgress(
  db: Db,
  claimed: DeliveryRow,
  email: string,
  outcome: 'sent' | 'uncertain',
): Promise<void> {
  const updated = await db
    .update(deliveries)
    .set({
      emailProgress: sql`coalesce(${deliveries.emailProgress}, '{}'::jsonb) || jsonb_build_object(${email}::text, ${outcome}::text)`,
    })
    .where(
      and(
        eq(deliveries.id, claimed.id),
        eq(deliveries.status, 'sending'),
        eq(deliveries.version, claimed.version),
      ),
    )
    .returning({ id: deliveries.id });
  if (!updated.length) throw new Error('the delivery was taken over while sending');
}

/**
 * Deliveries whose sender vanished (killed, or cut off from the database) while sending. The
 * provider may have posted, so each such delivery gets one more try, marked uncertain; a second
 * interruption fails it rather than risk a third post. Returns the ones failed now.
 */
export async function recoverAbandonedDeliveries(db: Db): Promise<DeliveryRow[]> {
  const expired = and(eq(deliveries.status, 'sending'), lte(deliveries.leaseExpiresAt, sql`now()`));
  await db
    .update(deliveries)
    .set({
      status: 'scheduled',
      dueAt: sql`now()`,
      uncertainAttempts: sql`${deliveries.uncertainAttempts} + 1`,
      leaseExpiresAt: null,
      lastError: 'Herald was interrupted while sending this; it is trying again.',
      version: sql`${deliveries.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(expired, eq(deliveries.uncertainAttempts, 0)));
  return db
    .update(deliveries)
    .set({
      status: 'failed',
      leaseExpiresAt: null,
      lastError:
        'Herald was interrupted twice while sending this, so it may already be there. Check the channel before retrying.',
      version: sql`${deliveries.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(expired, sql`${deliveries.uncertainAttempts} > 0`))
    .returning();
}

/**
 * The worker's write after posts that were accepted, for many deliveries in one statement
 * (ADR 038: at thousands a second, one UPDATE per post was the worker's bottleneck). Like
 * finishAttempt, each row changes only if nobody took it over meanwhile; returns the ids that
 * were recorded as sent.
 */
export async function finishSentDeliveries(
  db: Db,
  claimed: readonly Pick<DeliveryRow, 'id' | 'version'>[],
): Promise<Set<string>> {
  if (!claimed.length) return new Set();
  const values = claimedValues(claimed);
  const result = await db.execute<{ id: string }>(sql`
    update ${deliveries} set
      status = 'sent',
      sent_at = now(),
      last_error = null,
      attempts = ${deliveries.attempts} + 1,
      lease_expires_at = null,
      version = ${deliveries.version} + 1,
      updated_at = now()
    from (values ${values}) as claimed (id, version)
    where ${deliveries.id} = claimed.id and ${deliveries.status} = 'sending'
      and ${deliveries.version} = claimed.version
    returning ${deliveries.id}`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}

/** The worker's write after an attempt; applies only if nobody took the row over meanwhile. */
export async function finishAttempt(
  db: Db,
  claimed: DeliveryRow,
  result:
    | { status: 'sent' }
    | { status: 'failed'; reason: string; uncertain: boolean; failureCode?: 'too_late' }
    | { status: 'scheduled'; reason: string; retryInMs: number; uncertain: boolean },
): Promise<DeliveryRow | null> {
  const common = {
    attempts: sql`${deliveries.attempts} + 1`,
    leaseExpiresAt: null,
    version: sql`${deliveries.version} + 1`,
    updatedAt: sql`now()`,
  };
  const set =
    result.status === 'sent'
      ? { ...common, status: 'sent' as const, sentAt: sql`now()`, lastError: null }
      : result.status === 'failed'
        ? {
            ...common,
            status: 'failed' as const,
            lastError: result.reason,
            failureCode: result.failureCode ?? null,
            uncertainAttempts: sql`${deliveries.uncertainAttempts} + ${result.uncertain ? 1 : 0}`,
          }
        : {
            ...common,
            status: 'scheduled' as const,
            lastError: result.reason,
            dueAt: sql`now() + ${result.retryInMs} * interval '1 millisecond'`,
            uncertainAttempts: sql`${deliveries.uncertainAttempts} + ${result.uncertain ? 1 : 0}`,
          };
  const [row] = await db
    .update(deliveries)
    .set(set)
    .where(
      and(
        eq(deliveries.id, claimed.id),
        eq(deliveries.status, 'sending'),
        eq(deliveries.version, claimed.version),
      ),
    )
    .returning();
  return row ?? null;
}

// Read with every history page (ADR 059).
const sentLines = preparedPerDatabase(
  (db, name) =>
    db
      .select({
        messageId: deliveries.messageId,
        suggestionId: deliveries.suggestionId,
        deliveryId: deliveries.id,
        destinationId: deliveries.destinationId,
        destinationName: deliveries.destinationName,
        destinationKind: deliveries.destinationKind,
        status: deliveries.status,
        scheduledAt: deliveries.scheduledAt,
        sentAt: deliveries.sentAt,
        timeZone: deliveries.timeZone,
        uncertainAttempts: deliveries.uncertainAttempts,
        emailProgress: deliveries.emailProgress,
      })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.workspaceId, sql.placeholder('workspaceId')),
          inArray(deliveries.status, ['scheduled', 'sending', 'sent', 'failed']),
          sql`${deliveries.messageId} = any(${sql.placeholder('messageIds')}::uuid[])`,
        ),
      )
      .orderBy(
        asc(sql`coalesce(${deliveries.sentAt}, ${deliveries.scheduledAt})`),
        asc(deliveries.id),
      )
      .prepare(name),
  'herald_history_sent_lines',
);

/**
 * The history's "Sent to …" lines (issue 20 item 13): every delivery of these messages but the
 * cancelled ones, with its status and times, so an option shows where it went, where it is
 * going, and what failed.
 */
export async function sentLinesForMessages(db: Db, workspaceId: string, messageIds: string[]) {
  if (!messageIds.length) return [];
  const rows = await sentLines(db).execute({ workspaceId, messageIds });
  return rows.map(({ uncertainAttempts, emailProgress, ...line }) => ({
    ...line,
    status: line.status,
    uncertain: deliveryUncertainty({ ...line, uncertainAttempts, emailProgress }) !== null,
  }));
}
