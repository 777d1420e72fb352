import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { DEFAULT_PLAN, normalizeLimit, type PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { member, subscribers, subscriptionPlans } from '../../db/schema/index.ts';

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
 * The plan a workspace has right now (ADR 042): its owner's subscriber row's plan while its
 * status is 'active', otherwise Basic (spec §4). A personal workspace's owner is its account,
 * so there it is the account's plan, as before workspaces; every member of a team workspace
 * gets its owner's plan (the best one, should it have several owners). Read on every
 * request, so a webhook's change shows at once. With billing off (`assigned`, from
 * BILLING=off and DEFAULT_PLAN) every workspace is on the assigned plan, whatever
 * subscription rows exist.
 */
// One query (it runs on every generation, send and account read), built once (ADR 059): the
// plan of the workspace's owner's active subscription when there is one (the dearest, should
// several owners have one), else Basic.
const workspacePlan = preparedPerDatabase((db, name) => {
  const active = sql`(select s.plan from ${subscribers} s
    join ${member} m on m.user_id = s.user_id
    join ${subscriptionPlans} p on p.name = s.plan
    where m.organization_id = ${sql.placeholder('workspaceId')} and m.role = 'owner' and s.status = 'active'
    order by p.price_cents desc limit 1)`;
  return db
    .select()
    .from(subscriptionPlans)
    .where(
      or(
        eq(subscriptionPlans.name, sql`coalesce(${active}, ${DEFAULT_PLAN})`),
        eq(subscriptionPlans.name, DEFAULT_PLAN),
      ),
    )
    .orderBy(sql`${subscriptionPlans.name} = ${DEFAULT_PLAN}`)
    .limit(1)
    .prepare(name);
}, 'herald_workspace_plan');

export async function getPlanForWorkspace(
  db: Db,
  workspaceId: string,
  assigned: PlanName | null = null,
): Promise<PlanDto> {
  if (assigned) {
    const plan = await getPlan(db, assigned);
    if (!plan) throw new Error(`The ${assigned} plan is missing: migrations not applied?`);
    return plan;
  }
  const [row] = await workspacePlan(db).execute({ workspaceId });
  if (!row) throw new Error('The basic plan is missing: migrations not applied?');
  return toPlanDto(row);
}

/**
 * The plan of each of these workspaces, in one query: the delivery worker checks a whole
 * claimed batch at once (ADR 038) by the rule getPlanForWorkspace applies to one (its
 * owner's active plan, the dearest should several owners have one; else Basic).
 */
export async function planNamesForWorkspaces(
  db: Db,
  workspaceIds: readonly string[],
  assigned: PlanName | null = null,
): Promise<Map<string, PlanName>> {
  const plans = new Map<string, PlanName>(
    workspaceIds.map((id) => [id, assigned ?? DEFAULT_PLAN] as const),
  );
  if (assigned || !workspaceIds.length) return plans;
  const rows = await db
    .select({ workspaceId: member.organizationId, plan: subscribers.plan })
    .from(member)
    .innerJoin(subscribers, eq(subscribers.userId, member.userId))
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.name, subscribers.plan))
    .where(
      and(
        inArray(member.organizationId, [...new Set(workspaceIds)]),
        eq(member.role, 'owner'),
        eq(subscribers.status, 'active'),
      ),
    )
    .orderBy(asc(subscriptionPlans.priceCents));
  // Dearest last, so it is the one kept.
  for (const row of rows) plans.set(row.workspaceId, row.plan);
  return plans;
}
