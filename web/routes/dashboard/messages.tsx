import { useAccount } from '#web/features/dashboard/api.ts';
import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { HistoryView } from '#web/features/history/history-view.tsx';
import { SendButton } from '#web/features/sending/send-dialog.tsx';
import { useActiveWorkspace } from '#web/features/workspaces/api.ts';

export const meta = () => [{ title: 'Message History · Herald' }];

export default function MessagesPage() {
  const account = useAccount();
  const timeZone = account.data?.profile.timeZone ?? 'UTC';
  const active = useActiveWorkspace();
  return (
    <>
      <PageHeader
        back
        title="Message History"
        description="View and manage all your generated messages"
      />
      <HistoryView
        team={active ? !active.personal : false}
        renderOptionActions={(message, suggestion, index) => (
          <SendButton
            timeZone={timeZone}
            target={{
              suggestionId: suggestion.id,
              title: `Option ${index + 1}`,
              text: suggestion.text,
              context: { name: message.newHireName, messageType: message.messageType },
              startDateIso: message.startDateIso,
            }}
          />
        )}
      />
    </>
  );
}
