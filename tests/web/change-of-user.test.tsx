import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '#web/lib/auth-client.ts';
import AppLayout from '#web/routes/app-layout.tsx';
import Login from '#web/routes/auth/login.tsx';
import DashboardLayout from '#web/routes/dashboard/layout.tsx';
import OverviewPage from '#web/routes/dashboard/overview.tsx';
import SessionLayout from '#web/routes/session-layout.tsx';
import SuccessPayment from '#web/routes/success-payment.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { account, historyMessage, signedIn, stubBrowser } from './dashboard/harness.tsx';
import { stubFetch } from './render-route.tsx';

// Defect 3: the query cache (30 s fresh, web/lib/query-client.ts) must not carry one user's
// answers to the next user of the same tab. The real layouts, nested as web/routes.ts nests
// them, own the session and the cache here: the sign-in form outside the cache, the
// dashboard and payment success inside it.

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const people = {
  a: { id: 'user-a', email: 'avery@example.com', name: 'Avery Able' },
  b: { id: 'user-b', email: 'blake@example.com', name: 'Blake Baker' },
} as const;
type Who = keyof typeof people;

/**
 * The server as the browser sees it: whoever the session cookie names gets their own
 * account and messages. Blake's account answer waits for `releaseB`, so the test can look
 * at the screen while it is on its way.
 */
function stubServer(initial: Who | null) {
  const server = { current: initial as Who | null };
  let releaseB!: () => void;
  const bAnswer = new Promise<void>((resolve) => (releaseB = resolve));
  const session = signedIn['GET /api/auth/get-session'];
  let signedOut = false;
  stubFetch({
    'GET /api/auth/get-session': async () => {
      // On a loaded machine the session check that follows a sign-out can come back after
      // the sign-in form is on screen; make it late on purpose, so a form that trusts the
      // old answer (and bounces to the dashboard and back, losing what was typed) fails here.
      if (signedOut) await new Promise((resolve) => setTimeout(resolve, 600));
      return server.current
        ? {
            // Every sign-in is a session of its own, with its own id.
            session: {
              ...session.session,
              id: `session-${server.current}`,
              userId: people[server.current].id,
            },
            user: { ...session.user, ...people[server.current] },
          }
        : null;
    },
    'POST /api/auth/sign-out': () => {
      server.current = null;
      signedOut = true;
      return { success: true };
    },
    'POST /api/auth/sign-in/email': (_url: URL, body: { email: string }) => {
      server.current = body.email === people.b.email ? 'b' : 'a';
      return { redirect: false, token: 't', user: { ...session.user, ...people[server.current] } };
    },
    'GET /api/account': async () => {
      const who = server.current;
      if (!who) return new Response(JSON.stringify({ code: 'unauthenticated' }), { status: 401 });
      if (who === 'b') await bAnswer;
      const base = account({ thisMonth: who === 'a' ? 4 : 1 });
      return { ...base, profile: { ...base.profile, displayName: people[who].name } };
    },
    'GET /api/messages': () => ({
      items: server.current === 'a' ? [historyMessage(1, { newHireName: 'Secret Hire of A' })] : [],
      total: server.current === 'a' ? 1 : 0,
      page: 1,
      pageSize: 3,
    }),
    'GET /api/deliveries': { items: [], total: 0, page: 1, pageSize: 5 },
  });
  return { server, releaseB };
}

function renderApp(url: string) {
  const router = createMemoryRouter(
    [
      {
        Component: SessionLayout,
        children: [
          { path: '/auth/login', Component: Login },
          {
            Component: AppLayout,
            children: [
              { path: '/success-payment', Component: SuccessPayment },
              {
                path: '/dashboard',
                Component: DashboardLayout,
                children: [{ index: true, Component: OverviewPage }],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function seeAveryDashboard() {
  // The Better Auth client, and so its session store, is one module shared by every test here:
  // make it ask this test's server, so the session is Avery's and not the previous test's user.
  act(() => authClient.$store.notify('$sessionSignal'));
  await waitFor(() => expect(screen.getByText(people.a.email)).toBeInTheDocument());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Avery Able' }),
  ).toBeInTheDocument();
  expect(await screen.findByText('Secret Hire of A')).toBeInTheDocument();
}

async function signInAsBlake(router: ReturnType<typeof renderApp>) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  const u = userEvent.setup();
  await u.type(await screen.findByLabelText('Email'), people.b.email);
  await u.type(screen.getByLabelText('Password'), 'blakes-password');
  await u.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  // The session check after signing in may show the spinner once more: wait it out.
  await waitFor(() => expect(screen.getByText(people.b.email)).toBeInTheDocument());
}

/** While Blake's own answers are on their way, nothing of Avery's is on the screen. */
async function expectOnlyBlake(releaseB: () => void) {
  expect(screen.queryByText(/Avery Able/)).not.toBeInTheDocument();
  expect(screen.queryByText('Secret Hire of A')).not.toBeInTheDocument();
  expect(screen.queryByText('4 / 5')).not.toBeInTheDocument();
  releaseB();
  await waitFor(() =>
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Blake Baker' }),
    ).toBeInTheDocument(),
  );
  expect(screen.queryByText('Secret Hire of A')).not.toBeInTheDocument();
}

describe('the query cache belongs to one user', () => {
  it('is emptied by signing out: after "Sign Out & Re-login" the next user sees only theirs', async () => {
    const { releaseB } = stubServer('a');
    const router = renderApp('/dashboard');
    await seeAveryDashboard();
    // The payment success page lives in the same layout, so the cache survives the visit.
    await act(() => router.navigate('/success-payment?checkout_id=chk_1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out & Re-login' }));
    await signInAsBlake(router);
    await expectOnlyBlake(releaseB);
  });

  it('is emptied when the session ends elsewhere and someone else signs in in this tab', async () => {
    const { server, releaseB } = stubServer('a');
    const router = renderApp('/dashboard');
    await seeAveryDashboard();
    // Signed out in another tab (or the session expired): the next session check says so,
    // and the dashboard sends this tab to sign-in.
    server.current = null;
    act(() => authClient.$store.notify('$sessionSignal'));
    await signInAsBlake(router);
    await expectOnlyBlake(releaseB);
  });

  it('is emptied when someone else signs in in another tab, with no sign-in form in between', async () => {
    const { server, releaseB } = stubServer('a');
    const router = renderApp('/dashboard');
    await seeAveryDashboard();
    // The cache's own layout stays mounted throughout, so only its check of the session's user
    // can empty it; the next screen that reads the cache must find nothing of Avery's.
    server.current = 'b';
    act(() => authClient.$store.notify('$sessionSignal'));
    await waitFor(() => expect(screen.getByText(people.b.email)).toBeInTheDocument());
    // The dashboard on display starts again too: nothing of Avery's stays on screen.
    expect(screen.queryByText('Secret Hire of A')).not.toBeInTheDocument();
    expect(screen.queryByText(/Avery Able/)).not.toBeInTheDocument();
    await act(() => router.navigate('/success-payment?checkout_id=chk_1'));
    await act(() => router.navigate('/dashboard'));
    await expectOnlyBlake(releaseB);
  });
});
