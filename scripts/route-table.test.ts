import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_SLUGS, PRERENDERED_PATHS } from '#domain/site-routes.ts';
import { loadStaticSite, staticSiteRoutes } from '#server/site/static-site.ts';
import routes from '#web/routes.ts';

/*
 * Issue 20 item 4: /dashboard/scheduled rendered but answered 404 on a direct load (a
 * bookmark, the link in every failure e-mail), because the server's list of client routes
 * had drifted from the route table. Every path of web/routes.ts is requested directly from
 * the server's static site (with a miniature build holding the prerendered pages) and must
 * answer 200; only the catch-all answers 404.
 */

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every URL path of the route table, dynamic segments filled with a real value. */
function paths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    const here = entry.index || (entry.path && !entry.children?.length) ? [own || '/'] : [];
    const nested = entry.children ? paths(entry.children, own) : [];
    return entry.path && entry.children?.length ? [own, ...nested] : [...here, ...nested];
  });
}

const SAMPLE: Record<string, string> = { ':slug': BLOG_SLUGS[0], ':id': 'chk_123' };

let dir: string;
let app: Hono;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'herald-routes-'));
  for (const path of PRERENDERED_PATHS) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), `<html><body>${path}</body></html>`);
  }
  writeFileSync(join(dir, '__spa-fallback.html'), '<html><body>shell</body></html>');
  const site = loadStaticSite(dir);
  if (!site) throw new Error('site not loaded');
  app = new Hono().route('/', staticSiteRoutes(site));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('every app route answers 200 on a direct load', () => {
  const all = paths(routes as RouteEntry[]);
  const real = [
    ...new Set(
      all.filter((p) => !p.endsWith('/*')).map((p) => p.replace(/:\w+/g, (s) => SAMPLE[s] ?? 'x')),
    ),
  ];

  it('lists the route table', () => {
    expect(real).toEqual(expect.arrayContaining(['/', '/dashboard', '/dashboard/scheduled']));
    expect(all).toContain('/*');
  });

  it.each(real)('%s', async (path) => {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
  });

  it('answers 404 for a path outside the table', async () => {
    expect((await app.request('/dashboard/no-such-page')).status).toBe(404);
  });
});
