import { Check, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AUTOPILOT_STATE_LABELS, type AutopilotEventState } from '#domain/autopilot.ts';
import { formatDeliveryTime } from '#domain/deliveries.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorCode, apiErrorMessage } from '#web/lib/api-client.ts';
import {
  useApproveDraft,
  useAutopilotEvent,
  useRegenerateDrafts,
  useSkipDraft,
  type AutopilotEventDetail,
} from './autopilot-api.ts';
import { formatDay } from './format-day.ts';

const KIND_LABELS = { welcome: 'Welcome', promotion: 'Promotion' } as const;

/** What happened to an event that is not waiting for review, in one sentence. */
const OUTCOMES: Partial<Record<AutopilotEventState, string>> = {
  scheduled: 'Its drafts are not written yet. The reviewer gets an e-mail when they are.',
  drafting: 'Herald is writing its drafts.',
  approved: 'Approved. It is posted at its send time.',
  sent: 'Posted.',
  missed: 'Nobody approved it before its send time, so it was not posted.',
  skipped: 'Skipped: it will not be posted.',
  cancelled:
    'Cancelled: the person was removed, marked “Don’t announce”, or this kind was turned off.',
  failed: 'Herald could not write its drafts. Write this announcement from New Message.',
};

export function StateBadge({ state }: { state: AutopilotEventState }) {
  return (
    <Badge variant={state === 'awaiting_review' ? 'default' : 'outline'}>
      {AUTOPILOT_STATE_LABELS[state]}
    </Badge>
  );
}

/**
 * The review screen of one autopilot announcement (issue 25 item 6, ADR 053): the reviewer
 * mail links here. The reviewer picks a draft, edits it if they like, and approves it; or asks
 * for new drafts, or skips it. Anyone else of the workspace sees it and why they cannot act.
 */
export function AutopilotReview({ eventId, locked }: { eventId: string; locked: ReactNode }) {
  const event = useAutopilotEvent(eventId);
  if (event.isPending) return <Skeleton className="h-96 w-full max-w-3xl" />;
  if (event.isError) {
    const code = apiErrorCode(event.error);
    if (code === 'plan_required') return <>{locked}</>;
    return (
      <Card className="flex max-w-3xl flex-col items-center gap-3 p-8 text-center">
        <p className="font-medium">
          {code === 'not_found'
            ? 'This announcement was not found in this workspace.'
            : 'We couldn’t load this announcement.'}
        </p>
        {code === 'not_found' ? (
          <p className="text-sm text-muted-foreground">
            If the e-mail came from another workspace, switch to it and open the link again.
          </p>
        ) : (
          <Button variant="outline" onClick={() => void event.refetch()}>
            Try again
          </Button>
        )}
      </Card>
    );
  }
  // A new set of drafts starts a new choice.
  const detail = event.data.event;
  return <ReviewCard key={detail.options.map((o) => o.id).join()} event={detail} />;
}

function ReviewCard({ event }: { event: AutopilotEventDetail }) {
  const approve = useApproveDraft(event.id);
  const skip = useSkipDraft(event.id);
  const regenerate = useRegenerateDrafts(event.id);
  const [chosen, setChosen] = useState(event.options[0]?.id ?? '');
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(event.options.map((o) => [o.id, o.text])),
  );
  const [skipping, setSkipping] = useState(false);
  const [reason, setReason] = useState('');
  const awaiting = event.state === 'awaiting_review';
  const acting = event.canReview && awaiting;
  const busy = approve.isPending || skip.isPending || regenerate.isPending;
  const failed = (failure: Error) =>
    toast.error('That did not work', {
      description: apiErrorMessage(failure) ?? 'Please try again',
    });
  const when = formatDeliveryTime(event.sendAt, event.timeZone);
  const chosenText = texts[chosen] ?? '';

  return (
    <div className="grid max-w-3xl gap-4">
      <Card className="grid gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">
            {KIND_LABELS[event.kind]}: {event.personName}
          </h2>
          <StateBadge state={event.state} />
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="text-muted-foreground">
            {event.kind === 'welcome' ? 'Start date' : 'Promotion date'}
          </dt>
          <dd>{formatDay(event.effectiveDate)}</dd>
          <dt className="text-muted-foreground">Posts</dt>
          <dd>{when}</dd>
          <dt className="text-muted-foreground">Posts to</dt>
          <dd>{event.destination?.name ?? 'No destination chosen in the autopilot rules'}</dd>
          <dt className="text-muted-foreground">Reviewed by</dt>
          <dd>{event.reviewers.length ? event.reviewers.join(', ') : 'The workspace’s admins'}</dd>
        </dl>
        {event.problem ? (
          <p className="text-sm text-muted-foreground" role="status">
            {event.state === 'skipped' ? `Reason: ${event.problem}` : event.problem}
          </p>
        ) : null}
      </Card>

      {awaiting ? null : (
        <p className="rounded-lg border p-4 text-sm font-medium" role="status">
          {OUTCOMES[event.state]}
        </p>
      )}
      {awaiting && !event.canReview ? (
        <p className="rounded-lg border p-4 text-sm" role="status">
          Only the reviewer of this announcement or an admin can decide on it. You can read the
          drafts.
        </p>
      ) : null}

      {event.approvedText ? (
        <section className="grid gap-2" aria-labelledby="approved-text">
          <h3 id="approved-text" className="font-semibold">
            Approved text
          </h3>
          <p className="rounded-lg border bg-card p-4 text-sm whitespace-pre-wrap">
            {event.approvedText}
          </p>
        </section>
      ) : null}

      {awaiting && event.options.length ? (
        <fieldset className="grid gap-3" disabled={!acting || busy}>
          <legend className="mb-2 font-semibold">Drafts</legend>
          {event.options.map((option, index) => (
            <label
              key={option.id}
              className="flex cursor-pointer gap-3 rounded-lg border bg-card p-4 has-checked:border-primary"
            >
              <input
                type="radio"
                name="draft"
                className="mt-1 size-4"
                value={option.id}
                checked={chosen === option.id}
                onChange={() => setChosen(option.id)}
                aria-label={`Option ${index + 1}`}
              />
              <span className="text-sm whitespace-pre-wrap">{texts[option.id]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {acting && chosen ? (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            approve
              // The text as the reviewer reads it, edited or not: a member may change a draft
              // in the history meanwhile, and only what was reviewed may be posted.
              .mutateAsync({ suggestionId: chosen, text: chosenText })
              .then(
                () => toast.success('Approved', { description: `It is posted ${when}.` }),
                failed,
              );
          }}
        >
          <Label htmlFor="review-text">Message to post</Label>
          <Textarea
            id="review-text"
            rows={8}
            value={chosenText}
            onChange={(e) => setTexts((t) => ({ ...t, [chosen]: e.target.value }))}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || !chosenText.trim()}>
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() =>
                regenerate.mutateAsync().then(() => toast.success('New drafts written'), failed)
              }
            >
              <RefreshCw aria-hidden="true" />
              {regenerate.isPending ? 'Writing...' : 'New drafts'}
            </Button>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setSkipping(true)}>
              Skip
            </Button>
          </div>
        </form>
      ) : null}

      {acting && skipping ? (
        <form
          className="grid gap-3 rounded-lg border p-4"
          aria-label="Skip this announcement"
          onSubmit={(e) => {
            e.preventDefault();
            skip
              .mutateAsync(reason.trim() ? { reason } : {})
              .then(() => toast.success('Skipped: it will not be posted'), failed);
          }}
        >
          <Label htmlFor="skip-reason">
            Reason <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Textarea
            id="skip-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={busy}>
              Skip this announcement
            </Button>
            <Button type="button" variant="ghost" onClick={() => setSkipping(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      <Button asChild variant="outline" className="justify-self-start">
        <Link to="/dashboard/people?tab=autopilot">Back to the autopilot</Link>
      </Button>
    </div>
  );
}
