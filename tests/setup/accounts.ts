import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { subscribers, user } from '#server/db/schema/index.ts';
import type { TestServer } from './test-server.ts';
import { personalWorkspaceSql } from '#server/middleware/require-workspace.ts';
import type { DevMail } from '#server/features/dev-mailbox/queries.ts';

/** A mail as the dev mailbox answers it. */
export type Mail = DevMail;

export interface TestUser {
  email: string;
  password: string;
  name: string;
  /** Cookie header of a signed-in session. */
  cookie: string;
}

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${counter++}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Joins a response's Set-Cookie headers into a Cookie header (expired ones dropped). */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function postJson(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function mailsTo(server: TestServer, address: string): Promise<Mail[]> {
  const res = await server.fetch('/api/dev/mailbox');
  expect(res.status).toBe(200);
  const { mails } = (await res.json()) as { mails: Mail[] };
  return mails.filter((m) => m.to === address);
}

export function linkIn(mail: Mail, pattern: RegExp): string {
  const match = mail.text.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in: ${mail.text}`);
  return match[0];
}

/** Signs up through the API, confirms through the dev mailbox link, returns a session. */
export async function createUser(
  server: TestServer,
  options: { email?: string; password?: string; name?: string; timeZone?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'a-Sturdy-passphrase-42';
  const name = options.name ?? 'Test User';
  const signUp = await postJson(server, '/api/auth/sign-up/email', {
    email,
    password,
    name,
    timeZone: options.timeZone,
    callbackURL: '/dashboard',
  });
  expect(signUp.status).toBe(200);
  const [mail] = await mailsTo(server, email);
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  const link = linkIn(mail, /http\S+\/api\/auth\/verify-email\S+/);
  const verify = await server.fetch(link.slice(link.indexOf('/api/')), { redirect: 'manual' });
  expect(verify.status).toBe(302);
  const cookie = cookieFrom(verify);
  expect(cookie).toContain('session_token');
  return { email, password, name, cookie };
}

export async function signIn(
  server: TestServer,
  email: string,
  password: string,
): Promise<Response> {
  return postJson(server, '/api/auth/sign-in/email', { email, password });
}

/** Gives the user an active Pro subscription, as a webhook would. */
export async function makePro(db: Database['db'], email: string): Promise<void> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await db
    .insert(subscribers)
    .values({
      userId: row!.id,
      workspaceId: personalWorkspaceSql(row!.id),
      plan: 'pro',
      status: 'active',
      provider: 'test',
    })
    .onConflictDoUpdate({ target: subscribers.userId, set: { plan: 'pro', status: 'active' } });
}

export async function userIdOf(db: Database['db'], email: string): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}
