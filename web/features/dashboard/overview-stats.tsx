import { CalendarDays, Crown, Gauge, MessagesSquare, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  formatUsage,
  isUnlimited,
  planDescription,
  remainingMessages,
  usagePercent,
} from '#domain/plans.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { Account } from './api.ts';

function StatCard({
  label,
  icon: Icon,
  value,
  detail,
  children,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  detail: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="flex min-h-36 flex-col gap-3 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="inline-flex size-8 items-center justify-center rounded-lg bg-secondary text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      {/* Fixed line heights so values replacing skeletons do not move anything. */}
      <div className="h-8 text-2xl leading-8 font-bold tracking-tight tabular-nums">{value}</div>
      <div className="h-5 truncate text-sm leading-5 text-muted-foreground">{detail}</div>
      {children}
    </Card>
  );
}

const monthName = () => new Date().toLocaleDateString(undefined, { month: 'long' });

/** The four stat cards of spec §2; skeletons of the same size while the account loads. */
export function OverviewStats({
  account,
  failed,
  onRetry,
}: {
  account: Account | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  if (failed && !account)
    return (
      <LoadError
        what="We couldn’t load your usage and plan."
        onRetry={onRetry}
        className="min-h-36 items-start justify-center p-6 text-left"
      />
    );
  const loading = <Skeleton className="h-7 w-20" />;
  const loadingDetail = <Skeleton className="mt-0.5 h-4 w-28" />;
  const limit = account?.plan.monthlyMessageLimit;
  const used = account?.usage.thisMonth ?? 0;
  const left = remainingMessages(used, limit);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Messages Used"
        icon={Gauge}
        value={account ? formatUsage(used, limit) : loading}
        detail={
          account
            ? isUnlimited(limit)
              ? 'Unlimited this month'
              : `${left} left this month`
            : loadingDetail
        }
      >
        <Progress label="Messages used this month" value={usagePercent(used, limit)} />
      </StatCard>
      <StatCard
        label="Current Plan"
        icon={Crown}
        value={account ? account.plan.displayName : loading}
        detail={account ? planDescription(account.plan.name) : loadingDetail}
      />
      <StatCard
        label="Total Messages"
        icon={MessagesSquare}
        value={account ? account.usage.allTime : loading}
        detail={account ? 'All time' : loadingDetail}
      />
      <StatCard
        label="This Month"
        icon={CalendarDays}
        value={account ? account.usage.thisMonth : loading}
        detail={account ? `Generated in ${monthName()}` : loadingDetail}
      />
    </div>
  );
}
