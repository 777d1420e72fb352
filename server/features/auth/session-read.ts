import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { session, user } from '../../db/schema/index.ts';

/** The signed-in user as the product API sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** What of Better Auth's context the read needs: its cookie names, secret and session ages. */
interface AuthContext {
  secret: string;
  authCookies: { sessionToken: { name: string }; dontRememberToken: { name: string } };
  sessionConfig: { expiresIn: number; updateAge: number };
}

interface AuthLike {
  $context: Promise<AuthContext>;
  api: {
    getSession(input: { headers: Headers }): Promise<{ user: SessionUser } | null>;
  };
}

const sessionByToken = preparedPerDatabase(
  (db, name) =>
    db
      .select({
        expiresAt: session.expiresAt,
        id: user.id,
        email: user.email,
        name: user.name,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(session.token, sql.placeholder('token')))
      .prepare(name),
  'herald_session_by_token',
);

/**
 * The value of the one cookie called `name`, or undefined when the header holds it more than
 * once or it cannot be decoded: those cases are Better Auth's to judge.
 */
function soleCookie(header: string, name: string): string | undefined {
  let found: string | undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    if (found !== undefined) return undefined;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      found = decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return found;
}

/** The token of a cookie signed as better-call signs it (`token.base64(HMAC-SHA256)`). */
function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * The user of the request's session, read the way Better Auth's getSession reads it, in one
 * prepared statement and synchronous HMAC (issue 23 item 2, ADR 059). Only the common case
 * is answered here: one signed session cookie whose session row exists, has not expired and
 * is not due for its refresh. Anything else (no or a forged cookie, an expired session to
 * delete, a refresh to write, "don't remember me", a doubled cookie) goes to Better Auth's
 * own getSession, unchanged. The row is read on every request: a revoked or signed-out
 * session stops at once (no cookie cache, ADR 031).
 */
export function createSessionReader(auth: AuthLike, db: Db) {
  const context = auth.$context;
  const slow = async (headers: Headers) => (await auth.api.getSession({ headers }))?.user ?? null;
  return async (headers: Headers): Promise<SessionUser | null> => {
    const cookies = headers.get('cookie');
    if (!cookies) return null;
    const { secret, authCookies, sessionConfig } = await context;
    const value = soleCookie(cookies, authCookies.sessionToken.name);
    if (value === undefined || cookies.includes(authCookies.dontRememberToken.name))
      return slow(headers);
    const token = verifiedToken(value, secret);
    if (!token) return slow(headers);
    const [row] = await sessionByToken(db).execute({ token });
    // No such session (signed out, revoked, deleted with its user): Better Auth answers
    // null too, and only clears the cookie on a response nobody sends.
    if (!row) return null;
    const now = Date.now();
    const expires = row.expiresAt.getTime();
    const refreshDue = expires - sessionConfig.expiresIn * 1000 + sessionConfig.updateAge * 1000;
    if (expires < now || refreshDue <= now) return slow(headers);
    return { id: row.id, email: row.email, name: row.name };
  };
}
