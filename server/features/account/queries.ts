import { eq, sql } from 'drizzle-orm';
import type { PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { messageCounts, profiles, subscribers, user } from '../../db/schema/index.ts';
import { toSubscription } from '../billing/queries.ts';
import { personalWorkspaceId } from '../../middleware/require-workspace.ts';
import { getPlanForWorkspace } from '../plans/queries.ts';
import { profileColumns, toProfile } from '../profiles/queries.ts';
import type { UsageIdentity } from '../usage/identity.ts';
import { latestMonth, readMonthUsage, usageSubject } from '../usage/ledger.ts';

// The writing pipeline (issue 21) still reads the profile from here; it moves to
// ../profiles/queries.ts when that branch lands (issue 22 follow-ups).
export { getProfile } from '../profiles/queries.ts';

/**
 * What reading an account needs. Every reader (GET /api/account, the export) gets all of it
 * from one place: with BILLING=off, an export that was not handed `assignedPlan` reported
 * Basic while the app showed Pro.
 */
export interface AccountReader {
  db: Db;
  usageIdentity: UsageIdentity;
  /** BILLING=off: the plan every account is on; null while billing is on. */
  assignedPlan: PlanName | null;
}

// Built once per database (ADR 059): every account page reads them.
const accountRow = preparedPerDatabase(
  (db, name) =>
    db
      .select({ ...profileColumns, deleted: profiles.messagesDeleted, subscriber: subscribers })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(subscribers, eq(subscribers.userId, user.id))
      .where(eq(user.id, sql.placeholder('userId')))
      .prepare(name),
  'herald_account_row',
);

// The counter the history's triggers keep per workspace (ADR 037, migration 0016), not a
// count over all of it: a team's as flat as a personal one's.
const storedInWorkspace = preparedPerDatabase(
  (db, name) =>
    db
      .select({ n: messageCounts.stored })
      .from(messageCounts)
      .where(eq(messageCounts.workspaceId, sql.placeholder('workspaceId')))
      .prepare(name),
  'herald_account_stored_messages',
);

/**
 * The account as the active workspace shows it (ADR 042): the profile and the account's own
 * subscription, with the workspace's plan and usage (the personal workspace's by default).
 */
export async function getAccount(
  { db, usageIdentity, assignedPlan }: AccountReader,
  userId: string,
  active?: { id: string; personal: boolean },
  /** The signed-in address, when the caller has it (c.var.user.email). */
  email?: string,
) {
  const workspace = active ?? { id: await personalWorkspaceId(db, userId), personal: true };
  // Four queries at once (issue 23 item 2: there were ten). A personal workspace counts under
  // the signed-in address (usageSubject), so its latest month is among them when the caller
  // knows the address; otherwise it follows, as it needs the profile's (ADR 059).
  const identity = workspace.personal && email ? usageIdentity(email) : null;
  const [[row], plan, [stored], latest] = await Promise.all([
    accountRow(db).execute({ userId }),
    getPlanForWorkspace(db, workspace.id, assignedPlan),
    storedInWorkspace(db).execute({ workspaceId: workspace.id }),
    identity ? latestMonth(db, identity) : null,
  ]);
  if (!row) throw new Error(`user ${userId} not found`);
  const profile = toProfile(row);
  const subject = await usageSubject(db, usageIdentity, profile, userId, workspace);
  // Used only if the profile's address is still the one read above.
  const month = await readMonthUsage(db, subject, new Date(), {
    latest: identity ? { identity, month: latest } : undefined,
  });
  const subscription = row.subscriber && toSubscription(row.subscriber);
  return {
    profile,
    plan,
    // This month: the month the ledger counts (ADR 019: the same figure the quota check locks
    // and counts). All time: the workspace's stored messages, plus, in a personal workspace,
    // the ones its account deleted. Deleting gives neither back.
    usage: {
      thisMonth: month.used,
      allTime: (stored?.n ?? 0) + (workspace.personal ? (row.deleted ?? 0) : 0),
    },
    // BILLING=off: the billing screen says every account is on this plan, with no checkout.
    billing: assignedPlan ? ('off' as const) : ('on' as const),
    subscription: subscription && {
      status: subscription.providerStatus ?? subscription.status,
      active: subscription.status === 'active',
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
    },
  };
}
