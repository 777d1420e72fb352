import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { DeliveriesView } from '#web/features/sending/deliveries-view.tsx';

export const meta = () => [{ title: 'Scheduled & sent · Herald' }];

export default function ScheduledPage() {
  return (
    <>
      <PageHeader
        back
        title="Scheduled & sent"
        description="Announcements you sent or scheduled, with what happened to each."
      />
      <DeliveriesView />
    </>
  );
}
