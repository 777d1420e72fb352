import { asc, eq } from 'drizzle-orm';
import { normalizeLimit, type PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** The public shape of a plan (GET /api/plans, GET /api/account). */
export function toPlanDto(row: PlanRow) {
  return {
    name: row.name as PlanName,
    displayName: row.displayName,
    priceCents: row.priceCents,
    monthlyMessageLimit: normalizeLimit(row.monthlyMessageLimit),
    tones: row.tones,
    messageTypes: row.messageTypes,
  };
}

export type PlanDto = ReturnType<typeof toPlanDto>;

export async function listPlans(db: Db): Promise<PlanDto[]> {
  // Free first, then by price: the order pricing cards are shown in.
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .orderBy(asc(subscriptionPlans.priceCents), asc(subscriptionPlans.name));
  return rows.map(toPlanDto);
}

export async function getPlan(db: Db, name: PlanName): Promise<PlanDto | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
  return row && toPlanDto(row);
}
