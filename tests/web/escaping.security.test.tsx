import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionCard } from '#web/features/announcements/option-card.tsx';
import { RecentMessages } from '#web/features/dashboard/recent-messages.tsx';
import { MessageCard } from '#web/features/history/message-card.tsx';
import { DemoResults } from '#web/features/marketing/demo-results.tsx';

// The API stores and returns text as text (server/hostile-input.security.test.ts); the web
// app must render it as text. React escapes by default: these tests fail if a component ever
// renders user or model text as HTML (dangerouslySetInnerHTML, a Markdown renderer…).
const attacks = [
  '<img src=x onerror="window.__xss = 1">',
  '<script>window.__xss = 1</script>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
];
const hostile = attacks.join(' ');

declare global {
  interface Window {
    __xss?: number;
  }
}

afterEach(() => {
  delete window.__xss;
});

function expectInert(container: HTMLElement) {
  expect(container.querySelector('img, script, iframe, object, embed')).toBeNull();
  expect(container.querySelector('a[href^="javascript"], [onerror], [onload]')).toBeNull();
  expect(window.__xss).toBeUndefined();
  // The text is shown as typed, characters and all.
  expect(container.textContent).toContain(attacks[0]);
}

function inRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

const message = {
  id: '5d0b1a4e-1c7a-4d4e-9d7e-3f1f7f0b9a11',
  newHireName: hostile,
  role: hostile,
  tone: 'warm_professional',
  messageType: 'welcome',
  writer: 'ai',
  createdAt: '2026-11-20T10:00:00.000Z',
  startDateIso: null,
  sent: [
    {
      messageId: '5d0b1a4e-1c7a-4d4e-9d7e-3f1f7f0b9a11',
      suggestionId: '0c8f7e2a-6b1d-4f3e-8a9b-2c3d4e5f6a7b',
      deliveryId: '7a1c9e2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d',
      destinationId: null,
      destinationName: hostile,
      destinationKind: 'slack',
      status: 'sent',
      scheduledAt: '2026-11-21T09:00:00.000Z',
      sentAt: '2026-11-21T09:00:00.000Z',
      timeZone: 'UTC',
      uncertain: false,
    },
  ],
  suggestions: [
    {
      id: '0c8f7e2a-6b1d-4f3e-8a9b-2c3d4e5f6a7b',
      text: `Please welcome ${hostile} to the team!`,
      favourite: false,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

describe('user and model text is rendered as text, never as HTML', () => {
  it('in a history card, collapsed and expanded', async () => {
    // In a router: the "Sent to" line links to Scheduled & sent.
    const { container } = inRouter(
      <MessageCard
        message={message as Parameters<typeof MessageCard>[0]['message']}
        onDelete={() => {}}
        deleting={false}
        onToggleFavourite={() => {}}
      />,
    );
    expectInert(container);
    await userEvent.click(screen.getByRole('button', { name: 'Show Messages' }));
    expectInert(container);
    expect(container.textContent).toContain(`Please welcome ${attacks[0]}`);
  });

  it('in a generated option', () => {
    const { container } = render(
      <OptionCard
        index={0}
        text={`Please welcome ${hostile} to the team!`}
        context={{ name: hostile, messageType: 'welcome' }}
      />,
    );
    expectInert(container);
  });

  it('in the dashboard’s recent messages', async () => {
    const { container } = inRouter(
      <RecentMessages messages={[message]} loading={false} failed={false} />,
    );
    expect(await screen.findByText('Recent Messages')).toBeInTheDocument();
    expectInert(container);
  });

  it('in the landing demo’s results', () => {
    const { container } = render(
      <DemoResults state={{ status: 'success', messages: [hostile, hostile, hostile] }} />,
    );
    expectInert(container);
  });
});
