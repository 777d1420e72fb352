import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Refund Policy · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Refund Policy" />;
}
