import { Check, Crown, ExternalLink, Sparkles } from 'lucide-react';
import { useState } from 'react';
import {
  PLANS,
  formatPrice,
  formatUsage,
  isPlanName,
  planBadgeText,
  planDescription,
  usagePercent,
} from '#domain/plans.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useToastOnError } from '#web/components/ui/use-toast-on-error.ts';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { leaveForProvider, useCheckout, usePlans, usePortal } from './api.ts';
import { PORTAL_FAILED } from '#domain/api-errors.ts';

/** What the billing screen needs of GET /api/account. */
export interface BillingAccount {
  plan: { name: string; displayName: string; monthlyMessageLimit: number | null };
  usage: { thisMonth: number };
  subscription?: { currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean } | null;
  /** 'off' on a self-hosted Herald without payments (BILLING=off): nothing to buy or manage. */
  billing?: 'on' | 'off';
}

/** What the billing screen says instead of offering checkout, when billing is off. */
function billingOffText(planDisplayName: string): string {
  return `Billing is switched off on this Herald: every account is on the ${planDisplayName}, with no payment.`;
}

function formatDay(iso: string) {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** 'Renews on …', or 'Ends on …' once cancelled for the period's end. */
function renewalText(subscription: BillingAccount['subscription']): string | null {
  if (!subscription?.currentPeriodEnd) return null;
  const day = formatDay(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Ends on ${day}` : `Renews on ${day}`;
}

function UsageCard({ account }: { account: BillingAccount | undefined }) {
  const used = account?.usage.thisMonth ?? 0;
  const limit = account?.plan.monthlyMessageLimit;
  const renewal = renewalText(account?.subscription);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Current Usage</CardTitle>
          <CardDescription>Your plan and this month’s messages.</CardDescription>
        </div>
        <Badge variant="accent" className="h-6">
          <Crown className="size-3.5" aria-hidden="true" />
          {planBadgeText(account?.plan.displayName)}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-center justify-between gap-4 text-sm">
          <span className="font-medium">Messages this month</span>
          <span className="h-5 font-semibold tabular-nums">
            {account ? formatUsage(used, limit) : <Skeleton className="h-5 w-14" />}
          </span>
        </div>
        <Progress label="Messages used this month" value={usagePercent(used, limit)} />
        <p className="h-5 text-sm text-muted-foreground">
          {account ? (renewal ?? 'Usage resets on the first day of each month.') : ''}
        </p>
      </CardContent>
    </Card>
  );
}

function PlanCardSkeleton() {
  return (
    <Card className="grid min-h-[26rem] content-start gap-4 p-6" aria-hidden="true">
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-9 w-24" />
      <Skeleton className="h-4 w-40" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-3/4" />
      ))}
    </Card>
  );
}

/** Spec §2 Plan & Billing: usage, the Basic and Pro cards, checkout and the customer portal. */
export function BillingView({
  account,
  accountFailed,
}: {
  account: BillingAccount | undefined;
  accountFailed: boolean;
}) {
  const plans = usePlans();
  const checkout = useCheckout();
  const portal = usePortal();
  // Stays true after a successful answer: the page is about to be replaced.
  const [leaving, setLeaving] = useState<'checkout' | 'portal' | null>(null);
  useToastOnError(
    accountFailed || plans.isError,
    'Error loading plan information',
    'Please try again later',
  );

  const providerFailed = () => toast.error('Error', { description: PORTAL_FAILED });

  function upgrade() {
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => {
        setLeaving('checkout');
        toast('Checkout', { description: 'Opening checkout page...' });
        leaveForProvider(url);
      },
      // A refusal says why (already subscribed: manage the plan instead; a checkout is
      // being opened); anything else is the spec's failure toast.
      onError: (error) =>
        toast.error('Error', { description: apiErrorMessage(error) ?? PORTAL_FAILED }),
    });
  }

  function manage() {
    portal.mutate(undefined, {
      onSuccess: ({ customer_portal_url }) => {
        setLeaving('portal');
        toast('Customer Portal', { description: 'Redirecting to customer portal...' });
        leaveForProvider(customer_portal_url);
      },
      onError: providerFailed,
    });
  }

  const currentName = account?.plan.name;
  const billingOff = account?.billing === 'off';
  const openingCheckout = checkout.isPending || leaving === 'checkout';
  const openingPortal = portal.isPending || leaving === 'portal';

  return (
    <div className="grid gap-6">
      <UsageCard account={account} />
      <section aria-labelledby="plans-heading" className="grid gap-4">
        <h2 id="plans-heading" className="text-lg font-semibold">
          Plans
        </h2>
        {billingOff ? (
          <p role="note" className="text-sm text-muted-foreground">
            {billingOffText(account.plan.displayName)}
          </p>
        ) : null}
        <div className="grid gap-6 md:grid-cols-2">
          {plans.data
            ? plans.data.plans.map((plan) => {
                const current = plan.name === currentName;
                const description = planDescription(plan.name);
                // The description already says it ("Unlimited messages" for Pro, spec §4).
                const features = (isPlanName(plan.name) ? PLANS[plan.name].features : []).filter(
                  (feature) => feature !== description,
                );
                const pro = plan.name === 'pro';
                return (
                  <Card
                    key={plan.name}
                    aria-current={current ? 'true' : undefined}
                    aria-labelledby={`plan-${plan.name}`}
                    role="group"
                    className={cn(
                      'flex min-h-[26rem] flex-col',
                      current && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
                    )}
                  >
                    <CardHeader>
                      <div className="flex items-center justify-between gap-2">
                        <CardTitle id={`plan-${plan.name}`}>
                          <span className="inline-flex items-center gap-2">
                            {pro ? (
                              <Sparkles className="size-4 text-primary" aria-hidden="true" />
                            ) : null}
                            {plan.displayName}
                          </span>
                        </CardTitle>
                        {current ? <Badge>Current</Badge> : null}
                      </div>
                      <p className="mt-2">
                        <span className="text-3xl font-bold tracking-tight">
                          {formatPrice(plan.priceCents)}
                        </span>
                        {plan.priceCents > 0 ? (
                          <span className="text-muted-foreground"> / month</span>
                        ) : null}
                      </p>
                      <CardDescription>{description}</CardDescription>
                    </CardHeader>
                    <CardContent className="flex-1">
                      <ul className="grid gap-2.5 text-sm">
                        {features.map((feature) => (
                          <li key={feature} className="flex items-start gap-2">
                            <Check
                              className="mt-0.5 size-4 shrink-0 text-success"
                              aria-hidden="true"
                            />
                            {feature}
                          </li>
                        ))}
                      </ul>
                    </CardContent>
                    {pro && account && !billingOff ? (
                      <CardFooter>
                        {current ? (
                          <Button
                            variant="outline"
                            className="w-full"
                            disabled={openingPortal}
                            onClick={manage}
                          >
                            <ExternalLink aria-hidden="true" />
                            {openingPortal ? 'Opening Customer Portal...' : 'Manage Membership'}
                          </Button>
                        ) : (
                          <Button className="w-full" disabled={openingCheckout} onClick={upgrade}>
                            <Crown aria-hidden="true" />
                            {openingCheckout ? 'Opening checkout...' : 'Upgrade to Pro'}
                          </Button>
                        )}
                      </CardFooter>
                    ) : null}
                  </Card>
                );
              })
            : [<PlanCardSkeleton key="basic" />, <PlanCardSkeleton key="pro" />]}
        </div>
      </section>
    </div>
  );
}
