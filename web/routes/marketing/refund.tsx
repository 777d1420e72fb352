import { LegalPage } from '#web/components/layouts/legal-page.tsx';
import { pageMeta } from '#web/features/marketing/page-meta.ts';
import { REFUND_POLICY_REVISED, RefundPolicy } from '#web/features/marketing/refund-policy.tsx';
import { CONTACT_EMAIL } from '#web/features/marketing/site-config.ts';

export const meta = () =>
  pageMeta({
    title: 'Refund Policy · Herald',
    description:
      'Herald’s 30-day money-back guarantee, pro-rated refunds for annual plans, what is not refundable, and how long a refund takes to reach you.',
    path: '/refund',
  });

export default function Refund() {
  return (
    <LegalPage
      title="Refund Policy"
      subtitle="A 30-day money-back guarantee, and clear rules for everything after it."
      lastUpdated={REFUND_POLICY_REVISED}
      contactEmail={CONTACT_EMAIL}
      contactPrompt="Want a refund or have a billing question? Write to us."
    >
      <RefundPolicy contactEmail={CONTACT_EMAIL} />
    </LegalPage>
  );
}
