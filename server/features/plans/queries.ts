import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_PLAN, normalizeLimit, type PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { subscribers, subscriptionPlans } from '../../db/schema/index.ts';

type PlanRow = typeof subscriptionPlans.$inferSelect;

/** The public shape of a plan (GET /api/plans, GET /api/account). */
function toPlanDto(row: PlanRow) {
  return {
    name: row.name,
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

async function getPlan(db: Db, name: PlanName): Promise<PlanDto | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name));
  return row && toPlanDto(row);
}

/**
 * The plan a user has right now: their subscriber row's plan while its status is 'active',
 * otherwise Basic (spec §4). Read on every request, so a webhook's change shows at once.
 * With billing off (`assigned`, from BILLING=off and DEFAULT_PLAN) every account is on the
 * assigned plan, whatever subscription rows exist.
 */
export async function getPlanForUser(
  db: Db,
  userId: string,
  assigned: PlanName | null = null,
): Promise<PlanDto> {
  if (assigned) {
    const plan = await getPlan(db, assigned);
    if (!plan) throw new Error(`The ${assigned} plan is missing: migrations not applied?`);
    return plan;
  }
  // One query (it runs on every generation and send): the active subscription's plan when
  // its row exists, else Basic.
  const active = sql`(select ${subscribers.plan} from ${subscribers} where ${subscribers.userId} = ${userId} and ${subscribers.status} = 'active')`;
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(
      or(
        eq(subscriptionPlans.name, sql`coalesce(${active}, ${DEFAULT_PLAN})`),
        eq(subscriptionPlans.name, DEFAULT_PLAN),
      ),
    )
    .orderBy(sql`${subscriptionPlans.name} = ${DEFAULT_PLAN}`)
    .limit(1);
  if (!row) throw new Error('The basic plan is missing: migrations not applied?');
  return toPlanDto(row);
}

/**
 * The plan of each of these users, in one query: the delivery worker checks a whole claimed
 * batch at once (ADR 038) by the rule getPlanForUser applies to one user.
 */
export async function planNamesForUsers(
  db: Db,
  userIds: readonly string[],
  assigned: PlanName | null = null,
): Promise<Map<string, PlanName>> {
  const plans = new Map<string, PlanName>(
    userIds.map((id) => [id, assigned ?? DEFAULT_PLAN] as const),
  );
  if (assigned || !userIds.length) return plans;
  const rows = await db
    .select({ userId: subscribers.userId, plan: subscribers.plan })
    .from(subscribers)
    .where(
      and(inArray(subscribers.userId, [...new Set(userIds)]), eq(subscribers.status, 'active')),
    );
  for (const row of rows) plans.set(row.userId, row.plan);
  return plans;
}
