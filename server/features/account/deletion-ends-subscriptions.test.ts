import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions, webhookEvents } from '#server/db/schema/index.ts';
import { FakePolarApi } from '#tests/mocks/polar-api.ts';
import { createUser, postJson, userIdOf, type TestUser } from '#tests/setup/accounts.ts';
import { signed, subscriptionEvent, WEBHOOK_SECRET } from '#tests/setup/polar-events.ts';
import {
  startTestServer,
  testDb,
  type TestServer,
  useTestServer,
} from '#tests/setup/test-server.ts';

// Defect 1 (ADR 034): deleting an account ends what the user pays for, first.
const polarApi = new FakePolarApi();
const polarVars = (url: string) => ({
  POLAR_ACCESS_TOKEN: 'polar_oat_test',
  POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  POLAR_PRO_PRODUCT_ID: 'prod_pro',
  POLAR_API_URL: url,
});

beforeAll(() => polarApi.start());
afterAll(() => polarApi.stop());
const server = useTestServer(() => polarVars(polarApi.url)); // Polar configured (SDK → loopback fake)
const local = useTestServer(); // test-checkout mode

function remove(s: TestServer, u: TestUser, password = u.password) {
  return s.fetch('/api/account', {
    method: 'DELETE',
    headers: { cookie: u.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
}

async function planOf(s: TestServer, u: TestUser): Promise<string | null> {
  const res = await s.fetch('/api/account', { headers: { cookie: u.cookie } });
  if (res.status === 401) return null;
  return ((await res.json()) as { plan: { name: string } }).plan.name;
}

/** A Pro user whose subscription Polar holds and whose webhook has arrived. */
async function proAtPolar(s: TestServer = server) {
  const u = await createUser(s);
  const userId = await userIdOf(await testDb(s), u.email);
  const subscriptionId = `sub_of_${userId}`;
  polarApi.subscriptions.set(subscriptionId, { externalCustomerId: userId, endedAt: null });
  const { body, headers } = signed(subscriptionEvent('subscription.created', userId));
  const hook = await s.fetch('/api/webhooks/polar', { method: 'POST', headers, body });
  expect(hook.status).toBe(200);
  expect(await planOf(s, u)).toBe('pro');
  return { u, userId, subscriptionId };
}

const notDeleted = {
  code: 'subscription_not_cancelled',
  message:
    'Your account was not deleted: your Pro membership could not be cancelled with our payment provider. Please try again in a few minutes, or cancel it with Manage Membership on the Billing page first.',
};

describe('DELETE /api/account with Polar', () => {
  it('revokes the paid subscription at Polar, then deletes the account', async () => {
    const { u, subscriptionId } = await proAtPolar();
    const res = await remove(server, u);
    expect(res.status).toBe(204);
    expect(polarApi.revoked()).toContain(subscriptionId);
    const call = polarApi.requests.find((r) => r.path === `/v1/subscriptions/${subscriptionId}`)!;
    expect(call).toMatchObject({ method: 'DELETE', auth: 'Bearer polar_oat_test' });
    expect(polarApi.subscriptions.get(subscriptionId)!.endedAt).not.toBeNull();
    expect(await planOf(server, u)).toBeNull();
  });

  it('also revokes a subscription Polar holds whose webhook has not arrived yet', async () => {
    const u = await createUser(server);
    const userId = await userIdOf(await testDb(server), u.email);
    expect((await postJson(server, '/api/billing/checkout', {}, { cookie: u.cookie })).status).toBe(
      200,
    );
    // Paid at Polar; Herald has not heard of it (the app still shows Basic).
    polarApi.subscriptions.set(`sub_late_${userId}`, { externalCustomerId: userId, endedAt: null });
    polarApi.subscriptions.set(`sub_other_${userId}`, {
      externalCustomerId: `someone-else-${userId}`,
      endedAt: null,
    });
    expect(await planOf(server, u)).toBe('basic');
    expect((await remove(server, u)).status).toBe(204);
    const listed = polarApi.requests.filter(
      (r) => r.method === 'GET' && r.query.get('external_customer_id') === userId,
    );
    expect(listed).toHaveLength(1);
    expect(polarApi.revoked()).toContain(`sub_late_${userId}`);
    expect(polarApi.revoked()).not.toContain(`sub_other_${userId}`);
  });

  it('keeps the account and answers 503 while Polar fails; deletes once Polar answers', async () => {
    const { u, userId, subscriptionId } = await proAtPolar();
    polarApi.failWith = 500;
    try {
      const res = await remove(server, u);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(notDeleted);
    } finally {
      polarApi.failWith = null;
    }
    expect(await planOf(server, u)).toBe('pro');
    const rows = await (
      await testDb(server)
    )
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(polarApi.subscriptions.get(subscriptionId)!.endedAt).toBeNull();

    expect((await remove(server, u)).status).toBe(204);
    expect(polarApi.revoked()).toContain(subscriptionId);
  });

  it('answers 502 and keeps the account when Polar refuses (bad token, missing scope)', async () => {
    const { u, subscriptionId } = await proAtPolar();
    // The SDK calls any 403 of revoke "AlreadyCanceledSubscription": only Polar's own
    // error name in the body may count as ended.
    for (const [status, method] of [
      [401, null],
      [403, 'DELETE'],
    ] as const) {
      polarApi.failWith = status;
      polarApi.failMethod = method;
      try {
        const res = await remove(server, u);
        expect(res.status, String(status)).toBe(502);
        expect(await res.json()).toEqual(notDeleted);
      } finally {
        polarApi.failWith = null;
        polarApi.failMethod = null;
      }
    }
    expect(await planOf(server, u)).toBe('pro');
    expect(polarApi.subscriptions.get(subscriptionId)!.endedAt).toBeNull();
  });

  it('answers 503 and keeps the account when Polar cannot be reached', async () => {
    // A port nothing listens on: the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const away = await startTestServer(polarVars(`http://127.0.0.1:${port}`));
    try {
      const { u } = await proAtPolar(away);
      const res = await remove(away, u);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'subscription_not_cancelled' });
      expect(await planOf(away, u)).toBe('pro');
    } finally {
      await away.stop();
    }
  });

  it('deletes when Polar says the subscription has already ended or does not exist', async () => {
    const ended = await proAtPolar();
    polarApi.subscriptions.get(ended.subscriptionId)!.endedAt = new Date().toISOString();
    expect((await remove(server, ended.u)).status).toBe(204);

    const unknown = await proAtPolar();
    polarApi.subscriptions.delete(unknown.subscriptionId);
    expect((await remove(server, unknown.u)).status).toBe(204);
    expect(polarApi.revoked()).toContain(unknown.subscriptionId);
  });

  it('asks nothing of Polar for a user who never opened a checkout, even while Polar is down', async () => {
    const u = await createUser(server);
    const before = polarApi.requests.length;
    polarApi.failWith = 500;
    try {
      expect((await remove(server, u)).status).toBe(204);
    } finally {
      polarApi.failWith = null;
    }
    expect(polarApi.requests.length).toBe(before);
  });

  it('checks the password before anything reaches Polar', async () => {
    const { u, subscriptionId } = await proAtPolar();
    expect((await remove(server, u, 'not-the-password')).status).toBe(403);
    expect(polarApi.revoked()).not.toContain(subscriptionId);
    expect(await planOf(server, u)).toBe('pro');
  });
});

describe('DELETE /api/account with the local test checkout', () => {
  it('ends the subscription as Polar would: a signed subscription.revoked through the webhook', async () => {
    const u = await createUser(local);
    const checkout = await postJson(local, '/api/billing/checkout', {}, { cookie: u.cookie });
    const { url } = (await checkout.json()) as { url: string };
    const id = url.split('/').at(-1)!;
    const paid = await postJson(
      local,
      `/api/test-billing/checkouts/${id}/pay`,
      {},
      {
        cookie: u.cookie,
      },
    );
    expect(paid.status).toBe(200);
    expect(await planOf(local, u)).toBe('pro');

    const logged = local.logs.length;
    expect((await remove(local, u)).status).toBe(204);
    const processed = local.logs
      .slice(logged)
      .filter((line) => line.msg === 'polar webhook processed');
    expect(processed).toMatchObject([{ result: 'applied' }]);
    const [event] = await (
      await testDb(local)
    )
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, String(processed[0]!.eventId)));
    expect(event).toMatchObject({ provider: 'polar', type: 'subscription.revoked' });
    expect(await planOf(local, u)).toBeNull();
  });
});
