import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { CLIENT_IP_HEADER, type Auth } from '../../auth.ts';
import type { Database } from '../../db/client.ts';

/**
 * Better Auth's standard endpoints under /api/auth/*. The request is passed on with the
 * client IP we determined (middleware/client-ip.ts) in a header Better Auth is told to trust;
 * whatever a client put in that header is overwritten.
 */
export function authRoutes(auth: Auth, database: Database) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
    const res = await auth.handler(
      new Request(raw.url, {
        method: raw.method,
        headers,
        body: hasBody ? raw.body : undefined,
        signal: raw.signal,
        // Node's fetch requires this for streaming request bodies.
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit),
    );
    if (await isFailedUserWrite(res)) {
      // Better Auth turns any failure to write the new user into 422 "Failed to create user",
      // which tells the visitor their input was wrong. When the database is down, that is
      // not so: ping it, and let an outage reach the error handler as the 503 it is.
      await database.ping();
    }
    return res;
  });
}

async function isFailedUserWrite(res: Response): Promise<boolean> {
  if (res.status !== 422) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'FAILED_TO_CREATE_USER';
}
