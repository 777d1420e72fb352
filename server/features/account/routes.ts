import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { DeleteAccountInput, UpdateProfileInput } from '#domain/account.ts';
import { WORKSPACE_MESSAGES } from '#domain/workspaces.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { requireWorkspace } from '../../middleware/require-workspace.ts';
import type { EndSubscriptions } from '../billing/end-subscriptions.ts';
import { validate } from '../../validation.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { deleteUser, exportUserData, passwordMatches } from './data-rights.ts';
import { updateProfile } from '../profiles/queries.ts';
import { workspacesOnlyOwnedBy } from '../workspaces/queries.ts';
import { getAccount, type AccountReader } from './queries.ts';
import { apiError, errorBody } from '../../api-error.ts';

const subscriptionNotEnded = errorBody(
  'subscription_not_cancelled',
  'Your account was not deleted: your Pro membership could not be cancelled with our payment provider. Please try again in a few minutes, or cancel it with Manage Membership on the Billing page first.',
);

export function accountRoutes(
  deps: AccountReader & { auth: Auth; endSubscriptions: EndSubscriptions },
) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.auth))
    .get('/', requireWorkspace(db), async (c) =>
      c.json(await getAccount(deps, c.var.user.id, c.var.workspace, c.var.user.email)),
    )
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
        return apiError(c, 429, 'rate_limited', 'Too many attempts. Please try again later.', {
          'Retry-After': String(rate.retryAfterSeconds),
        });
      if (!(await passwordMatches(db, userId, c.req.valid('json').password)))
        return apiError(c, 403, 'invalid_password', 'The password is not correct.');
      // A team with other members keeps an owner (issue 24 item 8): transfer or delete first.
      const soleOwner = (workspaces: { id: string; name: string }[]) =>
        c.json({ ...errorBody('sole_owner', WORKSPACE_MESSAGES.soleOwner), workspaces }, 409);
      const orphaned = await workspacesOnlyOwnedBy(db, userId);
      if (orphaned.length) return soleOwner(orphaned);
      // What the user pays for ends first; if it cannot, the account stays (ADR 034).
      const ended = await deps.endSubscriptions(userId, c.var.logger);
      if (!ended.ok) return c.json(subscriptionNotEnded, ended.transient ? 503 : 502);
      // Checked again under the teams' locks: a co-owner may have left meanwhile.
      const deleted = await deleteUser(db, userId);
      if (!deleted.ok) return soleOwner(deleted.workspaces);
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
