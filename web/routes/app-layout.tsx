import { Outlet } from 'react-router';
import { AuthProvider } from '#web/features/auth/auth-provider.tsx';

/**
 * Session-aware screens (auth forms, dashboard, payment success) share one AuthProvider.
 * The public marketing pages stay outside it so their bundle carries no auth client.
 */
export default function AppLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
