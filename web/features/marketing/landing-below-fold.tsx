import { ClosingCta } from './closing-cta.tsx';
import { DemoSection } from './demo-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { PricingSection } from './pricing-section.tsx';

// The hero's sample post: static markup, so its code loads with this chunk and it hydrates
// when the chunk arrives (home.tsx; issue 23 item 4, ADR 050).
export { MessagePreview } from './message-preview.tsx';

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
