import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';

/**
 * What a screen shows in place of data it could not load: the sentence naming what failed and
 * a "Try again" that refetches. One block for every screen, so the wording, the button and the
 * announcement to screen readers (role="alert") stay the same everywhere.
 */
export function LoadError({
  what,
  onRetry,
  className,
}: {
  /** The whole sentence, e.g. "We couldn’t load your messages." */
  what: string;
  onRetry: () => void;
  /** Sizing only (a min height that matches the content it stands in for). */
  className?: string;
}) {
  return (
    <Card
      role="alert"
      className={cn('flex flex-col items-center gap-3 p-8 text-center', className)}
    >
      <p className="font-medium">{what}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
