import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  AUTOPILOT_EVENT_KINDS,
  COMING_UP_DAYS,
  DEFAULT_AUTOPILOT_RULES,
  eventSchedule,
  eventTimeZone,
  PENDING_EVENT_STATES,
  type AutopilotEventKind,
  type AutopilotRules,
} from '#domain/autopilot.ts';
import type { Db } from '../../db/client.ts';
import {
  announcementEvents,
  autopilotRules,
  deliveries,
  member,
  people,
  profiles,
  user,
} from '../../db/schema/index.ts';

/**
 * The autopilot's events (issue 25 items 4–6, ADR 053): which exist, and how a change of a
 * person or of the rules moves or cancels them. Every write here runs under the workspace's
 * people lock (people/lock.ts), the one people writes take, so a person's change and the
 * worker's look at the same person happen one after the other.
 */

export type EventRow = typeof announcementEvents.$inferSelect;
type PersonRow = typeof people.$inferSelect;

/** One conditional UPDATE of events (the caller's `where`): the change, a new version, the time. */
export const eventUpdate = (
  db: Db,
  change: Partial<typeof announcementEvents.$inferInsert>,
  now: Date,
) =>
  db
    .update(announcementEvents)
    .set({ ...change, version: sql`${announcementEvents.version} + 1`, updatedAt: now });

/** The event while this worker's claim on it still holds (drafting, at the version claimed). */
const ownClaim = (claimed: Pick<EventRow, 'id' | 'version'>) =>
  and(
    eq(announcementEvents.id, claimed.id),
    eq(announcementEvents.version, claimed.version),
    eq(announcementEvents.state, 'drafting'),
  );

/** Why a pending delivery of an event was cancelled. */
const PERSON_GONE =
  'Not sent: the person was removed, marked “don’t announce”, or this announcement was turned off.';

const RECONCILE_CHUNK = 1000;

/** A workspace's rules, the defaults when it never saved any. */
export async function getRules(db: Db, workspaceId: string): Promise<AutopilotRules> {
  const [row] = await db
    .select()
    .from(autopilotRules)
    .where(eq(autopilotRules.workspaceId, workspaceId));
  if (!row) return DEFAULT_AUTOPILOT_RULES;
  return {
    welcomeEnabled: row.welcomeEnabled,
    promotionEnabled: row.promotionEnabled,
    daysAhead: row.daysAhead,
    tone: row.tone,
    length: row.length,
    destinationId: row.destinationId,
    sendTime: row.sendTime,
    timeZone: row.timeZone,
    skipWeekends: row.skipWeekends,
  };
}

/** The zone of the workspace's (first) owner: the last fallback of an event's zone. */
async function ownerTimeZone(db: Db, workspaceId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(member)
    .innerJoin(profiles, eq(profiles.userId, member.userId))
    .where(and(eq(member.organizationId, workspaceId), eq(member.role, 'owner')))
    .orderBy(asc(member.createdAt))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}

/**
 * The workspace's zone for a person who has none: the autopilot rules' zone, else its first
 * owner's (ADR 053), the one an event of theirs is posted in and a role change from the HR
 * system is dated in (ADR 052).
 */
export async function workspaceTimeZone(db: Db, workspaceId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: autopilotRules.timeZone })
    .from(autopilotRules)
    .where(eq(autopilotRules.workspaceId, workspaceId));
  return row?.timeZone ?? ownerTimeZone(db, workspaceId);
}

const enabled = (rules: AutopilotRules, kind: AutopilotEventKind) =>
  kind === 'welcome' ? rules.welcomeEnabled : rules.promotionEnabled;

/**
 * The day a person's event of this kind is about, if they have one: the start date for a
 * welcome; for a promotion, the day their role changed (people.role_changed_on, recorded with
 * the role they had before by every writer of people, ADR 052).
 */
function effectiveDateOf(person: PersonRow, kind: AutopilotEventKind): string | null {
  if (kind === 'welcome') return person.startDate;
  return person.previousRole && person.role ? person.roleChangedOn : null;
}

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Cancels pending events (and the scheduled delivery of an approved one) in `tx`. A
 * delivery already being sent, or sent, is left alone: it is past changing. The deliveries
 * are the ones the cancelled rows hold now, not when `rows` were read: an approval that
 * committed in between (it does not take the people lock) made a delivery that must go too.
 */
async function cancelEvents(tx: Db, rows: readonly EventRow[], now: Date) {
  if (!rows.length) return;
  const ids = rows.map((r) => r.id);
  const cancelled = await eventUpdate(
    tx,
    {
      state: 'cancelled',
      leaseExpiresAt: null,
    },
    now,
  )
    .where(
      and(
        inArray(announcementEvents.id, ids),
        inArray(announcementEvents.state, PENDING_EVENT_STATES),
      ),
    )
    .returning({ deliveryId: announcementEvents.deliveryId });
  const deliveryIds = cancelled.flatMap((r) => (r.deliveryId ? [r.deliveryId] : []));
  if (deliveryIds.length)
    await tx
      .update(deliveries)
      .set({
        status: 'cancelled',
        lastError: PERSON_GONE,
        version: sql`${deliveries.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(inArray(deliveries.id, deliveryIds), eq(deliveries.status, 'scheduled')));
}

/** Moves an event to a new day or time; an approved one's scheduled delivery moves with it. */
async function retimeEvent(
  tx: Db,
  row: EventRow,
  to: { effectiveDate: string; sendDate: string; sendAt: Date; draftAt: Date; timeZone: string },
  now: Date,
) {
  await eventUpdate(tx, to, now).where(
    and(eq(announcementEvents.id, row.id), eq(announcementEvents.version, row.version)),
  );
  if (row.state === 'approved' && row.deliveryId)
    await tx
      .update(deliveries)
      .set({
        scheduledAt: to.sendAt,
        dueAt: to.sendAt,
        timeZone: to.timeZone,
        // The late limit keeps its length after the new time.
        sendBy: sql`${to.sendAt.toISOString()}::timestamptz + coalesce(${deliveries.sendBy} - ${deliveries.scheduledAt}, interval '12 hours')`,
        version: sql`${deliveries.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deliveries.id, row.deliveryId), eq(deliveries.status, 'scheduled')));
}

/**
 * Brings the events of these people in line with them and the rules (call in a transaction
 * holding the people lock): the one function every write of people calls ("person
 * changed"), and the worker's pass over the window.
 *
 * - a person deleted, marked "don't announce", or a kind turned off: pending events cancelled;
 * - a date moved: the pending event moves (an approved one's delivery with it);
 * - rules retimed (send time, days ahead, zone): events not yet approved take the new times;
 * - no event yet, the date within COMING_UP_DAYS and its send time ahead: one is created.
 *   The unique index makes a second insert (another process, a retried import) a no-op.
 */
export async function reconcileEvents(
  tx: Db,
  workspaceId: string,
  target: { personIds: readonly string[] } | 'window',
  now: Date,
): Promise<{ created: number }> {
  const rules = await getRules(tx, workspaceId);
  const today = now.toISOString().slice(0, 10);
  const windowEnd = addDays(today, COMING_UP_DAYS + 1);
  let persons: PersonRow[];
  if (target === 'window') {
    persons = await tx
      .select()
      .from(people)
      .where(
        and(
          eq(people.workspaceId, workspaceId),
          or(
            and(
              sql`${people.startDate} >= ${addDays(today, -1)}`,
              sql`${people.startDate} <= ${windowEnd}`,
            ),
            and(
              sql`${people.roleChangedOn} >= ${addDays(today, -1)}`,
              sql`${people.roleChangedOn} <= ${windowEnd}`,
            ),
            sql`exists (select 1 from ${announcementEvents} e where e.person_id = ${people.id} and e.state in ('scheduled', 'awaiting_review', 'approved'))`,
          ),
        ),
      );
  } else {
    if (!target.personIds.length) return { created: 0 };
    // A large import's people, a chunk at a time (bounded parameter lists).
    if (target.personIds.length > RECONCILE_CHUNK) {
      let created = 0;
      for (let i = 0; i < target.personIds.length; i += RECONCILE_CHUNK)
        created += (
          await reconcileEvents(
            tx,
            workspaceId,
            { personIds: target.personIds.slice(i, i + RECONCILE_CHUNK) },
            now,
          )
        ).created;
      return { created };
    }
    persons = await tx
      .select()
      .from(people)
      .where(and(eq(people.workspaceId, workspaceId), inArray(people.id, [...target.personIds])));
  }
  const ids = target === 'window' ? persons.map((p) => p.id) : [...target.personIds];
  if (!ids.length) return { created: 0 };
  const events = await tx
    .select()
    .from(announcementEvents)
    .where(
      and(
        eq(announcementEvents.workspaceId, workspaceId),
        inArray(announcementEvents.personId, ids),
      ),
    );
  const ownerZone = rules.timeZone ? 'UTC' : await ownerTimeZone(tx, workspaceId);
  const byId = new Map(persons.map((p) => [p.id, p]));
  const toCancel: EventRow[] = [];
  const inserts: (typeof announcementEvents.$inferInsert)[] = [];

  for (const personId of ids) {
    const person = byId.get(personId);
    for (const kind of AUTOPILOT_EVENT_KINDS) {
      const mine = events.filter((e) => e.personId === personId && e.kind === kind);
      const pending = mine.filter((e) =>
        (PENDING_EVENT_STATES as readonly string[]).includes(e.state),
      );
      const date =
        person && !person.doNotAnnounce && enabled(rules, kind)
          ? effectiveDateOf(person, kind)
          : null;
      if (!date) {
        toCancel.push(...pending);
        continue;
      }
      const timeZone = eventTimeZone(person!.timeZone, rules.timeZone, ownerZone);
      const schedule = eventSchedule(date, rules, timeZone);
      const wanted = { effectiveDate: date, timeZone, ...schedule };
      const same = (e: EventRow) =>
        e.effectiveDate === date &&
        e.sendAt.getTime() === schedule.sendAt.getTime() &&
        e.draftAt.getTime() === schedule.draftAt.getTime() &&
        e.timeZone === timeZone;
      let kept = false;
      for (const e of pending) {
        // One pending event per person and kind; any other is cancelled.
        if (kept) {
          toCancel.push(e);
          continue;
        }
        kept = true;
        // A claim in progress is left to finish; the next pass sees the change.
        if (e.state === 'drafting' || same(e)) continue;
        const taken = mine.some((o) => o.id !== e.id && o.effectiveDate === date);
        // A new send time already past cannot be kept: the event is missed, not posted late.
        if (taken || (e.effectiveDate !== date && schedule.sendAt.getTime() <= now.getTime())) {
          toCancel.push(e);
          continue;
        }
        await retimeEvent(tx, e, wanted, now);
      }
      if (kept || mine.some((e) => e.effectiveDate === date)) continue;
      if (date > windowEnd || schedule.sendAt.getTime() <= now.getTime()) continue;
      inserts.push({
        workspaceId,
        personId,
        personName: person!.preferredName ?? person!.name,
        kind,
        ...wanted,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await cancelEvents(tx, toCancel, now);
  let created = 0;
  for (let i = 0; i < inserts.length; i += 500) {
    const rows = await tx
      .insert(announcementEvents)
      .values(inserts.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: announcementEvents.id });
    created += rows.length;
  }
  return { created };
}

/** Before a person is deleted (same transaction): their pending events and deliveries are cancelled. */
export async function cancelEventsOfPerson(
  tx: Db,
  workspaceId: string,
  personId: string,
  now: Date,
) {
  const rows = await tx
    .select()
    .from(announcementEvents)
    .where(
      and(
        eq(announcementEvents.workspaceId, workspaceId),
        eq(announcementEvents.personId, personId),
        inArray(announcementEvents.state, PENDING_EVENT_STATES),
      ),
    );
  await cancelEvents(tx, rows, now);
}

/** Workspaces with any event kind on: the ones the worker's pass looks at. */
export async function workspacesWithAutopilot(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: autopilotRules.workspaceId })
    .from(autopilotRules)
    .where(or(eq(autopilotRules.welcomeEnabled, true), eq(autopilotRules.promotionEnabled, true)));
  return rows.map((r) => r.id);
}

/**
 * Claims events due for drafting (scheduled, draft time reached by `now`, not held back by a
 * retry time): scheduled → drafting under a lease, as deliveries are claimed (ADR 020), so two
 * processes never draft the same event. `now` is the injected clock's.
 */
export async function claimDueEvents(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<EventRow[]> {
  const at = now.toISOString();
  const claimed = await db.execute<{ id: string }>(sql`
    with due as materialized (
      select id from ${announcementEvents}
      where state = 'scheduled' and draft_at <= ${at}::timestamptz
        and (retry_at is null or retry_at <= ${at}::timestamptz)
      order by draft_at
      limit ${limit}
      for update skip locked
    )
    update ${announcementEvents} set
      state = 'drafting',
      lease_expires_at = ${at}::timestamptz + ${leaseMs} * interval '1 millisecond',
      version = version + 1,
      updated_at = ${at}::timestamptz
    from due
    where ${announcementEvents.id} = due.id
    returning ${announcementEvents.id}`);
  const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (!ids.length) return [];
  return db.select().from(announcementEvents).where(inArray(announcementEvents.id, ids));
}

/**
 * Drafting abandoned (its process died, its lease ran out): retried once, back to scheduled;
 * a second time the event fails with a sentence, rather than drafting (and counting) forever.
 */
export async function recoverAbandonedDrafts(db: Db, now: Date, crashed: string): Promise<number> {
  const expired = and(
    eq(announcementEvents.state, 'drafting'),
    lte(announcementEvents.leaseExpiresAt, now),
  );
  const retried = await eventUpdate(
    db,
    {
      state: 'scheduled',
      leaseExpiresAt: null,
      // Only rows that never recovered match: this is their first.
      leaseRecoveries: 1,
    },
    now,
  )
    .where(and(expired, eq(announcementEvents.leaseRecoveries, 0)))
    .returning({ id: announcementEvents.id });
  const failed = await eventUpdate(
    db,
    {
      state: 'failed',
      problem: crashed,
      leaseExpiresAt: null,
    },
    now,
  )
    .where(and(expired, sql`${announcementEvents.leaseRecoveries} >= 1`))
    .returning({ id: announcementEvents.id });
  return retried.length + failed.length;
}

/** Gives a claimed event back (the plan's limit, a failed writer): it tries again at `retryAt`. */
export async function releaseClaim(
  db: Db,
  claimed: Pick<EventRow, 'id' | 'version'>,
  problem: string,
  retryAt: Date,
  now: Date,
): Promise<void> {
  await eventUpdate(
    db,
    {
      state: 'scheduled',
      problem,
      retryAt,
      leaseExpiresAt: null,
    },
    now,
  ).where(ownClaim(claimed));
}

/**
 * Marks a claimed event drafted, in the transaction that stores its message: a claim taken
 * over (its lease ran out and another process drafted) stores nothing, so there is one draft.
 * Throws `ClaimLost` to roll that transaction back.
 */
export class ClaimLost extends Error {}

export async function markDrafted(
  tx: Db,
  claimed: Pick<EventRow, 'id' | 'version'>,
  messageId: string,
  reviewerId: string | null,
  now: Date,
): Promise<void> {
  const rows = await eventUpdate(
    tx,
    {
      state: 'awaiting_review',
      messageId,
      reviewerId,
      problem: null,
      retryAt: null,
      leaseExpiresAt: null,
    },
    now,
  )
    .where(ownClaim(claimed))
    .returning({ id: announcementEvents.id });
  if (!rows.length) throw new ClaimLost('the claim on this event was taken over');
}

/** Events awaiting review whose send time is a day away or less, not yet reminded: marked and returned (once each). */
export async function takeDueReminders(db: Db, now: Date): Promise<EventRow[]> {
  return db
    .update(announcementEvents)
    .set({ remindedAt: now })
    .where(
      and(
        eq(announcementEvents.state, 'awaiting_review'),
        sql`${announcementEvents.remindedAt} is null`,
        sql`${announcementEvents.sendAt} - interval '1 day' <= ${now.toISOString()}::timestamptz`,
        sql`${announcementEvents.sendAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
}

/** Events nobody approved by their send time are missed: never posted late, never posted unapproved. */
export async function markMissed(db: Db, now: Date): Promise<number> {
  const rows = await eventUpdate(
    db,
    {
      state: 'missed',
      leaseExpiresAt: null,
    },
    now,
  )
    .where(
      and(
        or(
          inArray(announcementEvents.state, ['scheduled', 'awaiting_review']),
          // A draft still running at the send time has lost its point; its claim is void.
          eq(announcementEvents.state, 'drafting'),
        ),
        lte(announcementEvents.sendAt, now),
      ),
    )
    .returning({ id: announcementEvents.id });
  return rows.length;
}

/**
 * An approved event follows its delivery: sent when it went out; failed, with the delivery's
 * reason, when it will not go out by itself; cancelled when someone cancelled it in Scheduled
 * & sent, or when it was moved by a member (a request again, ADR 044) and that request was
 * rejected or expired, with the delivery's sentence saying so. A failed delivery retried from
 * there and sent makes its event sent after all. Returns how many events became sent.
 */
export async function followDeliveries(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update ${announcementEvents} e
    set state = case d.status when 'sent' then 'sent' when 'failed' then 'failed' else 'cancelled' end,
      problem = case
        when d.status = 'failed' then 'Not sent: ' || coalesce(d.last_error, 'the destination refused it.')
        when d.status in ('rejected', 'expired') then coalesce(d.last_error, e.problem)
        else e.problem end,
      version = e.version + 1, updated_at = ${now.toISOString()}::timestamptz
    from ${deliveries} d
    where e.delivery_id = d.id
      and ((e.state in ('approved', 'failed') and d.status = 'sent')
        or (e.state = 'approved' and d.status in ('failed', 'cancelled', 'rejected', 'expired')))
    returning e.state`);
  const rows = (result as unknown as { rows: { state: string }[] }).rows;
  return rows.filter((row) => row.state === 'sent').length;
}

/**
 * Who reviews a person's drafts (ADR 053): their manager, when the manager's e-mail is a
 * Herald account that is a member of the workspace; else null, meaning its admins and owners.
 */
export async function reviewerFor(
  db: Db,
  workspaceId: string,
  managerEmail: string | null,
): Promise<string | null> {
  if (!managerEmail) return null;
  const [row] = await db
    .select({ id: user.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(
      and(
        eq(member.organizationId, workspaceId),
        eq(sql`lower(${user.email})`, managerEmail.toLowerCase()),
      ),
    );
  return row?.id ?? null;
}

/** The addresses and names of who reviews an event: its reviewer, else the admins and owners. */
export async function reviewersOf(
  db: Db,
  event: Pick<EventRow, 'workspaceId' | 'reviewerId'>,
): Promise<{ id: string; email: string; name: string }[]> {
  const select = (where: SQL) =>
    db
      .select({
        id: user.id,
        email: user.email,
        name: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
      })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(and(eq(member.organizationId, event.workspaceId), where));
  // A manager who left the workspace since the draft hands the review to the admins.
  const manager = event.reviewerId ? await select(eq(member.userId, event.reviewerId)) : [];
  return manager.length ? manager : select(inArray(member.role, ['owner', 'admin']));
}
