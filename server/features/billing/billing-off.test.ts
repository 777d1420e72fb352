import { describe, expect, it } from 'vitest';
import { createUser, postJson } from '#tests/setup/accounts.ts';
import { signed, subscriptionEvent } from '#tests/setup/polar-events.ts';
import { startTestServer, useTestServer } from '#tests/setup/test-server.ts';

// BILLING=off (ADR 023): a self-hosted Herald that needs no Polar account.
const server = useTestServer({ BILLING: 'off' });

describe('billing off', () => {
  it('puts every account on DEFAULT_PLAN (pro) and says billing is off', async () => {
    const u = await createUser(server);
    const res = await server.fetch('/api/account', { headers: { cookie: u.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      plan: { name: 'pro', monthlyMessageLimit: null },
      billing: 'off',
      subscription: null,
    });
  });

  it('lets the assigned plan use what it allows: a Pro-only tone and type', async () => {
    const u = await createUser(server);
    const res = await postJson(
      server,
      '/api/generate',
      {
        newHireName: 'Sam Lee',
        tone: 'creative_playful',
        messageType: 'promotion',
        currentRole: 'Engineer',
        newRole: 'Staff Engineer',
        promotionDetails: 'led the billing migration',
      },
      { cookie: u.cookie },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  });

  it('exports the plan the app shows: the assigned one, not Basic', async () => {
    const u = await createUser(server);
    const shown = (await (
      await server.fetch('/api/account', { headers: { cookie: u.cookie } })
    ).json()) as { plan: unknown };
    const res = await server.fetch('/api/account/export', { headers: { cookie: u.cookie } });
    expect(res.status).toBe(200);
    const exported = (await res.json()) as { plan: { name: string } };
    expect(exported.plan.name).toBe('pro');
    expect(exported.plan).toEqual(shown.plan);
  });

  it('deletes an account without reaching for a payment provider: nothing was sold', async () => {
    const u = await createUser(server);
    const res = await server.fetch('/api/account', {
      method: 'DELETE',
      headers: { cookie: u.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: u.password }),
    });
    expect(res.status).toBe(204);
    expect((await server.fetch('/api/account', { headers: { cookie: u.cookie } })).status).toBe(
      401,
    );
  });

  it('answers checkout and portal with 404 billing_off, and mounts no test checkout or webhook', async () => {
    const u = await createUser(server);
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await postJson(server, path, {}, { cookie: u.cookie });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({
        code: 'billing_off',
        message:
          'Billing is switched off on this Herald: every account is on the Pro Plan, with no payment.',
      });
    }
    const test = await postJson(
      server,
      '/api/test-billing/subscription/cancel',
      {},
      {
        cookie: u.cookie,
      },
    );
    expect(test.status).toBe(404);
    const { body, headers } = signed(subscriptionEvent('subscription.created', 'someone'));
    const hook = await server.fetch('/api/webhooks/polar', { method: 'POST', headers, body });
    expect(hook.status).toBe(404);
  });
});

describe('billing off on the Basic plan', () => {
  it('keeps Basic limits for everyone when DEFAULT_PLAN=basic', async () => {
    const basic = await startTestServer({ BILLING: 'off', DEFAULT_PLAN: 'basic' });
    try {
      const u = await createUser(basic);
      const res = await basic.fetch('/api/account', { headers: { cookie: u.cookie } });
      expect(await res.json()).toMatchObject({ plan: { name: 'basic' }, billing: 'off' });
      const sending = await postJson(
        basic,
        '/api/destinations',
        { kind: 'slack', name: 'Team', url: 'https://hooks.slack.com/services/T0/B0/x' },
        { cookie: u.cookie },
      );
      expect(sending.status).toBe(403);
    } finally {
      await basic.stop();
    }
  });
});
