import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Payment Successful! · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Payment Successful!" />;
}
