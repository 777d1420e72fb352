import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Reset password · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Reset password" />;
}
