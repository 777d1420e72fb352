import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SuccessPayment from '#web/routes/success-payment.tsx';
import { stubFetch } from '../render-route.tsx';
import { account, jsonError, renderScreen, signedIn } from './harness.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const others = [
  { path: '/', element: <p>home</p> },
  { path: '/auth/login', element: <p>login</p> },
];

function render(url: string) {
  return renderScreen(SuccessPayment, { path: '/success-payment', url, others });
}

describe('/success-payment', () => {
  it('goes home, replacing history, without a checkout_id', async () => {
    stubFetch(signedIn);
    const { router } = render('/success-payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('confirms the payment and shows the checkout id', async () => {
    stubFetch(signedIn);
    render('/success-payment?checkout_id=chk_123');
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText('Your subscription has been activated successfully'),
    ).toBeInTheDocument();
    expect(screen.getByText('chk_123')).toBeInTheDocument();
    expect(screen.getByText(/sign out and sign in again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('leads to the dashboard, without asking to sign out, when the plan is already active', async () => {
    stubFetch({ ...signedIn, 'GET /api/account': account({ plan: 'pro' }) });
    render('/success-payment?checkout_id=chk_123');
    expect(
      await screen.findByText('Your Pro plan is active: its features are ready in your dashboard.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sign out and sign in again/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out & Re-login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByText('chk_123')).toBeInTheDocument();
  });

  it('keeps the spec’s advice while the plan is not active yet', async () => {
    const { calls } = stubFetch({ ...signedIn, 'GET /api/account': account({ plan: 'basic' }) });
    render('/success-payment?checkout_id=chk_123');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/account')).toBe(true));
    expect(screen.getByText(/sign out and sign in again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out & Re-login' })).toBeInTheDocument();
  });

  it('signs out and goes to sign-in, replacing history', async () => {
    const u = userEvent.setup();
    stubFetch({ ...signedIn, 'POST /api/auth/sign-out': { success: true } });
    const { router } = render('/success-payment?checkout_id=chk_123');
    await u.click(screen.getByRole('button', { name: 'Sign Out & Re-login' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(
      screen.getByText(
        "You've been signed out. Please sign in again to access your upgraded features.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays when the backend refuses to sign out', async () => {
    const u = userEvent.setup();
    stubFetch({
      ...signedIn,
      'POST /api/auth/sign-out': jsonError(500, { message: 'Database unavailable' }),
    });
    const { router } = render('/success-payment?checkout_id=chk_123');
    await u.click(screen.getByRole('button', { name: 'Sign Out & Re-login' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to sign out. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success-payment');
  });

  it('stays and logs when signing out throws', async () => {
    const u = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // No answer for sign-out: the stubbed network rejects, as fetch does when offline.
    stubFetch({ ...signedIn });
    const { router } = render('/success-payment?checkout_id=chk_123');
    await u.click(screen.getByRole('button', { name: 'Sign Out & Re-login' }));
    expect(
      await screen.findByText('An unexpected error occurred during logout.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/success-payment');
  });
});
