import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { DeleteAccountInput, UpdateProfileInput } from '#domain/account.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { validate } from '../../validation.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { deleteUserWithPassword, exportUserData } from './data-rights.ts';
import { getAccount, updateProfile, type AccountReader } from './queries.ts';

export function accountRoutes(deps: AccountReader & { auth: Auth }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json(await getAccount(deps, c.var.user.id)))
    .patch('/profile', validate('json', UpdateProfileInput), async (c) => {
      const profile = await updateProfile(db, c.var.user.id, c.req.valid('json'));
      return c.json({ profile });
    })
    .get('/export', async (c) => {
      const data = await exportUserData(deps, c.var.user.id);
      const day = data.exportedAt.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="herald-export-${day}.json"`);
      return c.json(data);
    })
    .delete('/', validate('json', DeleteAccountInput), async (c) => {
      const userId = c.var.user.id;
      // Password guessing through this endpoint is throttled like sign-in.
      const rate = await consumeRateLimit(db, `delete-account:${userId}`, {
        limit: 5,
        windowMs: 15 * 60_000,
      });
      if (!rate.allowed)
        return c.json(
          { error: 'rate_limited', message: 'Too many attempts. Please try again later.' },
          429,
          { 'Retry-After': String(rate.retryAfterSeconds) },
        );
      if (!(await deleteUserWithPassword(db, userId, c.req.valid('json').password)))
        return c.json({ error: 'invalid_password', message: 'The password is not correct.' }, 403);
      // The session rows are gone with the user; clear the browser's cookie too.
      for (const name of [
        'herald.session_token',
        '__Secure-herald.session_token',
        'herald.session_data',
      ])
        deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
      return c.body(null, 204);
    });
}
