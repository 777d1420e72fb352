import { createHmac, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cookieFrom,
  linkIn,
  mailsTo,
  postJson,
  signIn,
  uniqueEmail,
  userIdOf,
} from '#tests/setup/accounts.ts';
import { passingWelcomeOptions } from '#tests/mocks/welcome-options.ts';
import { KeyedOpenAI } from '#tests/mocks/keyed-openai.ts';
import { FakePolarApi } from '#tests/mocks/polar-api.ts';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import {
  signed,
  subscriptionEvent,
  WEBHOOK_SECRET,
  WEBHOOK_SECRET_B64,
} from '#tests/setup/polar-events.ts';
import { waitForStatus } from '#tests/setup/sending.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import type { AppEnv } from './app-env.ts';
import { createLogger } from './logger.ts';
import { onError } from './middleware/on-error.ts';
import { requestLogger } from './middleware/request-logger.ts';

// A whole journey with every secret in play, logging at the most verbose level, then a search
// of everything written (the server's log lines and anything printed to the console) for each
// secret's value. Redaction is the second line of defence; this test checks the first:
// nothing secret is handed to a logger at all.
const random = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
const AI_API_KEY = random('sk-herald-test-');
const POLAR_ACCESS_TOKEN = random('polar_oat_');
const BETTER_AUTH_SECRET = random('better-auth-secret-');
const PASSWORD = random('Pw-first-');
const NEW_PASSWORD = random('Pw-second-');
const WRONG_PASSWORD = random('Pw-wrong-');
const DESTINATIONS_KEY = random('destinations-key-');
const WEBHOOK_TOKEN = random('hooktoken');

const provider = new KeyedOpenAI(/\b(Nova|Fail)\b/, (key) =>
  key === 'Fail'
    ? {
        kind: 'status',
        status: 401,
        body: '{"error":{"message":"Incorrect API key provided: sk-her****","type":"invalid_request_error"}}',
      }
    : { kind: 'options', options: passingWelcomeOptions(`${key} Reyes`) },
);
const polarApi = new FakePolarApi();
const chat = new FakeChatWebhooks();
const printed: string[] = [];

beforeAll(() => Promise.all([provider.start(), polarApi.start(), chat.start()]));
afterAll(() => Promise.all([provider.stop(), polarApi.stop(), chat.stop()]));
const server = useTestServer(() => ({
  LOG_LEVEL: 'trace',
  BETTER_AUTH_SECRET,
  AI_PROVIDER: 'openai-compatible',
  AI_MODEL: 'fake-model',
  AI_BASE_URL: provider.url,
  AI_API_KEY,
  AI_TIMEOUT_MS: '5000',
  POLAR_ACCESS_TOKEN,
  POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  POLAR_PRO_PRODUCT_ID: 'prod_pro',
  POLAR_API_URL: polarApi.url,
  DESTINATIONS_KEY,
  DESTINATION_ALLOW_HOSTS: '127.0.0.1',
  DELIVERY_WORKER: 'true',
  DELIVERY_POLL_INTERVAL_MS: '100',
}));
beforeAll(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
});
afterAll(() => {
  vi.restoreAllMocks();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const sessionValue = (cookie: string) =>
  decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!);

describe('secrets in logs', () => {
  it('never writes a password, token, cookie, API key or webhook secret to any log', async () => {
    const secrets: Record<string, string> = {
      AI_API_KEY,
      POLAR_ACCESS_TOKEN,
      BETTER_AUTH_SECRET,
      POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
      'POLAR_WEBHOOK_SECRET (key)': WEBHOOK_SECRET_B64,
      PASSWORD,
      NEW_PASSWORD,
      WRONG_PASSWORD,
      'Polar customer session token': 'polar_cst_secret',
      DESTINATIONS_KEY,
      'webhook URL token': WEBHOOK_TOKEN,
    };
    const email = uniqueEmail('journey');

    // Sign up, try to sign in too early, confirm.
    expect(
      (
        await postJson(server, '/api/auth/sign-up/email', {
          email,
          password: PASSWORD,
          name: 'Journey Person',
          callbackURL: '/dashboard',
        })
      ).status,
    ).toBe(200);
    expect((await signIn(server, email, PASSWORD)).status).toBe(403);
    const [confirmation] = await mailsTo(server, email);
    const verifyLink = linkIn(confirmation!, /http\S+\/api\/auth\/verify-email\S+/);
    secrets['verification token'] = tokenOf(verifyLink);
    const verified = await server.fetch(verifyLink.slice(verifyLink.indexOf('/api/')), {
      redirect: 'manual',
    });
    secrets['session cookie (after confirming)'] = sessionValue(cookieFrom(verified));

    // Sign in wrong, then right.
    expect((await signIn(server, email, WRONG_PASSWORD)).status).toBe(401);
    const signedIn = await signIn(server, email, PASSWORD);
    expect(signedIn.status).toBe(200);
    secrets['session cookie (sign-in)'] = sessionValue(cookieFrom(signedIn));

    // Reset the password through the e-mailed link; an unknown address asks too.
    await postJson(server, '/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/auth/reset-password',
    });
    await postJson(server, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset-password',
    });
    const reset = (await mailsTo(server, email)).find((m) => m.subject.includes('Reset'))!;
    const resetToken = tokenOf(linkIn(reset, /http\S+\/auth\/reset-password\?token=\S+/));
    secrets['reset token'] = resetToken;
    expect(
      (
        await postJson(server, '/api/auth/reset-password', {
          token: resetToken,
          newPassword: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const again = await signIn(server, email, NEW_PASSWORD);
    expect(again.status).toBe(200);
    const cookie = cookieFrom(again);
    secrets['session cookie (after reset)'] = sessionValue(cookie);

    // Generate with the AI provider (its key is sent to it), and once with the provider failing.
    const input = {
      role: 'Data Engineer',
      tone: 'warm_professional',
      messageType: 'welcome',
      length: 'short',
    };
    const ok = await postJson(
      server,
      '/api/generate',
      { ...input, newHireName: 'Nova Reyes' },
      { cookie },
    );
    expect(ok.status).toBe(200);
    const failed = await postJson(
      server,
      '/api/generate',
      { ...input, newHireName: 'Fail Reyes' },
      { cookie },
    );
    expect(failed.status).toBe(502);
    expect(provider.requests.every((r) => r.authorization === `Bearer ${AI_API_KEY}`)).toBe(true);

    // Checkout through Polar (its token is sent to it), first with Polar failing.
    polarApi.failWith = 500;
    expect((await postJson(server, '/api/billing/checkout', {}, { cookie })).status).toBe(502);
    polarApi.failWith = null;
    expect((await postJson(server, '/api/billing/checkout', {}, { cookie })).status).toBe(200);
    expect(polarApi.requests[0]!.auth).toBe(`Bearer ${POLAR_ACCESS_TOKEN}`);

    // Webhooks: genuine, duplicate, forged; then the portal (Polar hands out a session token).
    const userId = await userIdOf(await testDb(server), email);
    const delivery = signed(subscriptionEvent('subscription.active', userId));
    for (let i = 0; i < 2; i++)
      await server.fetch('/api/webhooks/polar', { method: 'POST', ...delivery });
    const forged = signed(subscriptionEvent('subscription.active', userId), {
      secret: Buffer.from('not-the-secret-at-all-but-long').toString('base64'),
    });
    expect((await server.fetch('/api/webhooks/polar', { method: 'POST', ...forged })).status).toBe(
      403,
    );
    expect((await postJson(server, '/api/billing/portal', {}, { cookie })).status).toBe(200);

    // Send: save a webhook (its URL is a credential), test it (once refused), send to it.
    const hook = chat.webhook('slack', WEBHOOK_TOKEN);
    const saved = await postJson(
      server,
      '/api/destinations',
      { kind: 'slack', name: '#general', url: hook },
      { cookie },
    );
    expect(saved.status).toBe(201);
    const { destination } = (await saved.json()) as { destination: { id: string } };
    const badUrl = await postJson(
      server,
      '/api/destinations',
      { kind: 'slack', name: 'bad', url: `https://evil.example/${WEBHOOK_TOKEN}` },
      { cookie },
    );
    expect(badUrl.status).toBe(400);
    expect(
      (await postJson(server, `/api/destinations/${destination.id}/test`, {}, { cookie })).status,
    ).toBe(200);
    chat.script(hook, [{ status: 410, body: 'channel_is_archived' }]);
    expect(
      (await postJson(server, `/api/destinations/${destination.id}/test`, {}, { cookie })).status,
    ).toBe(200);
    const { suggestions } = (await ok.json()) as { suggestions: { id: string; text: string }[] };
    const sent = await postJson(
      server,
      '/api/deliveries',
      {
        suggestionId: suggestions[0]!.id,
        destinationId: destination.id,
        text: suggestions[0]!.text,
      },
      { cookie },
    );
    expect(sent.status).toBe(201);
    const sentDelivery = ((await sent.json()) as { delivery: { id: string } }).delivery;
    await waitForStatus(
      server,
      { email, password: NEW_PASSWORD, name: '', cookie },
      sentDelivery.id,
      ['sent'],
    );
    expect(chat.postsTo(hook)).toHaveLength(3);

    // People: connect an HR system (its secret is shown once) and deliver with it (ADR 052).
    const connected = await postJson(server, '/api/people/hook', {}, { cookie });
    expect(connected.status).toBe(201);
    const hr = (await connected.json()) as { hook: { url: string }; secret: string };
    secrets['HR webhook secret'] = hr.secret;
    const people = JSON.stringify({
      people: [{ name: 'Ada Lovelace', workEmail: 'ada@example.com', startDate: '2027-02-01' }],
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', hr.secret)
      .update(`${timestamp}.${people}`)
      .digest('hex');
    const delivered = await server.fetch(new URL(hr.hook.url).pathname, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-herald-timestamp': timestamp,
        'x-herald-signature': `v1=${signature}`,
      },
      body: people,
    });
    expect(delivered.status).toBe(200);

    // Account: export, a wrong-password deletion, sign-out.
    expect((await server.fetch('/api/account/export', { headers: { cookie } })).status).toBe(200);
    const wrongDelete = await server.fetch('/api/account', {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: WRONG_PASSWORD }),
    });
    expect(wrongDelete.status).toBe(403);
    expect((await postJson(server, '/api/auth/sign-out', {}, { cookie })).status).toBe(200);

    // The journey was logged (so the search below means something)…
    const written = [JSON.stringify(server.logs), ...printed].join('\n');
    const messages = server.logs.map((l) => l.msg);
    expect(server.logs.length).toBeGreaterThan(30);
    expect(messages).toEqual(
      expect.arrayContaining([
        'generation failed',
        'polar checkout failed',
        'polar webhook processed',
        'polar webhook with an invalid signature refused',
        'destination test',
        'delivery attempt',
      ]),
    );
    // …and no secret is in it.
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(written.includes(value), `${name} appears in the logs`).toBe(false);
    }
    // Session cookies are signed: "<token>.<signature>". Neither half may appear.
    for (const [name, value] of Object.entries(secrets).filter(([n]) => n.startsWith('session')))
      for (const half of value.split('.'))
        expect(written.includes(half), `${name} (part) appears in the logs`).toBe(false);
  });

  it('logs a failed query without its parameters, whether the database is down or not', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const token = random('session-token-');
    // What drizzle throws: the SQL, then its parameters, in the message, the stack and a field.
    const failedQuery = (cause: Error) =>
      Object.assign(
        new Error(`Failed query: insert into "session" ("token") values ($1)\nparams: ${token}`, {
          cause,
        }),
        { query: 'insert into "session" ("token") values ($1)', params: [token] },
      );
    const app = new Hono<AppEnv>()
      .use(requestLogger(createLogger('trace', sink)))
      .get('/down', () => {
        throw failedQuery(Object.assign(new Error('Connection terminated unexpectedly')));
      })
      .get('/bug', () => {
        throw failedQuery(new Error('duplicate key value violates unique constraint'));
      });
    app.onError(onError);
    expect((await app.request('/down')).status).toBe(503);
    expect((await app.request('/bug')).status).toBe(500);
    const written = lines.join('');
    expect(written).toContain('Failed query');
    expect(written).not.toContain(token);
  });
});
