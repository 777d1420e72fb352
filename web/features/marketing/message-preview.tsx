import { Hash } from '#web/components/icons.tsx';

/** A chat post as Herald would write it: shows the outcome before any explanation. */
export function MessagePreview() {
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
