import { ClosingCta } from '#web/features/marketing/closing-cta.tsx';
import { DemoSection } from '#web/features/marketing/demo-section.tsx';
import { HowItWorksSection } from '#web/features/marketing/how-it-works-section.tsx';
import { LandingHero } from '#web/features/marketing/landing-hero.tsx';
import { pageMeta } from '#web/features/marketing/page-meta.ts';
import { PricingSection } from '#web/features/marketing/pricing-section.tsx';
import { useHashScrollOnLoad } from '#web/features/marketing/use-hash-scroll-on-load.ts';

export const meta = () =>
  pageMeta({
    title: 'Herald · AI welcome, promotion and achievement announcements',
    description:
      'Herald writes warm, personal welcome, promotion and achievement announcements for your team in seconds. Pick a tone, copy, and paste into Slack, Teams or email.',
    path: '/',
  });

export default function Home() {
  useHashScrollOnLoad();
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <LandingHero />
      <HowItWorksSection />
      <DemoSection />
      <PricingSection />
      <ClosingCta />
    </main>
  );
}
