import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardLayout from '#web/routes/dashboard/layout.tsx';
import { stubFetch } from '../render-route.tsx';
import { renderApp, signedIn, stubBrowser } from './harness.tsx';

// Issue 24: the sidebar shows a workspace switcher only to someone in two or more
// workspaces, and the active one is sent as X-Herald-Workspace (none for the personal one).
const personal = { id: 'ws-personal', name: 'Ada', role: 'owner', personal: true, members: 1 };
const team = { id: 'ws-team', name: 'People team', role: 'member', personal: false, members: 3 };

function renderDashboard() {
  return renderApp(
    [
      {
        path: '/dashboard',
        Component: DashboardLayout,
        children: [{ index: true, element: <h1>overview</h1> }],
      },
    ],
    '/dashboard',
  );
}

beforeEach(() => {
  stubBrowser();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the workspace switcher', () => {
  it('is not there for someone with only their personal workspace', async () => {
    const { calls } = stubFetch({ ...signedIn, 'GET /api/workspaces': { workspaces: [personal] } });
    renderDashboard();
    await screen.findByRole('heading', { name: 'overview' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/workspaces')).toBe(true));
    expect(screen.queryByLabelText('Workspace')).toBeNull();
    expect(calls.every((c) => !('x-herald-workspace' in c.headers))).toBe(true);
  });

  it('shows the active workspace and switches, sending the team’s id from then on', async () => {
    const { calls } = stubFetch({
      ...signedIn,
      'GET /api/workspaces': { workspaces: [personal, team] },
    });
    renderDashboard();
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    const select = await within(sidebar).findByLabelText('Workspace');
    expect(select).toHaveDisplayValue('Personal');
    await userEvent.selectOptions(select, 'People team');
    await waitFor(() => expect(select).toHaveDisplayValue('People team'));
    await waitFor(() =>
      expect(calls.some((c) => c.headers['x-herald-workspace'] === 'ws-team')).toBe(true),
    );
  });
});
