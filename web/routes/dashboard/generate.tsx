import { hasReachedLimit } from '#domain/plans.ts';
import { useToastOnError } from '#web/components/ui/use-toast-on-error.ts';
import { GenerateWorkspace } from '#web/features/announcements/generate-workspace.tsx';
import { useAccount, useAccountCache } from '#web/features/dashboard/api.ts';
import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { useUpdateSuggestion } from '#web/features/history/api.ts';
import { SendButton } from '#web/features/sending/send-dialog.tsx';

export const meta = () => [{ title: 'New Message · Herald' }];

export default function GeneratePage() {
  const account = useAccount();
  const accountCache = useAccountCache();
  const updateSuggestion = useUpdateSuggestion();
  useToastOnError(
    account.isError,
    'Subscription Error',
    'Unable to verify your subscription. Please try again.',
  );
  const data = account.data;
  const usage = data && { used: data.usage.thisMonth, limit: data.plan.monthlyMessageLimit };

  return (
    <>
      <PageHeader
        back
        title="New Message"
        description="Tell Herald about the person and the moment, pick a tone, and choose from three options."
      />
      <GenerateWorkspace
        plan={data?.plan}
        planFailed={account.isError && !data}
        onRetryPlan={() => void account.refetch()}
        usage={usage}
        limitReached={usage ? hasReachedLimit(usage.used, usage.limit) : false}
        onGenerated={accountCache.countGeneration}
        onAccountStale={() => void accountCache.invalidate()}
        saveSuggestion={updateSuggestion.mutateAsync}
        renderOptionActions={(option) => (
          <SendButton target={option} timeZone={data?.profile.timeZone ?? 'UTC'} />
        )}
      />
    </>
  );
}
