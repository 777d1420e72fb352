import { createAuthClient } from 'better-auth/react';

/** The Better Auth client: same origin, endpoints under /api/auth, session in an HttpOnly cookie. */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  // Look fetch up at call time rather than at import, so the network edge can be
  // substituted (component tests stub the global fetch).
  fetchOptions: { customFetchImpl: (input, init) => globalThis.fetch(input, init) },
});

export type AuthSession = typeof authClient.$Infer.Session;
