import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRERENDERED_PATHS } from '#domain/site-routes.ts';
import { figure, max, type Figure } from './report.ts';

/**
 * Bytes a first visit downloads before the page can run: the gzip size of every script and
 * stylesheet its HTML names (modulepreload, script src, stylesheet). Level 9 is what the
 * server sends (server/site/static-site.ts), so these are the bytes on the wire.
 */

const CLIENT_DIR = 'build/client';
// Issue 23 item 4: the framework alone (React, React DOM, React Router) is about 105 KB.
// scripts/prerender.test.ts holds every build to the gzip budgets, so CI fails on a regression.
export const LANDING_JS_BUDGET_KB = 118;
const LANDING_JS_BROTLI_BUDGET_KB = 102;
// The auth forms: framework, the session layout and the forms' own code; zod, sonner, the auth
// client, react-hook-form and TanStack Query are not in it (ADR 050). 122-122.5 KB when set
// (131-132 with the query cache, 154-155 with the two before it).
export const AUTH_JS_BUDGET_KB = 126;
const AUTH_PATHS = ['/auth/login', '/auth/signup', '/auth/forgot-password'];

interface PageAssets {
  js: string[];
  css: string[];
}

function htmlFile(path: string): string {
  return join(CLIENT_DIR, path === '/' ? '' : path, 'index.html');
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The scripts and stylesheets an HTML document loads up front. */
export function assetsOf(html: string): PageAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src) js.add(src);
  }
  // The hydration script imports the route modules inline; they are normally preloaded too.
  for (const [, src] of html.matchAll(/import(?:\s[^"]*from)?\s*\(?"(\/assets\/[^"]+\.js)"/g))
    js.add(src!);
  return { js: [...js], css: [...css] };
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's browser manifest, the one the SPA shell names (older builds may linger). */
function readManifest(shell: PageAssets): Manifest {
  const file = shell.js.find((src) => /\/assets\/manifest-[^/]+\.js$/.test(src));
  if (!file) throw new Error('the SPA shell names no React Router manifest');
  const source = readFileSync(join(CLIENT_DIR, file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return JSON.parse(json) as Manifest;
}

/** The route and its ancestors, root first. */
function branch(manifest: Manifest, route: ManifestRoute): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = manifest.routes[r.parentId ?? ''])
    routes.unshift(r);
  return routes;
}

const fullPath = (manifest: Manifest, route: ManifestRoute) =>
  `/${branch(manifest, route)
    .flatMap((r) => (r.path ? [r.path] : []))
    .join('/')}`;

/**
 * A client-rendered URL loads the shell's assets, then the modules of every route on its
 * branch (root → layouts → the index route), as React Router does on hydration.
 */
function clientRouteAssets(url: string, shell: PageAssets, manifest: Manifest): PageAssets {
  const leaf = Object.values(manifest.routes).find((r) => r.index && fullPath(manifest, r) === url);
  if (!leaf) throw new Error(`no index route for ${url} in the React Router manifest`);
  const js = new Set([...shell.js, manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set([...shell.css, ...manifest.entry.css]);
  for (const route of branch(manifest, leaf)) {
    js.add(route.module);
    for (const i of route.imports ?? []) js.add(i);
    for (const c of route.css ?? []) css.add(c);
  }
  return { js: [...js], css: [...css] };
}

const gzipCache = new Map<string, number>();
function gzipBytes(asset: string): number {
  let size = gzipCache.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(CLIENT_DIR, asset)), { level: 9 }).length;
    gzipCache.set(asset, size);
  }
  return size;
}

const brotliCache = new Map<string, number>();
/** What the server sends to a browser that accepts br: the build's .br file, as quality 11. */
function brotliBytes(asset: string): number {
  let size = brotliCache.get(asset);
  if (size === undefined) {
    const body = readFileSync(join(CLIENT_DIR, asset));
    // Files under 512 bytes go uncompressed (server/site/static-site.ts).
    size =
      body.length > 512
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
        : body.length;
    brotliCache.set(asset, size);
  }
  return size;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const total = (assets: string[]) => kb(assets.reduce((sum, a) => sum + gzipBytes(a), 0));

export function measureBundles(): Figure[] {
  const figures: Figure[] = [];
  const page = (label: string, assets: PageAssets, jsBudget?: number) => {
    figures.push(
      figure(
        'bundle',
        `${label} JS (gzip)`,
        total(assets.js),
        'KB',
        jsBudget === undefined ? undefined : max(jsBudget),
        `${assets.js.length} files`,
      ),
      figure('bundle', `${label} CSS (gzip)`, total(assets.css), 'KB'),
    );
  };
  for (const path of PRERENDERED_PATHS) {
    const assets = assetsOf(readFileSync(htmlFile(path), 'utf8'));
    page(
      path,
      assets,
      path === '/'
        ? LANDING_JS_BUDGET_KB
        : AUTH_PATHS.includes(path)
          ? AUTH_JS_BUDGET_KB
          : undefined,
    );
    if (path !== '/') continue;
    figures.push(
      figure(
        'bundle',
        '/ JS (brotli)',
        kb(assets.js.reduce((sum, a) => sum + brotliBytes(a), 0)),
        'KB',
        max(LANDING_JS_BROTLI_BUDGET_KB),
      ),
      // The landing's composition: each file it loads up front, largest first.
      ...[...assets.js]
        .sort((a, b) => gzipBytes(b) - gzipBytes(a))
        .map((asset) =>
          figure(
            'bundle',
            `/ JS: ${asset.replace(/^\/?assets\//, '').replace(/-[\w-]{8}\.js$/, '.js')}`,
            kb(gzipBytes(asset)),
            'KB',
          ),
        ),
    );
  }
  const shell = assetsOf(readFileSync(join(CLIENT_DIR, '__spa-fallback.html'), 'utf8'));
  page('/dashboard', clientRouteAssets('/dashboard', shell, readManifest(shell)));
  return figures;
}
