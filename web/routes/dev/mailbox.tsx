import { PlaceholderPage } from '#web/components/layouts/placeholder-page.tsx';

export const meta = () => [{ title: 'Dev mailbox · Herald' }];

export default function Page() {
  return <PlaceholderPage title="Dev mailbox" />;
}
