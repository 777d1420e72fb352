import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '#web/features/auth/auth-provider.tsx';
import { PaymentSuccess } from '#web/features/billing/payment-success.tsx';

export const meta = () => [
  { title: 'Payment Successful! · Herald' },
  { name: 'robots', content: 'noindex' },
];

export default function SuccessPaymentPage() {
  const [params] = useSearchParams();
  const { signOut } = useAuth();
  const checkoutId = params.get('checkout_id');
  // Spec §2: without a checkout id there is nothing to confirm.
  if (!checkoutId) return <Navigate to="/" replace />;
  return <PaymentSuccess checkoutId={checkoutId} signOut={signOut} />;
}
