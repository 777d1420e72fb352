import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/components/ui/toaster.tsx';
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

const URL_ = 'http://localhost:3000/api/webhooks/people/AbCdEfGhIjKlMnOpQrStUvWx';
const SECRET = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const hookOf = (last4: string) => ({
  url: URL_,
  bambooUrl: `${URL_}/bamboohr`,
  secretLast4: last4,
  createdAt: '2027-01-10T12:00:00.000Z',
  rotatedAt: '2027-01-10T12:00:00.000Z',
});

function render(routes: Record<string, unknown>) {
  const stub = stubFetch({
    ...signedIn,
    'GET /api/people': { items: [], next: null, canManage: true },
    ...routes,
  });
  return { ...stub, ...renderScreen(PeoplePage, { path: '/dashboard/people' }) };
}

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'HR system' }));
  return screen.findByRole('region', { name: 'Connect an HR system' });
}

describe('Connect an HR system', () => {
  it('creates the webhook: the URL and the secret once, with copy buttons, then only the last 4', async () => {
    const user = userEvent.setup();
    let stored: ReturnType<typeof hookOf> | null = null;
    const { calls } = render({
      'GET /api/people/hook': () => ({ hook: stored }),
      'POST /api/people/hook': () => {
        stored = hookOf('0a08');
        return Response.json({ hook: stored, secret: SECRET }, { status: 201 });
      },
    });
    const panel = await openPanel();
    expect(
      within(panel).getByRole('link', { name: 'Webhook format (JSON schema)' }),
    ).toHaveAttribute('href', '/api/webhooks/people/schema.json');
    await user.click(await within(panel).findByRole('button', { name: 'Create webhook' }));

    expect(await within(panel).findByLabelText('Secret')).toHaveValue(SECRET);
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Copy the secret now: it is shown only once.',
    );
    expect(within(panel).getByLabelText('Webhook URL')).toHaveValue(URL_);
    expect(within(panel).getByLabelText('BambooHR webhook URL')).toHaveValue(`${URL_}/bamboohr`);
    await user.click(within(panel).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(panel).getByRole('button', { name: 'Copy webhook url' }));
    expect(await navigator.clipboard.readText()).toBe(URL_);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({});

    // Closed and opened again: the secret is gone; its last 4 characters remain.
    await user.click(screen.getByRole('button', { name: 'HR system' }));
    const again = await openPanel();
    expect(await within(again).findByText('0a08')).toBeInTheDocument();
    expect(within(again).queryByLabelText('Secret')).not.toBeInTheDocument();
    expect(again).not.toHaveTextContent(SECRET);
  });

  it('takes a key pasted from the HR system and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    let saved = false;
    const { calls } = render({
      'GET /api/people/hook': { hook: hookOf('abcd') },
      'POST /api/people/hook': (_url: URL, body: { secret?: string }) => {
        if (body.secret === 'short')
          return jsonError(400, {
            code: 'invalid_input',
            message: 'A secret has 16 to 256 characters.',
          });
        saved = true;
        return { hook: hookOf('6789'), secret: body.secret };
      },
    });
    const panel = await openPanel();
    expect(await within(panel).findByText('abcd')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Use a key from your HR system' }));
    const field = within(panel).getByLabelText('Key from your HR system');
    await user.type(field, 'short');
    await user.click(within(panel).getByRole('button', { name: 'Save key' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'A secret has 16 to 256 characters.',
    );
    expect(saved).toBe(false);

    await user.clear(field);
    await user.type(field, 'bamboo-private-key-0123456789');
    await user.click(within(panel).getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(saved).toBe(true));
    // A pasted key is the user's own: Herald does not show it back.
    expect(await within(panel).findByText('6789')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Secret')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      secret: 'bamboo-private-key-0123456789',
    });
  });

  it('is not offered to members', async () => {
    render({ 'GET /api/people': { items: [], next: null, canManage: false } });
    expect(await screen.findByText('No one is starting soon.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'HR system' })).not.toBeInTheDocument();
  });
});
