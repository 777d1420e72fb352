import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Logger } from '../logger.ts';

/**
 * Gives every request an id (echoed as X-Request-Id) and writes one log line when it ends.
 * Only the path is logged, never the query string: reset and verification links carry tokens.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    const child = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', child);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    const status = c.res.status;
    const method = c.req.method;
    const path = c.req.path;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // The fields for machines, the message for people (development's pretty log shows only it).
    child[status >= 500 ? 'error' : 'info'](
      { method, path, status, ms, userId: c.get('user')?.id },
      `${method} ${path} ${status} ${ms} ms`,
    );
  };
}
