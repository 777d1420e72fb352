import { expect } from 'vitest';
import {
  createUser,
  linkIn,
  mailsTo,
  makePro,
  postJson,
  type Mail,
  type TestUser,
} from './accounts.ts';
import { testDb, type TestServer } from './test-server.ts';

export interface ProUser extends TestUser {
  /** A stored message's options (ids and texts) the user can send. */
  options: { messageId: string; suggestionId: string; text: string }[];
}

/** A confirmed Pro user with one generated welcome message (three options) to send. */
export async function proUserWithMessage(
  server: TestServer,
  overrides: Record<string, string> = {},
): Promise<ProUser> {
  const user = await createUser(server);
  await makePro(await testDb(server), user.email);
  const res = await postJson(
    server,
    '/api/generate',
    {
      newHireName: 'Priya Sharma',
      role: 'Data Engineer',
      tone: 'warm_professional',
      messageType: 'welcome',
      ...overrides,
    },
    { cookie: user.cookie },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    messageId: string;
    suggestions: { id: string; text: string }[];
  };
  return {
    ...user,
    options: body.suggestions.map((s) => ({
      messageId: body.messageId,
      suggestionId: s.id,
      text: s.text,
    })),
  };
}

/** POST /api/deliveries of the user's first option, with more body fields and headers. */
export function postDelivery(
  server: TestServer,
  user: ProUser,
  destinationId: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const option = user.options[0]!;
  return postJson(
    server,
    '/api/deliveries',
    { suggestionId: option.suggestionId, destinationId, text: option.text, ...extra },
    { cookie: user.cookie, ...headers },
  );
}

/** A delivery of the user's first option, due now (or as `extra` says), accepted (201). */
export async function sendNow(
  server: TestServer,
  user: ProUser,
  destinationId: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; status: string }> {
  const res = await postDelivery(server, user, destinationId, extra);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { delivery: { id: string; status: string } }).delivery;
}

export async function addDestination(
  server: TestServer,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string; kind: string; target: string }> {
  const res = await postJson(server, '/api/destinations', body, { cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return (
    (await res.json()) as {
      destination: { id: string; name: string; kind: string; target: string };
    }
  ).destination;
}

export interface DeliveryView {
  id: string;
  status: string;
  destinationName: string;
  scheduledAt: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  text: string;
  /** Set when the first answer never came and it may have been posted twice (ADR 026). */
  uncertainty: string | null;
}

export async function getDelivery(server: TestServer, user: TestUser, id: string) {
  const res = await server.fetch('/api/deliveries?pageSize=50', {
    headers: { cookie: user.cookie },
  });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: DeliveryView[] };
  return items.find((d) => d.id === id);
}

/** Polls the API until the delivery reaches one of `statuses`. */
export async function waitForStatus(
  server: TestServer,
  user: TestUser,
  id: string,
  statuses: string[],
  timeoutMs = 15_000,
): Promise<DeliveryView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const delivery = await getDelivery(server, user, id);
    if (delivery && statuses.includes(delivery.status)) return delivery;
    if (Date.now() > deadline)
      throw new Error(`delivery ${id} is ${delivery?.status}, not ${statuses.join('/')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const CONFIRMATION_SUBJECT = 'Do you want to receive team announcements?';

/** The confirmation link mailed to an address (waits for the mail to arrive). */
/**
 * The confirmation request mailed to `email`, waited for: it is mailed after the list is
 * committed, so it can arrive just after the API's answer.
 */
export async function confirmationMail(server: TestServer, email: string): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await mailsTo(server, email)).find((m) => m.subject === CONFIRMATION_SUBJECT);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function confirmationLink(server: TestServer, email: string): Promise<string> {
  const mail = await confirmationMail(server, email);
  return linkIn(mail, /https?:\/\/\S+\/api\/email\/confirm\?token=[\w-]+/);
}

/** Confirms addresses as their owners do: the mailed link, then its button (a POST). */
export async function confirmRecipients(server: TestServer, emails: string[]): Promise<void> {
  for (const email of emails) {
    const link = new URL(await confirmationLink(server, email));
    const res = await server.fetch(link.pathname + link.search, { method: 'POST' });
    expect(res.status, await res.clone().text()).toBe(200);
  }
}
