import { ArrowRight, Sparkles } from '#web/components/icons.tsx';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';

/** The sign-up call to action at the end of every article (spec §2). */
export function ArticleCta() {
  return (
    <aside
      aria-labelledby="article-cta-title"
      className="relative overflow-hidden rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10"
    >
      <Sparkles
        className="absolute -top-4 -right-4 size-32 text-primary-foreground/10"
        aria-hidden="true"
      />
      <h2 id="article-cta-title" className="text-2xl font-bold tracking-tight text-balance">
        Write your next announcement in a minute
      </h2>
      <p className="mt-3 max-w-xl text-primary-foreground/90">
        Add a few details, pick a tone, and Herald gives you three personal drafts to copy into
        Slack, Teams or email. Five welcome messages a month are free.
      </p>
      <Link
        to="/auth/signup"
        className={buttonVariants({ size: 'lg', variant: 'accent', className: 'mt-6' })}
      >
        Try Herald free
        <ArrowRight aria-hidden="true" />
      </Link>
    </aside>
  );
}
