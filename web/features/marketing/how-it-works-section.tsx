import { type Icon } from '#web/components/icons.tsx';
import {
  ClipboardCopy,
  FileText,
  SlidersHorizontal,
  WandSparkles,
} from '#web/components/page-icons.tsx';
import type { ReactNode } from 'react';

interface Step {
  icon: Icon;
  title: string;
  body: ReactNode;
}

// Spec §3: the landing page speaks of professional, casual and enthusiastic tones while the
// product names seven; both readings are given, so step 2 names the three with their labels.
const STEPS: Step[] = [
  {
    icon: FileText,
    title: 'Add the details',
    body: 'Enter a name and role, plus anything that makes the moment personal: a start date, a previous company, a fun fact or the win you are celebrating.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Pick a tone',
    body: (
      <>
        Professional, casual or enthusiastic: Warm &amp; Professional, Casual &amp; Concise and
        Excited &amp; Fun are free. Pro adds four more tones, from Inspiring to Creative &amp;
        Playful.
      </>
    ),
  },
  {
    icon: WandSparkles,
    title: 'Get three options',
    body: 'Herald writes three distinct drafts in seconds, each built around the facts you gave it, never invented ones.',
  },
  {
    icon: ClipboardCopy,
    title: 'Copy and share',
    body: 'Copy your favourite with one click and paste it into Slack, Teams or email. Your history keeps every message for next time.',
  },
];

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      tabIndex={-1}
      aria-labelledby="how-it-works-title"
      className="scroll-mt-16 py-20 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">How It Works</p>
          <h2
            id="how-it-works-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            From a few facts to a message worth posting
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Four steps, about a minute, and no blank page.
          </p>
        </div>
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  Step {index + 1}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
