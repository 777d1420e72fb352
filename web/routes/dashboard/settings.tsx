import { roleAllows } from '#domain/workspaces.ts';
import { useNavigate } from 'react-router';
import { toast } from '#web/components/ui/toaster.tsx';
import { useToastOnError } from '#web/components/ui/use-toast-on-error.ts';
import { useAuth } from '#web/features/auth/auth-provider.tsx';
import { useAccount } from '#web/features/dashboard/api.ts';
import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { AppearanceCard } from '#web/features/settings/appearance-card.tsx';
import { DataCard } from '#web/features/settings/data-card.tsx';
import { PasswordCard } from '#web/features/settings/password-card.tsx';
import { ProfileCard } from '#web/features/settings/profile-card.tsx';
import { TimeZoneCard } from '#web/features/settings/time-zone-card.tsx';
import { DestinationsCard } from '#web/features/sending/destinations-card.tsx';
import { useActiveWorkspace } from '#web/features/workspaces/api.ts';
import { TeamWorkspacesCard } from '#web/features/workspaces/team-workspaces-card.tsx';

export const meta = () => [{ title: 'Settings · Herald' }];

export default function SettingsPage() {
  const account = useAccount();
  const { signOut, refresh } = useAuth();
  const navigate = useNavigate();
  // A team's destinations are its admins' and owners' to change (ADR 040); while the
  // workspaces load, and in a personal workspace, the card is the single-user one.
  const workspace = useActiveWorkspace();
  const canManageDestinations = !workspace || roleAllows(workspace.role, 'manageDestinations');
  useToastOnError(account.isError, 'Error loading profile', 'Please try again later');

  async function onDeleted() {
    // The server has ended the session; this clears what the browser still remembers.
    await signOut().catch(() => null);
    refresh();
    toast.success('Account deleted', { description: 'Your account and its data are gone.' });
    navigate('/', { replace: true });
  }

  return (
    <>
      <PageHeader
        back
        title="Settings"
        description="Manage your profile, appearance, password and data."
      />
      <div className="grid max-w-3xl gap-6">
        <ProfileCard
          profile={account.data?.profile}
          failed={account.isError}
          onRetry={() => void account.refetch()}
        />
        <TimeZoneCard timeZone={account.data?.profile.timeZone} />
        <AppearanceCard />
        <DestinationsCard canManage={canManageDestinations} />
        <TeamWorkspacesCard />
        <PasswordCard />
        <DataCard onDeleted={onDeleted} />
      </div>
    </>
  );
}
