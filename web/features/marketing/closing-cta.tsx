import { ArrowRight } from '#web/components/icons.tsx';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
        <h2
          id="closing-cta-title"
          className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Your next announcement is a minute away
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-primary-foreground/90">
          Five free welcome messages every month. No credit card, no blank page.
        </p>
        <Button asChild size="lg" variant="accent" className="mt-8 h-12 px-7">
          <Link to="/auth/signup">
            Create your free account
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
