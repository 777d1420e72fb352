import { and, count, eq, gt, gte, sql } from 'drizzle-orm';
import { normalizeLimit } from '#domain/plans.ts';
import { startOfMonthInTimeZone } from '#domain/usage.ts';
import type { Db } from '../../db/client.ts';
import { messages, quotaReservations, user } from '../../db/schema/index.ts';

export type Reservation = { ok: true; id: string } | { ok: false; limit: number; used: number };

/**
 * Takes one unit of the monthly quota for a generation about to run (ARCHITECTURE §6).
 * The user's row is locked for the transaction, so concurrent requests, in this process or
 * another, count messages and open reservations one after the other: with one message
 * left, exactly one reservation succeeds.
 */
export async function reserveQuota(
  db: Db,
  userId: string,
  options: { limit: number | null; timeZone: string; ttlMs: number; now?: Date },
): Promise<Reservation> {
  const limit = normalizeLimit(options.limit);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    if (limit !== null) {
      const since = startOfMonthInTimeZone(now, options.timeZone);
      const [stored] = await tx
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, userId), gte(messages.createdAt, since)));
      const [pending] = await tx
        .select({ n: count() })
        .from(quotaReservations)
        .where(
          and(eq(quotaReservations.userId, userId), gt(quotaReservations.expiresAt, sql`now()`)),
        );
      const used = (stored?.n ?? 0) + (pending?.n ?? 0);
      if (used >= limit) return { ok: false as const, limit, used: stored?.n ?? 0 };
    }
    const [row] = await tx
      .insert(quotaReservations)
      .values({ userId, expiresAt: new Date(now.getTime() + options.ttlMs) })
      .returning({ id: quotaReservations.id });
    return { ok: true as const, id: row!.id };
  });
}

/** Gives the unit back: the generation failed or was cancelled. */
export async function releaseReservation(db: Db, reservationId: string): Promise<void> {
  await db.delete(quotaReservations).where(eq(quotaReservations.id, reservationId));
}
