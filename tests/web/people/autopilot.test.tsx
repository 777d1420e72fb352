import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AUTOPILOT_RULES } from '#domain/autopilot.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { ComingUpCard } from '#web/features/people/autopilot-events.tsx';
import { localDay } from '#web/features/people/autopilot-api.ts';
import PeopleReviewPage from '#web/routes/dashboard/people-review.tsx';
import PeoplePage from '#web/routes/dashboard/people.tsx';
import { jsonError, renderScreen, signedIn, stubBrowser } from '../dashboard/harness.tsx';
import { stubFetch } from '../render-route.tsx';

beforeEach(() => {
  stubBrowser();
  toast.dismiss();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const EVENT_ID = '00000000-0000-4000-8000-0000000000e1';
const DESTINATION = { id: '00000000-0000-4000-8000-0000000000d1', name: '#joiners', kind: 'slack' };
const planRequired = () =>
  jsonError(403, {
    code: 'plan_required',
    message: 'The autopilot is part of the Pro plan. Upgrade to use it.',
  });

function event(overrides: Record<string, unknown> = {}) {
  return {
    id: EVENT_ID,
    kind: 'welcome',
    state: 'awaiting_review',
    personId: 'p-1',
    personName: 'Aiko Tanaka',
    effectiveDate: localDay(3),
    sendDate: localDay(3),
    sendAt: `${localDay(3)}T00:00:00.000Z`,
    draftAt: `${localDay(0)}T00:00:00.000Z`,
    timeZone: 'Asia/Tokyo',
    problem: null,
    messageId: 'm-1',
    deliveryId: null,
    canReview: true,
    ...overrides,
  };
}

function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...event(),
    options: [
      { id: '00000000-0000-4000-8000-0000000000a1', text: 'Welcome Aiko!' },
      { id: '00000000-0000-4000-8000-0000000000a2', text: 'Say hello to Aiko, our new engineer.' },
    ],
    approvedText: null,
    reviewers: ['Jordan Lee'],
    destination: DESTINATION,
    ...overrides,
  };
}

describe('autopilot rules (People → Autopilot)', () => {
  function renderRules(routes: Record<string, unknown>) {
    const stub = stubFetch({
      ...signedIn,
      'GET /api/destinations': { destinations: [{ ...DESTINATION, sendsPerDay: null }] },
      'GET /api/autopilot/events': { events: [] },
      ...routes,
    });
    renderScreen(PeoplePage, { path: '/dashboard/people', url: '/dashboard/people?tab=autopilot' });
    return stub;
  }

  it('an admin saves them; the same schema as the API refuses a bad value first', async () => {
    const { calls } = renderRules({
      'GET /api/autopilot/rules': { rules: DEFAULT_AUTOPILOT_RULES, canManage: true },
      'PUT /api/autopilot/rules': (_url: URL, body: unknown) => ({ rules: body }),
    });
    // The form shows the saved destination once the workspace's destinations have arrived.
    await screen.findByRole('option', { name: '#joiners' });
    const form = screen.getByRole('form', { name: 'Autopilot rules' });
    expect(await screen.findByText('No announcement is waiting for review.')).toBeInTheDocument();
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Welcome people on their start date' }),
    );
    const days = within(form).getByLabelText('Draft days ahead');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await within(form).findByText('Drafts are written at least 1 day ahead.')).toBeVisible();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(days);
    await userEvent.type(days, '2');
    await userEvent.selectOptions(within(form).getByLabelText('Post to'), '#joiners');
    await userEvent.click(within(form).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      ...DEFAULT_AUTOPILOT_RULES,
      welcomeEnabled: true,
      daysAhead: 2,
      destinationId: DESTINATION.id,
    });
    expect(await screen.findByText('Autopilot rules saved')).toBeInTheDocument();
  });

  it('lists what waits for review, with a link to each, and counts it on the tab', async () => {
    renderRules({
      'GET /api/autopilot/rules': { rules: DEFAULT_AUTOPILOT_RULES, canManage: true },
      'GET /api/autopilot/events': {
        events: [
          event(),
          event({ id: 'e-2', personName: 'Lena Vogel', state: 'approved' }),
          event({ id: 'e-3', personName: 'Marcus Reed', canReview: false }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Waiting for review' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('link', { name: 'Review the announcement for Aiko Tanaka' }),
    ).toHaveAttribute('href', `/dashboard/people/review/${EVENT_ID}`);
    // Someone else decides on Marcus's: it can be read, not reviewed, and is not counted.
    expect(
      within(items[1]!).getByRole('link', { name: 'View the announcement for Marcus Reed' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Autopilot 1 to review' })).toBeVisible();
  });

  it('a member reads them and cannot change them', async () => {
    renderRules({
      'GET /api/autopilot/rules': {
        rules: { ...DEFAULT_AUTOPILOT_RULES, welcomeEnabled: true, destinationId: DESTINATION.id },
        canManage: false,
      },
    });
    // The form shows the saved destination once the workspace's destinations have arrived.
    await screen.findByRole('option', { name: '#joiners' });
    const form = screen.getByRole('form', { name: 'Autopilot rules' });
    expect(within(form).getByText('Only admins and owners change these rules.')).toBeVisible();
    const welcome = within(form).getByRole('checkbox', {
      name: 'Welcome people on their start date',
    });
    expect(welcome).toBeChecked();
    expect(welcome).toBeDisabled();
    expect(within(form).getByLabelText('Post to')).toBeDisabled();
    expect(within(form).getByLabelText('Post to')).toHaveDisplayValue('#joiners');
    expect(within(form).queryByRole('button', { name: 'Save rules' })).not.toBeInTheDocument();
  });

  it('Basic sees the autopilot locked, with the way to Pro', async () => {
    renderRules({
      'GET /api/autopilot/rules': planRequired(),
      'GET /api/autopilot/events': planRequired(),
    });
    expect(await screen.findByText('The autopilot is part of the Pro plan.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
  });
});

describe('review screen', () => {
  function renderReview(routes: Record<string, unknown>) {
    const stub = stubFetch({ ...signedIn, ...routes });
    renderScreen(PeopleReviewPage, {
      path: '/dashboard/people/review/:eventId',
      url: `/dashboard/people/review/${EVENT_ID}`,
    });
    return stub;
  }

  it('picks the second draft, edits it and approves it; the state after says so', async () => {
    let current = detail();
    const { calls } = renderReview({
      [`GET /api/autopilot/events/${EVENT_ID}`]: () => ({ event: current }),
      [`POST /api/autopilot/events/${EVENT_ID}/approve`]: () => {
        current = detail({
          state: 'approved',
          approvedText: 'Say hello to Aiko!',
          deliveryId: 'd-1',
        });
        return { event: current };
      },
      'GET /api/autopilot/events': { events: [] },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome: Aiko Tanaka' })).toBeVisible();
    expect(screen.getByText('#joiners')).toBeVisible();
    expect(screen.getByText('Jordan Lee')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Option 2' }));
    const text = screen.getByLabelText('Message to post');
    expect(text).toHaveValue('Say hello to Aiko, our new engineer.');
    await userEvent.clear(text);
    await userEvent.type(text, 'Say hello to Aiko!');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/approve'))!.body).toEqual({
      suggestionId: '00000000-0000-4000-8000-0000000000a2',
      text: 'Say hello to Aiko!',
    });
    expect(await screen.findByText('Approved. It is posted at its send time.')).toBeVisible();
    expect(screen.getByText('Say hello to Aiko!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves the text the reviewer read, even unedited', async () => {
    // A member may edit a draft in the history while the reviewer reads it: what is posted is
    // what the reviewer saw, not what the draft says by the time they click.
    const { calls } = renderReview({
      [`GET /api/autopilot/events/${EVENT_ID}`]: () => ({ event: detail() }),
      [`POST /api/autopilot/events/${EVENT_ID}/approve`]: () => ({
        event: detail({ state: 'approved', deliveryId: 'd-1' }),
      }),
      'GET /api/autopilot/events': { events: [] },
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Option 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/approve'))!.body).toEqual({
      suggestionId: '00000000-0000-4000-8000-0000000000a2',
      text: 'Say hello to Aiko, our new engineer.',
    });
  });

  it('asks for new drafts, then skips with a reason', async () => {
    let current = detail();
    const { calls } = renderReview({
      [`GET /api/autopilot/events/${EVENT_ID}`]: () => ({ event: current }),
      [`POST /api/autopilot/events/${EVENT_ID}/regenerate`]: () => {
        current = detail({
          options: [{ id: '00000000-0000-4000-8000-0000000000a3', text: 'A fresh hello to Aiko.' }],
        });
        return { event: current };
      },
      [`POST /api/autopilot/events/${EVENT_ID}/skip`]: () => {
        current = detail({ state: 'skipped', problem: 'Aiko asked for no post' });
        return { event: current };
      },
      'GET /api/autopilot/events': { events: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New drafts' }));
    expect(await screen.findByLabelText('Message to post')).toHaveValue('A fresh hello to Aiko.');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await userEvent.type(screen.getByLabelText(/Reason/), 'Aiko asked for no post');
    await userEvent.click(screen.getByRole('button', { name: 'Skip this announcement' }));
    expect(await screen.findByText('Skipped: it will not be posted.')).toBeVisible();
    expect(screen.getByText('Reason: Aiko asked for no post')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/skip'))!.body).toEqual({
      reason: 'Aiko asked for no post',
    });
  });

  it('someone who is not its reviewer reads the drafts and is told why they cannot act', async () => {
    renderReview({
      [`GET /api/autopilot/events/${EVENT_ID}`]: { event: detail({ canReview: false }) },
    });
    expect(
      await screen.findByText(
        /Only the reviewer of this announcement or an admin can decide on it/,
      ),
    ).toBeVisible();
    expect(screen.getByText('Welcome Aiko!')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Option 1' })).toBeDisabled();
  });
});

describe('Coming up (dashboard)', () => {
  function renderCard(routes: Record<string, unknown>) {
    stubFetch({ ...signedIn, ...routes });
    renderScreen(() => <ComingUpCard locked={<p>Locked: upgrade</p>} />, { path: '/dashboard' });
  }

  it('lists the next days with their state, and a review link for those awaiting review', async () => {
    renderCard({
      'GET /api/autopilot/events': {
        events: [
          event(),
          event({ id: 'e-2', personName: 'Lena Vogel', state: 'approved' }),
          event({
            id: 'e-3',
            personName: 'Marcus Reed',
            state: 'scheduled',
            problem: 'Please fill in the role for welcome messages.',
          }),
        ],
      },
    });
    const list = await screen.findByRole('list', { name: 'Coming up' });
    const [aiko, lena, marcus] = within(list).getAllByRole('listitem');
    expect(aiko).toHaveTextContent('Welcome: Aiko Tanaka');
    expect(aiko).toHaveTextContent('Awaiting review');
    expect(
      within(aiko!).getByRole('link', { name: 'Review the announcement for Aiko Tanaka' }),
    ).toHaveAttribute('href', `/dashboard/people/review/${EVENT_ID}`);
    expect(lena).toHaveTextContent('Approved');
    expect(within(lena!).queryByRole('link')).not.toBeInTheDocument();
    expect(marcus).toHaveTextContent('Draft coming');
    expect(marcus).toHaveTextContent('Please fill in the role for welcome messages.');
  });

  it('is one compact line when nothing is coming up', async () => {
    renderCard({ 'GET /api/autopilot/events': { events: [] } });
    const region = await screen.findByRole('region', { name: 'Coming up' });
    expect(region).toHaveTextContent('Nothing in the next 14 days.');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Set up the autopilot' })).toHaveAttribute(
      'href',
      '/dashboard/people?tab=autopilot',
    );
  });

  it('shows Basic the lock it is given', async () => {
    renderCard({ 'GET /api/autopilot/events': planRequired() });
    const region = await screen.findByRole('region', { name: 'Coming up' });
    expect(within(region).getByText('Locked: upgrade')).toBeVisible();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });
});
