import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema/index.ts';
import { createUser, postJson, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { FakePolarApi } from '#tests/mocks/polar-api.ts';
import { signed, subscriptionEvent, WEBHOOK_SECRET } from '#tests/setup/polar-events.ts';
import { testDb, type TestServer, useTestServer } from '#tests/setup/test-server.ts';

const polarApi = new FakePolarApi();
beforeAll(() => polarApi.start());
afterAll(() => polarApi.stop());
// Polar configured (SDK → loopback fake)
const server = useTestServer(() => ({
  POLAR_ACCESS_TOKEN: 'polar_oat_test',
  POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  POLAR_PRO_PRODUCT_ID: 'prod_pro',
  POLAR_API_URL: polarApi.url,
}));
const local = useTestServer(); // test-checkout mode

async function planOf(s: TestServer, u: TestUser) {
  const res = await s.fetch('/api/account', { headers: { cookie: u.cookie } });
  return (await res.json()) as {
    plan: { name: string };
    subscription: { status: string; active: boolean; cancelAtPeriodEnd: boolean } | null;
  };
}

function deliver(payload: unknown, options: Parameters<typeof signed>[1] = {}) {
  const { body, headers } = signed(payload, options);
  return server.fetch('/api/webhooks/polar', { method: 'POST', headers, body });
}

describe('checkout and portal with Polar', () => {
  it('creates a checkout tied to the user through the SDK', async () => {
    const u = await createUser(server);
    const res = await postJson(server, '/api/billing/checkout', {}, { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: 'https://sandbox.polar.sh/checkout/chk_123' });
    const call = polarApi.requests.find((r) => r.path.startsWith('/v1/checkouts'))!;
    expect(call.auth).toBe('Bearer polar_oat_test');
    expect(call.body).toMatchObject({
      products: ['prod_pro'],
      external_customer_id: await userIdOf(await testDb(server), u.email),
      customer_email: u.email,
    });
    expect(String(call.body.success_url)).toMatch(
      /\/success-payment\?checkout_id=\{CHECKOUT_ID\}$/,
    );
  });

  it('opens the customer portal for a subscriber, 404 without a subscription', async () => {
    const u = await createUser(server);
    expect((await postJson(server, '/api/billing/portal', {}, { cookie: u.cookie })).status).toBe(
      404,
    );
    const userId = await userIdOf(await testDb(server), u.email);
    expect((await deliver(subscriptionEvent('subscription.created', userId))).status).toBe(200);
    const res = await postJson(server, '/api/billing/portal', {}, { cookie: u.cookie });
    expect(await res.json()).toEqual({
      customer_portal_url: 'https://sandbox.polar.sh/portal/session',
    });
    expect(polarApi.requests.at(-1)).toMatchObject({
      path: expect.stringMatching(/^\/v1\/customer-sessions/),
      body: { external_customer_id: userId },
    });
  });

  it('answers 502 with the spec message when Polar fails', async () => {
    const u = await createUser(server);
    polarApi.failWith = 500;
    try {
      const res = await postJson(server, '/api/billing/checkout', {}, { cookie: u.cookie });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({
        message: 'Failed to create customer portal session. Please try again.',
      });
    } finally {
      polarApi.failWith = null;
    }
  });

  it('requires a session', async () => {
    expect((await postJson(server, '/api/billing/checkout', {})).status).toBe(401);
    expect((await postJson(server, '/api/billing/portal', {})).status).toBe(401);
  });

  it('does not mount the test checkout when Polar is configured', async () => {
    const u = await createUser(server);
    expect(
      (await postJson(server, '/api/test-billing/subscription/cancel', {}, { cookie: u.cookie }))
        .status,
    ).toBe(404);
  });
});

describe('POST /api/webhooks/polar', () => {
  it('applies a verified subscription event: the plan changes on the next request', async () => {
    const u = await createUser(server);
    const userId = await userIdOf(await testDb(server), u.email);
    expect((await planOf(server, u)).plan.name).toBe('basic');
    const res = await deliver(subscriptionEvent('subscription.active', userId));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, result: 'applied' });
    expect(await planOf(server, u)).toMatchObject({
      plan: { name: 'pro' },
      subscription: { status: 'active', active: true },
    });
  });

  it('refuses forged, unsigned and stale deliveries with 403 and changes nothing', async () => {
    const u = await createUser(server);
    const userId = await userIdOf(await testDb(server), u.email);
    const payload = subscriptionEvent('subscription.active', userId);
    const forged = await deliver(payload, {
      secret: Buffer.from('not-the-secret-at-all').toString('base64'),
    });
    expect(forged.status).toBe(403);
    const unsigned = await server.fetch('/api/webhooks/polar', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(unsigned.status).toBe(403);
    const stale = await deliver(payload, { at: new Date(Date.now() - 10 * 60_000) });
    expect(stale.status).toBe(403);
    const tampered = signed(payload);
    const evil = await server.fetch('/api/webhooks/polar', {
      method: 'POST',
      headers: tampered.headers,
      body: tampered.body.replace('"active"', '"trialing"'),
    });
    expect(evil.status).toBe(403);
    expect((await planOf(server, u)).plan.name).toBe('basic');
  });

  it('applies a delivery once even when 50 copies arrive at once', async () => {
    const u = await createUser(server);
    const userId = await userIdOf(await testDb(server), u.email);
    const { body, headers } = signed(subscriptionEvent('subscription.created', userId));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.fetch('/api/webhooks/polar', { method: 'POST', headers, body }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const outcomes = await Promise.all(results.map((r) => r.json() as Promise<{ result: string }>));
    expect(outcomes.filter((o) => o.result === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o.result === 'duplicate')).toHaveLength(49);
  });

  it('ends in the right state when events arrive out of order', async () => {
    const u = await createUser(server);
    const userId = await userIdOf(await testDb(server), u.email);
    const t = Date.now();
    const revoked = subscriptionEvent('subscription.revoked', userId, {
      status: 'canceled',
      modifiedAt: new Date(t),
      endedAt: new Date(t),
    });
    const olderActive = subscriptionEvent('subscription.active', userId, {
      modifiedAt: new Date(t - 60_000),
    });
    expect(await (await deliver(revoked)).json()).toMatchObject({ result: 'applied' });
    expect(await (await deliver(olderActive)).json()).toMatchObject({ result: 'stale' });
    expect((await planOf(server, u)).plan.name).toBe('basic');
    const [row] = await (
      await testDb(server)
    )
      .select()
      .from(subscribers)
      .where(eq(subscribers.userId, userId));
    expect(row).toMatchObject({ status: 'inactive', providerStatus: 'revoked' });
  });

  it('keeps Pro while cancelled until the period ends, then Basic after revoke', async () => {
    const u = await createUser(server);
    const userId = await userIdOf(await testDb(server), u.email);
    const t = Date.now();
    await deliver(
      subscriptionEvent('subscription.active', userId, { modifiedAt: new Date(t - 2000) }),
    );
    await deliver(
      subscriptionEvent('subscription.canceled', userId, {
        cancelAtPeriodEnd: true,
        modifiedAt: new Date(t - 1000),
      }),
    );
    expect(await planOf(server, u)).toMatchObject({
      plan: { name: 'pro' },
      subscription: { cancelAtPeriodEnd: true },
    });
    await deliver(
      subscriptionEvent('subscription.revoked', userId, {
        status: 'canceled',
        endedAt: new Date(t),
        modifiedAt: new Date(t),
      }),
    );
    expect((await planOf(server, u)).plan.name).toBe('basic');
  });

  it('grants Pro only for the Pro product: a subscription to another product of the organization does not', async () => {
    const u = await createUser(server);
    const userId = await userIdOf(await testDb(server), u.email);
    const t = Date.now();
    const other = await deliver(
      subscriptionEvent('subscription.active', userId, {
        subscriptionId: `sub_other_${userId}`,
        productId: 'prod_something_else',
        modifiedAt: new Date(t - 2000),
      }),
    );
    expect(other.status).toBe(200);
    expect((await planOf(server, u)).plan.name).toBe('basic');
    // Pro bought alongside it grants; switching that subscription to another product ends it.
    await deliver(
      subscriptionEvent('subscription.active', userId, { modifiedAt: new Date(t - 1000) }),
    );
    expect((await planOf(server, u)).plan.name).toBe('pro');
    await deliver(
      subscriptionEvent('subscription.updated', userId, {
        productId: 'prod_something_else',
        modifiedAt: new Date(t),
      }),
    );
    expect((await planOf(server, u)).plan.name).toBe('basic');
  });

  it('acknowledges unknown event types and unknown users with 202, and rejects bad payloads', async () => {
    const unknownType = await deliver({ type: 'order.refunded.someday', data: {} });
    expect(unknownType.status).toBe(202);
    const unknownUser = await deliver(subscriptionEvent('subscription.active', 'no-such-user'));
    expect(unknownUser.status).toBe(202);
    expect(await unknownUser.json()).toEqual({ received: true, result: 'ignored' });
    const { headers } = signed({});
    const notJson = await server.fetch('/api/webhooks/polar', {
      method: 'POST',
      headers,
      body: 'not json',
    });
    expect(notJson.status).toBe(403);
  });
});

describe('local test checkout (no POLAR_ACCESS_TOKEN)', () => {
  it('runs the whole lifecycle offline: checkout, pay, portal, cancel, revoke', async () => {
    const u = await createUser(local);
    const checkout = (await (
      await postJson(local, '/api/billing/checkout', {}, { cookie: u.cookie })
    ).json()) as { url: string };
    expect(checkout.url).toMatch(/\/test-checkout\/[0-9a-f-]{36}$/);
    const id = checkout.url.split('/').at(-1)!;

    const stranger = await createUser(local);
    expect(
      (
        await postJson(
          local,
          `/api/test-billing/checkouts/${id}/pay`,
          {},
          { cookie: stranger.cookie },
        )
      ).status,
    ).toBe(404);

    const paid = await postJson(
      local,
      `/api/test-billing/checkouts/${id}/pay`,
      {},
      { cookie: u.cookie },
    );
    expect(await paid.json()).toEqual({ redirectUrl: `/success-payment?checkout_id=${id}` });
    expect(
      (await postJson(local, `/api/test-billing/checkouts/${id}/pay`, {}, { cookie: u.cookie }))
        .status,
    ).toBe(404);
    expect(await planOf(local, u)).toMatchObject({
      plan: { name: 'pro' },
      subscription: { active: true, cancelAtPeriodEnd: false },
    });
    expect((await postJson(local, '/api/billing/checkout', {}, { cookie: u.cookie })).status).toBe(
      409,
    );

    const portal = (await (
      await postJson(local, '/api/billing/portal', {}, { cookie: u.cookie })
    ).json()) as { customer_portal_url: string };
    expect(portal.customer_portal_url).toMatch(/\/test-portal$/);

    await postJson(local, '/api/test-billing/subscription/cancel', {}, { cookie: u.cookie });
    expect(await planOf(local, u)).toMatchObject({
      plan: { name: 'pro' },
      subscription: { cancelAtPeriodEnd: true },
    });
    await postJson(local, '/api/test-billing/subscription/revoke', {}, { cookie: u.cookie });
    expect(await planOf(local, u)).toMatchObject({
      plan: { name: 'basic' },
      subscription: { active: false },
    });
  });

  it('cancels a test checkout without charging', async () => {
    const u = await createUser(local);
    const { url } = (await (
      await postJson(local, '/api/billing/checkout', {}, { cookie: u.cookie })
    ).json()) as { url: string };
    const res = await postJson(
      local,
      `/api/test-billing/checkouts/${url.split('/').at(-1)}/cancel`,
      {},
      { cookie: u.cookie },
    );
    expect(await res.json()).toEqual({ redirectUrl: '/dashboard/billing' });
    expect((await planOf(local, u)).plan.name).toBe('basic');
  });
});
