import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  linkIn,
  mailsTo,
  makePro,
  postJson,
  uniqueEmail,
  type TestUser,
} from '#tests/setup/accounts.ts';
import { signed, subscriptionEvent, WEBHOOK_SECRET } from '#tests/setup/polar-events.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { createApp } from './app.ts';
import type { Database } from './db/client.ts';
import { SUBSCRIPTION_EVENTS } from './features/billing/apply-billing-event.ts';
import { createLogger } from './logger.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './middleware/storable-text.ts';

// Property-based: every JSON endpoint, fed random types, huge strings, deep nesting, invalid
// UTF-8, lone surrogates, NUL, HTML/script and SQL fragments, answers 4xx with a clear message
// (or 2xx when the input happens to be valid), never 5xx, and always as JSON.
const RUNS = 60;
const server = useTestServer({
  GENERATION_RATE_LIMIT_PER_MINUTE: '10000',
  POLAR_ACCESS_TOKEN: 'polar_oat_fuzz',
  POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
  POLAR_PRO_PRODUCT_ID: 'prod_pro',
  POLAR_API_URL: 'http://127.0.0.1:9',
});
let owner: TestUser; // has a message to edit
let doomed: TestUser; // the target of DELETE /api/account (never with the right password)
let messageId: string;
let suggestionId: string;

beforeAll(async () => {
  [owner, doomed] = await Promise.all([createUser(server), createUser(server)]);
  // Pro allows every tone and type, so more random requests are valid ones.
  await makePro(await testDb(server), owner.email);
  const res = await postJson(
    server,
    '/api/generate',
    {
      newHireName: 'Priya Sharma',
      role: 'Engineer',
      tone: 'warm_professional',
      messageType: 'welcome',
    },
    { cookie: owner.cookie },
  );
  const body = (await res.json()) as { messageId: string; suggestions: { id: string }[] };
  messageId = body.messageId;
  suggestionId = body.suggestions[0]!.id;
});

// ---- Arbitraries ---------------------------------------------------------------------------

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));
const payloads = fc.constantFrom(
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "'; DROP TABLE messages; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)',
  '%',
  '_',
  '\\',
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200b\ufeff',
  '${7*7}{{7*7}}',
  '__proto__',
  '../../etc/passwd',
  '𝕳𝖊𝖗𝖆𝖑𝖉 👩‍💻',
  '\r\n\r\n',
  'null',
  '',
  ' ',
);
const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({
    unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate),
    maxLength: 20,
  }),
  payloads,
  fc.tuple(payloads, fc.string({ maxLength: 10 }), payloads).map((parts) => parts.join('')),
  // Around and beyond every field limit (100, 200, 2000, 5000 characters…).
  fc.integer({ min: 90, max: 6000 }).map((n) => 'x'.repeat(n)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Characters PostgreSQL cannot store, which must be refused, not crash a query. */
const unstorable = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');

/** Short strings of the right type but the wrong content: what gets past type checks. */
const sneakyString: fc.Arbitrary<string> = fc.oneof(
  payloads,
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.oneof(payloads, unstorable), fc.string({ maxLength: 8 }))
    .map((p) => p.join('')),
  fc.string({
    unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), loneSurrogate),
    maxLength: 12,
  }),
);

/**
 * A valid body with one field made sneaky (right type, hostile content) or anything at all,
 * which reaches the code behind validation; or known fields each valid, sneaky or anything,
 * with stray keys; or any JSON value.
 */
function jsonBody(
  valid: fc.Arbitrary<Record<string, unknown>>,
  fields: Record<string, fc.Arbitrary<unknown>>,
) {
  const bad = fc.oneof(
    { weight: 3, arbitrary: sneakyString },
    { weight: 1, arbitrary: hostileValue },
  );
  const mutated = fc
    .tuple(valid, fc.constantFrom(...Object.keys(fields)), bad)
    .map(([body, key, value]) => ({ ...body, [key]: value }));
  const mixed = Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      fc.oneof({ weight: 5, arbitrary: v }, { weight: 3, arbitrary: bad }),
    ]),
  );
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 6, arbitrary: mutated },
    { weight: 3, arbitrary: fc.record(mixed, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.dictionary(hostileString, hostileValue, { minKeys: 1, maxKeys: 2 }))
        .map(([a, b]) => ({ ...b, ...a })),
    },
    { weight: 1, arbitrary: hostileValue },
  );
}

const deep = (n: number) => '['.repeat(n) + '1' + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

interface Sent {
  body: string | Uint8Array;
  contentType: string | null;
}

/** The body as sent: JSON or a form of the value, or raw text/bytes no serializer makes. */
function wire(value: fc.Arbitrary<unknown>): fc.Arbitrary<Sent> {
  const json = value.map((v) => JSON.stringify(v) ?? 'null');
  const form = value.map((v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v)
          .map(
            ([k, x]) =>
              `${encodeLoose(k)}=${encodeLoose(typeof x === 'string' ? x : (JSON.stringify(x) ?? ''))}`,
          )
          .join('&')
      : encodeLoose(String(v)),
  );
  const raw = fc.oneof(
    fc.constantFrom(
      deep(5000),
      deepObject(3000),
      '{"a":',
      'not json',
      '',
      '{"__proto__": {"admin": true}}',
      JSON.stringify({ team: 'x'.repeat(70_000) }),
    ),
    fc.string({ maxLength: 50 }),
  );
  const bytes = fc.uint8Array({ maxLength: 60 });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        body: json,
        contentType: fc.constantFrom<string | null>(
          'application/json',
          'application/json',
          'text/plain',
          null,
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        body: form,
        contentType: fc.constant('application/x-www-form-urlencoded'),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        body: fc.oneof(raw, bytes),
        contentType: fc.constantFrom<string | null>(
          'application/json',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          null,
        ),
      }),
    },
  );
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
function encodeLoose(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

// ---- The check every answer must pass -------------------------------------------------------

async function send(
  method: string,
  path: string,
  sent: Sent,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; type: string | null }> {
  const res = await server.fetch(path, {
    method,
    headers: { ...(sent.contentType ? { 'content-type': sent.contentType } : {}), ...headers },
    body: method === 'GET' ? undefined : (sent.body as BodyInit),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Checked below: every answer with a body is JSON.
  }
  return { status: res.status, body, type: res.headers.get('content-type') };
}

/**
 * TEMPORARY (issue 22 follow-ups): the writing pipeline's own handlers (generate and message
 * history, server/features/announcements/routes.ts; the demo, which mirrors generate) are
 * rebuilt on another branch whose tests pin `{ success: false, error, code }`, `{ error,
 * message }` and `{ success: false, error }`. This goes when that branch lands.
 */
const PENDING_CONTRACT = /^\/api\/(generate|messages|demo\/generate)(\/|\?|$)/;

/** ADR 036: a stable code (ours lower_snake, Better Auth's UPPER_SNAKE) and a sentence. */
function expectErrorContract(path: string, body: unknown, label: string) {
  const { code, message, error } = (body ?? {}) as Record<string, unknown>;
  const shown = `${label}: ${JSON.stringify(body)}`;
  if (PENDING_CONTRACT.test(path)) {
    expect(typeof (code ?? error), shown).toBe('string');
    expect(typeof (message ?? error), shown).toBe('string');
    return;
  }
  expect(code, shown).toMatch(/^([a-z]+(_[a-z]+)*|[A-Z]+(_[A-Z]+)*)$/);
  expect(typeof message, shown).toBe('string');
  expect((message as string).length, shown).toBeGreaterThan(3);
}

function expectSane(
  r: { status: number; body: unknown; type: string | null },
  label: string,
  path: string,
) {
  expect(r.status, label).toBeLessThan(500);
  if (r.status === 204) return;
  expect(r.type, label).toContain('application/json');
  if (r.status >= 400) expectErrorContract(path, r.body, label);
}

async function fuzz(
  method: string,
  path: () => string,
  body: fc.Arbitrary<Sent>,
  headers: () => Record<string, string> = () => ({}),
) {
  await fc.assert(
    fc.asyncProperty(body, async (sent) => {
      const label = `${method} ${path()} ${String(sent.body).slice(0, 200)}`;
      expectSane(await send(method, path(), sent, headers()), label, path());
    }),
    { numRuns: RUNS },
  );
}

// ---- Valid-looking field values, so some random requests pass validation -------------------

const validText = fc.string({ minLength: 1, maxLength: 40 });
const generateFields = {
  newHireName: fc.constantFrom('Priya Sharma', 'Zoë Müller', '<b>Bold</b> Name', "O'Brien"),
  role: validText,
  tone: fc.constantFrom('warm_professional', 'excited_fun', 'casual_concise', 'sarcastic'),
  messageType: fc.constantFrom('welcome', 'promotion', 'achievements', 'obituary'),
  length: fc.constantFrom('short', 'medium', 'long', 'epic'),
  team: validText,
  startDate: validText,
  company: validText,
  expertise: validText,
  hobbies: validText,
  funFact: validText,
  currentRole: validText,
  newRole: validText,
  promotionDetails: validText,
  achievementDescription: validText,
  achievementDetails: validText,
};

const validGenerate = fc.record({
  newHireName: fc.constantFrom('Priya Sharma', 'Zoë Müller', "Aoife O'Brien"),
  role: fc.constantFrom('Engineer', 'Head of People'),
  tone: fc.constantFrom('warm_professional', 'excited_fun', 'casual_concise'),
  messageType: fc.constant('welcome'),
});
const strongPassword = fc.string({ minLength: 4, maxLength: 30 }).map((s) => `Xq9-${s}-long`);

describe('hostile input: every JSON endpoint answers 4xx with a message or 2xx, never 5xx', () => {
  it('POST /api/generate', async () => {
    await fuzz(
      'POST',
      () => '/api/generate',
      wire(jsonBody(validGenerate, generateFields)),
      () => ({
        cookie: owner.cookie,
      }),
    );
  });

  it('POST /api/demo/generate', async () => {
    await fuzz('POST', () => '/api/demo/generate', wire(jsonBody(validGenerate, generateFields)));
  });

  it('PATCH /api/account/profile', async () => {
    await fuzz(
      'PATCH',
      () => '/api/account/profile',
      wire(
        jsonBody(fc.record({ displayName: validText }), {
          displayName: validText,
          timeZone: fc.constantFrom('Europe/London', 'UTC', 'Mars/Olympus', 'America/New_York'),
        }),
      ),
      () => ({ cookie: owner.cookie }),
    );
  });

  it('DELETE /api/account', async () => {
    await fuzz(
      'DELETE',
      () => '/api/account',
      wire(jsonBody(fc.record({ password: strongPassword }), { password: validText })),
      () => ({
        cookie: doomed.cookie,
      }),
    );
    // Still there: no random body deleted it.
    expect(
      (await server.fetch('/api/account', { headers: { cookie: doomed.cookie } })).status,
    ).toBe(200);
  });

  it('GET /api/messages query', async () => {
    const key = fc.oneof(
      fc.constantFrom('search', 'page', 'pageSize', 'favourites'),
      hostileString,
    );
    const value = fc.oneof(
      hostileString,
      fc.integer().map(String),
      fc.constantFrom('true', 'false', '1e3', '-0', 'NaN', '0x10', '%', '%E0%A4%A', '%%', '%00'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, value, fc.boolean()), { maxLength: 4 }),
        async (pairs) => {
          // Some values go out raw, so malformed percent-escapes reach the server too.
          const query = pairs
            .map(
              ([k, v, raw]) =>
                `${encodeLoose(k)}=${raw ? v.replace(/[#&\s]/g, '') : encodeLoose(v)}`,
            )
            .join('&');
          const path = `/api/messages?${query}`;
          const r = await send(
            'GET',
            path,
            { body: '', contentType: null },
            { cookie: owner.cookie },
          );
          expectSane(r, path, path);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("an address or headers past Node's limit: 431 in the JSON shape, not an empty answer", async () => {
    // Node refuses a request line over 16 KiB before the app sees it; the fuzz above met this
    // at random (four long keys) and got a bare 431 with no body.
    // Any route: Node answers before routing.
    const long = await send('GET', `/api/plans?search=${'x'.repeat(20_000)}`, {
      body: '',
      contentType: null,
    });
    expect(long.status).toBe(431);
    expectSane(long, 'a 20 KB query', '/api/plans');
    expect(long.body).toMatchObject({ code: 'request_too_large' });
  });

  it('PATCH /api/messages/:id/suggestions/:sid', async () => {
    const id = fc.oneof(
      { weight: 4, arbitrary: fc.constant('real') },
      fc.constantFrom(
        'not-a-uuid',
        "1' or '1'='1",
        '00000000-0000-0000-0000-000000000000',
        '%00',
        '..%2F..',
        'x'.repeat(500),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        id,
        id,
        wire(
          jsonBody(fc.record({ text: validText }, { requiredKeys: [] }), {
            text: validText,
            favourite: fc.boolean(),
          }),
        ),
        async (m, s, sent) => {
          const path = `/api/messages/${m === 'real' ? messageId : encodeURIComponent(m)}/suggestions/${s === 'real' ? suggestionId : encodeURIComponent(s)}`;
          expectSane(
            await send('PATCH', path, sent, { cookie: owner.cookie }),
            `${path} ${String(sent.body).slice(0, 100)}`,
            path,
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/auth/sign-up/email', async () => {
    await fuzz(
      'POST',
      () => '/api/auth/sign-up/email',
      wire(
        jsonBody(
          fc.record({
            email: fc.emailAddress(),
            password: strongPassword,
            name: fc.constantFrom('Ada Lovelace', 'Grace Hopper'),
          }),
          {
            email: fc.oneof(fc.emailAddress(), fc.constant(uniqueEmail('fuzz'))),
            password: fc.string({ minLength: 8, maxLength: 40 }),
            name: fc.string({ minLength: 2, maxLength: 40 }),
            timeZone: fc.constantFrom('Europe/Paris', 'Nowhere/Land'),
            callbackURL: fc.constantFrom(
              '/dashboard',
              'https://evil.example/',
              'javascript:alert(1)',
            ),
          },
        ),
      ),
    );
  });

  it('POST /api/auth/sign-in/email', async () => {
    await fuzz(
      'POST',
      () => '/api/auth/sign-in/email',
      wire(
        jsonBody(fc.record({ email: fc.emailAddress(), password: strongPassword }), {
          email: fc.oneof(fc.emailAddress(), fc.constant(owner.email)),
          password: fc.string({ minLength: 1, maxLength: 40 }),
          rememberMe: fc.boolean(),
          callbackURL: fc.constantFrom('/dashboard', '//evil.example'),
        }),
      ),
    );
  });

  it('POST /api/webhooks/polar, unsigned and signed', async () => {
    await fuzz(
      'POST',
      () => '/api/webhooks/polar',
      wire(hostileValue),
      () => ({
        'webhook-id': 'msg_fuzz',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': 'v1,bm90LWEtc2lnbmF0dXJl',
      }),
    );
    // Correctly signed but hostile payloads: parsed only after verification. The one 5xx is
    // deliberate: a genuine subscription event Herald cannot read asks the provider to
    // deliver it again (docs/security.md, "Payments and webhooks"); nothing else is a 5xx.
    const payload = fc.oneof(
      hostileValue,
      fc.record({
        type: fc.oneof(fc.constantFrom(...SUBSCRIPTION_EVENTS), hostileString),
        data: fc.oneof(
          hostileValue,
          fc.record({
            id: hostileValue,
            status: hostileValue,
            created_at: fc.oneof(hostileValue, fc.constant(new Date().toISOString())),
            modified_at: hostileValue,
            current_period_end: hostileValue,
            customer: fc.record({ external_id: hostileValue }),
          }),
        ),
      }),
      fc
        .tuple(fc.constantFrom(...SUBSCRIPTION_EVENTS), hostileString)
        .map(([type, externalId]) => subscriptionEvent(type, externalId)),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        const { body, headers } = signed(p);
        const r = await send('POST', '/api/webhooks/polar', { body, contentType: null }, headers);
        if (r.status === 500) {
          expect(r.body, body.slice(0, 200)).toMatchObject({
            received: false,
            code: 'unparseable_event',
          });
          expect(SUBSCRIPTION_EVENTS as readonly unknown[]).toContain(
            (p as { type?: unknown } | null)?.type,
          );
        } else expectSane(r, body.slice(0, 200), '/api/webhooks/polar');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('one error contract (ADR 036)', () => {
  it('every route answers an error as { code, message }, signed out and with a body it refuses', async () => {
    // The routes as mounted, read from the app itself: a new route is walked without being
    // listed here. The recipient pages (/api/email/*) are HTML for people, not the JSON API.
    const app = createApp({
      env: server.env,
      logger: createLogger('silent'),
      database: { db: await testDb(server) } as Database,
    });
    const routes = [
      ...new Set(
        app.routes
          .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
          .filter((r) => !r.path.startsWith('/api/email/'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    expect(routes.length).toBeGreaterThan(20);
    let errors = 0;
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      const path = pattern
        .replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000')
        .replace(/\*$/, 'no-such-endpoint');
      for (const cookie of [undefined, owner.cookie]) {
        const r = await send(
          method,
          path,
          { body: JSON.stringify({ unexpected: '<b>field</b>' }), contentType: 'application/json' },
          cookie ? { cookie } : {},
        );
        const label = `${route} ${cookie ? 'signed in' : 'signed out'} → ${r.status}`;
        if (r.status < 400) continue;
        errors++;
        expect(r.type, label).toContain('application/json');
        expectErrorContract(path, r.body, label);
      }
    }
    // Most routes refuse a signed-out visitor or this body: the walk saw real errors.
    expect(errors).toBeGreaterThan(routes.length);
  });

  it('keeps the code and message of the middleware, the body limit and unknown paths', async () => {
    const cases: [string, string, RequestInit, number, string][] = [
      [
        'POST',
        '/api/destinations',
        { headers: { origin: 'https://evil.example' } },
        403,
        'forbidden_origin',
      ],
      ['GET', '/api/no-such-thing', {}, 404, 'not_found'],
      ['GET', '/api/account', {}, 401, 'unauthenticated'],
      [
        'POST',
        '/api/destinations',
        {
          headers: { cookie: owner.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'x'.repeat(70 * 1024) }),
        },
        413,
        'payload_too_large',
      ],
    ];
    for (const [method, path, init, status, code] of cases) {
      const res = await server.fetch(path, { method, ...init });
      expect(res.status, path).toBe(status);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body, path).toMatchObject({ code });
      expect(typeof body.message, path).toBe('string');
      expect(body, path).not.toHaveProperty('error');
    }
  });
});

describe('text is stored and answered as text', () => {
  const html = '<img src=x onerror=alert(1)> & <script>alert("x")</script>';

  it('keeps HTML in an option exactly as typed, served as JSON', async () => {
    const res = await server.fetch(`/api/messages/${messageId}/suggestions/${suggestionId}`, {
      method: 'PATCH',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text: html }),
    });
    expect(res.status).toBe(200);
    const list = await server.fetch('/api/messages?pageSize=50', {
      headers: { cookie: owner.cookie },
    });
    expect(list.headers.get('content-type')).toContain('application/json');
    const { items } = (await list.json()) as { items: { suggestions: { text: string }[] }[] };
    expect(items.flatMap((i) => i.suggestions.map((s) => s.text))).toContain(html);
  });

  it('keeps SQL in a search as a search: no error, no match, nothing dropped', async () => {
    const u = await createUser(server);
    await postJson(
      server,
      '/api/generate',
      {
        newHireName: 'Priya Sharma',
        role: 'Engineer',
        tone: 'warm_professional',
        messageType: 'welcome',
      },
      { cookie: u.cookie },
    );
    for (const search of ["'; DROP TABLE messages; --", "' OR '1'='1", "%' OR 1=1 --", '\\', '%']) {
      const res = await server.fetch(`/api/messages?search=${encodeURIComponent(search)}`, {
        headers: { cookie: u.cookie },
      });
      expect(res.status, search).toBe(200);
      expect(((await res.json()) as { total: number }).total, search).toBe(0);
    }
    const all = await server.fetch('/api/messages', { headers: { cookie: u.cookie } });
    expect(((await all.json()) as { total: number }).total).toBe(1);
  });

  it('keeps a hostile display name out of e-mails altogether', async () => {
    const email = uniqueEmail('xss');
    const res = await postJson(server, '/api/auth/sign-up/email', {
      email,
      password: 'a-Sturdy-passphrase-42',
      name: '<img src=x onerror=alert(1)>',
    });
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(server, email);
    for (const part of [mail!.html, mail!.text, mail!.subject]) {
      expect(part).not.toContain('<img src=x');
      expect(part).not.toContain('img src=x onerror');
    }
    expect(linkIn(mail!, /http\S+verify-email\S+/)).toContain('token=');
  });

  it('refuses a form-encoded or mislabelled body with NUL before reading it (415)', async () => {
    const cases: [string, string, string | null][] = [
      [
        '/api/auth/sign-in/email',
        'email=a%00b%40example.com&password=whatever-123',
        'application/x-www-form-urlencoded',
      ],
      [
        '/api/auth/sign-up/email',
        'email=a%40example.com&password=a-Sturdy-passphrase-42&name=A%00l',
        'application/x-www-form-urlencoded',
      ],
      [
        '/api/generate',
        JSON.stringify({
          newHireName: 'Pri\ud800ya',
          role: 'Engineer',
          tone: 'warm_professional',
          messageType: 'welcome',
        }),
        'text/plain',
      ],
      [
        '/api/generate',
        JSON.stringify({
          newHireName: 'Pri\u0000ya',
          role: 'Engineer',
          tone: 'warm_professional',
          messageType: 'welcome',
        }),
        null,
      ],
    ];
    for (const [path, body, contentType] of cases) {
      const r = await send('POST', path, { body, contentType }, { cookie: owner.cookie });
      // Only JSON bodies are read at all (middleware/same-origin.ts): nothing of these is
      // parsed or stored, and the answer is a 4xx, never a 5xx.
      expect(r.status, `${path} ${contentType}`).toBe(415);
      expect(r.body).toMatchObject({ code: 'unsupported_media_type' });
    }
  });

  it.each([
    ['a NUL character', 'Pri\u0000ya'],
    ['a lone high surrogate', 'Pri\ud800ya'],
    ['a lone low surrogate', 'Pri\udc00ya'],
  ])('refuses %s with a clear 400 on every endpoint that stores text', async (_what, bad) => {
    const cases: [string, string, unknown, Record<string, string>][] = [
      [
        'POST',
        '/api/generate',
        { newHireName: bad, role: 'Engineer', tone: 'warm_professional', messageType: 'welcome' },
        { cookie: owner.cookie },
      ],
      [
        'POST',
        '/api/demo/generate',
        { newHireName: bad, role: 'Engineer', tone: 'warm_professional', messageType: 'welcome' },
        {},
      ],
      ['PATCH', '/api/account/profile', { displayName: bad }, { cookie: owner.cookie }],
      [
        'PATCH',
        `/api/messages/${messageId}/suggestions/${suggestionId}`,
        { text: bad },
        { cookie: owner.cookie },
      ],
      [
        'POST',
        '/api/auth/sign-up/email',
        { email: uniqueEmail(), password: 'a-Sturdy-passphrase-42', name: bad },
        {},
      ],
      [
        'POST',
        '/api/auth/sign-in/email',
        { email: `x${bad}@example.com`, password: 'whatever-123' },
        {},
      ],
    ];
    for (const [method, path, body, headers] of cases) {
      const r = await send(
        method,
        path,
        { body: JSON.stringify(body), contentType: 'application/json' },
        headers,
      );
      expect(r.status, path).toBe(400);
      expect(JSON.stringify(r.body), path).toContain(UNSTORABLE_TEXT_MESSAGE);
    }
    const search = await send(
      'GET',
      `/api/messages?search=${encodeURIComponent(bad.replace(/[\ud800-\udfff]/g, ''))}%00`,
      { body: '', contentType: null },
      { cookie: owner.cookie },
    );
    expect(search.status).toBe(400);
  });

  it('refuses a NUL in an id of the path with a clear 400, not a database error', async () => {
    const made = await send(
      'POST',
      '/api/workspaces',
      { body: JSON.stringify({ name: 'Hostile paths' }), contentType: 'application/json' },
      { cookie: owner.cookie },
    );
    const team = (made.body as { workspace: { id: string } }).workspace.id;
    const cases: [string, string][] = [
      ['GET', '/api/workspaces/a%00b'],
      ['PATCH', `/api/workspaces/${team}/members/a%00b`],
      ['DELETE', `/api/workspaces/${team}/members/a%00b`],
      ['POST', `/api/workspaces/${team}/invitations/a%00b/resend`],
      ['DELETE', `/api/workspaces/${team}/invitations/a%00b`],
    ];
    for (const [method, path] of cases) {
      const r = await send(
        method,
        path,
        { body: method === 'PATCH' ? '{"role":"admin"}' : '', contentType: 'application/json' },
        { cookie: owner.cookie },
      );
      expect(r.status, `${method} ${path}`).toBe(400);
      expect(r.body, path).toMatchObject({ message: UNSTORABLE_TEXT_MESSAGE });
    }
  });
});
