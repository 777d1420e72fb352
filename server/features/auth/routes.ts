import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { CLIENT_IP_HEADER, type Auth } from '../../auth.ts';

/**
 * Better Auth's standard endpoints under /api/auth/*. The request is passed on with the
 * client IP we determined (middleware/client-ip.ts) in a header Better Auth is told to trust;
 * whatever a client put in that header is overwritten.
 */
export function authRoutes(auth: Auth) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => {
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
    return auth.handler(
      new Request(raw.url, {
        method: raw.method,
        headers,
        body: hasBody ? raw.body : undefined,
        signal: raw.signal,
        // Node's fetch requires this for streaming request bodies.
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit),
    );
  });
}
