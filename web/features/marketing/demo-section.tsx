import { LiveDemo } from './live-demo.tsx';

export function DemoSection() {
  return (
    <section
      id="examples"
      tabIndex={-1}
      aria-labelledby="examples-title"
      className="scroll-mt-16 border-y bg-muted/50 py-20 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Live demo</p>
          <h2
            id="examples-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            See the Magic in Action
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Try it right here, no account needed. Enter a new teammate and get three welcome
            messages to compare.
          </p>
        </div>
        <div className="mt-12">
          <LiveDemo />
        </div>
      </div>
    </section>
  );
}
