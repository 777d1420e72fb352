import { QueryClientProvider } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '#web/features/auth/auth-provider.tsx';
import { adoptWorkspaceFromUrl } from '#web/lib/active-workspace.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

/**
 * The screens that ask the API (dashboard, payment success, invitations, test billing, dev
 * tools) share one query cache, inside session-layout.tsx's AuthProvider. The auth forms ask
 * nothing and stay outside, so TanStack Query is no part of their first load (ADR 050).
 */
export default function AppLayout() {
  // Before the first query: a link into a team workspace opens that workspace's screens.
  const [queryClient] = useState(() => {
    adoptWorkspaceFromUrl();
    return createQueryClient();
  });
  // The cache holds one user's answers (account, messages, destinations…) for 30 s. When the
  // session's user changes (signed out, the session ended, someone else signed in in this
  // tab) it is emptied before anything below renders, so the next user never sees the
  // previous one's data. `undefined`: no session answer yet. A sign-out masks the session at
  // once (AuthProvider's `signingOut`), so `user` is null in the same render.
  const { loading, user } = useAuth();
  const userId = loading ? undefined : (user?.id ?? null);
  const [cacheOwner, setCacheOwner] = useState(userId);
  // Screens already on display hold the previous user's answers in their own state and
  // observers, which emptying the cache does not touch: they start again, keyed per owner.
  const [owners, setOwners] = useState(0);
  if (userId !== undefined && userId !== cacheOwner) {
    if (cacheOwner !== undefined) {
      queryClient.clear();
      setOwners(owners + 1);
    }
    setCacheOwner(userId);
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={owners}>
        <Outlet />
      </Fragment>
    </QueryClientProvider>
  );
}
