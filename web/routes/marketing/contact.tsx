import { ClosePageLink } from '#web/components/layouts/legal-page.tsx';
import { ContactOptions } from '#web/features/marketing/contact-options.tsx';
import { pageMeta } from '#web/features/marketing/page-meta.ts';
import { CONTACT_EMAIL } from '#web/features/marketing/site-config.ts';

export const meta = () =>
  pageMeta({
    title: 'Contact · Herald',
    description:
      'Get in touch with the Herald team for help with your account, billing, team rollouts or partnerships. We reply within 24-48 hours on business days.',
    path: '/contact',
  });

export default function Contact() {
  return (
    <main id="main" tabIndex={-1} className="flex-1 bg-muted/40 outline-none">
      <div className="relative mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <ClosePageLink className="absolute top-4 right-4 sm:top-8 sm:right-6" />
        <header className="mx-auto max-w-2xl pr-8 text-center sm:pr-0">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Contact</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Talk to the Herald team
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Questions, feedback or a bigger rollout in mind? Send us an e-mail and a real person
            will answer.
          </p>
        </header>
        <div className="mt-12">
          <ContactOptions email={CONTACT_EMAIL} />
        </div>
      </div>
    </main>
  );
}
