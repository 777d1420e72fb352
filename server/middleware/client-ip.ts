import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * The client's IP for rate limits. By default the TCP peer address, which a client cannot
 * forge; with TRUST_PROXY the address our own proxy appended last to X-Forwarded-For
 * (entries before it are client-supplied and ignored).
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | undefined;
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for');
      ip = forwarded?.split(',').at(-1)?.trim() || undefined;
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (app.request in unit tests) have no socket.
      }
    }
    c.set('clientIp', ip ?? 'unknown');
    await next();
  };
}
