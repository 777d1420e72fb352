import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { authClient, type AuthSession } from '#web/lib/auth-client.ts';

interface AuthContextValue {
  /** True until the first session answer arrives (spec §4: loading, then signed in or out). */
  loading: boolean;
  session: AuthSession['session'] | null;
  user: AuthSession['user'] | null;
  /** Signs out; resolves with the backend's error message, or null on success. */
  signOut(): Promise<string | null>;
  refresh(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  const signOut = useCallback(async () => {
    const { error } = await authClient.signOut();
    return error ? (error.message ?? 'Please try again.') : null;
  }, []);
  const value = useMemo<AuthContextValue>(
    () => ({
      loading: isPending,
      session: data?.session ?? null,
      user: data?.user ?? null,
      signOut,
      refresh: () => void refetch(),
    }),
    [data, isPending, refetch, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
