import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { ServerResponse } from 'node:http';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { buildFactsFrom } from './server/site/build-stamp.ts';
import { DISALLOWED_FOR_CRAWLERS, PRERENDERED_PATHS } from './domain/site-routes.ts';

// In development the browser talks to Vite on PORT; API calls are proxied to the Hono server
// on API_PORT (scripts/dev.ts: PORT + 1) so the app still runs on one origin (cookies, no
// CORS), as it does in production.
const port = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.API_PORT || port + 1);

// Public facts baked into the prerendered pages (canonical URLs, contact links). They are
// read here, at build time, because the web app never sees the server's environment; the
// defaults are env.ts's (APP_URL follows PORT), and the build stamp records them.
const { appUrl, contactEmail } = buildFactsFrom(process.env);

/**
 * While `tsx watch` restarts the API, its port refuses connections for a moment. Vite's
 * proxy would print a stack trace per request; instead answer 503 in the API's JSON shape
 * (the app shows its usual "try again") and say it once per restart.
 */
type ProxyServer = Parameters<NonNullable<ProxyOptions['configure']>>[0];

function quietWhileApiRestarts(proxy: ProxyServer) {
  let said = 0;
  const emit = proxy.emit.bind(proxy) as (event: string, ...args: unknown[]) => boolean;
  proxy.emit = ((event: string, ...args: unknown[]) => {
    const [error, , res] = args as [NodeJS.ErrnoException, unknown, ServerResponse | undefined];
    if (event !== 'error' || !['ECONNREFUSED', 'ECONNRESET'].includes(error?.code ?? ''))
      return emit(event, ...args);
    if (Date.now() - said > 5000) {
      said = Date.now();
      console.warn(`[api] not answering on :${apiPort} (restarting?): answering 503 meanwhile`);
    }
    if (res && 'writeHead' in res && !res.headersSent)
      res
        .writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' })
        .end(JSON.stringify({ error: 'api_restarting', message: 'The API is restarting.' }));
    return true;
  }) as typeof proxy.emit;
}

/**
 * Emits sitemap.xml and robots.txt from the route lists in domain/site-routes.ts, so a new
 * public page or a new private area cannot be forgotten in either file.
 */
function crawlerFiles(): Plugin {
  return {
    name: 'herald:crawler-files',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const urls = PRERENDERED_PATHS.map(
        (path) => `  <url><loc>${escapeXml(appUrl + path)}</loc></url>`,
      );
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...urls,
          '</urlset>',
          '',
        ].join('\n'),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED_FOR_CRAWLERS.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${appUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      });
    },
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Modules many screens share, bundled as a few files instead of a dozen tiny chunks: on a
// throttled mobile connection each extra request costs a round trip before first paint
// (issue 7, Lighthouse budget). Only small, widely shared modules belong here; anything a
// single screen needs stays in that screen's chunk. What the public pages load first
// (framework, shared) is kept apart from what only the app or later code needs (ui,
// app-icons): the landing's first JavaScript has a budget of 130 KB gzip (ADR 012).
const SHARED_CHUNKS = [
  // The app's lucide-react icons used by more than one screen; an icon only one screen uses
  // stays in its chunk. The public pages draw theirs with inline SVG (web/components/icons.tsx,
  // in `shared`), so their first load needs no icon runtime (ADR 030).
  { name: 'app-icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 1 },
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  {
    // What the first paint of a public page needs: Button's classes, the spinner, page meta,
    // the theme switch of the site header (also on the settings screen), the icons. No class
    // merging: cn and the Button component are in `ui` (ADR 050).
    name: 'shared',
    test: /(web[\\/]features[\\/]marketing[\\/](page-meta|site-config)\.ts|web[\\/]lib[\\/](motion|theme)\.ts|web[\\/]components[\\/](brand-mark\.tsx|icons\.tsx|theme-switch\.tsx|ui[\\/](button-variants\.ts|spinner\.tsx)))/,
    priority: 1,
  },
  {
    // Class merging, Button, form fields and cards: the auth forms' first paint, the signed-in
    // app, and the landing's demo and pricing, whose code loads after the landing's first
    // JavaScript.
    name: 'ui',
    test: /(web[\\/]lib[\\/]cn\.ts|node_modules[\\/]clsx[\\/]|web[\\/]components[\\/]ui[\\/](button|card|input|label)\.tsx)/,
    priority: 1,
  },
  {
    // Plan facts, tones, message types, the select and skeletons: the signed-in app and the
    // landing's demo and pricing, never the auth forms (ADR 050).
    name: 'app-kit',
    test: /(domain[\\/](plans|tones|message-types)\.ts|web[\\/]components[\\/]ui[\\/](native-select|skeleton)\.tsx)/,
    priority: 1,
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), crawlerFiles()],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: SHARED_CHUNKS } } } },
    },
  },
  define: {
    __HERALD_APP_URL__: JSON.stringify(appUrl),
    __HERALD_CONTACT_EMAIL__: JSON.stringify(contactEmail),
  },
  server: {
    port,
    strictPort: true,
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${apiPort}`,
        changeOrigin: true,
        configure: quietWhileApiRestarts,
      },
    },
  },
});
