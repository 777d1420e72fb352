import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { loadStaticSite, precompressSite, staticSiteRoutes } from './static-site.ts';

// A miniature build/client, so the serving rules are tested without running a web build.
const inline = 'window.__ctx = {"page":"home"};';
let app: Hono;

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'herald-site-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'blog'));
  writeFileSync(
    join(dir, 'index.html'),
    `<html><head><script>${inline}</script></head><body>${'home '.repeat(200)}</body></html>`,
  );
  writeFileSync(join(dir, 'blog', 'index.html'), '<html><body>blog</body></html>');
  writeFileSync(join(dir, '__spa-fallback.html'), '<html><body>shell</body></html>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("x");'.repeat(100));
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  const site = loadStaticSite(dir);
  if (!site) throw new Error('site not loaded');
  app = new Hono().route('/', staticSiteRoutes(site));
});

describe('static site', () => {
  it('serves prerendered pages with a CSP that allows exactly their inline scripts', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const hash = createHash('sha256').update(inline).digest('base64');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src [^;]*(?<!'unsafe-inline')(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves a page with or without a trailing slash', async () => {
    expect(await (await app.request('/blog')).text()).toContain('blog');
    expect(await (await app.request('/blog/')).text()).toContain('blog');
  });

  it('serves the SPA shell with 200 for client routes and 404 for unknown paths', async () => {
    const dash = await app.request('/dashboard/messages');
    expect(dash.status).toBe(200);
    expect(await dash.text()).toContain('shell');
    const missing = await app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('shell');
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('compresses text with brotli or gzip, as the client accepts, and answers 304 to a matching ETag', async () => {
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const br = await app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      'console.log("x");'.repeat(100),
    );
    const gz = await app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(
      Number(plain.headers.get('content-length')),
    );
    const etag = plain.headers.get('etag')!;
    const cached = await app.request('/assets/app-abc123.js', {
      headers: { 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
  });

  it('serves the forms the build precompressed, and never a .br or .gz file by its own name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'herald-site-'));
    writeFileSync(join(dir, '__spa-fallback.html'), '<html><body>shell</body></html>');
    writeFileSync(join(dir, 'app.js'), 'console.log("precompressed");'.repeat(50));
    precompressSite(dir);
    expect(existsSync(join(dir, 'app.js.br'))).toBe(true);
    // The served bytes are the file the build wrote (quality 11), not a new compression.
    writeFileSync(join(dir, 'app.js.br'), brotliCompressSync('from the build'));
    const site = new Hono().route('/', staticSiteRoutes(loadStaticSite(dir)!));
    const res = await site.request('/app.js', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(
      'from the build',
    );
    expect((await site.request('/app.js.br')).status).toBe(404);
  });

  it('sends a form posted before the script ran back to its page, and refuses other posts', async () => {
    const res = await app.request('/blog/', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ada@example.com', password: 'secret-password' }),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog');
    expect((await app.request('/no-such-page', { method: 'POST' })).status).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    const res = await app.request('/../package.json');
    expect(res.status).toBe(404);
  });
});
