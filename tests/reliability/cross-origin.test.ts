import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, postJson, type TestUser } from '#tests/setup/accounts.ts';
import { killChildServers, startChildServer, type ChildServer } from './support/child-server.ts';

// Cross-site request forgery against the product API (issue 17, item 2), on the real entry
// point: a page on another origin, or a plain HTML form, holding the victim's cookie.
// Every unsafe request under /api must come from the app's origin and carry JSON.
const pgUrl = inject('testDatabaseUrl');
const EVIL = 'https://evil.example';

let server: ChildServer;
let dataDir: string | undefined;
let victim: TestUser;
let messageId: string;
let suggestionId: string;

interface Target {
  family: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  path: () => string;
  body: unknown;
}

const GENERATE = {
  newHireName: 'Mallory Quinn',
  role: 'Analyst',
  tone: 'warm_professional',
  messageType: 'welcome',
};

const TARGETS: Target[] = [
  { family: 'generate', method: 'POST', path: () => '/api/generate', body: GENERATE },
  { family: 'demo', method: 'POST', path: () => '/api/demo/generate', body: GENERATE },
  {
    family: 'messages',
    method: 'DELETE',
    path: () => `/api/messages/${messageId}`,
    body: undefined,
  },
  {
    family: 'messages',
    method: 'PATCH',
    path: () => `/api/messages/${messageId}/suggestions/${suggestionId}`,
    body: { text: 'Defaced by a forged request.', favourite: true },
  },
  {
    family: 'account',
    method: 'PATCH',
    path: () => '/api/account/profile',
    body: { displayName: 'Owned' },
  },
  {
    family: 'account',
    method: 'DELETE',
    path: () => '/api/account',
    body: { password: 'a-Sturdy-passphrase-42' },
  },
  { family: 'billing', method: 'POST', path: () => '/api/billing/checkout', body: undefined },
  { family: 'billing', method: 'POST', path: () => '/api/billing/portal', body: undefined },
  {
    family: 'test checkout',
    method: 'POST',
    path: () => '/api/test-billing/subscription/revoke',
    body: undefined,
  },
];

/** A raw request: no Origin added unless asked (server.fetch adds the app's own). */
function send(
  target: Target,
  headers: Record<string, string | null>,
  body: string | undefined = target.body === undefined ? undefined : JSON.stringify(target.body),
) {
  const h = new Headers({ cookie: victim.cookie });
  for (const [k, v] of Object.entries(headers)) if (v !== null) h.set(k, v);
  // server.fetch sets the app's Origin when none is given; 'origin: null' asks for none.
  // fetch types a string body as text/plain; bytes go untyped.
  const init: RequestInit = {
    method: target.method,
    headers: h,
    body: headers['content-type'] === null && body ? new TextEncoder().encode(body) : body,
  };
  if (headers.origin === null) return fetch(server.url + target.path(), init);
  return server.fetch(target.path(), init);
}

/** Everything a forged request could have changed, as the victim sees it. */
async function victimState() {
  const account = (await (
    await server.fetch('/api/account', { headers: { cookie: victim.cookie } })
  ).json()) as Record<string, unknown>;
  const messages = (await (
    await server.fetch('/api/messages', { headers: { cookie: victim.cookie } })
  ).json()) as Record<string, unknown>;
  return { account, messages };
}

describe('cross-origin and non-JSON requests to the product API', () => {
  beforeAll(async () => {
    dataDir = pgUrl ? undefined : mkdtempSync(join(tmpdir(), 'herald-csrf-'));
    server = await startChildServer({
      ...(pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir! }),
      GENERATION_RATE_LIMIT_PER_MINUTE: '1000',
    });
    victim = await createUser(server);
    const generated = await postJson(server, '/api/generate', GENERATE, { cookie: victim.cookie });
    expect(generated.status).toBe(200);
    const body = (await generated.json()) as {
      messageId: string;
      suggestions: { id: string }[];
    };
    messageId = body.messageId;
    suggestionId = body.suggestions[0]!.id;
  });
  afterAll(async () => {
    await killChildServers();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses every forged request, whatever its disguise, and changes nothing', async () => {
    const before = await victimState();
    const json = { 'content-type': 'application/json' };
    const disguises: { what: string; headers: Record<string, string | null>; body?: string }[] = [
      { what: 'a foreign Origin', headers: { ...json, origin: EVIL } },
      { what: 'a sibling subdomain', headers: { ...json, origin: 'http://evil.localhost:3000' } },
      { what: 'another port', headers: { ...json, origin: 'http://localhost:3001' } },
      { what: 'Origin: null (sandboxed frame)', headers: { ...json, origin: 'null' } },
      {
        what: 'no Origin, cross-site fetch metadata',
        headers: { ...json, origin: null, 'sec-fetch-site': 'cross-site' },
      },
      {
        what: 'no Origin, same-site fetch metadata',
        headers: { ...json, origin: null, 'sec-fetch-site': 'same-site' },
      },
      {
        what: 'a text/plain form with no Origin',
        headers: { 'content-type': 'text/plain', origin: null },
        body: '{"newHireName":"Mallory","role":"x","tone":"warm_professional","messageType":"welcome","=":""}',
      },
      {
        what: 'a text/plain body from the app itself',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: '{}',
      },
      {
        what: 'an urlencoded form',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: null },
        body: 'displayName=Owned&password=a-Sturdy-passphrase-42',
      },
      {
        what: 'a multipart form',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      },
      {
        what: 'a body without a type',
        headers: { origin: null, 'content-type': null },
        body: '{"displayName":"Owned"}',
      },
    ];

    for (const target of TARGETS)
      for (const d of disguises) {
        const res = await send(target, d.headers, d.body);
        const what = `${target.method} ${target.path()} with ${d.what}`;
        expect([403, 415], what).toContain(res.status);
        const body = (await res.json()) as { code: string; message: string };
        expect(body.code, what).toBe(
          res.status === 403 ? 'forbidden_origin' : 'unsupported_media_type',
        );
        expect(body.message, what).toBeTruthy();
      }

    const after = await victimState();
    expect(after).toEqual(before);
  });

  it('lets the app itself through: its Origin, or same-origin fetch metadata without one', async () => {
    const ok = await server.fetch('/api/account/profile', {
      method: 'PATCH',
      headers: { cookie: victim.cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    // Reached the handler: a validation answer, not a refusal.
    expect(ok.status).toBe(400);
    const patched = await server.fetch('/api/account/profile', {
      method: 'PATCH',
      headers: { cookie: victim.cookie, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ displayName: 'Victor Tim' }),
    });
    expect(patched.status).toBe(200);
    const noOrigin = await fetch(`${server.url}/api/account/profile`, {
      method: 'PATCH',
      headers: {
        cookie: victim.cookie,
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ timeZone: 'Europe/Paris' }),
    });
    expect(noOrigin.status).toBe(200);
    // A body-less POST needs no content type.
    const checkout = await server.fetch('/api/billing/checkout', {
      method: 'POST',
      headers: { cookie: victim.cookie },
    });
    expect(checkout.status).toBe(200);
    expect(((await checkout.json()) as { url: string }).url).toContain('/test-checkout/');
    // Safe methods are never refused.
    const read = await fetch(`${server.url}/api/account`, {
      headers: { cookie: victim.cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });

  it('refuses cross-site sign-in and sign-up forms (login CSRF) too', async () => {
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email: victim.email, password: victim.password }],
      [
        '/api/auth/sign-up/email',
        { email: 'attacker@example.com', password: 'a-Sturdy-passphrase-42', name: 'Mallory' },
      ],
    ] as const) {
      const res = await fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: EVIL },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const form = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(victim.email)}&password=${victim.password}`,
    });
    expect(form.status).toBe(415);
  });

  it('leaves provider webhooks alone: they carry no Origin and prove themselves by signature', async () => {
    const res = await fetch(`${server.url}/api/webhooks/polar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EVIL },
      body: '{}',
    });
    // Reached the handler, which refuses the missing signature.
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'invalid_signature' });
  });

  it('answers preflights with no CORS permission', async () => {
    const res = await fetch(`${server.url}/api/generate`, {
      method: 'OPTIONS',
      headers: {
        origin: EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
