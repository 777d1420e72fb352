import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Privacy Policy · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Privacy Policy" />;
}
