import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { AuthProvider } from '#web/features/auth/auth-provider.tsx';

// The first render of a screen pulls in its modules; on a busy two-core machine that can
// take longer than Testing Library's one-second default.
configure({ asyncUtilTimeout: 5000 });

export const user = {
  id: 'user-1',
  email: 'jordan@example.com',
  name: 'Jordan Lee',
  emailVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

export const signedIn = {
  'GET /api/auth/get-session': {
    session: {
      id: 'session-1',
      userId: user.id,
      token: 'token',
      expiresAt: '2099-01-01T00:00:00.000Z',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
    user,
  },
};

const basicPlan = {
  name: 'basic' as const,
  displayName: 'Basic Plan',
  priceCents: 0,
  monthlyMessageLimit: 5,
  tones: ['warm_professional', 'casual_concise', 'excited_fun'],
  messageTypes: ['welcome'],
};

const proPlan = {
  name: 'pro' as const,
  displayName: 'Pro Plan',
  priceCents: 1499,
  monthlyMessageLimit: null,
  tones: [
    'warm_professional',
    'excited_fun',
    'casual_concise',
    'inspiring_motivational',
    'friendly_approachable',
    'confident_assertive',
    'creative_playful',
  ],
  messageTypes: ['welcome', 'promotion', 'achievements'],
};

export const plans = { plans: [basicPlan, proPlan] };

export function account(
  options: {
    plan?: 'basic' | 'pro';
    thisMonth?: number;
    allTime?: number;
    billing?: 'on' | 'off';
  } = {},
) {
  const pro = options.plan === 'pro';
  const billingOff = options.billing === 'off';
  return {
    billing: options.billing ?? 'on',
    profile: { displayName: 'Jordan Lee', email: user.email, timeZone: 'UTC' },
    plan: pro ? proPlan : basicPlan,
    usage: { thisMonth: options.thisMonth ?? 1, allTime: options.allTime ?? 12 },
    subscription:
      pro && !billingOff
        ? {
            status: 'active',
            active: true,
            cancelAtPeriodEnd: false,
            currentPeriodEnd: '2026-12-24T12:00:00.000Z',
          }
        : null,
  };
}

export function suggestion(id: string, text: string, favourite = false) {
  return { id, text, favourite, createdAt: '2026-11-20T09:00:00.000Z' };
}

export function historyMessage(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    newHireName: `Person ${index}`,
    role: 'Engineer',
    tone: 'warm_professional',
    messageType: 'welcome',
    writer: 'composer',
    createdAt: '2026-11-20T09:00:00.000Z',
    suggestions: [suggestion(`s-${index}-1`, `Welcome Person ${index}!`)],
    startDateIso: null,
    sent: [],
    ...overrides,
  };
}

/** A JSON error response as the API sends it. */
export function jsonError(status: number, body: Record<string, unknown>) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The browser pieces jsdom lacks: ResizeObserver (Radix popovers) and scrollTo. The
 * clipboard is user-event's stub (`userEvent.setup()`), read back with readText().
 */
export function stubBrowser() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return { scrollTo };
}

/**
 * Renders route modules as the app does: query client, auth provider, toaster. `routes`
 * are children of the provider layout; `url` is where the memory router starts.
 */
export function renderApp(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <Outlet />
              <Toaster />
            </AuthProvider>
          </QueryClientProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
  return { router, queryClient, ...render(<RouterProvider router={router} />) };
}

/** Renders one screen at `path`, with stand-ins for the screens it links to. */
export function renderScreen(
  Component: ComponentType,
  options: { path: string; url?: string; others?: { path: string; element: ReactNode }[] },
) {
  return renderApp(
    [{ path: options.path, Component }, ...(options.others ?? [])],
    options.url ?? options.path,
  );
}
