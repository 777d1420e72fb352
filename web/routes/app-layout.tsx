import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AuthProvider } from '#web/features/auth/auth-provider.tsx';
import { adoptWorkspaceFromUrl } from '#web/lib/active-workspace.ts';
import { createQueryClient } from '#web/lib/query-client.ts';

/**
 * Session-aware screens (auth forms, dashboard, payment success, dev tools) share one
 * AuthProvider and query cache; the AuthProvider sits inside the cache because it empties it
 * whenever the session's user changes (one user's answers never reach the next). The public
 * marketing pages stay outside, so their bundle carries neither the auth client nor TanStack
 * Query.
 */
export default function AppLayout() {
  // Before the first query: a link into a team workspace opens that workspace's screens.
  const [queryClient] = useState(() => {
    adoptWorkspaceFromUrl();
    return createQueryClient();
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    </QueryClientProvider>
  );
}
