import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { HistoryView } from '#web/features/history/history-view.tsx';

export const meta = () => [{ title: 'Message History · Herald' }];

export default function MessagesPage() {
  return (
    <>
      <PageHeader
        back
        title="Message History"
        description="View and manage all your generated messages"
      />
      <HistoryView />
    </>
  );
}
