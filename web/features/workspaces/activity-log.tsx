import { describeActivity, type ActivityEntry } from '#domain/activity.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useActivity } from './api.ts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "just now": how long ago, for a glance down the list. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return 'just now';
}

/** The exact moment in the reader's zone ("Nov 27, 2026, 9:05 AM"), for the record. */
const exactTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function Entry({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="grid gap-0.5 border-b py-2 text-sm last:border-b-0">
      <span>{describeActivity(entry)}</span>
      <span className="text-muted-foreground text-xs">
        <time dateTime={entry.createdAt} title={exactTime(entry.createdAt)}>
          {relativeTime(entry.createdAt)}
        </time>{' '}
        · {exactTime(entry.createdAt)}
      </span>
    </li>
  );
}

/**
 * A team workspace's activity (issue 24 item 7, ADR 047): who did what and when, newest
 * first, for its admins and owners; "Show more" reads the next page.
 */
export function ActivityLog({ workspaceId }: { workspaceId: string }) {
  const activity = useActivity(workspaceId);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  if (activity.isPending) return <Spinner className="size-4" />;
  if (activity.isError)
    return <p className="text-destructive text-sm">The activity could not be loaded.</p>;
  return (
    <div className="grid gap-2">
      {entries.length ? (
        <ul aria-label="Activity" className="grid">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">Nothing has happened here yet.</p>
      )}
      {activity.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </div>
  );
}
