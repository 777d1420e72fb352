import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_EXPIRED } from '#domain/deliveries.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { setActiveWorkspaceId } from '#web/lib/active-workspace.ts';
import ScheduledPage from '#web/routes/dashboard/scheduled.tsx';
import { TeamWorkspacesCard } from '#web/features/workspaces/team-workspaces-card.tsx';
import {
  jsonError,
  renderApp,
  renderScreen,
  signedIn,
  stubBrowser,
} from '../dashboard/harness.tsx';
import { stubFetch } from '../render-route.tsx';
import { delivery } from './fixtures.ts';

// Issue 24 item 6, ADR 044: admins and owners of a team decide members' requests on
// Scheduled & sent; members see theirs waiting, and can withdraw them.
const NOW = new Date('2026-11-23T12:00:00.000Z');
const personal = { id: 'ws-personal', name: 'Ada', role: 'owner', personal: true, members: 1 };
const team = (role: string) => ({
  id: 'ws-team',
  name: 'People team',
  role,
  personal: false,
  members: 3,
});

beforeEach(() => {
  stubBrowser();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  toast.dismiss();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const request = delivery(1, 'awaiting_approval', {
  newHireName: 'Priya Sharma',
  destinationName: '#general',
  text: 'Please welcome Priya Sharma to the data team!\n\nShe starts on Monday.',
  scheduledAt: '2026-11-24T09:00:00.000Z',
  timeZone: 'UTC',
  sender: 'Max Member',
});
const teamFields = { decision: null, decidedAt: null, requestedText: null, decider: null };

function renderScheduled(role: string, routes: Record<string, unknown>) {
  setActiveWorkspaceId('ws-team');
  const stub = stubFetch({
    ...signedIn,
    'GET /api/workspaces': { workspaces: [personal, team(role)] },
    ...routes,
  });
  renderScreen(ScheduledPage, { path: '/dashboard/scheduled' });
  return stub;
}

/** The list, and its awaiting filter: the requests among the items. */
function listing<T extends { status: string }>(items: T[]) {
  return (url: URL) => {
    const shown =
      url.searchParams.get('status') === 'awaiting'
        ? items.filter((d) => d.status === 'awaiting_approval')
        : items;
    return { items: shown, total: shown.length, page: 1, pageSize: 50 };
  };
}

async function requestItem() {
  const list = await screen.findByRole('list', { name: 'Requests' });
  return within(list).getAllByRole('listitem')[0]!;
}

describe('approvals on Scheduled & sent', () => {
  it('shows an admin the exact text, destination and sender, and approves it as it is', async () => {
    const u = userEvent.setup();
    const { calls } = renderScheduled('admin', {
      'GET /api/deliveries': listing([{ ...request, ...teamFields, mine: false }]),
      [`POST /api/deliveries/${request.id}/approve`]: {
        delivery: { ...request, status: 'scheduled', decision: 'approved' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Approvals' })).toBeInTheDocument();
    const item = await requestItem();
    expect(item).toHaveTextContent('Priya Sharma → #general (Slack)');
    expect(item).toHaveTextContent('Scheduled for Nov 24, 2026, 09:00 AM UTC · by Max Member');
    expect(item).toHaveTextContent('She starts on Monday.');
    expect(within(item).getByText('Awaiting approval')).toBeInTheDocument();
    await u.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.path).toBe(`/api/deliveries/${request.id}/approve`);
    expect(posted?.body).toEqual({});
    // The team's header goes with every request.
    expect(posted?.headers['x-herald-workspace']).toBe('ws-team');
  });

  it('edits and approves: the edited text is what it approves', async () => {
    const u = userEvent.setup();
    const { calls } = renderScheduled('owner', {
      'GET /api/deliveries': listing([{ ...request, ...teamFields, mine: false }]),
      [`POST /api/deliveries/${request.id}/approve`]: {
        delivery: { ...request, status: 'scheduled', decision: 'approved' },
      },
    });
    await u.click(within(await requestItem()).getByRole('button', { name: 'Edit and approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit and approve' });
    const box = within(dialog).getByLabelText('Message');
    expect(box).toHaveValue(request.text);
    await u.clear(box);
    await u.type(box, 'Please welcome Priya Sharma!');
    await u.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        text: 'Please welcome Priya Sharma!',
      }),
    );
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('rejects only with a reason, which it sends', async () => {
    const u = userEvent.setup();
    const { calls } = renderScheduled('admin', {
      'GET /api/deliveries': listing([{ ...request, ...teamFields, mine: false }]),
      [`POST /api/deliveries/${request.id}/reject`]: {
        delivery: { ...request, status: 'rejected', decision: 'rejected' },
      },
    });
    await u.click(within(await requestItem()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    expect(submit).toBeDisabled();
    await u.type(within(dialog).getByLabelText('Reason'), 'Her start date moved.');
    await u.click(submit);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        reason: 'Her start date moved.',
      }),
    );
    expect(await screen.findByText('Rejected: its author is told why')).toBeInTheDocument();
  });

  it('says so when the request expired before the approval', async () => {
    const u = userEvent.setup();
    renderScheduled('admin', {
      'GET /api/deliveries': listing([{ ...request, ...teamFields, mine: false }]),
      [`POST /api/deliveries/${request.id}/approve`]: () =>
        jsonError(409, { code: 'expired', message: REQUEST_EXPIRED }),
    });
    await u.click(within(await requestItem()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(REQUEST_EXPIRED)).toBeInTheDocument();
  });

  it('shows a member no approvals, only their request waiting, which they can withdraw', async () => {
    const u = userEvent.setup();
    const { calls } = renderScheduled('member', {
      'GET /api/deliveries': listing([{ ...request, ...teamFields, mine: true }]),
      [`POST /api/deliveries/${request.id}/cancel`]: {
        delivery: { ...request, status: 'cancelled' },
      },
    });
    const list = await screen.findByRole('list', { name: 'Deliveries' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(within(item).getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Approvals' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Approve' })).toBeNull();
    await u.click(within(item).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Request withdrawn: it will not be sent')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
    expect(calls.some((c) => c.query.includes('status=awaiting'))).toBe(false);
  });

  it('names who approved or rejected each decided one', async () => {
    renderScheduled('member', {
      'GET /api/deliveries': listing([
        {
          ...delivery(2, 'rejected', {
            newHireName: 'Sam Lee',
            scheduledAt: '2026-11-24T09:00:00.000Z',
            timeZone: 'UTC',
            lastError: 'Not approved: Wrong team.',
            sender: 'Max Member',
          }),
          ...teamFields,
          decision: 'rejected',
          decider: 'Ada Admin',
          mine: true,
        },
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Deliveries' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('· by Max Member · rejected by Ada Admin');
    expect(within(item).getByText('Rejected')).toBeInTheDocument();
    expect(within(item).getByText('Not approved: Wrong team.')).toBeInTheDocument();
  });
});

describe('the approval setting', () => {
  it('is a checkbox for admins and owners that saves at once', async () => {
    const u = userEvent.setup();
    const detail = {
      workspace: { ...team('admin'), memberCap: 25, approvalRequired: false },
      members: [],
    };
    const { calls } = stubFetch({
      ...signedIn,
      'GET /api/workspaces': { workspaces: [personal, team('admin')] },
      'GET /api/workspaces/ws-team': detail,
      'GET /api/workspaces/ws-team/invitations': { invitations: [] },
      'PATCH /api/workspaces/ws-team/settings': {
        workspace: { ...team('admin'), approvalRequired: true },
      },
    });
    renderApp([{ path: '/settings', element: <TeamWorkspacesCard /> }], '/settings');
    const box = await screen.findByRole('checkbox', { name: /Members’ sends need approval/ });
    expect(box).not.toBeChecked();
    await u.click(box);
    expect(await screen.findByText('Approval turned on')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ approvalRequired: true });
  });

  it('is not offered to members', async () => {
    stubFetch({
      ...signedIn,
      'GET /api/workspaces': { workspaces: [personal, team('member')] },
      'GET /api/workspaces/ws-team': {
        workspace: { ...team('member'), memberCap: 25, approvalRequired: true },
        members: [],
      },
    });
    renderApp([{ path: '/settings', element: <TeamWorkspacesCard /> }], '/settings');
    expect(await screen.findByRole('heading', { name: /People team/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
