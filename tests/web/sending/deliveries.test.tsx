import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wallTimeToInstant } from '#domain/schedule.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { DeliveriesCard } from '#web/features/sending/deliveries-card.tsx';
import ScheduledPage from '#web/routes/dashboard/scheduled.tsx';
import {
  jsonError,
  renderApp,
  renderScreen,
  signedIn,
  stubBrowser,
} from '../dashboard/harness.tsx';
import { stubFetch } from '../render-route.tsx';
import { delivery, type FakeDelivery } from './fixtures.ts';

// Only Date is faked: the reschedule dialog's earliest date depends on "now".
const NOW = new Date('2026-11-23T12:00:00.000Z');

beforeEach(() => {
  stubBrowser();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  toast.dismiss();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * A fake of the deliveries API with the server's transitions (server/features/deliveries/
 * queries.ts): cancel and reschedule only from scheduled, retry only from failed.
 */
function deliveriesServer(initial: FakeDelivery[]) {
  const store = new Map(initial.map((d) => [d.id, { ...d }]));
  const conflict = (d: FakeDelivery) =>
    jsonError(409, {
      code: 'conflict',
      message:
        d.status === 'sending'
          ? 'This announcement is being sent right now.'
          : 'This announcement was already sent.',
      delivery: d,
    });
  const routes: Record<string, unknown> = {
    'GET /api/deliveries': (url: URL) => {
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const all = [...store.values()].filter((d) =>
        status === 'upcoming'
          ? ['scheduled', 'sending'].includes(d.status)
          : status === 'done'
            ? ['sent', 'failed', 'cancelled'].includes(d.status)
            : true,
      );
      return {
        items: all.slice((page - 1) * pageSize, page * pageSize),
        total: all.length,
        page,
        pageSize,
      };
    },
  };
  for (const d of initial) {
    routes[`POST /api/deliveries/${d.id}/cancel`] = () => {
      const current = store.get(d.id)!;
      if (current.status !== 'scheduled') return conflict(current);
      Object.assign(current, { status: 'cancelled', lastError: null });
      return { delivery: current };
    };
    routes[`POST /api/deliveries/${d.id}/reschedule`] = (
      _url: URL,
      body: { date: string; time: string; timeZone: string },
    ) => {
      const current = store.get(d.id)!;
      const at = wallTimeToInstant(body.date, body.time, body.timeZone);
      if (at.getTime() <= Date.now())
        return jsonError(400, { code: 'invalid_input', message: 'Pick a time in the future.' });
      if (current.status !== 'scheduled') return conflict(current);
      Object.assign(current, { scheduledAt: at.toISOString(), timeZone: body.timeZone });
      return { delivery: current };
    };
    routes[`POST /api/deliveries/${d.id}/retry`] = () => {
      const current = store.get(d.id)!;
      if (current.status !== 'failed') return conflict(current);
      Object.assign(current, {
        status: 'scheduled',
        scheduledAt: new Date().toISOString(),
        attempts: 0,
        lastError: null,
        sentAt: null,
      });
      return { delivery: current };
    };
  }
  return { store, routes };
}

function renderPage(routes: Record<string, unknown>) {
  const stub = stubFetch({
    ...signedIn,
    // The page asks which workspace is active (approvals show to a team's admins, ADR 044).
    'GET /api/workspaces': {
      workspaces: [{ id: 'ws-1', name: 'Ada', role: 'owner', personal: true, members: 1 }],
    },
    ...routes,
  });
  const view = renderScreen(ScheduledPage, { path: '/dashboard/scheduled' });
  return { ...stub, ...view };
}

/** The list item of a delivery, by the person it is about. */
async function item(name: string) {
  const list = await screen.findByRole('list', { name: 'Deliveries' });
  const found = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(`${name} →`));
  if (!found) throw new Error(`no delivery for ${name}`);
  return found;
}

const scheduled = delivery(1, 'scheduled', {
  newHireName: 'Ada Lovelace',
  destinationName: '#general',
  text: 'Please welcome Ada Lovelace to the team!',
  scheduledAt: '2026-12-01T14:00:00.000Z', // 09:00 in New York
  timeZone: 'America/New_York',
});
const sending = delivery(2, 'sending', {
  newHireName: 'Grace Hopper',
  destinationName: 'Engineering',
  destinationKind: 'teams',
  scheduledAt: '2026-11-23T11:59:00.000Z',
  timeZone: 'UTC',
});
const sent = delivery(3, 'sent', {
  newHireName: 'Alan Turing',
  destinationName: 'Lounge',
  destinationKind: 'discord',
  scheduledAt: '2026-11-20T08:00:00.000Z', // 09:00 in Berlin
  sentAt: '2026-11-20T08:05:00.000Z',
  timeZone: 'Europe/Berlin',
  attempts: 1,
});
const failed = delivery(4, 'failed', {
  newHireName: 'Katherine Johnson',
  destinationName: '#old-channel',
  scheduledAt: '2026-11-22T09:00:00.000Z',
  timeZone: 'UTC',
  attempts: 1,
  lastError: 'This Slack webhook no longer exists.',
});

describe('scheduled & sent: statuses', () => {
  it('shows each status with its time, or its reason', async () => {
    renderPage(deliveriesServer([scheduled, sending, sent, failed]).routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled & sent' })).toBeInTheDocument();

    const ada = await item('Ada Lovelace');
    expect(ada).toHaveTextContent('Ada Lovelace → #general (Slack)');
    expect(within(ada).getByText('Scheduled')).toBeInTheDocument();
    expect(ada).toHaveTextContent('Scheduled for Dec 1, 2026, 09:00 AM EST');
    expect(ada).toHaveTextContent('Please welcome Ada Lovelace to the team!');
    expect(within(ada).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Cancel sending' })).toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    const grace = await item('Grace Hopper');
    expect(grace).toHaveTextContent('Grace Hopper → Engineering (Microsoft Teams)');
    expect(within(grace).getByText('Sending')).toBeInTheDocument();
    expect(within(grace).queryAllByRole('button')).toHaveLength(0);

    // Sent: when, in the delivery's own zone, and how late if more than a minute.
    const alan = await item('Alan Turing');
    expect(within(alan).getByText('Sent', { exact: true })).toBeInTheDocument();
    expect(alan).toHaveTextContent('Sent Nov 20, 2026, 09:05 AM GMT+1 · 5 min late');
    expect(within(alan).queryAllByRole('button')).toHaveLength(0);

    // Failed: the provider's reason in plain words, and a way to try again.
    const katherine = await item('Katherine Johnson');
    expect(within(katherine).getByText('Failed')).toBeInTheDocument();
    expect(within(katherine).getByText('This Slack webhook no longer exists.')).toHaveClass(
      'text-destructive',
    );
    expect(katherine).toHaveTextContent('Was due Nov 22, 2026, 09:00 AM UTC');
    expect(within(katherine).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(katherine).queryByRole('button', { name: 'Cancel sending' })).toBeNull();
  });

  it('shows an uncertain outcome as uncertain, not plainly Sent (issue 20 item 5)', async () => {
    renderPage(
      deliveriesServer([
        delivery(6, 'sent', {
          newHireName: 'Radia Perlman',
          sentAt: '2026-11-23T11:00:00.000Z',
          scheduledAt: '2026-11-23T11:00:00.000Z',
          uncertainty:
            'Herald got no answer the first time and tried again, so it may have been posted twice. Check the channel.',
        }),
      ]).routes,
    );
    const radia = await item('Radia Perlman');
    expect(within(radia).getByText('Sent, uncertain')).toBeInTheDocument();
    expect(within(radia).queryByText('Sent', { exact: true })).toBeNull();
    expect(radia).toHaveTextContent('so it may have been posted twice. Check the channel.');
  });

  it("names who sent each in a team's list, a former member too (issue 24, ADR 043)", async () => {
    renderPage(
      deliveriesServer([
        { ...sent, sender: 'Olive Owner' },
        delivery(8, 'cancelled', {
          newHireName: 'Mary Jackson',
          scheduledAt: '2026-11-24T09:00:00.000Z',
          timeZone: 'UTC',
          lastError: 'Cancelled: the person who scheduled it left the workspace.',
          sender: 'Former member',
        }),
      ]).routes,
    );
    expect(await item('Alan Turing')).toHaveTextContent(
      'Sent Nov 20, 2026, 09:05 AM GMT+1 · 5 min late · by Olive Owner',
    );
    const mary = await item('Mary Jackson');
    expect(mary).toHaveTextContent('Was due Nov 24, 2026, 09:00 AM UTC · by Former member');
    expect(
      within(mary).getByText('Cancelled: the person who scheduled it left the workspace.'),
    ).toBeInTheDocument();
    expect(within(mary).queryAllByRole('button')).toHaveLength(0);
  });

  it('names nobody in a personal list, where it is always the user', async () => {
    renderPage(deliveriesServer([sent]).routes);
    expect(await item('Alan Turing')).not.toHaveTextContent(' by ');
  });

  it('offers "Send now anyway" for one that was too late (issue 20 item 11)', async () => {
    const u = userEvent.setup();
    const late = delivery(7, 'failed', {
      newHireName: 'Barbara Liskov',
      failureCode: 'too_late',
      lastError:
        'Too late: Herald could not send it within 12 hours of its scheduled time, so it did not post it this late. Send it now anyway if it still fits.',
    });
    const { calls } = renderPage(deliveriesServer([late]).routes);
    const barbara = await item('Barbara Liskov');
    expect(within(barbara).queryByRole('button', { name: 'Retry' })).toBeNull();
    await u.click(within(barbara).getByRole('button', { name: 'Send now anyway' }));
    expect(await screen.findByText('Sending it now')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/deliveries/${late.id}/retry`,
    ]);
  });

  it('shows a retry that is waiting, with the last problem', async () => {
    renderPage(
      deliveriesServer([
        delivery(5, 'scheduled', {
          newHireName: 'Hedy Lamarr',
          scheduledAt: '2026-11-23T11:00:00.000Z',
          timeZone: 'UTC',
          attempts: 2,
          nextAttemptAt: '2026-11-23T12:04:00.000Z',
          lastError: 'Slack asked Herald to slow down (try again in 240 s).',
        }),
      ]).routes,
    );
    const hedy = await item('Hedy Lamarr');
    expect(hedy).toHaveTextContent('Trying again Nov 23, 2026, 12:04 PM UTC');
    const reason = within(hedy).getByText('Slack asked Herald to slow down (try again in 240 s).');
    expect(reason).not.toHaveClass('text-destructive');
  });

  it('says when there is nothing yet', async () => {
    renderPage(deliveriesServer([]).routes);
    expect(await screen.findByText('Nothing scheduled or sent yet.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Use “Send…” on any option to post it to your team, now or on their start date.',
      ),
    ).toBeInTheDocument();
  });

  it('says what an empty filter means', async () => {
    const u = userEvent.setup();
    renderPage(deliveriesServer([sent]).routes);
    expect(await item('Alan Turing')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Scheduled' }));
    expect(await screen.findByText('Nothing scheduled right now.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing scheduled or sent yet.')).not.toBeInTheDocument();
  });

  it('toasts and offers to try again when the list cannot be loaded', async () => {
    const u = userEvent.setup();
    let fail = true;
    const { routes } = deliveriesServer([sent]);
    const list = routes['GET /api/deliveries'] as (url: URL) => unknown;
    renderPage({
      'GET /api/deliveries': (url: URL) =>
        fail
          ? jsonError(500, { code: 'internal_error', message: 'Something went wrong.' })
          : list(url),
    });
    expect(await screen.findByText('Error loading deliveries')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
    expect(screen.getByText('We couldn’t load your deliveries.')).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await item('Alan Turing')).toBeInTheDocument();
  });
});

describe('scheduled & sent: actions', () => {
  it('cancels a scheduled one', async () => {
    const u = userEvent.setup();
    const { routes } = deliveriesServer([scheduled, sent]);
    const { calls } = renderPage(routes);
    await u.click(
      within(await item('Ada Lovelace')).getByRole('button', { name: 'Cancel sending' }),
    );
    expect(await screen.findByText('Cancelled: it will not be sent')).toBeInTheDocument();
    // The list polls every 5 s while something is scheduled; the change must show well before
    // that, from the mutation's own invalidation.
    await waitFor(
      async () => expect(within(await item('Ada Lovelace')).getByText('Cancelled')).toBeVisible(),
      { timeout: 2500 },
    );
    const ada = await item('Ada Lovelace');
    expect(within(ada).queryAllByRole('button')).toHaveLength(0);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/deliveries/${scheduled.id}/cancel`,
    ]);
  });

  it('reschedules a scheduled one, starting from its current time', async () => {
    const u = userEvent.setup();
    const { routes, store } = deliveriesServer([scheduled]);
    const { calls } = renderPage(routes);
    await u.click(within(await item('Ada Lovelace')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    expect(dialog).toHaveTextContent('The announcement about Ada Lovelace to #general.');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('min', '2026-11-23');

    await u.clear(within(dialog).getByLabelText('Time'));
    await u.type(within(dialog).getByLabelText('Time'), '10:30');
    await u.selectOptions(within(dialog).getByLabelText('Time zone'), 'Europe/London');
    await u.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

    expect(await screen.findByText('Rescheduled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      [
        `/api/deliveries/${scheduled.id}/reschedule`,
        { date: '2026-12-01', time: '10:30', timeZone: 'Europe/London' },
      ],
    ]);
    expect(store.get(scheduled.id)!.scheduledAt).toBe('2026-12-01T10:30:00.000Z');
    await waitFor(
      async () =>
        expect(await item('Ada Lovelace')).toHaveTextContent(
          'Scheduled for Dec 1, 2026, 10:30 AM GMT',
        ),
      { timeout: 2500 }, // before the 5 s poll: the mutation refreshes the list itself
    );
  });

  it("keeps the reschedule dialog open with the server's reason when refused", async () => {
    const u = userEvent.setup();
    renderPage(deliveriesServer([scheduled]).routes);
    await u.click(within(await item('Ada Lovelace')).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    // Earlier today: the date is allowed, the moment has passed.
    await u.clear(within(dialog).getByLabelText('Date'));
    await u.type(within(dialog).getByLabelText('Date'), '2026-11-23');
    await u.clear(within(dialog).getByLabelText('Time'));
    await u.type(within(dialog).getByLabelText('Time'), '06:00');
    await u.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Pick a time in the future.',
    );
    expect(screen.getByRole('dialog', { name: 'Reschedule' })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await item('Ada Lovelace')).toHaveTextContent('Scheduled for Dec 1, 2026, 09:00 AM EST');
  });

  it('retries a failed one', async () => {
    const u = userEvent.setup();
    const { routes } = deliveriesServer([failed]);
    const { calls } = renderPage(routes);
    await u.click(within(await item('Katherine Johnson')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sending it again')).toBeInTheDocument();
    const katherine = await item('Katherine Johnson');
    await waitFor(() => expect(within(katherine).getByText('Scheduled')).toBeInTheDocument());
    expect(within(katherine).queryByText('This Slack webhook no longer exists.')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/deliveries/${failed.id}/retry`,
    ]);
  });

  it('says why a change did not apply, and shows what happened instead', async () => {
    const u = userEvent.setup();
    const { routes, store } = deliveriesServer([scheduled]);
    renderPage(routes);
    const ada = await item('Ada Lovelace');
    // The worker claims it between the list and the click.
    store.get(scheduled.id)!.status = 'sending';
    await u.click(within(ada).getByRole('button', { name: 'Cancel sending' }));
    expect(await screen.findByText('That did not work')).toBeInTheDocument();
    expect(screen.getByText('This announcement is being sent right now.')).toBeInTheDocument();
    await waitFor(
      async () =>
        expect(within(await item('Ada Lovelace')).getByText('Sending')).toBeInTheDocument(),
      { timeout: 2500 }, // before the 5 s poll: a refused change refreshes the list too
    );
  });
});

describe('scheduled & sent: filters and pages', () => {
  it('filters by status and pages through ten at a time', async () => {
    const u = userEvent.setup();
    const many = [
      ...Array.from({ length: 12 }, (_, i) =>
        delivery(10 + i, 'sent', {
          newHireName: `Sent ${i + 1}`,
          sentAt: '2026-11-20T09:00:00.000Z',
          scheduledAt: '2026-11-20T09:00:00.000Z',
        }),
      ),
      scheduled,
    ];
    const { calls } = renderPage(deliveriesServer(many).routes);
    const list = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await item('Ada Lovelace')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Scheduled' }));
    expect(screen.getByRole('button', { name: 'Scheduled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    // One page only: no page navigation.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Sent & failed' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    const queries = calls
      .filter((c) => c.path === '/api/deliveries')
      .map((c) => c.query)
      .filter((q, i, all) => all.indexOf(q) === i);
    expect(queries).toEqual([
      'status=all&page=1&pageSize=10',
      'status=all&page=2&pageSize=10',
      'status=upcoming&page=1&pageSize=10',
      'status=done&page=1&pageSize=10',
    ]);
  });
});

describe('scheduled & sent: the last page', () => {
  it('goes back a page when its last delivery is cancelled away', async () => {
    const u = userEvent.setup();
    const upcoming = Array.from({ length: 11 }, (_, i) =>
      delivery(30 + i, 'scheduled', { newHireName: `Upcoming ${i + 1}` }),
    );
    renderPage(deliveriesServer(upcoming).routes);
    await u.click(await screen.findByRole('button', { name: 'Scheduled' }));
    await u.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await u.click(
      within(await item('Upcoming 11')).getByRole('button', { name: 'Cancel sending' }),
    );
    // Page 2 is gone: the ten still scheduled are shown, not an empty list.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: 'Deliveries' })).getAllByRole('listitem'),
        ).toHaveLength(10),
      { timeout: 2500 },
    );
    expect(screen.queryByText('Nothing scheduled or sent yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('dashboard card', () => {
  it('shows the latest three without their text, and links to all', async () => {
    const u = userEvent.setup();
    const { calls } = stubFetch({
      ...signedIn,
      ...deliveriesServer([scheduled, sent, failed]).routes,
    });
    renderApp(
      [
        { path: '/dashboard', element: <DeliveriesCard /> },
        { path: '/dashboard/scheduled', element: <h1>All deliveries</h1> },
      ],
      '/dashboard',
    );
    expect(await screen.findByText(/Ada Lovelace →/)).toBeInTheDocument();
    expect(screen.getByText('This Slack webhook no longer exists.')).toBeInTheDocument();
    expect(screen.queryByText('Please welcome Ada Lovelace to the team!')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/deliveries')?.query).toBe(
      'status=all&page=1&pageSize=3',
    );
    await u.click(screen.getByRole('link', { name: 'View scheduled & sent' }));
    expect(await screen.findByRole('heading', { name: 'All deliveries' })).toBeInTheDocument();
  });
});
