import { LegalPage } from '#web/components/layouts/legal-page.tsx';
import { pageMeta } from '#web/features/marketing/page-meta.ts';
import { CONTACT_EMAIL } from '#web/features/marketing/site-config.ts';
import {
  TERMS_OF_SERVICE_REVISED,
  TermsOfService,
} from '#web/features/marketing/terms-of-service.tsx';

export const meta = () =>
  pageMeta({
    title: 'Terms of Service · Herald',
    description:
      'The terms for using Herald: accounts, plans and billing, cancellation, ownership of your generated messages, acceptable use and how disputes are resolved.',
    path: '/terms',
  });

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      subtitle="The agreement between you and Herald, written to be read, not skimmed."
      lastUpdated={TERMS_OF_SERVICE_REVISED}
      contactEmail={CONTACT_EMAIL}
      contactPrompt="Questions about these terms? We are happy to explain."
    >
      <TermsOfService contactEmail={CONTACT_EMAIL} />
    </LegalPage>
  );
}
