import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { AuthSession, authClient } from '#web/lib/auth-client.ts';
import { loadAuthClient } from '#web/lib/lazy-auth-client.ts';

type AuthClient = typeof authClient;
type SessionAnswer = ReturnType<AuthClient['useSession']>;

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

/**
 * Reads the Better Auth session store once the client has loaded and hands each answer up.
 * A sibling of the screens rather than their parent, so its arrival does not remount them
 * (a form keeps what was typed meanwhile).
 */
function SessionSource({
  client,
  onAnswer,
}: {
  client: AuthClient;
  onAnswer: (answer: SessionAnswer) => void;
}) {
  const answer = client.useSession();
  // Rendered only in the browser, after the client's download: never on the server.
  useLayoutEffect(() => onAnswer(answer), [answer, onAnswer]);
  return null;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  // The client loads after hydration, not with the page: the auth forms paint and hydrate
  // without it (ADR 050). Signed-in screens preload it with their own code (require-auth.tsx),
  // so there it is already on its way.
  const [client, setClient] = useState<AuthClient | null>(null);
  const [sessionAnswer, setSessionAnswer] = useState<SessionAnswer | null>(null);
  useEffect(() => {
    let live = true;
    loadAuthClient()
      .catch(() => loadAuthClient()) // one more try after a dropped download
      .then(
        (loaded) => live && setClient(() => loaded),
        () => undefined, // stays loading; a form's submit tries the download again
      );
    return () => {
      live = false;
    };
  }, []);
  const isPending = sessionAnswer?.isPending ?? true;
  const answer = sessionAnswer?.data;
  // The session this tab signed out of. Until the session store's next answer arrives it still
  // holds that session; screens that trust it would take it for a live one (the sign-in form
  // would bounce to the dashboard and back, dropping what was being typed). Masking it by id
  // is synchronous with the sign-out; a new sign-in, even by the same user, is a new session.
  const [endedSessionId, setEndedSessionId] = useState<string | null>(null);
  const signingOut = !!answer && answer.session.id === endedSessionId;
  const data = signingOut ? null : answer;
  const sessionId = data?.session.id ?? null;
  const signOut = useCallback(async () => {
    const { error } = await (await loadAuthClient()).signOut();
    if (error) return error.message ?? 'Please try again.';
    // The screens' query cache (app-layout.tsx) empties itself as the user turns null here.
    setEndedSessionId(sessionId);
    return null;
  }, [sessionId]);
  const refetch = sessionAnswer?.refetch;
  const value = useMemo<AuthContextValue>(
    () => ({
      loading: isPending,
      signingOut,
      session: data?.session ?? null,
      user: data?.user ?? null,
      signOut,
      refresh: () => void refetch?.(),
    }),
    [data, isPending, signingOut, refetch, signOut],
  );
  return (
    <AuthContext.Provider value={value}>
      {client ? <SessionSource client={client} onAnswer={setSessionAnswer} /> : null}
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
