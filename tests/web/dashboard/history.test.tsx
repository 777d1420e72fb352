import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MessagesPage from '#web/routes/dashboard/messages.tsx';
import { stubFetch } from '../render-route.tsx';
import {
  historyMessage,
  jsonError,
  renderScreen,
  signedIn,
  stubBrowser,
  suggestion,
} from './harness.tsx';

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  ({ scrollTo } = stubBrowser());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fake history of `total` messages, searched by name like the server does. */
function history(total: number) {
  const all = Array.from({ length: total }, (_, i) => historyMessage(i + 1));
  return (url: URL) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const found = all.filter((m) => m.newHireName.toLowerCase().includes(search));
    return {
      items: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      pageSize,
    };
  };
}

const messageRequests = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/messages');

describe('message history', () => {
  it('shows 3 skeleton cards, then 5 cards a page with numbered pages and ellipses', async () => {
    const u = userEvent.setup();
    const { fetchMock } = stubFetch({ ...signedIn, 'GET /api/messages': history(23) });
    const { router } = renderScreen(MessagesPage, { path: '/dashboard/messages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Message History' })).toBeInTheDocument();
    expect(screen.getByText('View and manage all your generated messages')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Loading messages' })).getAllByRole('listitem'),
    ).toHaveLength(3);

    expect(await screen.findByRole('heading', { name: 'Person 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    const pageButtons = () =>
      within(pagination)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent);
    // Page 1 of 5: 1, 2, an ellipsis at page 3, 5.
    expect(pageButtons()).toEqual(['1', '2', '5']);
    expect(within(pagination).getAllByText('More pages')).toHaveLength(1);
    expect(within(pagination).getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await u.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Person 6' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(pageButtons()).toEqual(['1', '2', '3', '5']);

    await u.click(within(pagination).getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('heading', { name: 'Person 11' })).toBeInTheDocument();
    // Page 3 of 5: every page is within two, so no ellipsis.
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    const urls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/messages');
    expect(urls.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(urls.every((u) => u.searchParams.get('pageSize') === '5')).toBe(true);
    // A neighbour page is read from the message next to it (keyset, ADR 037).
    expect(urls.map((u) => u.searchParams.get('after'))).toEqual([
      null,
      historyMessage(5).id,
      historyMessage(10).id,
    ]);
  });

  it('says "100+ messages" when a search count stops at its bound', async () => {
    stubFetch({
      ...signedIn,
      'GET /api/messages': () => ({
        items: [1, 2, 3, 4, 5].map((i) => historyMessage(i)),
        total: 100,
        more: true,
        page: 1,
        pageSize: 5,
      }),
    });
    renderScreen(MessagesPage, { path: '/dashboard/messages', url: '/dashboard/messages?q=a' });
    expect(await screen.findByText('100+ messages')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
  });

  it('reads search and page from the URL and a new search goes back to page 1', async () => {
    const u = userEvent.setup();
    const { calls } = stubFetch({ ...signedIn, 'GET /api/messages': history(23) });
    const { router } = renderScreen(MessagesPage, {
      path: '/dashboard/messages',
      url: '/dashboard/messages?q=person&page=2',
    });
    expect(await screen.findByRole('heading', { name: 'Person 6' })).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Search messages by name, role, or tone...');
    expect(box).toHaveValue('person');

    await u.clear(box);
    await u.type(box, 'Person 2');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Person+2'));
    // Debounced: one request for the finished text, not one per key.
    const searches = messageRequests(calls).length;
    expect(searches).toBeLessThanOrEqual(3);
    expect(await screen.findByRole('heading', { name: 'Person 20' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Person 2' })).toBeInTheDocument();
  });

  it('says when nothing matches a search, and when there is nothing yet', async () => {
    stubFetch({ ...signedIn, 'GET /api/messages': history(0) });
    const first = renderScreen(MessagesPage, {
      path: '/dashboard/messages',
      url: '/dashboard/messages?q=zed',
    });
    expect(await screen.findByText('No messages found matching your search.')).toBeInTheDocument();
    first.unmount();

    renderScreen(MessagesPage, { path: '/dashboard/messages' });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate Your First Message' })).toHaveAttribute(
      'href',
      '/dashboard/generate',
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows options behind Show Messages, previews long texts and copies', async () => {
    const u = userEvent.setup();
    const long = `${'A warm welcome to the team. '.repeat(6)}We are glad you are here.`;
    stubFetch({
      ...signedIn,
      'GET /api/messages': {
        items: [
          historyMessage(1, {
            tone: 'excited_fun',
            messageType: 'achievements',
            suggestions: [suggestion('s1', long), suggestion('s2', 'Short and sweet.')],
          }),
          historyMessage(2, { suggestions: [] }),
        ],
        total: 2,
        page: 1,
        pageSize: 5,
      },
    });
    renderScreen(MessagesPage, { path: '/dashboard/messages' });
    const card = (await screen.findByRole('article', { name: 'Person 1' })) as HTMLElement;
    expect(within(card).getByText('Achievement')).toBeInTheDocument();
    expect(within(card).getByText('excited fun')).toBeInTheDocument();
    expect(within(card).getByText('November 20, 2026')).toBeInTheDocument();
    const empty = screen.getByRole('article', { name: 'Person 2' });
    expect(within(empty).queryByRole('button', { name: 'Show Messages' })).not.toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: 'Show Messages' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card).getByRole('heading', { name: 'Option 1' })).toBeVisible();
    expect(within(card).getByText(`${long.slice(0, 120).trimEnd()}…`)).toBeInTheDocument();
    await u.click(within(card).getByRole('button', { name: 'Show more' }));
    expect(within(card).getByText(long)).toBeInTheDocument();
    await u.click(within(card).getByRole('button', { name: 'Show less' }));
    expect(within(card).queryByText(long)).not.toBeInTheDocument();
    // Short texts have no preview toggle.
    expect(within(card).getAllByRole('button', { name: /Show (more|less)/ })).toHaveLength(1);

    await u.click(within(card).getByRole('button', { name: 'Copy Option 2' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Message copied successfully')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Short and sweet.');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await u.click(within(card).getByRole('button', { name: 'Copy Option 1' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();

    await u.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(within(card).getByRole('heading', { name: 'Option 1', hidden: true })).not.toBeVisible();
  });

  it('deletes a message after confirmation and filters favourites', async () => {
    const u = userEvent.setup();
    const message = historyMessage(1);
    const { calls } = stubFetch({
      ...signedIn,
      'GET /api/messages': (url: URL) => ({
        items: url.searchParams.get('favourites') === 'true' ? [] : [message],
        total: url.searchParams.get('favourites') === 'true' ? 0 : 1,
        page: 1,
        pageSize: 5,
      }),
      [`DELETE /api/messages/${message.id}`]: new Response(null, { status: 204 }),
    });
    const { router } = renderScreen(MessagesPage, { path: '/dashboard/messages' });
    await u.click(await screen.findByRole('button', { name: 'Delete message for Person 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);

    await u.click(screen.getByRole('button', { name: 'Favourites only' }));
    expect(screen.getByRole('button', { name: 'Favourites only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?favourites=true'));
    expect(await screen.findByText('No favourite messages yet.')).toBeInTheDocument();
  });

  it("toasts 'Error loading messages' when the list fails", async () => {
    stubFetch({
      ...signedIn,
      'GET /api/messages': jsonError(500, {
        code: 'internal_error',
        message: 'Something went wrong.',
      }),
    });
    renderScreen(MessagesPage, { path: '/dashboard/messages' });
    expect(await screen.findByText('Error loading messages')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('shows where each option went, grouped per destination, and follows a send without a reload', async () => {
    const u = userEvent.setup();
    const line = (over: Record<string, unknown>) => ({
      messageId: '00000000-0000-4000-8000-000000000001',
      suggestionId: 's-1-1',
      deliveryId: crypto.randomUUID(),
      destinationId: 'd-team',
      destinationName: '#team',
      destinationKind: 'slack',
      status: 'sent',
      scheduledAt: '2026-11-20T09:00:00.000Z',
      sentAt: '2026-11-20T09:00:30.000Z',
      timeZone: 'UTC',
      uncertain: false,
      ...over,
    });
    // The last send goes out while the page is open.
    let sending = true;
    const page = () => ({
      items: [
        historyMessage(1, {
          sent: [
            line({}),
            line({ status: 'scheduled', scheduledAt: '2099-12-01T09:00:00.000Z', sentAt: null }),
            line({
              destinationId: 'd-hr',
              destinationName: 'HR',
              destinationKind: 'email',
              status: 'failed',
              sentAt: null,
            }),
            sending
              ? line({
                  destinationId: 'd-eng',
                  destinationName: 'Eng',
                  status: 'sending',
                  sentAt: null,
                })
              : line({
                  destinationId: 'd-eng',
                  destinationName: 'Eng',
                  sentAt: '2026-11-20T10:00:00.000Z',
                }),
          ],
        }),
      ],
      total: 1,
      page: 1,
      pageSize: 5,
    });
    stubFetch({ ...signedIn, 'GET /api/messages': () => page() });
    renderScreen(MessagesPage, {
      path: '/dashboard/messages',
      others: [{ path: '/dashboard/scheduled', element: <h1>Scheduled page</h1> }],
    });
    const card = (await screen.findByRole('article', { name: 'Person 1' })) as HTMLElement;
    await u.click(within(card).getByRole('button', { name: 'Show Messages' }));
    expect(within(card).getByText(/^To #team \(Slack\):/)).toHaveTextContent(
      'To #team (Slack): Sent Nov 20, 2026, 09:00 AM UTC · Scheduled for Dec 1, 2099, 09:00 AM UTC',
    );
    expect(within(card).getByText(/^To HR \(E-mail\):/)).toHaveTextContent(
      'To HR (E-mail): Not sent',
    );
    expect(within(card).getByText(/^To Eng/)).toHaveTextContent('Sending now');
    sending = false;
    await waitFor(
      () =>
        expect(within(card).getByText(/^To Eng/)).toHaveTextContent(
          'To Eng (Slack): Sent Nov 20, 2026, 10:00 AM UTC',
        ),
      { timeout: 5000 },
    );
    await u.click(within(card).getByRole('link', { name: 'See them in Scheduled & sent' }));
    expect(await screen.findByRole('heading', { name: 'Scheduled page' })).toBeInTheDocument();
  });
});
