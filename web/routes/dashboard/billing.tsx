import { BillingView } from '#web/features/billing/billing-view.tsx';
import { useAccount } from '#web/features/dashboard/api.ts';
import { PageHeader } from '#web/features/dashboard/page-header.tsx';

export const meta = () => [{ title: 'Plan & Billing · Herald' }];

export default function BillingPage() {
  const account = useAccount();
  return (
    <>
      <PageHeader
        back
        title="Plan & Billing"
        description="See your usage, compare plans and manage your membership."
      />
      <BillingView account={account.data} accountFailed={account.isError} />
    </>
  );
}
