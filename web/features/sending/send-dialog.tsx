import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { deliveryLength, deliveryTextProblem, DELIVERY_TEXT_MAX } from '#domain/delivery-format.ts';
import {
  DEFAULT_LATE_LIMIT_HOURS,
  describeLateLimit,
  LATE_LIMIT_CHOICES,
} from '#domain/deliveries.ts';
import { destinationKindLabel } from '#domain/destinations.ts';
import {
  DEFAULT_SEND_TIME,
  defaultSchedule,
  instantToWallTime,
  wallTimeToInstant,
  type WallSchedule,
} from '#domain/schedule.ts';
import type { AnnouncementContext } from '#domain/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useCreateDelivery, useDestinations } from './api.ts';
import { DeliveryPreview } from './delivery-preview.tsx';
import { ProLock } from './pro-lock.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

export interface SendTarget {
  suggestionId: string;
  /** The option's title on its card, e.g. 'Option 2'. */
  title: string;
  text: string;
  context: AnnouncementContext;
  /** The message's start day (YYYY-MM-DD) as the server stored it, if there is one. */
  startDateIso?: string | null;
}

/** "When" a dialog starts with: the start date at 09:00, else tomorrow at 09:00, in the user's zone. */
function initialSchedule(startDateIso: string | null | undefined, timeZone: string): WallSchedule {
  const fromStart = defaultSchedule(startDateIso, timeZone);
  if (fromStart) return fromStart;
  const tomorrow = instantToWallTime(new Date(Date.now() + 86_400_000), timeZone);
  return { date: tomorrow.date, time: DEFAULT_SEND_TIME, timeZone };
}

export function describeSchedule(schedule: WallSchedule): string {
  const at = wallTimeToInstant(schedule.date, schedule.time, schedule.timeZone);
  // (dateStyle/timeStyle cannot be combined with timeZoneName: spelled out instead.)
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: schedule.timeZone,
    timeZoneName: 'short',
  }).format(at);
}

function SendForm({
  target,
  timeZone,
  onDone,
}: {
  target: SendTarget;
  timeZone: string;
  onDone: () => void;
}) {
  const id = useId();
  const destinations = useDestinations();
  const create = useCreateDelivery();
  const [key] = useState(() => crypto.randomUUID());
  const [destinationId, setDestinationId] = useState('');
  const [text, setText] = useState(target.text);
  const [mode, setMode] = useState<'now' | 'later'>(() =>
    defaultSchedule(target.startDateIso, timeZone) ? 'later' : 'now',
  );
  const [schedule, setSchedule] = useState(() => initialSchedule(target.startDateIso, timeZone));
  const [lateLimitHours, setLateLimitHours] = useState<number>(DEFAULT_LATE_LIMIT_HOURS);
  const [error, setError] = useState<string | null>(null);

  if (destinations.isPending)
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  if (destinations.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        We couldn’t load your destinations. Please try again.
      </p>
    );
  const { destinations: list, canSend } = destinations.data;
  if (!canSend) return <ProLock what="Sending and scheduling" />;
  if (!list.length)
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm">
          Add where your team reads — a Slack or Teams channel, Google Chat, Discord or e-mail — in
          Settings first.
        </p>
        <Button asChild size="sm">
          <Link to="/dashboard/settings#destinations">Add a destination</Link>
        </Button>
      </div>
    );

  const destination = list.find((d) => d.id === destinationId) ?? list[0]!;
  const problem = deliveryTextProblem(destination.kind, text, target.context);
  // Counted as the limit counts it, so the counter and the length error agree.
  const length = deliveryLength(destination.kind, text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    setError(null);
    let created;
    try {
      created = await create.mutateAsync({
        key,
        suggestionId: target.suggestionId,
        destinationId: destination.id,
        text,
        ...(mode === 'later' && { schedule, lateLimitHours }),
      });
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'The announcement was not sent. Please try again.');
      return;
    }
    // A member's send in a team that requires approval is a request (ADR 044).
    if (created.delivery.status === 'awaiting_approval')
      toast.success('Sent for approval', {
        description: 'An admin or owner approves it before it goes out.',
      });
    else if (mode === 'later')
      toast.success(`Scheduled for ${destination.name}`, {
        description: describeSchedule(schedule),
      });
    else
      toast.success(`Sending to ${destination.name}`, {
        description: 'See how it went under Scheduled & sent.',
      });
    onDone();
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-destination`}>Send to</Label>
        <NativeSelect
          id={`${id}-destination`}
          value={destination.id}
          onChange={(e) => setDestinationId(e.target.value)}
        >
          {list.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name} ({destinationKindLabel(d.kind)})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-text`}>Message</Label>
          <span
            className={cn(
              'text-xs tabular-nums',
              length.used > length.max ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {length.used.toLocaleString('en-US')} / {length.max.toLocaleString('en-US')} characters
          </span>
        </div>
        <Textarea
          id={`${id}-text`}
          value={text}
          rows={6}
          maxLength={DELIVERY_TEXT_MAX}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {problem ? (
          <p id={`${id}-problem`} className="text-sm text-destructive" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <DeliveryPreview kind={destination.kind} text={text} context={target.context} />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">When</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-when`}
              checked={mode === 'now'}
              onChange={() => setMode('now')}
            />
            Now
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-when`}
              checked={mode === 'later'}
              onChange={() => setMode('later')}
            />
            Later
          </label>
        </div>
        {mode === 'later' ? (
          <>
            <ScheduleFields
              value={schedule}
              onChange={setSchedule}
              userTimeZone={timeZone}
              minDate={instantToWallTime(new Date(), schedule.timeZone).date}
            />
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-late`}>If it cannot go out on time, send it up to</Label>
              <NativeSelect
                id={`${id}-late`}
                value={lateLimitHours}
                aria-describedby={`${id}-late-hint`}
                onChange={(e) => setLateLimitHours(Number(e.target.value))}
              >
                {LATE_LIMIT_CHOICES.map((hours) => (
                  <option key={hours} value={hours}>
                    {describeLateLimit(hours)} late
                  </option>
                ))}
              </NativeSelect>
              <p id={`${id}-late-hint`} className="text-xs text-muted-foreground">
                Later than that, Herald does not send it and e-mails you instead.
              </p>
            </div>
          </>
        ) : null}
      </fieldset>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending || !!problem}>
          <Send aria-hidden="true" />
          {create.isPending ? 'Sending...' : mode === 'later' ? 'Schedule' : 'Send now'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Send…" beside Copy on an option card: pick a destination, preview, edit, send or schedule. */
export function SendButton({ target, timeZone }: { target: SendTarget; timeZone: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Send ${target.title}`}
      >
        <Send aria-hidden="true" />
        Send…
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Send {target.title}</DialogTitle>
            <DialogDescription>
              Post it where your team reads, now or at a time you pick.
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <SendForm target={target} timeZone={timeZone} onDone={() => setOpen(false)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
