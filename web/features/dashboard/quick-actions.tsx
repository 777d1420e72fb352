import { ArrowRight, CreditCard, Crown, History, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';

const ACTIONS = [
  {
    to: '/dashboard/generate',
    label: 'Create New Message',
    description: 'Welcome, promote or celebrate someone',
    icon: Sparkles,
  },
  {
    to: '/dashboard/messages',
    label: 'View Messages',
    description: 'Find, copy and reuse past announcements',
    icon: History,
  },
];

const UPGRADE = {
  to: '/dashboard/billing',
  label: 'Upgrade Plan',
  description: 'Unlimited messages and every tone',
  icon: Crown,
};

// A Pro user has nothing to upgrade to: the same place, named for what they do there.
const MANAGE = {
  to: '/dashboard/billing',
  label: 'Manage plan',
  description: 'Your Pro plan, renewal and invoices',
  icon: CreditCard,
};

/** Spec §2 Quick Actions; `plan` is the account's plan name once it has loaded. */
export function QuickActions({ plan }: { plan?: string }) {
  const actions = [...ACTIONS, plan === 'pro' ? MANAGE : UPGRADE];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Jump straight to what you need.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2">
          {actions.map(({ to, label, description, icon: Icon }) => (
            <li key={label}>
              <Link
                to={to}
                className="group flex items-center gap-3 rounded-lg border p-3 transition-colors hover:border-primary/40 hover:bg-secondary/60"
              >
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{label}</span>
                  <span className="block text-xs text-muted-foreground">{description}</span>
                </span>
                <ArrowRight
                  className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
