import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useAccount } from '#web/features/dashboard/api.ts';
import { OverviewStats } from '#web/features/dashboard/overview-stats.tsx';
import { PageHeader } from '#web/features/dashboard/page-header.tsx';
import { QuickActions } from '#web/features/dashboard/quick-actions.tsx';
import { RECENT_MESSAGES_COUNT, RecentMessages } from '#web/features/dashboard/recent-messages.tsx';
import { useMessages } from '#web/features/history/api.ts';
import { ComingUpCard } from '#web/features/people/autopilot-events.tsx';
import { DeliveriesCard } from '#web/features/sending/deliveries-card.tsx';
import { ProLock } from '#web/features/sending/pro-lock.tsx';

export const meta = () => [{ title: 'Dashboard · Herald' }];

export default function OverviewPage() {
  const account = useAccount();
  // Only what the list shows: the three latest messages.
  const recent = useMessages({ page: 1, pageSize: RECENT_MESSAGES_COUNT });
  const name = account.data?.profile.displayName?.trim();

  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Welcome back'}
        description="Here’s an overview of your announcements and plan."
        actions={
          <Button asChild>
            <Link to="/dashboard/generate">
              <Plus aria-hidden="true" />
              New Message
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        <OverviewStats
          account={account.data}
          failed={account.isError}
          onRetry={() => void account.refetch()}
        />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <RecentMessages
              messages={recent.data?.items}
              loading={recent.isPending}
              failed={recent.isError}
            />
          </div>
          <QuickActions plan={account.data?.plan.name} />
        </div>
        <DeliveriesCard />
        <ComingUpCard
          locked={
            <ProLock what="Coming up">
              Pro drafts each new joiner’s welcome before their start date and shows here what is
              coming up.
            </ProLock>
          }
        />
      </div>
    </>
  );
}
