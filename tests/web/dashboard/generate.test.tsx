import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/components/ui/toaster.tsx';
import GeneratePage from '#web/routes/dashboard/generate.tsx';
import { stubFetch } from '../render-route.tsx';
import { account, jsonError, renderScreen, signedIn, stubBrowser, suggestion } from './harness.tsx';

beforeEach(() => {
  stubBrowser();
  // Sonner replays still-active toasts into every new Toaster: without this, a toast of an
  // earlier test would satisfy this test's expectations.
  toast.dismiss();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const OPTIONS = [
  'Please welcome Ada Lovelace, our new Analyst on the Platform team!',
  'Big news: Ada Lovelace joins Platform as an Analyst. Say hello!',
  'Ada Lovelace starts today as our Analyst. Welcome aboard, Ada!',
];

/** An SSE response whose events the test releases one by one. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      controller.close();
    },
  };
}

function done(writer?: string) {
  return {
    success: true,
    messageId: '00000000-0000-4000-8000-000000000001',
    suggestions: OPTIONS.map((text, i) =>
      suggestion(`00000000-0000-4000-8000-00000000001${i}`, text),
    ),
    ...(writer && { writer }),
  };
}

function render(
  plan: 'basic' | 'pro' = 'basic',
  extra: Record<string, unknown> = {},
  thisMonth = 1,
) {
  let used = thisMonth;
  const stub = stubFetch({
    ...signedIn,
    'GET /api/account': () => account({ plan, thisMonth: used }),
    ...extra,
  });
  const view = renderScreen(GeneratePage, { path: '/dashboard/generate' });
  return { ...stub, ...view, countOne: () => (used += 1) };
}

/** Pastes rather than types: one input event per field keeps these tests quick. */
async function fill(u: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await u.click(screen.getByLabelText(label));
  await u.paste(text);
}

async function fillWelcome(u: ReturnType<typeof userEvent.setup>) {
  await fill(u, /^Name/, 'Ada Lovelace');
  await fill(u, /^Role/, 'Analyst');
  await u.click(screen.getByRole('button', { name: /Add details/ }));
  await fill(u, /^Team/, 'Platform');
}

describe('generate form', () => {
  it('shows the fields of the chosen message type, welcome by default', async () => {
    const u = userEvent.setup();
    render('pro');
    const welcome = await screen.findByRole('radio', { name: 'Welcome Message' });
    await waitFor(() => expect(welcome).toBeEnabled());
    expect(welcome).toBeChecked();
    for (const label of [
      'Role',
      'Team',
      'Start date',
      'Previous company',
      'Expertise',
      'Fun fact',
      'Hobbies',
    ])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current role/)).not.toBeInTheDocument();

    await u.click(screen.getByRole('radio', { name: 'Promotion Announcement' }));
    for (const label of ['Current role', 'New role', 'Team', 'Promotion details'])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Previous company/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Role/)).not.toBeInTheDocument();

    await u.click(screen.getByRole('radio', { name: 'Achievement Recognition' }));
    for (const label of ['Role', 'Team', 'Achievement', 'Achievement details'])
      expect(screen.getByLabelText(new RegExp(`^${label}( \\*)?$`))).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New role/)).not.toBeInTheDocument();
    // Length: short, medium, long; medium by default.
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
  });

  it('keeps optional facts behind "Add details", and asks "What should we call them?" for every type', async () => {
    const u = userEvent.setup();
    const stream = controlledStream();
    const { calls } = render('pro', { 'POST /api/generate': () => stream.response });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    // Required fields in view; the optional ones one click away.
    expect(screen.getByLabelText(/^Role/)).toBeVisible();
    expect(screen.getByLabelText(/^Team/)).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: /Add details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(/^Team/)).toBeVisible();

    for (const type of ['Promotion Announcement', 'Achievement Recognition', 'Welcome Message']) {
      await u.click(screen.getByRole('radio', { name: type }));
      const preferred = screen.getByLabelText('What should we call them?');
      expect(preferred).toBeVisible();
      expect(preferred).toHaveAttribute('maxLength', '100');
      expect(preferred).toHaveAccessibleDescription("Used after the first mention, e.g. 'Bobby'");
    }

    await fill(u, /^Name/, 'Robert Lee');
    await fill(u, /^Role/, 'Analyst');
    await fill(u, /^What should we call them/, 'Bobby');
    // Tucked away again, what was typed still counts and is still sent.
    await u.click(screen.getByRole('button', { name: /Hide details/ }));
    expect(screen.getByRole('button', { name: /Add details/ })).toHaveTextContent('(1 added)');
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    await screen.findByRole('button', { name: 'Generating Messages...' });
    expect(calls.find((c) => c.path === '/api/generate')?.body).toMatchObject({
      newHireName: 'Robert Lee',
      preferredName: 'Bobby',
      role: 'Analyst',
    });
  });

  it("sends the picked start date in words and as the picker's day (ADR 028)", async () => {
    const u = userEvent.setup();
    const stream = controlledStream();
    const { calls } = render('pro', { 'POST /api/generate': () => stream.response });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await fillWelcome(u);
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: '2026-12-01' } });
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    await screen.findByRole('button', { name: 'Generating Messages...' });
    expect(calls.find((c) => c.path === '/api/generate')?.body).toMatchObject({
      startDate: 'Tuesday, December 1, 2026',
      startDateIso: '2026-12-01',
    });
  });

  it('says when the details are too few for the length, and not when they fill it', async () => {
    const u = userEvent.setup();
    render('pro');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    const note = /With these few details the messages will be shorter than (\w+)/;
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await fill(u, /^Name/, 'Ada Lovelace');
    await fill(u, /^Role/, 'Analyst');
    expect(screen.getByText(note)).toHaveTextContent(
      'With these few details the messages will be shorter than medium: we don’t pad them. Add details for fuller ones.',
    );
    await u.click(screen.getByRole('radio', { name: 'Long' }));
    expect(screen.getByText(note)).toHaveTextContent('shorter than long');
    await u.click(screen.getByRole('radio', { name: 'Short' }));
    await u.click(screen.getByRole('button', { name: /Add details/ }));
    await fill(u, /^Fun fact/, 'Ada once organised a 300-person conference in 2 weeks.');
    await fill(u, /^Hobbies/, 'opera and cycling');
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('shows options outside the plan as locked Pro choices with a way to upgrade', async () => {
    render('basic');
    const promotion = await screen.findByRole('radio', { name: /Promotion Announcement/ });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    expect(promotion).toBeDisabled();
    expect(promotion).toHaveAccessibleName('Promotion Announcement, Pro plan only');
    expect(screen.getByRole('radio', { name: /Inspiring & Motivational/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Warm & Professional' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Warm & Professional' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Upgrade to unlock them' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
  });

  it("toasts 'Missing Information' with the spec's text and sends nothing", async () => {
    const u = userEvent.setup();
    const { calls } = render();
    const button = await screen.findByRole('button', { name: 'Generate Messages' });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await u.click(button);
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getByText('Please fill in the required fields: name, message type, and tone.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();

    await u.type(screen.getByLabelText(/^Name/), 'Ada');
    await u.click(button);
    expect(
      await screen.findByText('Please fill in the role for welcome messages.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Role/)).toHaveFocus();
    expect(calls.some((c) => c.path === '/api/generate')).toBe(false);
  });

  it('streams options into Option cards, then toasts and counts the message', async () => {
    const u = userEvent.setup();
    const stream = controlledStream();
    const { calls, fetchMock, countOne } = render('basic', {
      'POST /api/generate': () => stream.response,
    });
    expect(await screen.findByRole('heading', { name: 'Ready to Generate' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('1 / 5 messages used this month')).toBeInTheDocument(),
    );
    await fillWelcome(u);
    await u.click(screen.getByRole('radio', { name: 'Short' }));
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));

    const busy = await screen.findByRole('button', { name: 'Generating Messages...' });
    expect(busy).toBeDisabled();
    const request = calls.find((c) => c.path === '/api/generate');
    expect(request?.body).toEqual({
      newHireName: 'Ada Lovelace',
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'short',
      role: 'Analyst',
      team: 'Platform',
    });
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/generate'))?.[1];
    expect(new Headers(init?.headers).get('accept')).toBe('text/event-stream');

    stream.send('option', { index: 0, text: OPTIONS[0] });
    expect(await screen.findByText(OPTIONS[0]!)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Option 1' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Option 2' })).not.toBeInTheDocument();

    stream.send('option', { index: 1, text: OPTIONS[1] });
    stream.send('option', { index: 2, text: OPTIONS[2] });
    countOne();
    stream.send('done', done('composer'));
    stream.close();

    expect(await screen.findByText('Messages Generated!')).toBeInTheDocument();
    expect(
      screen.getByText('Successfully generated 3 AI-powered message variations'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Written by Herald’s built-in writer')).toBeInTheDocument();
    expect(await screen.findByText('2 / 5 messages used this month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Messages' })).toBeEnabled();

    const first = screen.getByRole('article', { name: 'Option 1' });
    expect(within(first).getByText(`${OPTIONS[0]!.length} characters`)).toBeInTheDocument();
    await u.click(within(first).getByRole('button', { name: 'Copy Option 1' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Message copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(OPTIONS[0]);
  });

  it('copies an option for Slack, edits it and favourites it', async () => {
    const u = userEvent.setup();
    const stream = controlledStream();
    const { calls } = render('pro', {
      'POST /api/generate': () => stream.response,
      'PATCH /api/messages/00000000-0000-4000-8000-000000000001/suggestions/00000000-0000-4000-8000-000000000010':
        (_url: URL, body: { text?: string; favourite?: boolean }) => ({
          suggestion: {
            ...suggestion('00000000-0000-4000-8000-000000000010', body.text ?? OPTIONS[0]!),
            favourite: body.favourite ?? false,
          },
        }),
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await fillWelcome(u);
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    OPTIONS.forEach((text, index) => stream.send('option', { index, text }));
    stream.send('done', done());
    stream.close();
    const first = await screen.findByRole('article', { name: 'Option 1' });
    await screen.findByText('Messages Generated!');

    await u.click(within(first).getByRole('button', { name: 'More copy formats for Option 1' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Slack (mrkdwn)' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        'Please welcome *Ada Lovelace*, our new Analyst on the Platform team!',
      ),
    );

    await u.click(within(first).getByRole('button', { name: 'Edit Option 1' }));
    const editor = within(first).getByRole('textbox', { name: 'Edit Option 1' });
    await u.clear(editor);
    await u.paste('Welcome, Ada!');
    await u.click(within(first).getByRole('button', { name: 'Save' }));
    expect(await within(first).findByText('Welcome, Ada!')).toBeInTheDocument();
    expect(within(first).getByText('13 characters')).toBeInTheDocument();

    const star = within(first).getByRole('button', { name: 'Favourite Option 1' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await u.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { text: 'Welcome, Ada!' },
      { favourite: true },
    ]);
  });

  it('places options that arrive out of order in their own slots', async () => {
    const u = userEvent.setup();
    const stream = controlledStream();
    render('basic', { 'POST /api/generate': () => stream.response });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await fillWelcome(u);
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    // The server kept options 2 and 3 and is replacing option 1.
    stream.send('option', { index: 2, text: OPTIONS[2] });
    stream.send('option', { index: 1, text: OPTIONS[1] });
    const third = await screen.findByRole('article', { name: 'Option 3' });
    expect(within(third).getByText(OPTIONS[2]!)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Option 2' })).getByText(OPTIONS[1]!),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Option 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Generating messages: 2 of 3 ready.');

    stream.send('option', { index: 0, text: OPTIONS[0] });
    stream.send('done', done());
    stream.close();
    await screen.findByRole('article', { name: 'Option 1' });
    // In slot order on the page, each with its own text.
    const cards = screen.getAllByRole('article');
    OPTIONS.forEach((text, i) => {
      const card = screen.getByRole('article', { name: `Option ${i + 1}` });
      expect(cards[i]).toBe(card);
      expect(within(card).getByText(text)).toBeInTheDocument();
    });
  });

  it('shows the busy message when the AI service is overloaded mid-stream', async () => {
    const u = userEvent.setup();
    const stream = controlledStream();
    render('basic', { 'POST /api/generate': () => stream.response });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await fillWelcome(u);
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    stream.send('option', { index: 0, text: OPTIONS[0] });
    expect(await screen.findByText(OPTIONS[0]!)).toBeInTheDocument();
    stream.send('error', {
      success: false,
      error: 'The AI service is busy. Please try again in a minute.',
      code: 'ai_busy',
      retryAfter: 30,
    });
    stream.close();
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('The AI service is busy. Please try again in a minute.'),
    ).toBeInTheDocument();
    // Nothing was stored: the half-written options are gone.
    expect(screen.queryByText(OPTIONS[0]!)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to Generate' })).toBeInTheDocument();
  });

  it('shows the busy message when the server answers 503 before streaming', async () => {
    const u = userEvent.setup();
    render('basic', {
      'POST /api/generate': jsonError(503, {
        success: false,
        error: 'The AI service is busy. Please try again in a minute.',
        code: 'ai_busy',
        retryAfter: 60,
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await fillWelcome(u);
    expect(screen.queryByText('Generation Failed')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(
      screen.getByText('The AI service is busy. Please try again in a minute.'),
    ).toBeInTheDocument();
  });

  it('labels the options as the built-in writer’s when the server falls back to it', async () => {
    const u = userEvent.setup();
    const stream = controlledStream();
    render('basic', { 'POST /api/generate': () => stream.response });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await fillWelcome(u);
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    stream.send('option', { index: 0, text: 'An AI option the server then gave up on.' });
    expect(await screen.findByText('An AI option the server then gave up on.')).toBeInTheDocument();
    expect(screen.queryByText('Written by Herald’s built-in writer')).not.toBeInTheDocument();
    stream.send('fallback', { writer: 'composer' });
    expect(await screen.findByText('Written by Herald’s built-in writer')).toBeInTheDocument();
    expect(screen.queryByText('An AI option the server then gave up on.')).not.toBeInTheDocument();
    OPTIONS.forEach((text, index) => stream.send('option', { index, text }));
    stream.send('done', done('composer'));
    stream.close();
    expect(await screen.findByText('Messages Generated!')).toBeInTheDocument();
    expect(screen.getByText('Written by Herald’s built-in writer')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("toasts 'Monthly Limit Reached' when the server refuses", async () => {
    const u = userEvent.setup();
    const limitText =
      "You've reached your plan limit of 5 messages this month. Please upgrade your plan to continue.";
    render('basic', {
      'POST /api/generate': jsonError(429, {
        success: false,
        error: limitText,
        code: 'limit_reached',
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await fillWelcome(u);
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(await screen.findByText('Monthly Limit Reached')).toBeInTheDocument();
    expect(screen.getByText(limitText)).toBeInTheDocument();
  });

  it("toasts 'Authentication Required' when the session has ended", async () => {
    const u = userEvent.setup();
    render('basic', {
      'POST /api/generate': jsonError(401, {
        code: 'unauthenticated',
        message: 'Please sign in.',
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeEnabled(),
    );
    await fillWelcome(u);
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to generate messages.')).toBeInTheDocument();
  });

  it('disables generating at the monthly limit and links to an upgrade', async () => {
    render('basic', {}, 5);
    expect(await screen.findByText('5 / 5 messages used this month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Messages' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
  });

  it("toasts 'Subscription Error' when the plan cannot be loaded", async () => {
    const u = userEvent.setup();
    stubFetch({
      ...signedIn,
      'GET /api/account': jsonError(500, {
        code: 'internal_error',
        message: 'Something went wrong.',
      }),
    });
    renderScreen(GeneratePage, { path: '/dashboard/generate' });
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to verify your subscription. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Welcome Message' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(screen.getAllByText('Subscription Error').length).toBeGreaterThan(0);
  });
});
