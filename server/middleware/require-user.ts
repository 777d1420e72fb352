import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth.ts';
import { apiError } from '../api-error.ts';

/** Product API guard: sets c.var.user from the session cookie, or answers 401. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await auth.signedInUser(c.req.raw.headers);
    if (!user) return apiError(c, 401, 'unauthenticated', 'Please sign in.');
    c.set('user', { id: user.id, email: user.email, name: user.name });
    await next();
  };
}
