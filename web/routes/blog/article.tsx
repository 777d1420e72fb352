import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Article · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Article" />;
}
