import { ArrowRight, Crown, History, Sparkles } from 'lucide-react';
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
  {
    to: '/dashboard/billing',
    label: 'Upgrade Plan',
    description: 'Unlimited messages and every tone',
    icon: Crown,
  },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>Jump straight to what you need.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2">
          {ACTIONS.map(({ to, label, description, icon: Icon }) => (
            <li key={to}>
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
