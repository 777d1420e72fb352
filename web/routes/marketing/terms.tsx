import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Terms of Service · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Terms of Service" />;
}
