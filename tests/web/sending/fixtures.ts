import type { DeliveryStatus } from '#domain/deliveries.ts';
import type { DestinationKind } from '#domain/destinations.ts';

/** A saved destination as GET /api/destinations lists it: never the full URL. */
export function destination(
  index: number,
  kind: DestinationKind,
  overrides: {
    name?: string;
    target?: string;
    emails?: string[];
    states?: Record<string, 'confirmed' | 'pending' | 'unasked' | 'unsubscribed'>;
  } = {},
) {
  const emails = kind === 'email' ? (overrides.emails ?? ['team@example.com']) : null;
  return {
    id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
    name: overrides.name ?? `Destination ${index}`,
    kind,
    target: overrides.target ?? (emails ? emails.join(', ') : 'hooks.slack.com …Xy9z'),
    emails,
    // New addresses wait for their confirmation (ADR 027).
    recipients: emails
      ? emails.map((email) => ({ email, state: overrides.states?.[email] ?? ('pending' as const) }))
      : null,
    createdAt: '2026-11-20T09:00:00.000Z',
  };
}

export function destinationList(list: ReturnType<typeof destination>[], canSend = true) {
  return { destinations: list, canSend };
}

/** A delivery as GET /api/deliveries lists it (dates as the JSON carries them). */
export function delivery(
  index: number,
  status: DeliveryStatus,
  overrides: Partial<{
    newHireName: string;
    destinationName: string;
    destinationKind: DestinationKind;
    text: string;
    scheduledAt: string;
    timeZone: string;
    sentAt: string | null;
    attempts: number;
    nextAttemptAt: string | null;
    lastError: string | null;
    failureCode: 'too_late' | null;
    uncertainty: string | null;
    /** A team's list names who sent each (issue 24 item 4). */
    sender: string;
  }> = {},
) {
  return {
    id: `00000000-0000-4000-a000-${String(index).padStart(12, '0')}`,
    status,
    destinationId: '00000000-0000-4000-9000-000000000001',
    destinationName: '#general',
    destinationKind: 'slack' as DestinationKind,
    messageId: '00000000-0000-4000-8000-000000000001',
    suggestionId: '00000000-0000-4000-b000-000000000001',
    newHireName: `Person ${index}`,
    messageType: 'welcome',
    text: `Please welcome Person ${index} to the team!`,
    scheduledAt: '2026-12-01T14:00:00.000Z',
    timeZone: 'America/New_York',
    sentAt: null,
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    failureCode: null as 'too_late' | null,
    sendBy: '2026-12-02T02:00:00.000Z',
    uncertainty: null as string | null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export type FakeDelivery = ReturnType<typeof delivery>;
