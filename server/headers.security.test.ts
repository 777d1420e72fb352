import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET } from '#tests/setup/polar-events.ts';
import { sharedPgliteForTests } from '#tests/setup/test-server.ts';
import { createApp } from './app.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { loadStaticSite, type StaticSite } from './site/static-site.ts';

// The headers browsers enforce, on the app as production runs it (NODE_ENV=production env
// values, the built web app served by the same process) and as development runs it.
const APP_URL = 'https://herald.example';
const PRODUCTION_SECRET = randomBytes(48).toString('base64');
const inlineScripts = ['window.__reactRouterContext = {"isSpaMode":true};', 'console.log(1 < 2);'];
let dir: string;
let site: StaticSite;
let smtp: SMTPServer;
let smtpPort: number;

beforeAll(async () => {
  // A miniature build/client with inline scripts, like the prerendered pages have.
  dir = mkdtempSync(join(tmpdir(), 'herald-headers-'));
  mkdirSync(join(dir, 'assets'));
  const page = (body: string) =>
    `<!doctype html><html><head>${inlineScripts.map((s) => `<script>${s}</script>`).join('')}<script type="module" src="/assets/app-1.js"></script></head><body>${body}</body></html>`;
  writeFileSync(join(dir, 'index.html'), page('home'));
  writeFileSync(join(dir, '__spa-fallback.html'), page('shell'));
  writeFileSync(join(dir, 'assets', 'app-1.js'), 'export const x = 1;');
  site = loadStaticSite(dir)!;
  // Production refuses the dev mailbox: sign-up mail goes to a loopback SMTP server.
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  // Boots the worker's shared database here, under the hook timeout, not in the first test.
  await appFor('development');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function appFor(mode: 'production' | 'development', vars: Record<string, string> = {}) {
  const env = parseEnv(
    mode === 'production'
      ? {
          NODE_ENV: 'production',
          APP_URL,
          BETTER_AUTH_SECRET: PRODUCTION_SECRET,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          POLAR_ACCESS_TOKEN: 'polar_oat_headers',
          POLAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
          POLAR_PRO_PRODUCT_ID: 'prod_pro',
          POLAR_API_URL: 'http://127.0.0.1:9',
          DESTINATIONS_KEY: 'kF3v9Qm2Lx7Rt1Zp8Wc4Ny6Hb0Jd5Gs2',
          // The shared in-memory test database stands in for PostgreSQL.
          ALLOW_EMBEDDED_DATABASE: 'true',
          LOG_LEVEL: 'silent',
          ...vars,
        }
      : { NODE_ENV: 'development', LOG_LEVEL: 'silent', ...vars },
  );
  return createApp({
    env,
    database: await sharedPgliteForTests(),
    logger: createLogger('silent'),
    site,
  });
}

function base(mode: 'production' | 'development') {
  return mode === 'production' ? APP_URL : 'http://localhost:3000';
}

/** What every response carries, API or page, success or error. */
function expectCommonHeaders(res: Response, mode: 'production' | 'development', what: string) {
  const h = res.headers;
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('x-frame-options'), what).toBe('DENY');
  expect(h.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(h.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(h.get('x-powered-by'), what).toBeNull();
  expect(h.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
  if (mode === 'production') {
    const hsts = h.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), what).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts, what).toContain('includeSubDomains');
  } else {
    // Plain-HTTP development on localhost must not pin the browser to https.
    expect(h.get('strict-transport-security'), what).toBeNull();
  }
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(['production', 'development'] as const)('security headers (%s)', (mode) => {
  it.each([
    ['GET', '/api/health', 200, 'no-store'],
    // Public, the same for everyone: the only API answer a shared cache may keep.
    ['GET', '/api/plans', 200, 'public, max-age=60'],
    ['GET', '/api/account', 401, 'no-store'],
    ['GET', '/api/no-such-endpoint', 404, 'no-store'],
    ['POST', '/api/generate', 401, 'no-store'],
  ])('API %s %s (%i) is locked down', async (method, path, status, cache) => {
    const app = await appFor(mode);
    const res = await app.request(`${base(mode)}${path}`, { method });
    expect(res.status).toBe(status);
    expectCommonHeaders(res, mode, path);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers.get('cache-control')).toBe(cache);
  });

  it('answers an oversized body with 413 and the same headers', async () => {
    const app = await appFor(mode);
    const res = await app.request(`${base(mode)}/api/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ team: 'x'.repeat(70_000) }),
    });
    expect(res.status).toBe(413);
    expectCommonHeaders(res, mode, '413');
  });

  it.each(['/', '/dashboard/messages', '/no/such/page'])(
    'page %s allows only its own hashed inline scripts',
    async (path) => {
      const app = await appFor(mode);
      const res = await app.request(`${base(mode)}${path}`);
      expect(res.headers.get('content-type')).toContain('text/html');
      expectCommonHeaders(res, mode, path);
      const csp = directives(res.headers.get('content-security-policy')!);
      const scripts = csp.get('script-src')!;
      // 'self' and one hash per inline script, nothing else: no 'unsafe-inline', no eval.
      expect(
        scripts.filter((s) => s !== "'self'").every((s) => /^'sha256-[\w+/=]+'$/.test(s)),
      ).toBe(true);
      const html = await res.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline).toHaveLength(inlineScripts.length);
      for (const [, content] of inline)
        expect(scripts).toContain(
          `'sha256-${createHash('sha256').update(content!).digest('base64')}'`,
        );
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('serves scripts with nosniff and the same frame and transport rules', async () => {
    const app = await appFor(mode);
    const res = await app.request(`${base(mode)}/assets/app-1.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    if (mode === 'production') expect(res.headers.get('strict-transport-security')).toBeTruthy();
  });
});

describe('production cookies and refusals', () => {
  it('sets the session cookie __Secure-, Secure, HttpOnly, SameSite=Lax, for 7 days', async () => {
    const app = await appFor('production', { REQUIRE_EMAIL_VERIFICATION: 'false' });
    const res = await app.request(`${APP_URL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({
        email: `cookie.${Date.now()}@example.com`,
        password: 'a-Sturdy-passphrase-42',
        name: 'Cookie Monster',
      }),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(session).toMatch(/^__Secure-herald\.session_token=/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\//i);
    expect(session).toMatch(/;\s*Max-Age=604800/);
  });

  it('refuses a cookie-bearing POST from another origin', async () => {
    const app = await appFor('production');
    const res = await app.request(`${APP_URL}/api/auth/sign-out`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        cookie: '__Secure-herald.session_token=abc.def',
      },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it.each([
    ['POST', '/api/generate'],
    ['POST', '/api/demo/generate'],
    ['DELETE', '/api/messages/00000000-0000-0000-0000-000000000000'],
    [
      'PATCH',
      '/api/messages/00000000-0000-0000-0000-000000000000/suggestions/00000000-0000-0000-0000-000000000000',
    ],
    ['PATCH', '/api/account/profile'],
    ['DELETE', '/api/account'],
    ['POST', '/api/billing/checkout'],
    ['POST', '/api/billing/portal'],
  ])('refuses a signed-in %s %s from another origin, and as a form', async (method, path) => {
    const app = await appFor('production', { REQUIRE_EMAIL_VERIFICATION: 'false' });
    const signUp = await app.request(`${APP_URL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({
        email: `csrf.${Date.now()}.${Math.random()}@example.com`,
        password: 'a-Sturdy-passphrase-42',
        name: 'Cross Origin',
      }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toContain('__Secure-herald.session_token=');
    const body = JSON.stringify({ displayName: 'Owned', password: 'a-Sturdy-passphrase-42' });
    const foreign = await app.request(`${APP_URL}${path}`, {
      method,
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'forbidden_origin' });
    const form = await app.request(`${APP_URL}${path}`, {
      method,
      headers: { cookie, 'content-type': 'text/plain' },
      body,
    });
    expect(form.status).toBe(415);
    // The same session from the app's own origin gets through (an answer from the handler).
    const own = await app.request(`${APP_URL}/api/account`, { headers: { cookie } });
    expect(own.status).toBe(200);
  });

  it('has no dev mailbox and no test checkout', async () => {
    const app = await appFor('production');
    expect((await app.request(`${APP_URL}/api/dev/mailbox`)).status).toBe(404);
    // Their pages are refused by the server too, without the app (whose router would
    // otherwise draw them in the browser).
    for (const path of [
      '/dev/mailbox',
      '/test-checkout/00000000-0000-0000-0000-000000000000',
      '/test-portal',
    ]) {
      const page = await app.request(`${APP_URL}${path}`);
      expect(page.status, path).toBe(404);
      const html = await page.text();
      expect(html, path).toContain('Page not found');
      expect(html, path).not.toContain('<script');
      expectCommonHeaders(page, 'production', path);
    }
    const dev = await appFor('development');
    for (const path of ['/dev/mailbox', '/test-portal'])
      expect((await dev.request(`http://localhost:3000${path}`)).status, path).toBe(200);
    const pay = await app.request(
      `${APP_URL}/api/test-billing/checkouts/00000000-0000-0000-0000-000000000000/pay`,
      { method: 'POST', headers: { origin: APP_URL } },
    );
    expect(pay.status).toBe(404);
  });
});
