import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth.ts';
import { apiError } from '../api-error.ts';

/** Product API guard: sets c.var.user from the session cookie, or answers 401. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, 'unauthenticated', 'Please sign in.');
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  };
}
