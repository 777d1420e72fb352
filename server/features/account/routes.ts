import { Hono } from 'hono';
import { UpdateProfileInput } from '#domain/account.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { validate } from '../../validation.ts';
import { getAccount, updateProfile } from './queries.ts';

export function accountRoutes(db: Db, auth: Auth) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json(await getAccount(db, c.var.user.id)))
    .patch('/profile', validate('json', UpdateProfileInput), async (c) => {
      const profile = await updateProfile(db, c.var.user.id, c.req.valid('json'));
      return c.json({ profile });
    });
}
