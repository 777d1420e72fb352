import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Dashboard · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Dashboard" />;
}
