import { ArrowRight, CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMING_UP_DAYS, reviewPath } from '#domain/autopilot.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { apiErrorCode } from '#web/lib/api-client.ts';
import { localDay, useAutopilotEvents, type AutopilotEvent } from './autopilot-api.ts';
import { StateBadge } from './autopilot-review.tsx';
import { formatDay } from './format-day.ts';

/** How many events the dashboard shows before "View all". */
const COMING_UP_SHOWN = 5;

const what = (e: AutopilotEvent) => (e.kind === 'welcome' ? 'Welcome' : 'Promotion');

function EventRow({ event }: { event: AutopilotEvent }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card p-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium">
          {what(event)}: {event.personName}
        </p>
        <p className="text-xs text-muted-foreground">{formatDay(event.sendDate)}</p>
        {/* Why it is not moving on (a missing role, the plan's limit): what an admin can fix. */}
        {event.problem ? <p className="text-xs text-muted-foreground">{event.problem}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        <StateBadge state={event.state} />
        {event.state === 'awaiting_review' ? (
          <Button asChild size="sm" variant={event.canReview ? 'default' : 'outline'}>
            <Link
              to={reviewPath(event.id)}
              aria-label={`${event.canReview ? 'Review' : 'View'} the announcement for ${event.personName}`}
            >
              {event.canReview ? 'Review' : 'View'}
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * People → Autopilot: the announcements waiting for a decision, each with its review screen
 * (issue 25 item 6). Reviewers find here what their e-mail pointed to.
 */
export function AwaitingReview() {
  const events = useAutopilotEvents();
  if (events.isPending) return <Skeleton className="h-20 w-full" />;
  // A Basic workspace sees the rules' lock instead; other failures: the rules say enough.
  if (events.isError) return null;
  const waiting = events.data.events.filter((e) => e.state === 'awaiting_review');
  return (
    <section className="grid gap-3" aria-labelledby="awaiting-review">
      <h2 id="awaiting-review" className="font-semibold">
        Waiting for review
      </h2>
      {waiting.length ? (
        <ul className="grid gap-2" aria-label="Waiting for review">
          {waiting.map((e) => (
            <EventRow key={e.id} event={e} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No announcement is waiting for review.</p>
      )}
    </section>
  );
}

/**
 * The dashboard's "Coming up" (issue 25 item 7): the autopilot's announcements of the next
 * 14 days. Deliberately small when there is nothing, so a dashboard that never uses the
 * autopilot stays as the spec draws it.
 */
export function ComingUpCard({ locked }: { locked: ReactNode }) {
  const events = useAutopilotEvents();
  const today = localDay();
  if (events.isError && apiErrorCode(events.error) === 'plan_required')
    return (
      <section aria-labelledby="coming-up" className="grid gap-2">
        <h2 id="coming-up" className="font-semibold">
          Coming up
        </h2>
        {locked}
      </section>
    );
  const upcoming = events.data?.events.filter((e) => e.sendDate >= today) ?? [];
  if (events.isSuccess && upcoming.length === 0)
    return (
      <section
        aria-labelledby="coming-up"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed p-4"
      >
        <div className="flex items-center gap-2 text-sm">
          <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
          <h2 id="coming-up" className="font-semibold">
            Coming up
          </h2>
          <span className="text-muted-foreground">Nothing in the next {COMING_UP_DAYS} days.</span>
        </div>
        <Button asChild size="sm" variant="outline">
          <Link to="/dashboard/people?tab=autopilot">Set up the autopilot</Link>
        </Button>
      </section>
    );
  return (
    <Card aria-labelledby="coming-up">
      <CardHeader>
        <CardTitle id="coming-up" role="heading" aria-level={2}>
          Coming up
        </CardTitle>
        <CardDescription>
          Announcements the autopilot posts in the next {COMING_UP_DAYS} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {events.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : events.isError ? (
          <p className="text-sm text-muted-foreground">
            We couldn’t load what is coming up.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void events.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Coming up">
            {upcoming.slice(0, COMING_UP_SHOWN).map((e) => (
              <EventRow key={e.id} event={e} />
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/dashboard/people?tab=autopilot">
            View the autopilot
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
