import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Forgot password · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Forgot password" />;
}
