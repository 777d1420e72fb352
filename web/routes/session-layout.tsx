import { Outlet } from 'react-router';
import { AuthProvider } from '#web/features/auth/auth-provider.tsx';

/**
 * Session-aware screens (the auth forms and, through app-layout.tsx, the dashboard, payment
 * success, invitations and dev tools) share one AuthProvider. The auth forms sit here
 * directly, outside the query cache: their first load carries no TanStack Query (ADR 050).
 * The public marketing pages stay outside this layout, so their bundle carries neither.
 */
export default function SessionLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
