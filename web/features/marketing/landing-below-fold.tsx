import { ClosingCta } from './closing-cta.tsx';
import { DemoSection } from './demo-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { PricingSection } from './pricing-section.tsx';

/**
 * The landing page below the hero. Its HTML is prerendered with the rest of the page; its
 * code is a separate chunk that loads after the landing's first JavaScript (ADR 012).
 */
export function LandingBelowFold() {
  return (
    <>
      <HowItWorksSection />
      <DemoSection />
      <PricingSection />
      <ClosingCta />
    </>
  );
}
