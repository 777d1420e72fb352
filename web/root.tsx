import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from 'react-router';
import type { Route } from './+types/root';
import { ScrollToTop } from './components/scroll-to-top.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { Toaster } from './components/ui/toaster.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      <Outlet />
      <Toaster />
    </QueryClientProvider>
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
