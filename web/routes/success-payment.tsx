import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '#web/features/auth/auth-provider.tsx';
import { PaymentSuccess } from '#web/features/billing/payment-success.tsx';
import { accountQueryOptions } from '#web/features/dashboard/api.ts';

export const meta = () => [
  { title: 'Payment Successful! · Herald' },
  { name: 'robots', content: 'noindex' },
];

export default function SuccessPaymentPage() {
  const [params] = useSearchParams();
  const { signOut, user } = useAuth();
  const checkoutId = params.get('checkout_id');
  // Is the plan already there? The provider's webhook may trail the redirect by a few
  // seconds, so the account is asked again for a little while (issue 20 item 16).
  const account = useQuery({
    ...accountQueryOptions(),
    enabled: !!user && !!checkoutId,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.plan.name === 'pro' || query.state.dataUpdateCount > 15 ? false : 2000,
  });
  // Spec §2: without a checkout id there is nothing to confirm.
  if (!checkoutId) return <Navigate to="/" replace />;
  return (
    <PaymentSuccess
      checkoutId={checkoutId}
      signOut={signOut}
      planActive={account.data?.plan.name === 'pro'}
    />
  );
}
