import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { LiveDemo } from '#web/features/marketing/live-demo.tsx';

const MESSAGES = [
  'Please welcome Maya Chen, our new Product Designer!',
  'Say hi to Maya, who joins us as Product Designer today.',
  'Big news: Maya Chen is our newest Product Designer!',
];

function stubDemoEndpoint(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("New hire's name"), 'Maya Chen');
  await user.type(screen.getByLabelText('Role'), 'Product Designer');
  await user.selectOptions(screen.getByLabelText('Tone'), 'excited_fun');
  await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('landing page live demo', () => {
  it('offers the Basic plan tones and welcome messages only', () => {
    render(<LiveDemo />);
    const tones = within(screen.getByLabelText('Tone')).getAllByRole('option');
    expect(tones.map((o) => (o as HTMLOptionElement).value)).toEqual([
      'warm_professional',
      'excited_fun',
      'casual_concise',
    ]);
    const types = within(screen.getByLabelText('Message type')).getAllByRole('option');
    expect(
      types.filter((o) => !(o as HTMLOptionElement).disabled).map((o) => o.textContent),
    ).toEqual(['Welcome Message']);
    expect(screen.getByText(/built-in writer/)).toBeInTheDocument();
  });

  it('posts the form to the demo endpoint and shows each option with a copy button', async () => {
    const fetchMock = stubDemoEndpoint(200, { success: true, messages: MESSAGES });
    const user = userEvent.setup();
    render(
      <>
        <LiveDemo />
        <Toaster />
      </>,
    );

    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Option 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Option 3' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES[1]!)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/demo/generate');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      newHireName: 'Maya Chen',
      role: 'Product Designer',
      tone: 'excited_fun',
      messageType: 'welcome',
    });

    await user.click(screen.getByRole('button', { name: 'Copy option 2' }));
    expect(await navigator.clipboard.readText()).toBe(MESSAGES[1]);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByText('Message copied to clipboard')).toBeInTheDocument();
  });

  it('shows the error the endpoint gives when the visitor is rate limited', async () => {
    stubDemoEndpoint(429, {
      success: false,
      code: 'rate_limited',
      message: 'Too many demo requests. Try again soon.',
    });
    const user = userEvent.setup();
    render(<LiveDemo />);

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many demo requests. Try again soon.',
    );
    expect(screen.queryByRole('heading', { name: 'Option 1' })).not.toBeInTheDocument();
  });

  it('shows the validation message for a 400 answer', async () => {
    stubDemoEndpoint(400, {
      success: false,
      error: 'Please fill in the role for welcome messages.',
    });
    const user = userEvent.setup();
    render(<LiveDemo />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in the role for welcome messages.',
    );
  });

  it('explains a failure the endpoint did not describe', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    render(<LiveDemo />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach Herald/);
  });

  it('asks for a role before calling the endpoint', async () => {
    const fetchMock = stubDemoEndpoint(200, { success: true, messages: MESSAGES });
    const user = userEvent.setup();
    render(<LiveDemo />);
    await user.type(screen.getByLabelText("New hire's name"), 'Maya');
    await user.type(screen.getByLabelText('Role'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Messages' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in the role for welcome messages.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
