import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Blog · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Blog" />;
}
