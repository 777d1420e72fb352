import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Sign In · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Sign In" />;
}
