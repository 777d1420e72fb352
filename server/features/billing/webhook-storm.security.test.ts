import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subscribers, webhookEvents } from '#server/db/schema/index.ts';
import { createUser, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { signed, subscriptionEvent, WEBHOOK_SECRET } from '#tests/setup/polar-events.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { SUBSCRIPTION_EVENTS } from './apply-billing-event.ts';

// 200 deliveries at once: valid ones, their duplicates (same webhook-id, re-sent or re-signed),
// out of order, for unknown users, and forged ones, all shuffled. Whatever the interleaving,
// each subscriber row ends in the state of its newest genuine event and no forgery is applied.
const USERS = 4;
const EVENTS_PER_USER = 10;
const FORGED_PER_USER = 15;
const STRANGER_EVENTS = 10;
const OTHER_SECRET = Buffer.from('an-attacker-guessed-this-secret!!').toString('base64');

const server = useTestServer({
  POLAR_ACCESS_TOKEN: 'polar_oat_storm',
  POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  POLAR_PRO_PRODUCT_ID: 'prod_pro',
  // Never called: webhooks need no API.
  POLAR_API_URL: 'http://127.0.0.1:9',
});
let users: { user: TestUser; id: string }[] = [];

const eventSpec = fc.record({
  type: fc.constantFrom(...SUBSCRIPTION_EVENTS),
  status: fc.constantFrom('active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'),
  cancelAtPeriodEnd: fc.boolean(),
  ended: fc.boolean(),
});
type EventSpec = typeof eventSpec extends fc.Arbitrary<infer T> ? T : never;
const forgery = fc.constantFrom('wrong-secret', 'tampered', 'stale', 'unsigned', 'other-id');
type Forgery = typeof forgery extends fc.Arbitrary<infer T> ? T : never;

const storm = fc.record({
  perUser: fc.array(
    fc.record({
      // Modification times are a permutation, so deliveries arrive out of order.
      events: fc.array(eventSpec, { minLength: EVENTS_PER_USER, maxLength: EVENTS_PER_USER }),
      order: fc.shuffledSubarray([...Array(EVENTS_PER_USER).keys()], {
        minLength: EVENTS_PER_USER,
        maxLength: EVENTS_PER_USER,
      }),
      forgeries: fc.array(fc.tuple(forgery, eventSpec), {
        minLength: FORGED_PER_USER,
        maxLength: FORGED_PER_USER,
      }),
    }),
    { minLength: USERS, maxLength: USERS },
  ),
  seed: fc.integer(),
});

interface Delivery {
  kind: 'genuine' | 'copy' | 'forged' | 'stranger';
  webhookId: string;
  body: string;
  headers: Record<string, string>;
}

function payloadFor(userId: string, spec: EventSpec, modifiedAt: Date) {
  return subscriptionEvent(spec.type, userId, {
    status: spec.status,
    cancelAtPeriodEnd: spec.cancelAtPeriodEnd,
    modifiedAt,
    endedAt: spec.ended ? modifiedAt : null,
  });
}

function expectedRow(spec: EventSpec) {
  const revoked = spec.type === 'subscription.revoked' || spec.ended;
  const grants = !revoked && ['active', 'trialing', 'past_due'].includes(spec.status);
  return {
    status: grants ? 'active' : 'inactive',
    providerStatus: revoked ? 'revoked' : spec.status,
    cancelAtPeriodEnd: spec.cancelAtPeriodEnd,
  };
}

function forge(kind: Forgery, payload: unknown): Delivery {
  const webhookId = `msg_${randomUUID()}`;
  const genuine = signed(payload, { id: webhookId });
  switch (kind) {
    case 'wrong-secret':
      return {
        kind: 'forged',
        webhookId,
        ...signed(payload, { id: webhookId, secret: OTHER_SECRET }),
      };
    case 'tampered':
      return {
        kind: 'forged',
        webhookId,
        headers: genuine.headers,
        body:
          genuine.body
            .replace(/"status":"[a-z_]+"/, '"status":"active"')
            .replace('"cancel_at_period_end":true', '"cancel_at_period_end":false') + ' ',
      };
    case 'stale':
      return {
        kind: 'forged',
        webhookId,
        ...signed(payload, { id: webhookId, at: new Date(Date.now() - 10 * 60_000) }),
      };
    case 'unsigned': {
      const { 'webhook-signature': _dropped, ...headers } = genuine.headers;
      return { kind: 'forged', webhookId, body: genuine.body, headers };
    }
    case 'other-id':
      return {
        kind: 'forged',
        webhookId,
        body: genuine.body,
        headers: { ...genuine.headers, 'webhook-id': `msg_${randomUUID()}` },
      };
  }
}

/** A deterministic shuffle from fast-check's seed (reproducible with the failure's seed). */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('webhook storm', () => {
  it('ends every subscriber row in its newest genuine state and refuses every forgery', async () => {
    await fc.assert(
      fc.asyncProperty(storm, async ({ perUser, seed }) => {
        users = await Promise.all(
          perUser.map(async () => {
            const user = await createUser(server);
            return { user, id: await userIdOf(await testDb(server), user.email) };
          }),
        );
        const base = Date.now() - 60_000;
        const deliveries: Delivery[] = [];
        const newest: EventSpec[] = [];
        for (const [u, plan] of perUser.entries()) {
          const userId = users[u]!.id;
          plan.events.forEach((spec, i) => {
            // plan.order[i] is this event's rank in time: later rank, newer modification.
            const modifiedAt = new Date(base + plan.order[i]! * 1000);
            const payload = payloadFor(userId, spec, modifiedAt);
            const first = signed(payload);
            const webhookId = first.headers['webhook-id'];
            deliveries.push({ kind: 'genuine', webhookId, ...first });
            // Polar retries with the same id: once byte for byte, once re-signed later.
            deliveries.push({ kind: 'copy', webhookId, ...first });
            deliveries.push({
              kind: 'copy',
              webhookId,
              ...signed(payload, { id: webhookId, at: new Date(Date.now() + 1000) }),
            });
          });
          newest.push(plan.events[plan.order.indexOf(EVENTS_PER_USER - 1)]!);
          // Forgeries claim to be newer than anything genuine.
          for (const [k, [kind, spec]] of plan.forgeries.entries())
            deliveries.push(
              forge(kind, payloadFor(userId, spec, new Date(base + (EVENTS_PER_USER + k) * 1000))),
            );
        }
        for (let i = 0; i < STRANGER_EVENTS; i++) {
          const first = signed(
            subscriptionEvent('subscription.active', `no-such-user-${randomUUID()}`),
          );
          const webhookId = first.headers['webhook-id'];
          deliveries.push({ kind: 'stranger', webhookId, ...first });
          deliveries.push({ kind: 'copy', webhookId, ...first });
        }
        expect(deliveries).toHaveLength(200);

        const responses = await Promise.all(
          shuffle(deliveries, seed).map(async (d) => {
            const res = await server.fetch('/api/webhooks/polar', {
              method: 'POST',
              headers: d.headers,
              body: d.body,
            });
            return { d, status: res.status, body: (await res.json()) as Record<string, unknown> };
          }),
        );

        for (const r of responses.filter((x) => x.d.kind === 'forged'))
          expect(r, r.d.webhookId).toMatchObject({
            status: 403,
            body: { received: false, code: 'invalid_signature' },
          });
        // Per webhook id, exactly one delivery took effect; its copies were duplicates.
        const byId = new Map<string, typeof responses>();
        for (const r of responses.filter((x) => x.d.kind !== 'forged'))
          byId.set(r.d.webhookId, [...(byId.get(r.d.webhookId) ?? []), r]);
        for (const [id, group] of byId) {
          const results = group.map((r) => r.body.result).sort();
          const effective = results.filter((x) => x !== 'duplicate');
          expect(effective, id).toHaveLength(1);
          expect(['applied', 'stale', 'ignored'], id).toContain(effective[0]);
          for (const r of group) expect(r.status, id).toBe(r.body.result === 'ignored' ? 202 : 200);
        }

        const db = await testDb(server);
        const recorded = await db
          .select({ id: webhookEvents.id })
          .from(webhookEvents)
          .where(inArray(webhookEvents.id, [...new Set(deliveries.map((d) => d.webhookId))]));
        expect(recorded.map((r) => r.id).sort()).toEqual([...byId.keys()].sort());

        for (const [u, { user, id }] of users.entries()) {
          const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, id));
          expect(row).toMatchObject({
            ...expectedRow(newest[u]!),
            providerModifiedAt: new Date(base + (EVENTS_PER_USER - 1) * 1000),
          });
          const account = (await (
            await server.fetch('/api/account', { headers: { cookie: user.cookie } })
          ).json()) as { plan: { name: string } };
          expect(account.plan.name).toBe(
            expectedRow(newest[u]!).status === 'active' ? 'pro' : 'basic',
          );
        }
      }),
      { numRuns: 2, endOnFailure: true },
    );
  });
});
