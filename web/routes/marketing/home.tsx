import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Herald · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Herald" />;
}
