import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OverviewPage from '#web/routes/dashboard/overview.tsx';
import { stubFetch } from '../render-route.tsx';
import {
  account,
  historyMessage,
  jsonError,
  renderScreen,
  signedIn,
  stubBrowser,
} from './harness.tsx';

/** The autopilot's events answer a Basic workspace with the upgrade code (issue 25 item 7). */
const autopilotLocked = () =>
  jsonError(403, {
    code: 'plan_required',
    message: 'The autopilot is part of the Pro plan. Upgrade to use it.',
  });

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard overview', () => {
  it('greets the user and shows the stat cards, quick actions and three recent messages', async () => {
    const { fetchMock } = stubFetch({
      ...signedIn,
      'GET /api/account': account({ thisMonth: 4, allTime: 31 }),
      'GET /api/messages': {
        items: [1, 2, 3].map((i) => historyMessage(i)),
        total: 31,
        page: 1,
        pageSize: 3,
      },
      'GET /api/autopilot/events': autopilotLocked,
    });
    renderScreen(OverviewPage, { path: '/dashboard' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jordan Lee' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Message' })).toHaveAttribute(
      'href',
      '/dashboard/generate',
    );
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Messages used this month' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(screen.getByText('Basic Plan')).toBeInTheDocument();
    expect(screen.getByText('Limited features')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    for (const [name, href] of [
      ['Create New Message', '/dashboard/generate'],
      ['View Messages', '/dashboard/messages'],
      ['Upgrade Plan', '/dashboard/billing'],
    ] as const)
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);

    const recent = screen
      .getByRole('heading', { name: 'Recent Messages' })
      .closest('div.rounded-xl');
    expect(await within(recent as HTMLElement).findByText('Person 3')).toBeInTheDocument();
    expect(
      within(recent as HTMLElement).getByRole('link', { name: 'View All Messages' }),
    ).toHaveAttribute('href', '/dashboard/messages');
    // The recent list asks for no more than it shows.
    const request = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((u) => u.pathname === '/api/messages');
    expect(request?.searchParams.get('pageSize')).toBe('3');
    // Basic sees "Coming up" locked, with the way to Pro, and nothing else of the autopilot.
    expect(await screen.findByText(/Pro drafts each new joiner’s welcome/)).toBeInTheDocument();
  });

  it('invites a first message when there are none', async () => {
    stubFetch({
      ...signedIn,
      'GET /api/account': account({ thisMonth: 0, allTime: 0 }),
      'GET /api/messages': { items: [], total: 0, page: 1, pageSize: 3 },
      'GET /api/autopilot/events': autopilotLocked,
    });
    renderScreen(OverviewPage, { path: '/dashboard' });
    expect(
      await screen.findByRole('link', { name: 'Generate Your First Message' }),
    ).toHaveAttribute('href', '/dashboard/generate');
    expect(screen.queryByRole('link', { name: 'View All Messages' })).not.toBeInTheDocument();
  });

  it('offers a Pro user "Manage plan" instead of "Upgrade Plan"', async () => {
    stubFetch({
      ...signedIn,
      'GET /api/account': account({ plan: 'pro', thisMonth: 9, allTime: 40 }),
      'GET /api/messages': { items: [], total: 0, page: 1, pageSize: 3 },
      'GET /api/autopilot/events': { events: [] },
    });
    renderScreen(OverviewPage, { path: '/dashboard' });
    const actions = (await screen.findByText('Quick Actions')).closest('div.rounded-xl');
    expect(
      await within(actions as HTMLElement).findByRole('link', { name: /Manage plan/ }),
    ).toHaveAttribute('href', '/dashboard/billing');
    expect(within(actions as HTMLElement).queryByRole('link', { name: /Upgrade Plan/ })).toBeNull();
    // With nothing coming up, "Coming up" is one quiet line, not a card.
    expect(await screen.findByText('Nothing in the next 14 days.')).toBeInTheDocument();
  });
});
