import { LegalPage } from '#web/components/layouts/legal-page.tsx';
import { pageMeta } from '#web/features/marketing/page-meta.ts';
import { PRIVACY_POLICY_REVISED, PrivacyPolicy } from '#web/features/marketing/privacy-policy.tsx';
import { CONTACT_EMAIL } from '#web/features/marketing/site-config.ts';

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy · Herald',
    description:
      'What personal information Herald collects, how we use and protect it, who we share it with, and how to access, correct, download or delete your data.',
    path: '/privacy',
  });

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      subtitle="How we collect, use and protect your information, and the control you have over it."
      lastUpdated={PRIVACY_POLICY_REVISED}
      contactEmail={CONTACT_EMAIL}
      contactPrompt="Questions about your data or this policy? Write to us."
    >
      <PrivacyPolicy contactEmail={CONTACT_EMAIL} />
    </LegalPage>
  );
}
