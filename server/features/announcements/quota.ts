import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { normalizeLimit } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { quotaReservations } from '../../db/schema/index.ts';
import {
  addGeneration,
  lockCurrentMonth,
  pendingInMonth,
  readMonthUsage,
  type UsageSubject,
} from '../usage/ledger.ts';

/** Whose month a generation counts in, and the unit it holds (null: unlimited plan). */
export interface QuotaHold {
  subject: UsageSubject;
  reservationId: string | null;
}

export type Reservation = { ok: true; id: string } | { ok: false; limit: number; used: number };

/**
 * A reservation's lease (ADR 019): the owner renews it every RENEW_EVERY_MS while the writer
 * works, so a unit held by a process that died comes back within LEASE_MS.
 */
export const LEASE_MS = 30_000;
const RENEW_EVERY_MS = 10_000;

/**
 * The process that holds reservations. `slot` (host name, interface, port) is set once the
 * server listens: only one process can listen there, so rows of the same slot with another
 * boot id belong to a predecessor that is gone.
 */
export interface ReservationOwner {
  readonly bootId: string;
  slot: string | null;
}

const leaseEnd = () => sql`now() + make_interval(secs => ${LEASE_MS / 1000})`;

/**
 * Takes one unit of the monthly quota for a generation about to run (docs/architecture.md,
 * ADR 019). The month's ledger row is locked for the transaction, so concurrent requests,
 * in this process or another, count it and its open reservations one after the other: with
 * one message left, exactly one reservation succeeds.
 */
export async function reserveQuota(
  db: Db,
  subject: UsageSubject,
  options: { limit: number | null; owner: ReservationOwner; now?: Date },
): Promise<Reservation> {
  const limit = normalizeLimit(options.limit);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const month = await lockCurrentMonth(tx, subject, now);
    if (limit !== null) {
      // Read after the row lock: a generation being stored holds that lock until it commits.
      const pending = await pendingInMonth(tx, month.id);
      if (month.used + pending >= limit) return { ok: false as const, limit, used: month.used };
    }
    const [row] = await tx
      .insert(quotaReservations)
      .values({
        userId: subject.userId,
        usageMonthId: month.id,
        processSlot: options.owner.slot,
        processBootId: options.owner.bootId,
        expiresAt: leaseEnd(),
      })
      .returning({ id: quotaReservations.id });
    return { ok: true as const, id: row!.id };
  });
}

/**
 * True when the month is used up (counting generations in progress): the monthly limit's
 * answer then comes before the per-minute rate limit's.
 */
export async function monthUsedUp(
  db: Db,
  subject: UsageSubject,
  limit: number | null,
): Promise<boolean> {
  const max = normalizeLimit(limit);
  if (max === null) return false;
  const { used, pending } = await readMonthUsage(db, subject, new Date(), { pending: true });
  return used + pending >= max;
}

/**
 * Counts a stored generation in the ledger, in the transaction that stores it: in the month
 * its reservation was taken in, or (unlimited plans, or a reservation that lapsed) in the
 * current one. `messageId` is the message just stored: a month opened here starts from the
 * account's other stored messages (ledger.ts), so it is not counted twice.
 */
export async function countGeneration(
  tx: Db,
  subject: UsageSubject,
  reservationId: string | null,
  messageId: string,
  now = new Date(),
): Promise<void> {
  if (reservationId) {
    const [held] = await tx
      .delete(quotaReservations)
      .where(eq(quotaReservations.id, reservationId))
      .returning({ monthId: quotaReservations.usageMonthId });
    if (held?.monthId) return addGeneration(tx, held.monthId, now);
  }
  const month = await lockCurrentMonth(tx, subject, now, messageId);
  await addGeneration(tx, month.id, now);
}

/** Gives the unit back: the generation failed or was cancelled. */
export async function releaseReservation(db: Db, reservationId: string): Promise<void> {
  await db.delete(quotaReservations).where(eq(quotaReservations.id, reservationId));
}

/**
 * Renews the reservation's lease until the returned function is called. A failed renewal
 * (the database is away) is retried at the next tick; the generation itself will fail or
 * store, either way ending the reservation.
 */
export function holdReservation(db: Db, reservationId: string): () => void {
  const timer = setInterval(() => {
    db.update(quotaReservations)
      .set({ expiresAt: leaseEnd() })
      .where(eq(quotaReservations.id, reservationId))
      .then(
        () => {},
        () => {},
      );
  }, RENEW_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * At start-up: frees the units held by a process that crashed on this slot (it cannot still
 * be running: this one listens there now) and forgets lapsed leases.
 */
export async function releaseOrphanedReservations(
  db: Db,
  owner: ReservationOwner,
): Promise<number> {
  const orphans = owner.slot
    ? await db
        .delete(quotaReservations)
        .where(
          and(
            eq(quotaReservations.processSlot, owner.slot),
            ne(quotaReservations.processBootId, owner.bootId),
          ),
        )
        .returning({ id: quotaReservations.id })
    : [];
  await db
    .delete(quotaReservations)
    .where(lt(quotaReservations.expiresAt, sql`now() - interval '1 minute'`));
  return orphans.length;
}
