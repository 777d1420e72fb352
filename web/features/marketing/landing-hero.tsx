import { ArrowRight, Clock, Hash, Palette, Sparkles } from '#web/components/icons.tsx';
import { Link } from 'react-router';
import { SectionLink } from '#web/components/layouts/site-header.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';

const BADGES = [
  { icon: Clock, label: '60 second setup' },
  { icon: Palette, label: '3 tone options' },
  { icon: Sparkles, label: 'AI-powered' },
] as const;

export function LandingHero() {
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

        <MessagePreview />
      </div>
    </section>
  );
}

/** A chat post as Herald would write it: shows the outcome before any explanation. */
function MessagePreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-primary/15 via-transparent to-accent/25 blur-2xl"
        aria-hidden="true"
      />
      <div className="rounded-2xl border bg-card shadow-xl shadow-primary/10">
        <div className="flex items-center gap-2 border-b px-5 py-3 text-sm font-semibold">
          <Hash className="size-4 text-muted-foreground" aria-hidden="true" />
          team-product
        </div>
        <div className="flex gap-3 px-5 py-5">
          <div
            className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
            aria-hidden="true"
          >
            JR
          </div>
          <div className="min-w-0">
            <p className="text-sm">
              <span className="font-semibold">Jordan Rivera</span>{' '}
              <span className="text-muted-foreground">9:02 AM</span>
            </p>
            <blockquote className="mt-1 space-y-2 text-sm leading-relaxed">
              <p>
                🎉 Please welcome <strong>Maya Chen</strong>, who joins us today as Senior Product
                Designer!
              </p>
              <p>
                Maya spent five years designing checkout flows at a fintech startup, and she will
                start by leading the redesign of our onboarding experience. Outside of work she is a
                keen trail runner, so ask her for route tips.
              </p>
              <p>Drop a hello in the thread 👋</p>
            </blockquote>
            <div className="mt-3 flex flex-wrap gap-2 text-xs" aria-hidden="true">
              <span className="rounded-full border bg-secondary px-2 py-0.5">👋 14</span>
              <span className="rounded-full border bg-secondary px-2 py-0.5">🎉 9</span>
              <span className="rounded-full border bg-secondary px-2 py-0.5">❤️ 6</span>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-muted-foreground">
        A welcome message written by Herald in the Excited &amp; Fun tone.
      </figcaption>
    </figure>
  );
}
