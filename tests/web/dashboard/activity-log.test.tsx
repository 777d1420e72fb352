import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '#domain/activity.ts';
import { relativeTime } from '#web/features/workspaces/activity-log.tsx';
import { TeamWorkspacesCard } from '#web/features/workspaces/team-workspaces-card.tsx';
import { stubFetch } from '../render-route.tsx';
import { renderApp, signedIn, stubBrowser } from './harness.tsx';

// Issue 24 item 7 (ADR 047): a team workspace's settings show its activity to admins and
// owners, in plain words with relative and exact times, a page at a time.
const personal = { id: 'ws-personal', name: 'Jordan', role: 'owner', personal: true, members: 1 };
const team = (role: string) => ({
  id: 'ws-team',
  name: 'People team',
  role,
  personal: false,
  members: 2,
});

const detail = (role: string) => ({
  workspace: { ...team(role), memberCap: 25 },
  members: [
    {
      userId: 'user-1',
      role,
      joinedAt: '2026-11-01T10:00:00.000Z',
      name: 'Jordan Lee',
      email: 'jordan@example.com',
    },
  ],
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const firstPage: ActivityEntry[] = [
  {
    id: '00000000-0000-4000-8000-000000000003',
    action: 'member.invited',
    actorName: 'Ana',
    subject: { email: 'bo@example.com', role: 'member' },
    createdAt: minutesAgo(5),
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    action: 'delivery.scheduled',
    actorName: 'Bo',
    subject: {
      newHireName: 'Priya Sharma',
      messageType: 'welcome',
      destinationName: '#general',
      scheduledAt: '2026-12-01T09:00:00.000Z',
    },
    createdAt: minutesAgo(110),
  },
];
const secondPage: ActivityEntry[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    action: 'workspace.created',
    actorName: 'Ana',
    subject: { name: 'People team' },
    createdAt: '2026-01-15T08:30:00.000Z',
  },
];

function renderCard(role: string, extra: Record<string, unknown> = {}) {
  const stub = stubFetch({
    ...signedIn,
    'GET /api/workspaces': { workspaces: [personal, team(role)] },
    'GET /api/workspaces/ws-team': detail(role),
    'GET /api/workspaces/ws-team/invitations': { invitations: [] },
    'GET /api/workspaces/ws-team/activity': (url: URL) =>
      url.searchParams.get('before') === firstPage[1]!.id
        ? { entries: secondPage, next: null }
        : { entries: firstPage, next: firstPage[1]!.id },
    ...extra,
  });
  renderApp(
    [{ path: '/dashboard/settings', element: <TeamWorkspacesCard /> }],
    '/dashboard/settings',
  );
  return stub;
}

beforeEach(() => {
  stubBrowser();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the activity of a team workspace', () => {
  it('shows who did what and when, and reads the next page on request', async () => {
    const { calls } = renderCard('admin');
    const section = await screen.findByRole('region', { name: 'People team' });
    const toggle = within(section).getByRole('button', { name: 'Show activity' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Nothing is fetched until it is opened.
    expect(calls.some((c) => c.path.endsWith('/activity'))).toBe(false);
    await userEvent.click(toggle);
    const list = await within(section).findByRole('list', { name: 'Activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual([
      'Ana invited bo@example.com as member',
      'Bo scheduled the welcome announcement for Priya Sharma to #general',
    ]);
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('2 hours ago');
    const exact = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(firstPage[0]!.createdAt));
    expect(items[0]).toHaveTextContent(exact);
    expect(within(items[0]!).getByText('5 minutes ago')).toHaveAttribute(
      'datetime',
      firstPage[0]!.createdAt,
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(
      'Ana created the workspace “People team”',
    );
    expect(calls.filter((c) => c.path.endsWith('/activity')).map((c) => c.query)).toEqual([
      '',
      `before=${firstPage[1]!.id}`,
    ]);
    expect(within(section).queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Hide activity' }));
    expect(within(section).queryByRole('list', { name: 'Activity' })).toBeNull();
  });

  it('is not offered to a member', async () => {
    const { calls } = renderCard('member');
    const section = await screen.findByRole('region', { name: 'People team' });
    expect(within(section).queryByRole('button', { name: 'Show activity' })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/activity'))).toBe(false);
  });

  it('says so when nothing has happened yet', async () => {
    renderCard('owner', {
      'GET /api/workspaces/ws-team/activity': { entries: [], next: null },
    });
    const section = await screen.findByRole('region', { name: 'People team' });
    await userEvent.click(within(section).getByRole('button', { name: 'Show activity' }));
    expect(await within(section).findByText('Nothing has happened here yet.')).toBeVisible();
  });
});

describe('relativeTime', () => {
  it('words the distance to now', () => {
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    expect(relativeTime('2026-11-27T11:59:40.000Z', now)).toBe('just now');
    expect(relativeTime('2026-11-27T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-26T12:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-13T12:00:00.000Z', now)).toBe('2 weeks ago');
    expect(relativeTime('2025-11-27T12:00:00.000Z', now)).toBe('last year');
  });
});
