import type { authClient } from './auth-client.ts';
import { loadOnce } from './load-once.ts';

/**
 * The Better Auth client (11 KB gzip), loaded on use: the auth pages paint and hydrate
 * without it, and it arrives while the visitor reads the form (ADR 050). Every caller shares
 * the one client, so its session store sees each sign-in and sign-out.
 */
export const loadAuthClient: () => Promise<typeof authClient> = loadOnce(() =>
  import('./auth-client.ts').then((m) => m.authClient),
);
