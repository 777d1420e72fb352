import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/**
 * What Basic users see where a Pro feature would be (sending, People): the feature, locked,
 * with the way to it. `children` says what Pro gives there; sending's sentence by default.
 */
export function ProLock({ what, children }: { what: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-4">
      <p className="flex items-center gap-2 text-sm font-medium">
        <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
        {what} is part of the Pro plan.
      </p>
      <p className="text-sm text-muted-foreground">
        {children ??
          'Pro sends announcements to Slack, Microsoft Teams, Google Chat, Discord or e-mail, now or scheduled for the start date.'}
      </p>
      <Button asChild size="sm">
        <Link to="/dashboard/billing">Upgrade to Pro</Link>
      </Button>
    </div>
  );
}
