import { Check } from '#web/components/page-icons.tsx';
import { Link } from 'react-router';
import {
  DEFAULT_WORKSPACE_MEMBER_CAP,
  formatPrice,
  PLANS,
  type PlanDefinition,
} from '#domain/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

const CALL_TO_ACTION: Record<PlanDefinition['name'], string> = {
  basic: 'Get Started Free',
  pro: 'Start Pro Trial',
};

const SUMMARY: Record<PlanDefinition['name'], string> = {
  basic: 'For occasional welcomes and trying Herald out.',
  pro: 'For managers and HR teams who announce every week.',
};

export function PricingSection() {
  return (
    <section
      id="pricing"
      tabIndex={-1}
      aria-labelledby="pricing-title"
      className="scroll-mt-16 py-20 outline-none sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Pricing</p>
          <h2
            id="pricing-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Simple plans, no surprises
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Start free. Upgrade when your team announces more than a handful of things a month.
          </p>
        </div>
        <div className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
          {[PLANS.basic, PLANS.pro].map((plan) => (
            <PlanCard key={plan.name} plan={plan} featured={plan.name === 'pro'} />
          ))}
        </div>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          One flat price per workspace, not per seat: up to {DEFAULT_WORKSPACE_MEMBER_CAP} members
          at no extra cost.
        </p>
        <p className="mt-4 text-center text-muted-foreground">
          Rolling Herald out across a larger organisation?{' '}
          <Link
            to="/contact"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Contact our sales team
          </Link>
        </p>
      </div>
    </section>
  );
}

function PlanCard({ plan, featured }: { plan: PlanDefinition; featured: boolean }) {
  const titleId = `plan-${plan.name}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm',
        featured && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
      )}
    >
      {featured && (
        <span className="absolute -top-3 left-8 rounded-full bg-accent px-3 py-0.5 text-xs font-semibold text-accent-foreground">
          Most popular
        </span>
      )}
      <h3 id={titleId} className="text-xl font-semibold">
        {plan.displayName}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{SUMMARY[plan.name]}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">
          {formatPrice(plan.priceCents)}
        </span>
        <span className="text-sm text-muted-foreground">
          {plan.priceCents === 0 ? 'forever' : 'per month'}
        </span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={featured ? 'default' : 'outline'} className="mt-8 w-full">
        <Link to="/auth/signup">{CALL_TO_ACTION[plan.name]}</Link>
      </Button>
    </article>
  );
}
