import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from './auth-provider.tsx';
// Not used here: importing it puts the auth client among the guarded screens' own preloads, so
// the provider's lazy load of it (ADR 050) finds it already downloaded instead of starting a
// round trip after hydration.
import '#web/lib/auth-client.ts';

/** Spec §2 guard: spinner while the session loads, replace-redirect to sign-in, else content. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, signingOut, user } = useAuth();
  // Signing out from a protected screen: the sign-out's own navigation decides where to go.
  if (loading || signingOut) return <PageSpinner />;
  if (!user) return <Navigate to="/auth/login" replace />;
  return children;
}
