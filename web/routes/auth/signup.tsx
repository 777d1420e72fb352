import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Create account · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Create account" />;
}
