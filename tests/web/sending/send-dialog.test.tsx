import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/components/ui/toaster.tsx';
import { SendButton, type SendTarget } from '#web/features/sending/send-dialog.tsx';
import MessagesPage from '#web/routes/dashboard/messages.tsx';
import {
  account,
  historyMessage,
  jsonError,
  renderApp,
  renderScreen,
  signedIn,
  stubBrowser,
  suggestion,
} from '../dashboard/harness.tsx';
import { stubFetch } from '../render-route.tsx';
import { destination, destinationList } from './fixtures.ts';

// "Now" is fixed (only Date is faked, so timers and user-event run as usual): the schedule a
// dialog starts with depends on it.
const NOW = new Date('2026-11-23T12:00:00.000Z');

beforeEach(() => {
  stubBrowser();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // Sonner replays still-active toasts into every new Toaster.
  toast.dismiss();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SUGGESTION_ID = '00000000-0000-4000-b000-000000000001';
const TEXT = 'Please welcome Ada Lovelace to the team!\n\nShe is **brilliant** & <kind>.';

const slack = destination(1, 'slack', { name: '#general' });
const teams = destination(2, 'teams', { name: 'Engineering', target: 'x.logic.azure.com …AbCd' });
const chat = destination(3, 'google_chat', { name: 'Team space' });
const discord = destination(4, 'discord', { name: 'Lounge' });
const email = destination(5, 'email', { name: 'HR team', emails: ['hr@example.com'] });
const ALL = [slack, teams, chat, discord, email];

function target(overrides: Partial<SendTarget> = {}): SendTarget {
  return {
    suggestionId: SUGGESTION_ID,
    title: 'Option 1',
    text: TEXT,
    context: { name: 'Ada Lovelace', messageType: 'welcome' },
    startDateIso: null,
    ...overrides,
  };
}

/** The Send… button on its own, with the screens its links lead to as stand-ins. */
function renderSend(
  routes: Record<string, unknown>,
  options: { target?: Partial<SendTarget>; timeZone?: string } = {},
) {
  const stub = stubFetch({ ...signedIn, ...routes });
  const view = renderApp(
    [
      {
        path: '/dashboard/generate',
        element: (
          <SendButton target={target(options.target)} timeZone={options.timeZone ?? 'UTC'} />
        ),
      },
      { path: '/dashboard/billing', element: <h1>Billing page</h1> },
      { path: '/dashboard/settings', element: <h1>Settings page</h1> },
    ],
    '/dashboard/generate',
  );
  return { ...stub, ...view };
}

async function openDialog(u: ReturnType<typeof userEvent.setup>, title = 'Option 1') {
  await u.click(screen.getByRole('button', { name: `Send ${title}` }));
  return screen.findByRole('dialog', { name: `Send ${title}` });
}

const preview = () => screen.getByTestId('delivery-preview');
const boldIn = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('strong')).map((s) => s.textContent);

describe('send dialog: preview', () => {
  it('shows the text the way each destination shows it', async () => {
    const u = userEvent.setup();
    renderSend({ 'GET /api/destinations': destinationList(ALL) });
    const dialog = await openDialog(u);
    const to = await within(dialog).findByLabelText('Send to');
    expect(
      within(to)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '#general (Slack)',
      'Engineering (Microsoft Teams)',
      'Team space (Google Chat)',
      'Lounge (Discord)',
      'HR team (E-mail)',
    ]);

    // Slack (the first one): mrkdwn, where Herald bolds the person's name once and **x** is *x*.
    expect(to).toHaveValue(slack.id);
    expect(within(dialog).getByText('Preview: how Slack shows it')).toBeInTheDocument();
    expect(boldIn(preview())).toEqual(['Ada Lovelace', 'brilliant']);
    // Slack's escaping of & < > is undone for display: a person sees what they wrote.
    expect(preview()).toHaveTextContent('She is brilliant & <kind>.');
    expect(preview()).not.toHaveTextContent('&amp;');
    expect(preview().querySelectorAll('p')).toHaveLength(2);

    // Teams: an Adaptive Card, one text block per paragraph, **bold** kept, no name bolding.
    await u.selectOptions(to, teams.id);
    expect(within(dialog).getByText('Preview: how Microsoft Teams shows it')).toBeInTheDocument();
    expect(boldIn(preview())).toEqual(['brilliant']);
    expect(preview().querySelectorAll('p')).toHaveLength(2);
    expect(preview()).not.toHaveTextContent('**');

    await u.selectOptions(to, chat.id);
    expect(within(dialog).getByText('Preview: how Google Chat shows it')).toBeInTheDocument();
    expect(boldIn(preview())).toEqual(['brilliant']);

    await u.selectOptions(to, discord.id);
    expect(within(dialog).getByText('Preview: how Discord shows it')).toBeInTheDocument();
    expect(boldIn(preview())).toEqual(['brilliant']);

    // E-mail: a subject line chosen by the message type, then the text.
    await u.selectOptions(to, email.id);
    expect(within(dialog).getByText('Preview: how E-mail shows it')).toBeInTheDocument();
    expect(preview()).toHaveTextContent('Subject: Please welcome Ada Lovelace to the team');
    expect(preview()).toHaveTextContent('She is brilliant & <kind>.');
  });

  it('shows what a reader will see of & and entities in each format', async () => {
    const u = userEvent.setup();
    renderSend(
      { 'GET /api/destinations': destinationList([slack, discord]) },
      { target: { text: 'Meet Ada Lovelace from **R&D**. In HTML, write &amp; for &.' } },
    );
    await openDialog(u);
    // Slack's text is escaped on the wire; the preview shows it as Slack does.
    await within(preview()).findByText('R&D');
    expect(boldIn(preview())).toEqual(['Ada Lovelace', 'R&D']);
    expect(preview()).toHaveTextContent('In HTML, write &amp; for &.');
    // Discord gets the text as typed, and shows a typed entity as typed.
    await u.selectOptions(screen.getByLabelText('Send to'), discord.id);
    expect(boldIn(preview())).toEqual(['R&D']);
    expect(preview()).toHaveTextContent('Meet Ada Lovelace from R&D. In HTML, write &amp; for &.');
  });

  it('uses the subject of the message type for e-mail', async () => {
    const u = userEvent.setup();
    renderSend(
      { 'GET /api/destinations': destinationList([email]) },
      { target: { context: { name: 'Grace Hopper', messageType: 'promotion' } } },
    );
    await openDialog(u);
    await within(preview()).findByText(/Subject:/);
    expect(preview()).toHaveTextContent(
      'Subject: Congratulations to Grace Hopper on their new role',
    );
  });

  it('updates the preview and the count as the text is edited', async () => {
    const u = userEvent.setup();
    renderSend(
      { 'GET /api/destinations': destinationList([slack]) },
      { target: { text: 'Welcome Ada Lovelace!' } },
    );
    const dialog = await openDialog(u);
    const box = await within(dialog).findByLabelText('Message');
    expect(box).toHaveValue('Welcome Ada Lovelace!');
    expect(within(dialog).getByText('21 / 5,000 characters')).toBeInTheDocument();
    expect(preview()).toHaveTextContent('Welcome Ada Lovelace!');

    await u.clear(box);
    await u.type(box, 'Hello **team**, meet Ada Lovelace.');
    expect(preview()).toHaveTextContent('Hello team, meet Ada Lovelace.');
    expect(boldIn(preview())).toEqual(['team', 'Ada Lovelace']);
    expect(within(dialog).getByText('34 / 5,000 characters')).toBeInTheDocument();
  });
});

describe('send dialog: previews render what each app renders (issue 20 item 14)', () => {
  it('Teams keeps single line breaks; Discord shows its Markdown', async () => {
    const u = userEvent.setup();
    renderSend(
      { 'GET /api/destinations': destinationList([teams, discord]) },
      {
        target: {
          text: 'Line one\nLine _two_\n\n**Bold** *it* __under__ ~~gone~~ `code`\n# Big news\n> quoted\n- item',
        },
      },
    );
    const dialog = await openDialog(u);
    await within(dialog).findByLabelText('Message');
    const lines = [...preview().querySelectorAll('p')].map((p) => p.textContent);
    expect(lines.slice(0, 2)).toEqual(['Line one', 'Line two']);
    expect(preview().querySelector('em')).toHaveTextContent('two');

    await u.selectOptions(within(dialog).getByLabelText('Send to'), discord.id);
    const shown = preview();
    expect(shown.querySelector('strong')).toHaveTextContent('Bold');
    expect([...shown.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['two', 'it']);
    expect(shown.querySelector('u')).toHaveTextContent('under');
    expect(shown.querySelector('s')).toHaveTextContent('gone');
    expect(shown.querySelector('code')).toHaveTextContent('code');
    expect(within(shown).getByRole('heading', { name: 'Big news' })).toBeInTheDocument();
    expect(shown.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(shown).toHaveTextContent('• item');
    expect(shown).not.toHaveTextContent('**');
  });
});

describe('send dialog: limits', () => {
  it("says how much too long a text is for the destination and won't send it", async () => {
    const u = userEvent.setup();
    const words = 'Welcome aboard! '.repeat(124); // 1,984 characters
    renderSend(
      { 'GET /api/destinations': destinationList([discord, slack]) },
      {
        target: { text: words.trimEnd() },
      },
    );
    const dialog = await openDialog(u);
    const box = await within(dialog).findByLabelText('Message');
    const send = within(dialog).getByRole('button', { name: 'Send now' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toBeEnabled();

    await u.click(box);
    await u.paste(' And one more sentence.'); // 1,983 + 23 = 2,006
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(
      'Discord messages can be at most 2,000 characters; this one has 2,006. Shorten it by 6.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(alert.textContent!);
    expect(send).toBeDisabled();
    // The counter counts what the limit counts (issue 20 item 14).
    expect(within(dialog).getByText('2,006 / 2,000 characters')).toBeInTheDocument();

    // Slack takes the same text (3,000 per block, 50 blocks).
    await u.selectOptions(within(dialog).getByLabelText('Send to'), slack.id);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
  });

  it('refuses an empty text', async () => {
    const u = userEvent.setup();
    const { calls } = renderSend({ 'GET /api/destinations': destinationList([slack]) });
    const dialog = await openDialog(u);
    await u.clear(await within(dialog).findByLabelText('Message'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The message cannot be empty.');
    expect(within(dialog).getByRole('button', { name: 'Send now' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('send dialog: when', () => {
  it("starts at the message's start date, 09:00 in the user's time zone, and schedules it", async () => {
    const u = userEvent.setup();
    const { calls } = stubFetch({
      ...signedIn,
      'GET /api/account': {
        ...account({ plan: 'pro' }),
        profile: { ...account().profile, timeZone: 'America/New_York' },
      },
      'GET /api/messages': {
        items: [
          historyMessage(1, {
            newHireName: 'Ada Lovelace',
            // As the server stores it: the day the date picker gave (ADR 028).
            startDateIso: '2026-12-01',
            suggestions: [suggestion(SUGGESTION_ID, 'Please welcome Ada Lovelace!')],
          }),
        ],
        total: 1,
        page: 1,
        pageSize: 5,
      },
      'GET /api/destinations': destinationList([slack]),
      'POST /api/deliveries': { delivery: {} },
    });
    renderScreen(MessagesPage, { path: '/dashboard/messages' });
    await u.click(await screen.findByRole('button', { name: 'Show Messages' }));
    const dialog = await openDialog(u);

    expect(await within(dialog).findByLabelText('Later')).toBeChecked();
    expect(within(dialog).getByLabelText('Now')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('America/New_York');
    // Nothing before today (in the schedule's zone) can be picked.
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('min', '2026-11-23');

    await u.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled for #general')).toBeInTheDocument();
    expect(screen.getByText(/December 1, 2026.*09:00.*EST/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/deliveries');
    expect(posts.map((c) => c.body)).toEqual([
      {
        suggestionId: SUGGESTION_ID,
        destinationId: slack.id,
        text: 'Please welcome Ada Lovelace!',
        schedule: { date: '2026-12-01', time: '09:00', timeZone: 'America/New_York' },
        lateLimitHours: 12,
      },
    ]);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[\w.:-]{8,100}$/);
  });

  it('finds a zone by city, and says when a time falls in a clock change', async () => {
    const u = userEvent.setup();
    const { calls } = renderSend(
      {
        'GET /api/destinations': destinationList([slack]),
        'POST /api/deliveries': { delivery: {} },
      },
      { timeZone: 'Europe/Berlin' },
    );
    const dialog = await openDialog(u);
    await u.click(await within(dialog).findByLabelText('Later'));
    const zone = within(dialog).getByLabelText('Time zone');
    // The user's zone first, UTC next, and no legacy names.
    const labels = [...zone.querySelectorAll('option')].map((o) => o.textContent);
    expect(labels.slice(0, 2)).toEqual([
      'Berlin (UTC+01:00) · Europe/Berlin',
      'UTC (Coordinated Universal Time)',
    ]);
    expect(labels.join('\n')).not.toContain('Calcutta');
    await u.type(within(dialog).getByLabelText('Search zones by city or offset'), 'auckland');
    expect(zone).toHaveValue('Pacific/Auckland');

    // 26 September 2027, 02:30: New Zealand's clocks jump from 02:00 to 03:00.
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2027-09-26' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '02:30' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '02:30 does not happen that day in Auckland: the clocks go forward 1 hour. It will be sent at 03:30.',
    );
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2027-04-04' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '02:30 happens twice that day in Auckland: the clocks go back 1 hour. It will be sent at the first 02:30.',
    );
    await u.selectOptions(
      within(dialog).getByLabelText('If it cannot go out on time, send it up to'),
      '3',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      schedule: { date: '2027-04-04', time: '02:30', timeZone: 'Pacific/Auckland' },
      lateLimitHours: 3,
    });
  });

  it("without a start date, sends now; Later offers tomorrow 09:00 in the user's zone", async () => {
    const u = userEvent.setup();
    const { calls } = renderSend(
      {
        'GET /api/destinations': destinationList([slack]),
        'POST /api/deliveries': { delivery: {} },
      },
      // 12:00 UTC is already 01:00 on the 24th in Auckland: tomorrow there is the 25th.
      { timeZone: 'Pacific/Auckland' },
    );
    const dialog = await openDialog(u);
    expect(await within(dialog).findByLabelText('Now')).toBeChecked();
    expect(within(dialog).queryByLabelText('Date')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send now' })).toBeInTheDocument();

    await u.click(within(dialog).getByLabelText('Later'));
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-25');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('Pacific/Auckland');

    // Any future time, in any zone.
    await u.selectOptions(within(dialog).getByLabelText('Time zone'), 'Europe/Berlin');
    await u.clear(within(dialog).getByLabelText('Date'));
    await u.type(within(dialog).getByLabelText('Date'), '2026-12-24');
    await u.clear(within(dialog).getByLabelText('Time'));
    await u.type(within(dialog).getByLabelText('Time'), '16:30');
    await u.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled for #general')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      schedule: { date: '2026-12-24', time: '16:30', timeZone: 'Europe/Berlin' },
    });
  });

  it('does not default to a start date that has passed', async () => {
    const u = userEvent.setup();
    renderSend(
      { 'GET /api/destinations': destinationList([slack]) },
      { target: { startDateIso: '2026-11-02' } },
    );
    const dialog = await openDialog(u);
    expect(await within(dialog).findByLabelText('Now')).toBeChecked();
    await u.click(within(dialog).getByLabelText('Later'));
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-24');
  });
});

describe('send dialog: sending', () => {
  it('posts the chosen destination and the edited text with an idempotency key', async () => {
    const u = userEvent.setup();
    const { calls } = renderSend({
      'GET /api/destinations': destinationList([slack, teams]),
      'POST /api/deliveries': { delivery: {} },
    });
    const dialog = await openDialog(u);
    await u.selectOptions(await within(dialog).findByLabelText('Send to'), teams.id);
    const box = within(dialog).getByLabelText('Message');
    await u.clear(box);
    await u.type(box, 'Welcome, Ada!');
    await u.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sending to Engineering')).toBeInTheDocument();
    expect(screen.getByText('See how it went under Scheduled & sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter((c) => c.method === 'POST');
    // Sent now: no schedule in the body.
    expect(posts.map((c) => c.body)).toEqual([
      { suggestionId: SUGGESTION_ID, destinationId: teams.id, text: 'Welcome, Ada!' },
    ]);
    expect(posts[0]!.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('says a member’s send went for approval when the team requires it (ADR 044)', async () => {
    const u = userEvent.setup();
    renderSend({
      'GET /api/destinations': destinationList([slack]),
      'POST /api/deliveries': { delivery: { status: 'awaiting_approval' } },
    });
    const dialog = await openDialog(u);
    await within(dialog).findByLabelText('Send to');
    await u.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Sent for approval')).toBeInTheDocument();
    expect(
      screen.getByText('An admin or owner approves it before it goes out.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sending to #general')).toBeNull();
  });

  it("shows the server's message when sending fails, and a retry reuses the key", async () => {
    const u = userEvent.setup();
    let answers = [
      jsonError(429, {
        code: 'rate_limited',
        message: 'You are sending a lot of announcements. Please wait a while and try again.',
      }),
      jsonError(500, { code: 'internal_error' }),
    ];
    const { calls } = renderSend({
      'GET /api/destinations': destinationList([slack]),
      'POST /api/deliveries': () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next ?? { delivery: {} };
      },
    });
    const dialog = await openDialog(u);
    const send = await within(dialog).findByRole('button', { name: 'Send now' });

    await u.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are sending a lot of announcements. Please wait a while and try again.',
    );
    // A failure without a message of its own gets a general one.
    await u.click(send);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The announcement was not sent. Please try again.',
      ),
    );
    await u.click(send);
    expect(await screen.findByText('Sending to #general')).toBeInTheDocument();

    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("reads 'Sending...' and is disabled while the request runs", async () => {
    const u = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    renderSend({
      'GET /api/destinations': destinationList([slack]),
      'POST /api/deliveries': async () => {
        await gate;
        return { delivery: {} };
      },
    });
    const dialog = await openDialog(u);
    await u.click(await within(dialog).findByRole('button', { name: 'Send now' }));
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Sending to #general')).toBeInTheDocument();
  });
});

describe('send dialog: plans and setup', () => {
  it('shows Basic users the feature locked, with the way to upgrade', async () => {
    const u = userEvent.setup();
    const { calls } = renderSend({ 'GET /api/destinations': destinationList([], false) });
    const dialog = await openDialog(u);
    expect(
      await within(dialog).findByText('Sending and scheduling is part of the Pro plan.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Send to')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('link', { name: 'Upgrade to Pro' }));
    expect(await screen.findByRole('heading', { name: 'Billing page' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends a Pro user without destinations to Settings', async () => {
    const u = userEvent.setup();
    const { router } = renderSend({ 'GET /api/destinations': destinationList([]) });
    const dialog = await openDialog(u);
    await u.click(await within(dialog).findByRole('link', { name: 'Add a destination' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#destinations');
  });

  it('says so when the destinations cannot be loaded', async () => {
    const u = userEvent.setup();
    renderSend({ 'GET /api/destinations': jsonError(503, { code: 'database_unavailable' }) });
    const dialog = await openDialog(u);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We couldn’t load your destinations. Please try again.',
    );
  });
});
