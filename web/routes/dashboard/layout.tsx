import { Outlet } from 'react-router';
import { RequireAuth } from '#web/features/auth/require-auth.tsx';

export default function DashboardLayout() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
