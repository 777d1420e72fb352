import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardLayout from '#web/routes/dashboard/layout.tsx';
import { stubFetch } from '../render-route.tsx';
import { jsonError, renderApp, signedIn, stubBrowser, user } from './harness.tsx';

const child = (text: string) => ({ element: <h1>{text}</h1> });

function renderDashboard(url: string) {
  return renderApp(
    [
      {
        path: '/dashboard',
        Component: DashboardLayout,
        children: [
          { index: true, ...child('overview') },
          { path: 'generate', ...child('generate') },
          { path: 'messages', ...child('messages') },
          { path: 'settings', ...child('settings') },
          { path: 'billing', ...child('billing') },
        ],
      },
      { path: '/', element: <p>home</p> },
      { path: '/auth/login', element: <p>login</p> },
    ],
    url,
  );
}

beforeEach(() => {
  stubBrowser();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard sidebar', () => {
  it('lists the seven screens and highlights Overview only on /dashboard itself', async () => {
    stubFetch(signedIn);
    const { router } = renderDashboard('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Overview',
      'New Message',
      'Message History',
      'Scheduled & sent',
      'People',
      'Settings',
      'Plan & Billing',
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(nav).getByRole('link', { name: 'Message History' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/messages'));
    expect(within(nav).getByRole('link', { name: 'Message History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText(user.email)).toBeInTheDocument();
  });

  it('collapses from w-64 to w-16 and remembers it', async () => {
    stubFetch(signedIn);
    const first = renderDashboard('/dashboard/settings');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveClass('w-64');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveClass('w-16');
    // Collapsed, the links keep their names for assistive technology.
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(localStorage.getItem('herald.sidebar-collapsed')).toBe('true');
    first.unmount();

    renderDashboard('/dashboard');
    const again = await screen.findByRole('complementary', { name: 'Sidebar' });
    expect(again).toHaveClass('w-16');
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(again).toHaveClass('w-64');
    expect(localStorage.getItem('herald.sidebar-collapsed')).toBe('false');
  });

  it('opens the same links in a focus-trapped drawer on small screens', async () => {
    stubFetch(signedIn);
    const { router } = renderDashboard('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Plan & Billing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/billing'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts 'Sign out failed' with the server's message and stays", async () => {
    stubFetch({
      ...signedIn,
      'POST /api/auth/sign-out': jsonError(500, { message: 'Session store unavailable' }),
    });
    const { router } = renderDashboard('/dashboard');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByText('Session store unavailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signs out and goes home', async () => {
    stubFetch({ ...signedIn, 'POST /api/auth/sign-out': { success: true } });
    const { router } = renderDashboard('/dashboard');
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
