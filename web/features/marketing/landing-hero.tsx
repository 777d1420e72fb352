import { ArrowRight, Clock, Palette, Sparkles } from '#web/components/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionLink } from '#web/components/layouts/site-header.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';

const BADGES = [
  { icon: Clock, label: '60 second setup' },
  { icon: Palette, label: '3 tone options' },
  { icon: Sparkles, label: 'AI-powered' },
] as const;

/**
 * `preview` is the sample post beside the headline (message-preview.tsx): the landing passes
 * it in so that its code, static markup with no events, can load with the lower sections.
 */
export function LandingHero({ preview }: { preview: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b bg-[radial-gradient(ellipse_at_top,var(--color-secondary),transparent_65%)]"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="flex flex-col items-start">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm font-medium text-secondary-foreground shadow-xs">
            <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
            Welcome, promotion and achievement announcements
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Team announcements that sound like <span className="text-primary">you wrote them</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-muted-foreground">
            Add a few facts about a new hire, a promotion or a big win. Herald writes three
            polished, personal messages in the tone your team uses, ready to paste into Slack, Teams
            or email.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {/* Plain elements with a size of their own: no class merging in the first paint. */}
            <Link to="/auth/signup" className={buttonVariants({ size: 'xl' })}>
              Generate Your First Message
              <ArrowRight aria-hidden="true" />
            </Link>
            <SectionLink
              id="examples"
              className={buttonVariants({ variant: 'outline', size: 'xl' })}
            >
              Try the live demo
            </SectionLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-3" aria-label="Why Herald">
            {BADGES.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="inline-flex items-center gap-2 text-sm font-medium text-foreground"
              >
                <span className="inline-flex size-7 items-center justify-center rounded-full bg-accent/25 text-accent-foreground">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {label}
              </li>
            ))}
          </ul>
        </div>

        {preview}
      </div>
    </section>
  );
}
