import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { DEV_MAILBOX_PAGES, isClientRoute, TEST_CHECKOUT_PAGES } from '#domain/site-routes.ts';
import type { AppEnv } from '../app-env.ts';

/**
 * Serves the built web app (build/client) from memory: prerendered HTML for public pages,
 * the SPA shell for client routes, a real 404 status for anything else, immutable caching
 * for hashed assets, brotli or gzip for text. The build is a few hundred KB, so holding it in
 * memory keeps every response a lookup, with no disk I/O per request. The build writes each
 * text file's brotli (quality 11) and gzip (level 9) forms beside it (`precompressSite`), so
 * the server neither spends its start compressing nor serves a weaker compression.
 */

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** HTML only: the Content-Security-Policy allowing exactly this page's inline scripts. */
  csp?: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

function contentSecurityPolicy(inlineScriptHashes: string[]): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // React sets style attributes (progress bars) and sonner injects a <style> tag.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const content = match[1] ?? '';
    if (content.length)
      hashes.push(`sha256-${createHash('sha256').update(content).digest('base64')}`);
  }
  return hashes;
}

/** The precompressed forms the build writes beside a file (never served by their own name). */
const PRECOMPRESSED = ['.br', '.gz'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return PRECOMPRESSED.includes(extname(name)) ? [] : [path];
  });
}

const compressible = (path: string, body: Buffer) =>
  COMPRESSIBLE.test(TYPES[extname(path)] ?? '') && body.length > 512;

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/**
 * Build step (scripts/ensure-build.ts): writes `file.br` (brotli, quality 11) and `file.gz`
 * (gzip, level 9) beside every text file of build/client worth compressing.
 */
export function precompressSite(clientDir: string): void {
  for (const path of walk(clientDir)) {
    const body = readFileSync(path);
    if (!compressible(path, body)) continue;
    writeFileSync(`${path}.br`, brotli(body, 11));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** The precompressed form when the build wrote it; else made now (quickly: a start waits). */
function compressedForm(path: string, ext: '.br' | '.gz', make: () => Buffer): Buffer {
  return existsSync(path + ext) ? readFileSync(path + ext) : make();
}

function loadFile(path: string, urlPath: string): StaticFile {
  const body = readFileSync(path);
  const ext = extname(path);
  const type = TYPES[ext] ?? 'application/octet-stream';
  const hashed = urlPath.startsWith('/assets/');
  const file: StaticFile = {
    body,
    type,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl: hashed
      ? 'public, max-age=31536000, immutable'
      : ext === '.html'
        ? 'no-cache'
        : 'public, max-age=3600',
  };
  if (compressible(path, body)) {
    file.br = compressedForm(path, '.br', () => brotli(body, 5));
    file.gzip = compressedForm(path, '.gz', () => gzipSync(body, { level: 6 }));
  }
  if (ext === '.html') file.csp = contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')));
  return file;
}

export interface StaticSite {
  files: Map<string, StaticFile>;
  pages: Map<string, StaticFile>;
  shell: StaticFile;
}

/** Loads build/client; returns null when the web app has not been built. */
export function loadStaticSite(clientDir: string): StaticSite | null {
  const shellPath = join(clientDir, '__spa-fallback.html');
  if (!existsSync(shellPath)) return null;
  const files = new Map<string, StaticFile>();
  const pages = new Map<string, StaticFile>();
  for (const path of walk(clientDir)) {
    const urlPath = '/' + relative(clientDir, path).split(sep).join('/');
    if (urlPath === '/__spa-fallback.html') continue;
    const file = loadFile(path, urlPath);
    if (urlPath.endsWith('/index.html'))
      pages.set(urlPath.slice(0, -'index.html'.length) || '/', file);
    else files.set(urlPath, file);
  }
  // Pages are keyed with a trailing slash by the walk; normalise to the canonical form.
  for (const [key, file] of [...pages]) {
    if (key !== '/' && key.endsWith('/')) {
      pages.delete(key);
      pages.set(key.slice(0, -1), file);
    }
  }
  return { files, pages, shell: loadFile(shellPath, '/__spa-fallback.html') };
}

function respond(
  file: StaticFile,
  status: number,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
  head: boolean,
): Response {
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': status === 404 ? 'no-store' : file.cacheControl,
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  });
  if (file.csp) headers.set('Content-Security-Policy', file.csp);
  if (status === 200 && ifNoneMatch === file.etag)
    return new Response(null, { status: 304, headers });
  const encoding =
    file.br && /\bbr\b/.test(acceptEncoding ?? '')
      ? 'br'
      : file.gzip && /\bgzip\b/.test(acceptEncoding ?? '')
        ? 'gzip'
        : undefined;
  const body = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(head ? null : new Uint8Array(body), { status, headers });
}

/**
 * A page that is not there, without the app: the SPA shell would route to the page in the
 * browser anyway (its code is in the bundle), so refused pages get this instead.
 */
const NOT_HERE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Page not found · Herald</title></head><body style="font-family:system-ui,sans-serif;margin:4rem auto;max-width:32rem;padding:0 1rem"><h1>Page not found</h1><p>There is no such page here.</p><p><a href="/">Go to the homepage</a></p></body></html>`;

function notHere(head: boolean): Response {
  return new Response(head ? null : NOT_HERE, {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

export interface SiteOptions {
  /** The dev mailbox page exists only while the dev mailbox is the transport. */
  devMailbox: boolean;
  /** The test checkout and portal pages exist only without Polar (never in production). */
  testCheckout: boolean;
}

export function staticSiteRoutes(
  site: StaticSite,
  options: SiteOptions = { devMailbox: true, testCheckout: true },
) {
  const refused = [
    ...(options.devMailbox ? [] : DEV_MAILBOX_PAGES),
    ...(options.testCheckout ? [] : TEST_CHECKOUT_PAGES),
  ];
  const pagePathOf = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return new Hono<AppEnv>()
    .post('*', (c) => {
      // A form sent before the page's script took over (the auth forms post, so a password
      // never lands in a URL): back to the page, body unread, where the script now runs.
      const pagePath = pagePathOf(decodeURIComponentSafe(c.req.path));
      if (site.pages.has(pagePath) || isClientRoute(pagePath)) return c.redirect(pagePath, 303);
      return c.notFound();
    })
    .on(['GET', 'HEAD'], '*', (c) => {
      const path = decodeURIComponentSafe(c.req.path);
      if (refused.some((pattern) => pattern.test(path))) return notHere(c.req.method === 'HEAD');
      const args = [
        c.req.header('accept-encoding'),
        c.req.header('if-none-match'),
        c.req.method === 'HEAD',
      ] as const;
      const asset = site.files.get(path);
      if (asset) return respond(asset, 200, ...args);
      const pagePath = pagePathOf(path);
      const page = site.pages.get(pagePath);
      if (page) return respond(page, 200, ...args);
      if (isClientRoute(pagePath)) return respond(site.shell, 200, ...args);
      // Unknown path: the SPA shell renders the 404 page; the status tells crawlers the truth.
      return respond(site.shell, 404, ...args);
    });
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
