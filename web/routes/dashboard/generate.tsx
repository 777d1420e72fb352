import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'New Message · Herald' }];

export default function Page() {
  return <PlaceholderPage title="New Message" />;
}
