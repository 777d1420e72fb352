import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRERENDERED_PATHS } from '#domain/site-routes.ts';
import { figure, max, type Figure } from './report.ts';

/**
 * Bytes a first visit downloads before the page can run: the gzip size of every script and
 * stylesheet its HTML names (modulepreload, script src, stylesheet). Level 9 is what the
 * server sends (server/site/static-site.ts), so these are the bytes on the wire.
 */

const CLIENT_DIR = 'build/client';
const LANDING_JS_BUDGET_KB = 130;

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
function assetsOf(html: string): PageAssets {
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
    page(path, assets, path === '/' ? LANDING_JS_BUDGET_KB : undefined);
  }
  const shell = assetsOf(readFileSync(join(CLIENT_DIR, '__spa-fallback.html'), 'utf8'));
  page('/dashboard', clientRouteAssets('/dashboard', shell, readManifest(shell)));
  return figures;
}
