import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import Login from '#web/routes/auth/login.tsx';
import { signedIn } from './dashboard/harness.tsx';
import { renderRoute, stubFetch } from './render-route.tsx';

// A file of its own: the auth client's session store lives as long as the module, as in a
// page, so a signed-in answer here must not reach the signed-out forms of auth-forms.test.tsx.

afterEach(() => {
  vi.unstubAllGlobals();
});

it('shows the sign-in form at once, then sends a signed-in visitor on to the dashboard', async () => {
  const { calls } = stubFetch(signedIn);
  const { router } = renderRoute(Login, {
    path: '/auth/login',
    others: [{ path: '/dashboard', element: <p>dash</p> }],
  });
  // The form does not wait for the session, nor for the client that reads it (ADR 050).
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(calls).toEqual([]);
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(calls.map((c) => c.path)).toEqual(['/api/auth/get-session']);
});
