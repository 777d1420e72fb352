import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsOf, AUTH_JS_BUDGET_KB, LANDING_JS_BUDGET_KB } from '../bench/bundle-size.ts';
import {
  BLOG_SLUGS,
  DISALLOWED_FOR_CRAWLERS,
  PRERENDERED_PATHS,
  isClientRoute,
} from '#domain/site-routes.ts';

/*
 * Builds the web app once, the way production does, and checks what visitors and crawlers
 * get before any JavaScript runs: every public page's own title, description, canonical
 * URL and main heading in the HTML, crawler files, and no internal link to nowhere.
 */

const APP_URL = 'https://herald.example';
const CONTACT_EMAIL = 'team@herald.example';

let outDir: string;
let clientDir: string;

beforeAll(() => {
  // Inside the project (build/ is ignored): prerendering imports the server build, which
  // must resolve packages from node_modules.
  mkdirSync('build', { recursive: true });
  outDir = mkdtempSync(join('build', 'prerender-test-'));
  clientDir = join(outDir, 'client');
  execFileSync('npx', ['react-router', 'build'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HERALD_BUILD_DIR: outDir,
      APP_URL,
      CONTACT_EMAIL,
    },
    stdio: 'pipe',
    timeout: 120_000,
  });
}, 150_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function pageFile(path: string): string {
  return join(clientDir, path === '/' ? '' : path, 'index.html');
}

function page(path: string): string {
  return readFileSync(pageFile(path), 'utf8');
}

function decode(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

function title(html: string): string {
  return decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta [^>]*${attr}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? decode(/content="([^"]*)"/.exec(tag)?.[1] ?? '') : undefined;
}

function headings1(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1] ?? ''));
}

/** HTML before React's streamed, initially hidden segments: what renders without JS. */
function visibleHtml(html: string): string {
  const cut = html.search(/<div hidden id="S:/);
  return cut === -1 ? html : html.slice(0, cut);
}

// The main heading each page I own must show; auth pages belong to their own issue and are
// only held to "one h1, own title".
const MAIN_HEADINGS: Record<string, string | RegExp> = {
  '/': /Team announcements that sound like you wrote them/,
  '/contact': 'Talk to the Herald team',
  '/blog': 'Better announcements, happier teams',
  '/refund': 'Refund Policy',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
};

describe('prerendered public pages', () => {
  it('writes an HTML file for every public path', () => {
    for (const path of PRERENDERED_PATHS) expect(existsSync(pageFile(path)), path).toBe(true);
  });

  it('gives every page its own title, description, canonical URL and one main heading', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of PRERENDERED_PATHS) {
      const html = page(path);
      const t = title(html);
      expect(t, `${path} title`).not.toBe('');
      expect(titles.has(t), `${path} title "${t}" is not unique`).toBe(false);
      titles.add(t);
      const h1 = headings1(visibleHtml(html));
      expect(h1, `${path} h1`).toHaveLength(1);
      const expected = MAIN_HEADINGS[path];
      if (expected) expect(h1[0], path).toMatch(expected);
      if (path.startsWith('/auth/')) continue;
      const description = metaContent(html, 'name', 'description') ?? '';
      expect(description.length, `${path} description`).toBeGreaterThan(50);
      expect(descriptions.has(description), `${path} description is not unique`).toBe(false);
      descriptions.add(description);
      expect(html).toContain(`<link rel="canonical" href="${APP_URL}${path}"/>`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${APP_URL}${path}`);
      expect(metaContent(html, 'property', 'og:image')).toBe(`${APP_URL}/social-card.png`);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).toMatch(/<html lang="en"/);
    }
  });

  it('renders the landing page content without JavaScript', () => {
    const html = visibleHtml(page('/'));
    for (const text of [
      'Generate Your First Message',
      '60 second setup',
      '3 tone options',
      'AI-powered',
      'See the Magic in Action',
      'Start Pro Trial',
      'Get Started Free',
      'Contact our sales team',
      'Privacy Policy',
      'Terms of Service',
      'Refund Policy',
    ])
      expect(html, text).toContain(text);
    for (const id of ['how-it-works', 'examples', 'pricing']) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('$14.99');
  });

  it('renders each article with its metadata, templates and calls to action', () => {
    for (const slug of BLOG_SLUGS) {
      const html = page(`/blog/${slug}`);
      const visible = visibleHtml(html);
      expect(visible, slug).toContain('Back to Blog');
      expect(visible, slug).toContain('href="/auth/signup"');
      expect(metaContent(html, 'name', 'keywords')?.length, slug).toBeGreaterThan(20);
      expect(metaContent(html, 'property', 'og:type')).toBe('article');
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
        '@type': 'Article',
        mainEntityOfPage: `${APP_URL}/blog/${slug}`,
      });
    }
    const examples = visibleHtml(page('/blog/creative-announcement-examples'));
    expect(examples.match(/<figure class="template-block"/g)).toHaveLength(10);
  });

  it('lists all six articles on the blog index', () => {
    const html = visibleHtml(page('/blog'));
    for (const slug of BLOG_SLUGS) expect(html).toContain(`href="/blog/${slug}"`);
  });

  it('puts the contact address and revision dates on the contact and legal pages', () => {
    for (const path of ['/contact', '/refund', '/privacy', '/terms'])
      expect(page(path), path).toContain(`mailto:${CONTACT_EMAIL}`);
    for (const path of ['/privacy', '/terms'])
      expect(decode(page(path)), path).toMatch(/Last updated: \w+ \d{1,2}, \d{4}/);
    expect(decode(page('/contact'))).toMatch(/24-48 hours/);
  });
});

describe('crawler files', () => {
  it('lists every prerendered page in sitemap.xml', () => {
    const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PRERENDERED_PATHS.map((path) => `${APP_URL}${path}`));
  });

  it('keeps crawlers out of private areas and points them to the sitemap', () => {
    const robots = readFileSync(join(clientDir, 'robots.txt'), 'utf8');
    for (const path of DISALLOWED_FOR_CRAWLERS) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it('ships a 1200×630 PNG social image', () => {
    const png = readFileSync(join(clientDir, 'social-card.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('internal links', () => {
  it('resolve to a prerendered page, a client route or a file in the build', () => {
    const pages = new Set<string>(PRERENDERED_PATHS);
    const landing = page('/');
    const broken: string[] = [];
    for (const from of PRERENDERED_PATHS) {
      for (const match of page(from).matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const href = (match[1] ?? '').replace(/&amp;/g, '&');
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const url = new URL(href, APP_URL);
        const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
        const file = join(clientDir, decodeURIComponent(path));
        const resolves =
          pages.has(path) || isClientRoute(path) || (existsSync(file) && statSync(file).isFile());
        if (!resolves) broken.push(`${from} → ${href}`);
        // Anchors on the landing page must exist there.
        if (path === '/' && url.hash && !landing.includes(`id="${url.hash.slice(1)}"`))
          broken.push(`${from} → ${href} (no such anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('first-load JavaScript (issue 23 item 4, ADRs 030 and 050)', () => {
  /** Every script a page loads before it can run, as the bundle bench counts them. */
  function firstLoad(path: string): { src: string; code: string }[] {
    const { js } = assetsOf(page(path));
    expect(js.length, path).toBeGreaterThan(0);
    return js.map((src) => ({ src, code: readFileSync(join(clientDir, src), 'utf8') }));
  }
  const kb = (scripts: { code: string }[]) =>
    scripts.reduce((sum, { code }) => sum + gzipSync(code, { level: 9 }).length, 0) / 1024;
  const AUTH_PAGES = ['/auth/login', '/auth/signup', '/auth/forgot-password'];
  // Markers that survive minification: zod's error class and schema trait names, a source of
  // cn's merge table (web/lib/cn.ts), sonner's toaster attribute.
  const ZOD = /ZodError|\$ZodType/;
  const CLASS_MERGE = 'place-(?:items|content|self)';
  const SONNER = 'data-sonner-toaster';
  // react-hook-form's context names; the Better Auth client's error class and the key of its
  // cross-tab session channel.
  const FORM_LIBRARY = 'HookFormContext';
  const AUTH_CLIENT = /BetterAuthError|better-auth\.message/;
  // TanStack Query's messages: its query core, its React provider, its mutations.
  const QUERY_CACHE = /Missing queryFn|No QueryClient set|No mutationFn found/;

  it("keeps zod, class merging and the toaster out of the landing page's first load", () => {
    for (const { src, code } of firstLoad('/')) {
      expect(code, src).not.toMatch(ZOD);
      expect(code, src).not.toContain(CLASS_MERGE);
      expect(code, src).not.toContain(SONNER);
    }
  });

  it("keeps zod, the toaster, the form library, the auth client and the query cache out of the auth forms' first load; they load on use", () => {
    for (const path of AUTH_PAGES)
      for (const { src, code } of firstLoad(path)) {
        expect(code, `${path} ${src}`).not.toMatch(ZOD);
        expect(code, `${path} ${src}`).not.toContain(SONNER);
        expect(code, `${path} ${src}`).not.toContain(FORM_LIBRARY);
        expect(code, `${path} ${src}`).not.toMatch(AUTH_CLIENT);
        expect(code, `${path} ${src}`).not.toMatch(QUERY_CACHE);
      }
    // The markers are real: the build still has each of them, in chunks loaded later.
    const all = readdirSync(join(clientDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(clientDir, 'assets', f), 'utf8'));
    expect(all.some((code) => ZOD.test(code))).toBe(true);
    expect(all.some((code) => code.includes(CLASS_MERGE))).toBe(true);
    expect(all.some((code) => code.includes(SONNER))).toBe(true);
    expect(all.some((code) => code.includes(FORM_LIBRARY))).toBe(true);
    expect(all.some((code) => AUTH_CLIENT.test(code))).toBe(true);
    expect(all.some((code) => QUERY_CACHE.test(code))).toBe(true);
  });

  it('keeps the landing and the auth forms within their gzip budgets', () => {
    expect(kb(firstLoad('/'))).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
    for (const path of AUTH_PAGES)
      expect(kb(firstLoad(path)), path).toBeLessThanOrEqual(AUTH_JS_BUDGET_KB);
  });
});

// The build must not leave the parsers or article sources in browser code (ADRs 006, 025).
describe('build-time Markdown', () => {
  it('never ships the Markdown or YAML parser to the browser', () => {
    const assets = readdirSync(join(clientDir, 'assets')).filter((f) => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) {
      const code = readFileSync(join(clientDir, 'assets', file), 'utf8');
      expect(code, file).not.toContain('missing frontmatter');
      expect(code, file).not.toContain('```template');
      expect(code, file).not.toContain('markedjs/marked'); // marked's own error text
      expect(code, file).not.toContain('Implicit map keys need to be'); // yaml's
    }
  });
});

describe('theme', () => {
  // A parser-blocking inline script in <head> runs before the body is parsed, so before the
  // first paint (React hoists the stylesheet above it; the script then waits for the CSS,
  // which the paint waits for anyway).
  it('sets the theme from an inline script in <head>, before any content (no flash)', () => {
    for (const path of ['/', '/blog/perfect-welcome-message']) {
      const html = page(path);
      const script = html.search(/<script>[^<]*herald-theme[^<]*<\/script>/);
      expect(script, path).toBeGreaterThan(-1);
      expect(html.indexOf('</head>'), path).toBeGreaterThan(script);
      expect(html.search(/<script\b/), `${path}: the first script`).toBe(script);
    }
    const shell = readFileSync(join(clientDir, '__spa-fallback.html'), 'utf8');
    expect(shell).toMatch(/<script>[^<]*herald-theme[^<]*<\/script>/);
  });

  it('gives the shell served for any other path a title before the route has loaded', () => {
    // An audit of an unknown path that ran before the route's code found no <title>.
    const shell = readFileSync(join(clientDir, '__spa-fallback.html'), 'utf8');
    expect(shell).toMatch(/<title>Herald<\/title>/);
  });
});

describe('icons and motion', () => {
  it('links the .ico, SVG and apple-touch icons and the manifest, all present in the build', () => {
    const html = page('/');
    for (const [rel, href] of [
      ['icon', '/favicon.ico'],
      ['icon', '/favicon.svg'],
      ['apple-touch-icon', '/apple-touch-icon.png'],
      ['manifest', '/site.webmanifest'],
    ] as const) {
      expect(html, `${rel} ${href}`).toMatch(
        new RegExp(`<link rel="${rel}" href="${href.replace('.', '\\.')}"`),
      );
      expect(existsSync(join(clientDir, href)), href).toBe(true);
    }
  });

  it('compiles the animate-in and animate-out classes the components use (tw-animate-css)', () => {
    const css = readdirSync(join(clientDir, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(clientDir, 'assets', f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/\\:animate-in\[data-state=open\]\{animation:enter /);
    expect(css).toMatch(/\\:animate-out\[data-state=closed\]\{animation:exit /);
    expect(css).toMatch(/@keyframes enter\{/);
  });
});
