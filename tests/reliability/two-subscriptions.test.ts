import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '#server/db/schema/index.ts';
import { FakePolarApi } from '#tests/mocks/polar-api.ts';
import { createUser, postJson, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { signed, subscriptionEvent, WEBHOOK_SECRET } from '#tests/setup/polar-events.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';

// Issue 17, item 5: billing state is kept per subscription and the plan derived from all of
// them. A user with two subscriptions (one ended, one active) stays Pro whatever order the
// events of the ended one arrive in; a second checkout is not opened while one is open or a
// subscription is active; a signed event that cannot be read is retried, not acknowledged.
const polarApi = new FakePolarApi();
beforeAll(() => polarApi.start());
afterAll(() => polarApi.stop());
const server = useTestServer(() => ({
  POLAR_ACCESS_TOKEN: 'polar_oat_two_subscriptions',
  POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  POLAR_PRO_PRODUCT_ID: 'prod_pro',
  POLAR_API_URL: polarApi.url,
}));

function deliver(payload: unknown, options: Parameters<typeof signed>[1] = {}) {
  const { body, headers } = signed(payload, options);
  return server.fetch('/api/webhooks/polar', { method: 'POST', headers, body });
}

async function planOf(u: TestUser) {
  const res = await server.fetch('/api/account', { headers: { cookie: u.cookie } });
  return (await res.json()) as {
    plan: { name: string };
    subscription: { status: string; active: boolean; cancelAtPeriodEnd: boolean } | null;
  };
}

async function newCustomer() {
  const user = await createUser(server);
  return { user, id: await userIdOf(await testDb(server), user.email) };
}

const at = (t0: number, minutes: number) => new Date(t0 + minutes * 60_000);

/** The events of two subscriptions: A ends, B stays active (or ends too, when asked). */
function sequence(userId: string, t0: number, options: { bEnds: boolean }) {
  const a = { subscriptionId: `sub_a_${userId}` };
  const b = { subscriptionId: `sub_b_${userId}` };
  const events = [
    subscriptionEvent('subscription.created', userId, { ...a, modifiedAt: at(t0, 0) }),
    subscriptionEvent('subscription.active', userId, { ...a, modifiedAt: at(t0, 1) }),
    subscriptionEvent('subscription.created', userId, { ...b, modifiedAt: at(t0, 2) }),
    subscriptionEvent('subscription.active', userId, { ...b, modifiedAt: at(t0, 3) }),
    subscriptionEvent('subscription.canceled', userId, {
      ...a,
      cancelAtPeriodEnd: true,
      modifiedAt: at(t0, 4),
    }),
    subscriptionEvent('subscription.revoked', userId, {
      ...a,
      status: 'canceled',
      endedAt: at(t0, 5),
      modifiedAt: at(t0, 5),
    }),
    // A late echo of A's cancellation, newer than its revoke at the provider's clock.
    subscriptionEvent('subscription.updated', userId, {
      ...a,
      status: 'canceled',
      endedAt: at(t0, 5),
      modifiedAt: at(t0, 6),
    }),
  ];
  if (options.bEnds)
    events.push(
      subscriptionEvent('subscription.revoked', userId, {
        ...b,
        status: 'canceled',
        endedAt: at(t0, 7),
        modifiedAt: at(t0, 7),
      }),
    );
  return events;
}

describe('two subscriptions of one user', () => {
  it('keeps a paying user on Pro when an ended subscription’s events arrive, late or not', async () => {
    const { user, id } = await newCustomer();
    const t0 = Date.now() - 3600_000;
    const events = sequence(id, t0, { bEnds: false });
    for (const event of events.slice(0, 4)) expect((await deliver(event)).status).toBe(200);
    expect((await planOf(user)).plan.name).toBe('pro');

    // A is cancelled, then revoked: B still pays for Pro.
    expect(await (await deliver(events[4])).json()).toMatchObject({ result: 'applied' });
    expect(await (await deliver(events[5])).json()).toMatchObject({ result: 'applied' });
    expect(await planOf(user)).toMatchObject({
      plan: { name: 'pro' },
      subscription: { active: true, status: 'active', cancelAtPeriodEnd: false },
    });
    // Late deliveries for A: an old "active" is stale; a newer update of the ended one
    // changes A alone.
    const lateActive = subscriptionEvent('subscription.active', id, {
      subscriptionId: `sub_a_${id}`,
      modifiedAt: at(t0, 1.5),
    });
    expect(await (await deliver(lateActive)).json()).toMatchObject({ result: 'stale' });
    expect(await (await deliver(events[6])).json()).toMatchObject({ result: 'applied' });
    expect((await planOf(user)).plan.name).toBe('pro');

    // Only when B ends too is the user on Basic.
    const bRevoked = sequence(id, t0, { bEnds: true }).at(-1)!;
    expect(await (await deliver(bRevoked)).json()).toMatchObject({ result: 'applied' });
    expect(await planOf(user)).toMatchObject({
      plan: { name: 'basic' },
      subscription: { active: false },
    });
  });

  it('ends in the same plan whatever order and concurrency the deliveries come in', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 3 }),
        async (bEnds, keys, copies) => {
          const { user, id } = await newCustomer();
          const events = sequence(id, Date.now() - 3600_000, { bEnds });
          // A shuffled order, each event delivered `copies` times (same webhook id), at once.
          const order = events
            .map((event, i) => ({ event, key: keys[i] ?? 0 }))
            .sort((x, y) => x.key - y.key)
            .map((x) => x.event);
          const deliveries = order.flatMap((event) => {
            const webhookId = `msg_${Math.random().toString(36).slice(2)}`;
            return Array.from({ length: copies }, () => ({ event, webhookId }));
          });
          const results = await Promise.all(
            deliveries.map(({ event, webhookId }) => deliver(event, { id: webhookId })),
          );
          for (const r of results) expect(r.status).toBe(200);
          expect((await planOf(user)).plan.name).toBe(bEnds ? 'basic' : 'pro');
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('checkouts', () => {
  it('opens one checkout for several clicks, and none while a subscription is active', async () => {
    const { user, id } = await newCustomer();
    const before = polarApi.requests.filter((r) => r.path.startsWith('/v1/checkouts')).length;
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        postJson(server, '/api/billing/checkout', {}, { cookie: user.cookie }),
      ),
    );
    const answers = await Promise.all(
      clicks.map(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, string>,
      })),
    );
    // One reached the provider; the others got that checkout, or were asked to wait for it.
    const created = polarApi.requests.filter((r) => r.path.startsWith('/v1/checkouts')).length;
    expect(created - before).toBe(1);
    for (const a of answers)
      if (a.status === 200) expect(a.body.url).toBe('https://sandbox.polar.sh/checkout/chk_123');
      else expect(a).toMatchObject({ status: 409, body: { code: 'checkout_in_progress' } });
    const again = await postJson(server, '/api/billing/checkout', {}, { cookie: user.cookie });
    expect(await again.json()).toEqual({ url: 'https://sandbox.polar.sh/checkout/chk_123' });
    expect(polarApi.requests.filter((r) => r.path.startsWith('/v1/checkouts')).length).toBe(
      created,
    );

    // Paid: the subscription arrives, and Upgrade now says to manage the plan instead.
    await deliver(subscriptionEvent('subscription.active', id));
    const subscribed = await postJson(server, '/api/billing/checkout', {}, { cookie: user.cookie });
    expect(subscribed.status).toBe(409);
    expect(await subscribed.json()).toMatchObject({
      code: 'already_subscribed',
      message: expect.stringContaining('Manage Membership'),
    });
    // Once it has ended, a new checkout is opened, not the finished one handed out again.
    await deliver(
      subscriptionEvent('subscription.revoked', id, { status: 'canceled', endedAt: new Date() }),
    );
    const renewed = await postJson(server, '/api/billing/checkout', {}, { cookie: user.cookie });
    expect(renewed.status).toBe(200);
    expect(polarApi.requests.filter((r) => r.path.startsWith('/v1/checkouts')).length).toBe(
      created + 1,
    );
  });
});

describe('signed events that cannot be read', () => {
  it('are answered 5xx and not recorded, so the provider delivers them again', async () => {
    const { user, id } = await newCustomer();
    const genuine = subscriptionEvent('subscription.active', id);
    const unreadable: [string, string][] = [
      ['not JSON', '{"type":"subscription.active","data":'],
      [
        'no subscription id',
        JSON.stringify({ ...genuine, data: { ...genuine.data, id: undefined } }),
      ],
      [
        'a date that is none',
        JSON.stringify({ ...genuine, data: { ...genuine.data, modified_at: 'yesterday-ish' } }),
      ],
    ];
    const db = await testDb(server);
    for (const [what, body] of unreadable) {
      const webhookId = `msg_unreadable_${Math.random().toString(36).slice(2)}`;
      const { headers } = signed(null, { id: webhookId, rawBody: body });
      const res = await server.fetch('/api/webhooks/polar', { method: 'POST', headers, body });
      expect(res.status, what).toBeGreaterThanOrEqual(500);
      expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, webhookId))).toEqual(
        [],
      );
    }
    expect((await planOf(user)).plan.name).toBe('basic');
    // A readable delivery of the same change applies.
    expect((await deliver(genuine)).status).toBe(200);
    expect((await planOf(user)).plan.name).toBe('pro');
  });
});
