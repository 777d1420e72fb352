import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Contact · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Contact" />;
}
