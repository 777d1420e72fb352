import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Message History · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Message History" />;
}
