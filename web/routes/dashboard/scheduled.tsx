import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { DeliveriesView } from '#web/features/sending/deliveries-view.tsx';
import { useActiveWorkspace } from '#web/features/workspaces/api.ts';

export const meta = () => [{ title: 'Scheduled & sent · Herald' }];

export default function ScheduledPage() {
  // Admins and owners of a team decide members' requests here (ADR 044).
  const workspace = useActiveWorkspace();
  const canApprove =
    !!workspace &&
    !workspace.personal &&
    (workspace.role === 'owner' || workspace.role === 'admin');
  return (
    <>
      <PageHeader
        back
        title="Scheduled & sent"
        description="Announcements you sent or scheduled, with what happened to each."
      />
      <DeliveriesView canApprove={canApprove} />
    </>
  );
}
