import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth-provider.tsx';

/**
 * Auth screens are prerendered and show their form at once; when the session answer says
 * someone is signed in, they move on to the dashboard (spec §2).
 */
export function useRedirectIfSignedIn(): void {
  const { user } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (user) navigate('/dashboard', { replace: true });
  }, [user, navigate]);
}
