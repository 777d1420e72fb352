import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkWebhookUrl,
  maskWebhookUrl,
  type DestinationKind,
  type WebhookKind,
} from '#domain/destinations.ts';
import { toast } from '#web/components/ui/toaster.tsx';
import { DestinationsCard } from '#web/features/sending/destinations-card.tsx';
import { jsonError, renderApp, signedIn, stubBrowser } from '../dashboard/harness.tsx';
import { stubFetch } from '../render-route.tsx';
import { destination, destinationList } from './fixtures.ts';

beforeEach(() => {
  stubBrowser();
  toast.dismiss();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type Saved = ReturnType<typeof destination>;

/**
 * A fake of the destinations API with the server's rules for URLs (the domain's checker, as
 * the real route uses it) and its masking: the list never holds a full URL.
 */
function destinationsServer(initial: Saved[] = [], canSend = true) {
  let list = [...initial];
  let next = 100;
  return {
    get list() {
      return list;
    },
    routes: {
      'GET /api/destinations': () => destinationList(list, canSend),
      'POST /api/destinations': (
        _url: URL,
        body: { kind: DestinationKind; name: string; url?: string; emails?: string[] },
      ) => {
        if (body.kind !== 'email') {
          const checked = checkWebhookUrl(body.kind as WebhookKind, body.url ?? '');
          if (!checked.ok)
            return jsonError(400, { code: 'invalid_input', message: checked.message });
        }
        const saved = destination(next++, body.kind, {
          name: body.name,
          ...(body.kind === 'email'
            ? { emails: body.emails! }
            : { target: maskWebhookUrl(body.url!) }),
        });
        list = [...list, saved];
        return Response.json({ destination: saved }, { status: 201 });
      },
      ...Object.fromEntries(
        initial.map((d) => [
          `DELETE /api/destinations/${d.id}`,
          () => {
            list = list.filter((x) => x.id !== d.id);
            return new Response(null, { status: 204 });
          },
        ]),
      ),
    } as Record<string, unknown>,
  };
}

function renderCard(routes: Record<string, unknown>, canManage = true) {
  const stub = stubFetch({ ...signedIn, ...routes });
  const view = renderApp(
    [
      { path: '/dashboard/settings', element: <DestinationsCard canManage={canManage} /> },
      { path: '/dashboard/billing', element: <h1>Billing page</h1> },
    ],
    '/dashboard/settings',
  );
  return { ...stub, ...view };
}

/** The list item of a saved destination, found by its name. */
async function row(name: string) {
  const list = await screen.findByRole('list', { name: 'Destinations' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name, { exact: true }));
  if (!item) throw new Error(`no destination named ${name}`);
  return item;
}

const WEBHOOKS: { kind: WebhookKind; label: string; urlLabel: string; url: string }[] = [
  {
    kind: 'slack',
    label: 'Slack',
    urlLabel: 'Incoming webhook URL',
    url: 'https://hooks.slack.com/services/T000/B000/secretAbcd',
  },
  {
    kind: 'teams',
    label: 'Microsoft Teams',
    urlLabel: 'Workflows webhook URL',
    url: 'https://prod-12.westeurope.logic.azure.com/workflows/abc/triggers/manual/paths/invoke?sig=Teams',
  },
  {
    kind: 'google_chat',
    label: 'Google Chat',
    urlLabel: 'Space webhook URL',
    url: 'https://chat.googleapis.com/v1/spaces/AAA/messages?key=k&token=ChatTok1',
  },
  {
    kind: 'discord',
    label: 'Discord',
    urlLabel: 'Webhook URL',
    url: 'https://discord.com/api/webhooks/123456/discordSecret9876',
  },
];

describe('destinations card: adding', () => {
  it('adds each kind of webhook and lists it by host and last 4 characters only', async () => {
    const u = userEvent.setup();
    const server = destinationsServer();
    const { calls } = renderCard(server.routes);
    expect(await screen.findByText('No destinations yet.')).toBeInTheDocument();

    for (const [i, hook] of WEBHOOKS.entries()) {
      await u.click(screen.getByRole('button', { name: 'Add destination' }));
      await u.selectOptions(screen.getByLabelText('Type'), hook.kind);
      await u.click(screen.getByLabelText('Name'));
      await u.paste(`${hook.label} channel`);
      await u.click(screen.getByLabelText(hook.urlLabel));
      await u.paste(hook.url);
      await u.click(screen.getByRole('button', { name: 'Add destination' }));

      const item = await row(`${hook.label} channel`);
      const host = new URL(hook.url).host;
      expect(item).toHaveTextContent(`${hook.label} · ${host} …${hook.url.slice(-4)}`);
      expect(item).not.toHaveTextContent(hook.url);
      // The form closed: the card offers to add another.
      expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
        kind: hook.kind,
        name: `${hook.label} channel`,
        url: hook.url,
      });
      expect(
        within(screen.getByRole('list', { name: 'Destinations' })).getAllByRole('listitem'),
      ).toHaveLength(i + 1);
    }
    expect(await screen.findByText('Destination added')).toBeInTheDocument();
    expect(screen.getAllByText('Use “Send test” to check it.').length).toBeGreaterThan(0);
    // Not a single full URL anywhere on the page.
    for (const hook of WEBHOOKS) expect(document.body).not.toHaveTextContent(hook.url);
  });

  it('adds an e-mail destination from a typed list of addresses', async () => {
    const u = userEvent.setup();
    const server = destinationsServer();
    const { calls } = renderCard(server.routes);
    await u.click(await screen.findByRole('button', { name: 'Add destination' }));
    await u.selectOptions(screen.getByLabelText('Type'), 'email');
    expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', 'HR team');
    expect(screen.queryByLabelText('Incoming webhook URL')).not.toBeInTheDocument();
    await u.type(screen.getByLabelText('Name'), 'HR team');
    await u.type(screen.getByLabelText('E-mail addresses'), 'hr@example.com; people@example.com');
    expect(
      screen.getByText(
        'One or more addresses, separated by commas. Each gets an e-mail asking to confirm, and receives announcements only once it has (your own address needs no confirmation).',
      ),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add destination' }));

    // Each address says whether it receives announcements yet (issue 20 item 3).
    const added = await row('HR team');
    const addresses = within(added).getByRole('list', { name: 'Addresses of HR team' });
    expect([...addresses.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'hr@example.comwaiting for confirmation',
      'people@example.comwaiting for confirmation',
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'email',
      name: 'HR team',
      emails: ['hr@example.com', 'people@example.com'],
    });
  });

  it("shows the server's reason when a URL is refused, and keeps the form", async () => {
    const u = userEvent.setup();
    const server = destinationsServer();
    renderCard(server.routes);
    await u.click(await screen.findByRole('button', { name: 'Add destination' }));
    await u.type(screen.getByLabelText('Name'), '#general');
    const url = screen.getByLabelText('Incoming webhook URL');
    await u.type(url, 'https://hooks.example.com/services/T0/B0/x');
    await u.click(screen.getByRole('button', { name: 'Add destination' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not a Slack webhook address. It looks like https://hooks.slack.com/services/…',
    );

    // Another kind has its own rules and words.
    await u.selectOptions(screen.getByLabelText('Type'), 'discord');
    await u.clear(screen.getByLabelText('Webhook URL'));
    await u.type(screen.getByLabelText('Webhook URL'), 'http://discord.com/api/webhooks/1/x');
    await u.click(screen.getByRole('button', { name: 'Add destination' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Discord webhook URLs start with https://.',
      ),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('#general');
    expect(server.list).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Destinations' })).not.toBeInTheDocument();

    // Cancel closes the form without saving.
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
  });

  it('names the URL field and says where to find it for each kind', async () => {
    const u = userEvent.setup();
    renderCard(destinationsServer().routes);
    await u.click(await screen.findByRole('button', { name: 'Add destination' }));
    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Slack', 'Microsoft Teams', 'Google Chat', 'Discord', 'E-mail']);
    for (const hook of WEBHOOKS) {
      await u.selectOptions(type, hook.kind);
      const field = screen.getByLabelText(hook.urlLabel);
      expect(field).toHaveAttribute('type', 'url');
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Herald keeps the URL encrypted and shows only its end.'),
      );
    }
  });
});

describe('destinations card: a saved destination', () => {
  const slack = destination(1, 'slack', { name: '#general', target: 'hooks.slack.com …Ab12' });
  const discord = destination(2, 'discord', { name: 'Lounge', target: 'discord.com …Zz99' });

  it('reports what "Send test" got back in plain words', async () => {
    const u = userEvent.setup();
    const server = destinationsServer([slack, discord]);
    const { calls } = renderCard({
      ...server.routes,
      [`POST /api/destinations/${slack.id}/test`]: {
        ok: true,
        message: 'Slack accepted the message.',
      },
      [`POST /api/destinations/${discord.id}/test`]: {
        ok: false,
        message: 'This Discord webhook no longer exists.',
      },
    });
    const general = await row('#general');
    expect(general).toHaveTextContent('Slack · hooks.slack.com …Ab12');
    await u.click(within(general).getByRole('button', { name: 'Send test' }));
    const answer = within(general).getByRole('status');
    await waitFor(() => expect(answer).toHaveTextContent('Slack accepted the message.'));
    expect(answer).not.toHaveClass('text-destructive');

    const lounge = await row('Lounge');
    await u.click(within(lounge).getByRole('button', { name: 'Send test' }));
    const failed = within(lounge).getByRole('status');
    await waitFor(() => expect(failed).toHaveTextContent('This Discord webhook no longer exists.'));
    expect(failed).toHaveClass('text-destructive');
    // Each row reports its own answer.
    expect(answer).toHaveTextContent('Slack accepted the message.');
    expect(calls.filter((c) => c.path.endsWith('/test')).map((c) => c.path)).toEqual([
      `/api/destinations/${slack.id}/test`,
      `/api/destinations/${discord.id}/test`,
    ]);
  });

  it("shows the server's message when a test is refused", async () => {
    const u = userEvent.setup();
    renderCard({
      ...destinationsServer([slack]).routes,
      [`POST /api/destinations/${slack.id}/test`]: jsonError(429, {
        code: 'rate_limited',
        message: 'Too many test messages. Please wait a minute.',
      }),
    });
    const general = await row('#general');
    await u.click(within(general).getByRole('button', { name: 'Send test' }));
    await waitFor(() =>
      expect(within(general).getByRole('status')).toHaveTextContent(
        'Too many test messages. Please wait a minute.',
      ),
    );
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    const u = userEvent.setup();
    const server = destinationsServer([slack, discord]);
    const { calls } = renderCard(server.routes);
    const deletes = () => calls.filter((c) => c.method === 'DELETE');

    await u.click(within(await row('#general')).getByRole('button', { name: 'Delete #general' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this destination?' });
    expect(dialog).toHaveTextContent(
      '#general will be deleted, and announcements scheduled to it will be cancelled.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);
    expect(await row('#general')).toBeInTheDocument();

    await u.click(within(await row('#general')).getByRole('button', { name: 'Delete #general' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this destination?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Destination deleted')).toBeInTheDocument();
    expect(screen.getByText('Announcements scheduled to it were cancelled.')).toBeInTheDocument();
    expect(deletes().map((c) => c.path)).toEqual([`/api/destinations/${slack.id}`]);
    await waitFor(() => expect(screen.queryByText('#general')).not.toBeInTheDocument());
    expect(await row('Lounge')).toBeInTheDocument();
  });

  it('toasts when a delete fails', async () => {
    const u = userEvent.setup();
    renderCard({
      ...destinationsServer([slack]).routes,
      [`DELETE /api/destinations/${slack.id}`]: jsonError(500, { code: 'internal_error' }),
    });
    await u.click(within(await row('#general')).getByRole('button', { name: 'Delete #general' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this destination?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting destination')).toBeInTheDocument();
    expect(await row('#general')).toBeInTheDocument();
  });

  it('edits the name and keeps the URL unless a new one is pasted', async () => {
    const u = userEvent.setup();
    const { calls } = renderCard({
      ...destinationsServer([slack]).routes,
      [`PATCH /api/destinations/${slack.id}`]: { destination: { ...slack, name: '#team' } },
    });
    await u.click(within(await row('#general')).getByRole('button', { name: 'Edit #general' }));
    expect(screen.getByLabelText('Type')).toBeDisabled();
    const url = screen.getByLabelText('Incoming webhook URL');
    expect(url).toHaveValue('');
    expect(url).toHaveAttribute(
      'placeholder',
      'Unchanged (hooks.slack.com …Ab12); paste a new URL to replace it',
    );
    await u.clear(screen.getByLabelText('Name'));
    await u.type(screen.getByLabelText('Name'), '#team');
    await u.click(screen.getByRole('button', { name: 'Save destination' }));
    expect(await screen.findByText('Destination saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: '#team' });
  });
});

describe('destinations card: plans', () => {
  it('shows Basic users the feature locked, with the way to upgrade', async () => {
    const u = userEvent.setup();
    renderCard(destinationsServer([], false).routes);
    expect(
      await screen.findByText('Sending to your team’s channels is part of the Pro plan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add destination' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Upgrade to Pro' }));
    expect(await screen.findByRole('heading', { name: 'Billing page' })).toBeInTheDocument();
  });

  it('after a downgrade, still lists saved destinations (to delete them) but adds none', async () => {
    const server = destinationsServer(
      [destination(1, 'slack', { name: '#general', target: 'hooks.slack.com …Ab12' })],
      false,
    );
    renderCard(server.routes);
    expect(await row('#general')).toBeInTheDocument();
    expect(
      screen.getByText('Sending to your team’s channels is part of the Pro plan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add destination' })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const u = userEvent.setup();
    let fail = true;
    renderCard({
      'GET /api/destinations': () =>
        fail ? jsonError(503, { code: 'database_unavailable' }) : destinationList([]),
    });
    expect(await screen.findByText('We couldn’t load your destinations.')).toBeInTheDocument();
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No destinations yet.')).toBeInTheDocument();
  });
});

describe('e-mail addresses waiting for confirmation', () => {
  it('shows each address’s state and sends the confirmation again', async () => {
    const u = userEvent.setup();
    const list = destination(7, 'email', {
      name: 'Leads',
      emails: ['me@example.com', 'new@example.com', 'gone@example.com'],
      states: { 'me@example.com': 'confirmed', 'gone@example.com': 'unsubscribed' },
    });
    const server = destinationsServer([list]);
    const { calls } = renderCard({
      ...server.routes,
      [`POST /api/destinations/${list.id}/confirmations`]: { destination: list },
    });
    const leads = await row('Leads');
    const items = within(leads).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'me@example.comconfirmed',
      'new@example.comwaiting for confirmation',
      'gone@example.comunsubscribed',
    ]);
    await u.click(within(leads).getByRole('button', { name: 'Send confirmation again' }));
    expect(await screen.findByText('Confirmation sent again')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/destinations/${list.id}/confirmations`,
    ]);
  });
});

describe('destinations card: a member of a team', () => {
  it('lists the team’s destinations without the controls only admins and owners may use', async () => {
    const slack = destination(1, 'slack', { name: '#general', target: 'hooks.slack.com …Ab12' });
    const { calls } = renderCard(destinationsServer([slack]).routes, false);
    const general = await row('#general');
    expect(general).toHaveTextContent('Slack · hooks.slack.com …Ab12');
    expect(within(general).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add destination' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
