import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { authClient, type AuthSession } from '#web/lib/auth-client.ts';

interface AuthContextValue {
  /** True until the first session answer arrives (spec §4: loading, then signed in or out). */
  loading: boolean;
  session: AuthSession['session'] | null;
  user: AuthSession['user'] | null;
  /**
   * Signed out in this tab, and the session store has not answered since: the caller is on its
   * way to its next screen, so a guard waits instead of sending the user to sign in.
   */
  signingOut: boolean;
  /** Signs out; resolves with the backend's error message, or null on success. */
  signOut(): Promise<string | null>;
  refresh(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: answer, isPending, refetch } = authClient.useSession();
  // The session this tab signed out of. Until the session store's next answer arrives it still
  // holds that session; screens that trust it would take it for a live one (the sign-in form
  // would bounce to the dashboard and back, dropping what was being typed). Masking it by id
  // is synchronous with the sign-out; a new sign-in, even by the same user, is a new session.
  const [endedSessionId, setEndedSessionId] = useState<string | null>(null);
  const signingOut = !!answer && answer.session.id === endedSessionId;
  const data = signingOut ? null : answer;
  // The query cache holds one user's answers (account, messages, destinations…) for 30 s.
  // When the session's user changes (signed out, the session ended, someone else signed in
  // in this tab) it is emptied before anything below renders, so the next user never sees
  // the previous one's data. `undefined`: no session answer yet.
  const userId = isPending ? undefined : (data?.user.id ?? null);
  const [cacheOwner, setCacheOwner] = useState(userId);
  if (userId !== undefined && userId !== cacheOwner) {
    if (cacheOwner !== undefined) queryClient.clear();
    setCacheOwner(userId);
  }
  const sessionId = data?.session.id ?? null;
  const signOut = useCallback(async () => {
    const { error } = await authClient.signOut();
    if (error) return error.message ?? 'Please try again.';
    setEndedSessionId(sessionId);
    queryClient.clear();
    return null;
  }, [queryClient, sessionId]);
  const value = useMemo<AuthContextValue>(
    () => ({
      loading: isPending,
      signingOut,
      session: data?.session ?? null,
      user: data?.user ?? null,
      signOut,
      refresh: () => void refetch(),
    }),
    [data, isPending, signingOut, refetch, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
