import { Outlet } from 'react-router';
import { useAuth } from '#web/features/auth/auth-provider.tsx';
import { RequireAuth } from '#web/features/auth/require-auth.tsx';
import { DashboardShell } from '#web/features/dashboard/dashboard-shell.tsx';
import {
  PendingInvitation,
  WorkspaceSwitcher,
} from '#web/features/workspaces/workspace-switcher.tsx';

function SignedInFrame() {
  const { user, signOut } = useAuth();
  return (
    <DashboardShell
      email={user?.email ?? ''}
      signOut={signOut}
      workspace={(collapsed) => <WorkspaceSwitcher collapsed={collapsed} />}
    >
      <PendingInvitation />
      <Outlet />
    </DashboardShell>
  );
}

export default function DashboardLayout() {
  return (
    <RequireAuth>
      <SignedInFrame />
    </RequireAuth>
  );
}
