import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type LinkDescriptor,
} from 'react-router';
import type { Route } from './+types/root';
import { ScrollToTop } from './components/scroll-to-top.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { THEME_SCRIPT } from './lib/theme.ts';
import { ZOD_JITLESS_SCRIPT } from './lib/zod-jitless.ts';
import appStylesHref from './app.css?url';

// Toasts are never part of the first paint: load their code after hydration so public
// pages ship less JavaScript (landing budget, issue 7).
const Toaster = lazy(() =>
  import('./components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })),
);

const subscribeNever = () => () => {};

export const links: Route.LinksFunction = () => [
  // First, so the stylesheet precedes the script preloads in <head>.
  { rel: 'stylesheet', href: appStylesHref, precedence: 'default' } as LinkDescriptor,
  // The .ico for browsers and tools without SVG icons; `sizes` keeps Chrome from preferring
  // it over the SVG. Raster icons are rendered from the SVG by scripts/generate-icons.ts.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/**
 * The title until a route gives its own: the shell served for any path the site does not
 * prerender (an unknown one, a signed-in screen) is this route alone, and had no <title> until
 * the route's code loaded, which an accessibility audit run before then found.
 */
export const meta: Route.MetaFunction = () => [{ title: 'Herald' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script below sets the `dark` class before React hydrates: expected, not a bug.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          Parser-blocking, in <head>, the first script: it runs before the body is parsed,
          so the first paint is already in theme (scripts/prerender.test.ts checks).
        */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // false while prerendering and hydrating, true right after: the toaster's code loads
  // only once the page is interactive.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return (
    <>
      <ScrollToTop />
      <Outlet />
      {hydrated ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}

/** Shown while client-only routes load their code in the SPA shell. */
export function HydrateFallback() {
  return <PageSpinner />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">
        Please reload the page. If it keeps happening, contact us.
      </p>
      <a className="text-primary underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
