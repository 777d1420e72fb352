import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { AuthProvider } from '#web/features/auth/auth-provider.tsx';

type Handler = (url: URL, body: unknown) => unknown;

/**
 * Stubs the browser's fetch at the network edge: `routes` maps "METHOD /path" to a JSON body,
 * a Response, or a function of (url, body). Any other request fails the test.
 */
export function stubFetch(routes: Record<string, unknown>) {
  const calls: {
    method: string;
    path: string;
    /** The query string without its '?'. */
    query: string;
    body: unknown;
    headers: Record<string, string>;
  }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const text = method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({
      method,
      path: url.pathname,
      query: url.search.slice(1),
      body,
      headers: Object.fromEntries(request.headers),
    });
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) throw new Error(`unexpected request ${key}`);
    const value = routes[key];
    const result = await (typeof value === 'function' ? (value as Handler)(url, body) : value);
    return result instanceof Response ? result : Response.json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders a route module at `path` inside the providers the app gives it (session-layout.tsx,
 * app-layout.tsx). */
export function renderRoute(
  Component: ComponentType,
  options: { path: string; url?: string; others?: { path: string; element: ReactNode }[] },
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryClientProvider client={new QueryClient()}>
            <AuthProvider>
              <Outlet />
              <Toaster />
            </AuthProvider>
          </QueryClientProvider>
        ),
        children: [{ path: options.path, Component }, ...(options.others ?? [])],
      },
    ],
    { initialEntries: [options.url ?? options.path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
