import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { subscribers, subscriptions, user, webhookEvents } from '../../db/schema/index.ts';
import { closeOpenCheckouts } from './checkouts.ts';
import { personalWorkspaceSql } from '../../middleware/require-workspace.ts';
import { recordActivity } from '../activity/record.ts';
import { teamWorkspacesOwnedBy } from '../workspaces/queries.ts';

/** The subscription events we act on; other verified events are acknowledged and ignored. */
export const SUBSCRIPTION_EVENTS = [
  'subscription.created',
  'subscription.active',
  'subscription.updated',
  'subscription.canceled',
  'subscription.uncanceled',
  'subscription.past_due',
  'subscription.revoked',
] as const;

const timestamp = z.string().refine((v) => !Number.isNaN(Date.parse(v)));

const SubscriptionEvent = z.object({
  type: z.enum(SUBSCRIPTION_EVENTS),
  data: z.object({
    id: z.string().min(1),
    status: z.string().min(1),
    cancel_at_period_end: z.boolean().default(false),
    current_period_end: timestamp.nullish(),
    ended_at: timestamp.nullish(),
    created_at: timestamp,
    modified_at: timestamp.nullish(),
    customer_id: z.string().nullish(),
    customer: z.object({ id: z.string().nullish(), external_id: z.string().nullish() }).nullish(),
    product_id: z.string().nullish(),
  }),
});

/**
 * Which statuses keep Pro: active and trialing; past_due while Polar retries the payment;
 * a cancelled subscription stays 'active' at Polar until its period ends (then it is revoked).
 */
const GRANTING_STATUSES = new Set(['active', 'trialing', 'past_due']);

export type ApplyResult = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unparseable';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscription the account shows: one that grants, the longest-running first; else the latest. */
function primaryOf(rows: SubscriptionRow[]): SubscriptionRow | undefined {
  const time = (d: Date | null) => d?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...rows].sort(
    (a, b) =>
      Number(b.grantsPlan) - Number(a.grantsPlan) ||
      time(b.currentPeriodEnd) - time(a.currentPeriodEnd) ||
      b.providerModifiedAt.getTime() - a.providerModifiedAt.getTime(),
  )[0];
}

/**
 * Recomputes the user's plan from all of their subscriptions: Pro while any of them grants
 * it. The caller holds the user's row lock, so concurrent events for the same user (one per
 * subscription) see each other's committed rows.
 */
async function derivePlan(tx: Tx, userId: string): Promise<void> {
  const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const primary = primaryOf(rows);
  if (!primary) return;
  const [before] = await tx
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.userId, userId));
  const values = {
    userId,
    workspaceId: personalWorkspaceSql(userId),
    plan: primary.plan,
    status: primary.grantsPlan ? 'active' : 'inactive',
    provider: primary.provider,
    providerCustomerId: primary.providerCustomerId,
    providerSubscriptionId: primary.id,
    providerStatus: primary.status,
    cancelAtPeriodEnd: primary.cancelAtPeriodEnd,
    currentPeriodEnd: primary.currentPeriodEnd,
    providerModifiedAt: primary.providerModifiedAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscribers)
    .values(values)
    .onConflictDoUpdate({ target: subscribers.userId, set: values });
  // The plan of every team workspace they own follows theirs (ADR 042): each log says so
  // when their subscription starts or ends granting it (ADR 047).
  const granted = primary.grantsPlan;
  if ((before?.status === 'active') === granted) return;
  for (const ws of await teamWorkspacesOwnedBy(tx, userId))
    await recordActivity(tx, {
      workspaceId: ws.id,
      actorId: userId,
      action: 'plan.changed',
      subject: { plan: primary.plan, granted },
    });
}

/**
 * Applies a verified Polar event to its subscription, then derives the user's plan from all
 * of their subscriptions (ADR 018). Idempotent (the event id is recorded in the same
 * transaction) and order-safe per subscription (an event older than the last applied to
 * that subscription changes nothing). A subscription event we cannot read is not recorded
 * and answers 'unparseable', so the provider delivers it again. With `proProductId` (Polar
 * configured), only a subscription to that product grants Pro (ADR 093): the organization's
 * other products, bought under the same customer, are recorded but grant nothing.
 */
export async function applyBillingEvent(
  db: Db,
  eventId: string,
  payload: unknown,
  proProductId: string | null = null,
): Promise<ApplyResult> {
  const type = (payload as { type?: unknown } | null)?.type;
  const isSubscriptionEvent = (SUBSCRIPTION_EVENTS as readonly unknown[]).includes(type);
  const parsed = SubscriptionEvent.safeParse(payload);
  if (isSubscriptionEvent && !parsed.success) return 'unparseable';
  return db.transaction(async (tx) => {
    const userId = parsed.data?.data.customer?.external_id;
    // Events for one user apply one at a time (see derivePlan).
    const [owner] = userId
      ? await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update')
      : [];
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: eventId, provider: 'polar', type: typeof type === 'string' ? type : 'unknown' })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (!parsed.success || !owner) return 'ignored';
    const { data } = parsed.data;
    const modifiedAt = new Date(data.modified_at ?? data.created_at);
    const revoked = parsed.data.type === 'subscription.revoked' || !!data.ended_at;
    const values = {
      provider: 'polar',
      id: data.id,
      userId: owner.id,
      workspaceId: personalWorkspaceSql(owner.id),
      providerCustomerId: data.customer_id ?? data.customer?.id ?? null,
      plan: 'pro' as const,
      status: revoked ? 'revoked' : data.status,
      grantsPlan:
        !revoked &&
        GRANTING_STATUSES.has(data.status) &&
        (proProductId === null || data.product_id === proProductId),
      cancelAtPeriodEnd: data.cancel_at_period_end,
      currentPeriodEnd: data.current_period_end ? new Date(data.current_period_end) : null,
      providerModifiedAt: modifiedAt,
      updatedAt: new Date(),
    };
    const { userId: _owner, workspaceId: _workspace, ...changes } = values;
    const written = await tx
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [subscriptions.provider, subscriptions.id],
        set: changes,
        // Out-of-order delivery: keep the newer state of this subscription. A subscription
        // never changes hands: an event naming another user for it changes nothing.
        setWhere: sql`${subscriptions.providerModifiedAt} <= ${modifiedAt} and ${subscriptions.userId} = ${owner.id}`,
      })
      .returning({ id: subscriptions.id });
    if (written.length === 0) return 'stale';
    await derivePlan(tx, owner.id);
    // A subscription for the user ends the checkouts they have open.
    if (values.grantsPlan) await closeOpenCheckouts(tx, owner.id);
    return 'applied';
  });
}
