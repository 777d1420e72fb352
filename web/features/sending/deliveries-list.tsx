import {
  AlertTriangle,
  Ban,
  CalendarClock,
  Check,
  CheckCircle2,
  Clock,
  Hourglass,
  Loader2,
  RotateCcw,
  XCircle,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  DELIVERY_STATUS_LABELS,
  describeLateness,
  formatDeliveryTime,
  UNCERTAIN_LABEL,
} from '#domain/deliveries.ts';
import { destinationKindLabel } from '#domain/destinations.ts';
import { instantToWallTime, type WallSchedule } from '#domain/schedule.ts';
import { truncateText } from '#domain/text.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import {
  useApproveDelivery,
  useCancelDelivery,
  useRejectDelivery,
  useRescheduleDelivery,
  useRetryDelivery,
  type Delivery,
} from './api.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { describeSchedule } from './send-dialog.tsx';

const STATUS_ICON = {
  awaiting_approval: Hourglass,
  rejected: Ban,
  expired: XCircle,
  scheduled: Clock,
  sending: Loader2,
  sent: CheckCircle2,
  failed: XCircle,
  cancelled: XCircle,
} as const;

const STATUS_CLASS = {
  awaiting_approval: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  expired: 'bg-muted text-muted-foreground',
  scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  sending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  cancelled: 'bg-muted text-muted-foreground',
} as const;

const formatAt = formatDeliveryTime;

function RescheduleDialog({
  delivery,
  open,
  onOpenChange,
}: {
  delivery: Delivery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reschedule = useRescheduleDelivery();
  const [value, setValue] = useState<WallSchedule>(() => ({
    ...instantToWallTime(new Date(delivery.scheduledAt), delivery.timeZone),
    timeZone: delivery.timeZone,
  }));
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await reschedule.mutateAsync({ id: delivery.id, ...value });
      toast.success('Rescheduled', { description: describeSchedule(value) });
      onOpenChange(false);
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'It was not rescheduled. Please try again.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule</DialogTitle>
          <DialogDescription>
            The announcement about {delivery.newHireName} to {delivery.destinationName}.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <ScheduleFields
            value={value}
            onChange={setValue}
            minDate={instantToWallTime(new Date(), value.timeZone).date}
          />
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={reschedule.isPending}>
              {reschedule.isPending ? 'Saving...' : 'Reschedule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Approve, edit and approve, or reject with a reason (ADR 044). */
function ApprovalActions({ delivery }: { delivery: Delivery }) {
  const approve = useApproveDelivery();
  const reject = useRejectDelivery();
  const [dialog, setDialog] = useState<'edit' | 'reject' | null>(null);
  const [text, setText] = useState(delivery.text);
  const [reason, setReason] = useState('');
  const failed = (failure: Error) =>
    toast.error('That did not work', {
      description: apiErrorMessage(failure) ?? 'Please try again',
    });

  // The answer is awaited rather than handed to mutate's callbacks: the list refetches while
  // the request is in flight, and once it shows the delivery decided, this row (and any
  // callback given to mutate) is gone before the answer comes, so the toast never showed.
  function approveWith(edited?: string) {
    approve.mutateAsync({ id: delivery.id, text: edited }).then(() => {
      setDialog(null);
      toast.success('Approved');
    }, failed);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={approve.isPending} onClick={() => approveWith()}>
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
        Edit and approve
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDialog('reject')}>
        Reject
      </Button>
      <Dialog open={dialog === 'edit'} onOpenChange={(open) => setDialog(open ? 'edit' : null)}>
        <DialogContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              approveWith(text);
            }}
          >
            <DialogHeader>
              <DialogTitle>Edit and approve</DialogTitle>
              <DialogDescription>
                The announcement about {delivery.newHireName} to {delivery.destinationName}. It goes
                out with your changes.
              </DialogDescription>
            </DialogHeader>
            <Label htmlFor={`approve-text-${delivery.id}`}>Message</Label>
            <Textarea
              id={`approve-text-${delivery.id}`}
              rows={8}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <DialogFooter>
              <Button type="submit" disabled={approve.isPending || !text.trim()}>
                Approve
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'reject'} onOpenChange={(open) => setDialog(open ? 'reject' : null)}>
        <DialogContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              reject.mutateAsync({ id: delivery.id, reason }).then(() => {
                setDialog(null);
                toast.success('Rejected: its author is told why');
              }, failed);
            }}
          >
            <DialogHeader>
              <DialogTitle>Reject</DialogTitle>
              <DialogDescription>
                The announcement about {delivery.newHireName} is not sent. Its author gets your
                reason.
              </DialogDescription>
            </DialogHeader>
            <Label htmlFor={`reject-reason-${delivery.id}`}>Reason</Label>
            <Textarea
              id={`reject-reason-${delivery.id}`}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <DialogFooter>
              <Button
                type="submit"
                variant="destructive"
                disabled={reject.isPending || !reason.trim()}
              >
                Reject
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** One delivery: where, what, when, and what happened (issue 16 item 6). */
export function DeliveryItem({
  delivery,
  compact = false,
  canApprove = false,
}: {
  delivery: Delivery;
  compact?: boolean;
  /** The viewer is an admin or owner of a team: a request shows its decisions (ADR 044). */
  canApprove?: boolean;
}) {
  const approving = canApprove && delivery.status === 'awaiting_approval';
  const cancel = useCancelDelivery();
  const retry = useRetryDelivery();
  const [rescheduling, setRescheduling] = useState(false);
  // Went out, but maybe twice (or not to every address): not plainly "Sent" (issue 20 item 5).
  const uncertain = delivery.status === 'sent' && !!delivery.uncertainty;
  const Icon = uncertain ? AlertTriangle : STATUS_ICON[delivery.status];
  const tooLate = delivery.status === 'failed' && delivery.failureCode === 'too_late';
  const late =
    delivery.sentAt && describeLateness(new Date(delivery.scheduledAt), new Date(delivery.sentAt));

  function act(action: typeof cancel, success: string) {
    action.mutate(delivery.id, {
      onSuccess: () => toast.success(success),
      onError: (failure) =>
        toast.error('That did not work', {
          description: apiErrorMessage(failure) ?? 'Please try again',
        }),
    });
  }

  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="font-medium">
            {delivery.newHireName} → {delivery.destinationName}{' '}
            <span className="text-sm font-normal text-muted-foreground">
              ({destinationKindLabel(delivery.destinationKind)})
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            {delivery.status === 'sent' && delivery.sentAt ? (
              <>
                Sent {formatAt(delivery.sentAt, delivery.timeZone)}
                {late ? ` · ${late}` : ''}
              </>
            ) : delivery.status === 'scheduled' && delivery.nextAttemptAt ? (
              <>Trying again {formatAt(delivery.nextAttemptAt, delivery.timeZone)}</>
            ) : (
              <>
                {delivery.status === 'scheduled' || delivery.status === 'awaiting_approval'
                  ? 'Scheduled for'
                  : 'Was due'}{' '}
                {formatAt(delivery.scheduledAt, delivery.timeZone)}
              </>
            )}
            {/* A team's list says who sent and who decided (issue 24 item 4); a personal one
                does not. */}
            {'sender' in delivery && delivery.sender ? ` · by ${delivery.sender}` : ''}
            {'decider' in delivery && delivery.decider
              ? ` · ${delivery.decision === 'rejected' ? 'rejected' : 'approved'} by ${delivery.decider}`
              : ''}
          </p>
        </div>
        <Badge
          className={cn('gap-1', uncertain ? STATUS_CLASS.sending : STATUS_CLASS[delivery.status])}
        >
          <Icon
            className={cn('size-3.5', delivery.status === 'sending' && 'animate-spin')}
            aria-hidden="true"
          />
          {uncertain ? UNCERTAIN_LABEL : DELIVERY_STATUS_LABELS[delivery.status]}
        </Badge>
      </div>
      {approving ? (
        // An approver reads the exact text that would go out (ADR 044).
        <p className="text-sm whitespace-pre-line">{delivery.text}</p>
      ) : !compact ? (
        <p className="text-sm whitespace-pre-line text-muted-foreground">
          {truncateText(delivery.text, 200)}
        </p>
      ) : null}
      {uncertain ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">{delivery.uncertainty}</p>
      ) : null}
      {delivery.lastError && delivery.status !== 'sent' ? (
        <p
          className={cn(
            'text-sm',
            delivery.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          {delivery.lastError}
        </p>
      ) : null}
      {approving ? (
        <ApprovalActions delivery={delivery} />
      ) : delivery.status === 'awaiting_approval' && 'mine' in delivery && delivery.mine ? (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            disabled={cancel.isPending}
            onClick={() => act(cancel, 'Request withdrawn: it will not be sent')}
          >
            Withdraw request
          </Button>
        </div>
      ) : null}
      {delivery.status === 'scheduled' || delivery.status === 'failed' ? (
        <div className="flex flex-wrap gap-2">
          {delivery.status === 'scheduled' ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setRescheduling(true)}>
                <CalendarClock aria-hidden="true" />
                Reschedule
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={cancel.isPending}
                onClick={() => act(cancel, 'Cancelled: it will not be sent')}
              >
                Cancel sending
              </Button>
              {rescheduling ? (
                <RescheduleDialog
                  delivery={delivery}
                  open={rescheduling}
                  onOpenChange={setRescheduling}
                />
              ) : null}
            </>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={retry.isPending}
              onClick={() => act(retry, tooLate ? 'Sending it now' : 'Sending it again')}
            >
              <RotateCcw aria-hidden="true" />
              {tooLate ? 'Send now anyway' : 'Retry'}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
