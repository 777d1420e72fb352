import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Plan & Billing · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Plan & Billing" />;
}
