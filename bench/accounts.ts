import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { subscribers, user } from '#server/db/schema/index.ts';
import type { BenchServer } from './server.ts';
import { personalWorkspaceSql } from '#server/middleware/require-workspace.ts';

/**
 * Real sign-ups through the API (confirmed through the dev mailbox), so the session cookies
 * the load runs send are exactly what a browser would hold.
 */

export interface BenchUser {
  id: string;
  email: string;
  cookie: string;
}

let signUps = 0;

function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function call(server: BenchServer, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', server.origin);
  // Each sign-up looks like a different client, as the per-IP sign-up limit expects.
  headers.set('x-forwarded-for', `10.99.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`);
  return fetch(server.url + path, { ...init, headers, redirect: 'manual' });
}

export async function createBenchUser(server: BenchServer, db: Db): Promise<BenchUser> {
  signUps++;
  const email = `bench.${randomUUID()}@example.com`;
  const signUp = await call(server, '/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-Sturdy-bench-passphrase-42', name: 'Bench User' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status}`);

  const mailbox = (await (await call(server, '/api/dev/mailbox')).json()) as {
    mails: { to: string; text: string }[];
  };
  const mail = mailbox.mails.find((m) => m.to === email);
  const link = mail?.text.match(/http\S+\/api\/auth\/verify-email\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link for ${email}`);
  const verify = await call(server, link.slice(link.indexOf('/api/')));
  const cookie = cookieFrom(verify);
  if (!cookie.includes('session_token')) throw new Error('confirmation gave no session');

  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie };
}

/** An active Pro subscription, as the billing webhook would record it: no quota, every tone. */
export async function makePro(db: Db, userId: string): Promise<void> {
  await db
    .insert(subscribers)
    .values({
      userId,
      workspaceId: personalWorkspaceSql(userId),
      plan: 'pro',
      status: 'active',
      provider: 'test',
    })
    .onConflictDoUpdate({ target: subscribers.userId, set: { plan: 'pro', status: 'active' } });
}
