import { Pencil, Send, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  DESTINATION_KINDS,
  DESTINATION_NAME_MAX,
  destinationKindLabel,
  splitEmailList,
  WEBHOOK_URL_MAX,
  type DestinationKind,
} from '#domain/destinations.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import {
  useCreateDestination,
  useDeleteDestination,
  useDestinations,
  useResendConfirmations,
  useTestDestination,
  useUpdateDestination,
  type Destination,
} from './api.ts';
import { ProLock } from './pro-lock.tsx';

const HINTS: Record<DestinationKind, string> = {
  slack: 'In Slack: Apps → Incoming Webhooks → Add to a channel, then copy the URL.',
  teams:
    'In Teams: the channel’s … → Workflows → “Post to a channel when a webhook request is received”.',
  google_chat: 'In Google Chat: the space’s name → Apps & integrations → Webhooks → Add webhook.',
  discord: 'In Discord: Server Settings → Integrations → Webhooks → New Webhook → Copy URL.',
  email:
    'One or more addresses, separated by commas. Each gets an e-mail asking to confirm, and receives announcements only once it has (your own address needs no confirmation).',
};

/** Add or edit a destination; the kind is fixed once saved. */
function DestinationForm({ editing, onDone }: { editing?: Destination; onDone: () => void }) {
  const id = useId();
  const create = useCreateDestination();
  const update = useUpdateDestination();
  const [kind, setKind] = useState<DestinationKind>(editing?.kind ?? 'slack');
  const [name, setName] = useState(editing?.name ?? '');
  const [target, setTarget] = useState(editing?.emails?.join(', ') ?? '');
  const [error, setError] = useState<string | null>(null);
  const email = kind === 'email';
  const pending = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      if (editing) {
        await update.mutateAsync({
          id: editing.id,
          name,
          ...(email ? { emails: splitEmailList(target) } : target.trim() ? { url: target } : {}),
        });
        toast.success('Destination saved');
      } else {
        await create.mutateAsync(
          email ? { kind, name, emails: splitEmailList(target) } : { kind, name, url: target },
        );
        toast.success('Destination added', { description: 'Use “Send test” to check it.' });
      }
      onDone();
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'The destination was not saved. Please try again.');
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>Type</Label>
          <NativeSelect
            id={`${id}-kind`}
            value={kind}
            disabled={!!editing}
            onChange={(e) => setKind(e.target.value as DestinationKind)}
          >
            {DESTINATION_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            required
            maxLength={DESTINATION_NAME_MAX}
            placeholder={email ? 'HR team' : '#general'}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-target`}>
          {DESTINATION_KINDS.find((k) => k.value === kind)!.urlLabel}
        </Label>
        <Input
          id={`${id}-target`}
          value={target}
          required={!editing || email}
          type={email ? 'text' : 'url'}
          autoComplete="off"
          spellCheck={false}
          maxLength={WEBHOOK_URL_MAX}
          placeholder={
            editing && !email
              ? `Unchanged (${editing.target}); paste a new URL to replace it`
              : undefined
          }
          aria-describedby={`${id}-hint`}
          onChange={(e) => setTarget(e.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {HINTS[kind]}
          {email ? null : ' Herald keeps the URL encrypted and shows only its end.'}
        </p>
      </div>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving...' : editing ? 'Save destination' : 'Add destination'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const RECIPIENT_STATES = {
  confirmed: 'confirmed',
  pending: 'waiting for confirmation',
  unasked: 'waiting for confirmation',
  unsubscribed: 'unsubscribed',
} as const;

/** An e-mail list's addresses, each with whether it receives announcements (ADR 027). */
function Recipients({ destination }: { destination: Destination }) {
  const resend = useResendConfirmations();
  const recipients = destination.recipients ?? [];
  const waiting = recipients.filter((r) => r.state === 'pending' || r.state === 'unasked');
  return (
    <div className="grid gap-1.5">
      <ul className="grid gap-0.5 text-sm" aria-label={`Addresses of ${destination.name}`}>
        {recipients.map((r) => (
          <li key={r.email} className="flex flex-wrap gap-x-2">
            <span className="break-all">{r.email}</span>
            <span
              className={
                r.state === 'confirmed'
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : 'text-muted-foreground'
              }
            >
              {RECIPIENT_STATES[r.state]}
            </span>
          </li>
        ))}
      </ul>
      {waiting.length ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs text-muted-foreground">
            Announcements go only to confirmed addresses.
          </p>
          <Button
            size="sm"
            variant="ghost"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(destination.id, {
                onSuccess: () =>
                  toast.success('Confirmation sent again', {
                    description: 'To addresses not asked in the last 10 minutes.',
                  }),
                onError: (failure) =>
                  toast.error('That did not work', {
                    description: apiErrorMessage(failure) ?? 'Please try again',
                  }),
              })
            }
          >
            Send confirmation again
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DestinationRow({
  destination,
  canManage,
}: {
  destination: Destination;
  canManage: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const test = useTestDestination();
  const remove = useDeleteDestination();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  async function sendTest() {
    setAnswer(null);
    try {
      setAnswer(await test.mutateAsync(destination.id));
    } catch (failure) {
      setAnswer({ ok: false, message: apiErrorMessage(failure) ?? 'The test could not be sent.' });
    }
  }

  if (editing) return <DestinationForm editing={destination} onDone={() => setEditing(false)} />;
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{destination.name}</p>
          <p className="truncate text-sm text-muted-foreground">
            {destinationKindLabel(destination.kind)}
            {destination.kind === 'email' ? null : ` · ${destination.target}`}
          </p>
        </div>
        {canManage ? (
          <div className="flex items-center gap-1">
            <Button size="sm" variant="outline" onClick={sendTest} disabled={test.isPending}>
              <Send aria-hidden="true" />
              {test.isPending ? 'Sending...' : 'Send test'}
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="size-9"
              aria-label={`Edit ${destination.name}`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            {/* Deleting also cancels what is scheduled to it, so it is confirmed first. */}
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-9 text-muted-foreground hover:text-destructive"
                  aria-label={`Delete ${destination.name}`}
                  disabled={remove.isPending}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Delete this destination?</AlertDialogTitle>
                  <AlertDialogDescription>
                    {destination.name} will be deleted, and announcements scheduled to it will be
                    cancelled.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction
                    onClick={() =>
                      remove.mutate(destination.id, {
                        onSuccess: () =>
                          toast.success('Destination deleted', {
                            description: 'Announcements scheduled to it were cancelled.',
                          }),
                        onError: () =>
                          toast.error('Error deleting destination', {
                            description: 'Please try again',
                          }),
                      })
                    }
                  >
                    Delete
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        ) : null}
      </div>
      {destination.kind === 'email' ? <Recipients destination={destination} /> : null}
      <p
        role="status"
        aria-live="polite"
        className={
          answer
            ? answer.ok
              ? 'text-sm text-emerald-700 dark:text-emerald-400'
              : 'text-sm text-destructive'
            : 'sr-only'
        }
      >
        {answer?.message ?? ''}
      </p>
    </li>
  );
}

/**
 * Settings → Destinations (issue 16 item 1). In a team, only admins and owners change them
 * (`canManage`, the `manageDestinations` role, which the server enforces): a member sees
 * where the team's announcements can go, without buttons the server would refuse.
 */
export function DestinationsCard({ canManage = true }: { canManage?: boolean }) {
  const destinations = useDestinations();
  const [adding, setAdding] = useState(false);
  const data = destinations.data;
  return (
    <Card id="destinations" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Destinations</CardTitle>
        <CardDescription>
          Where Herald sends your announcements: Slack, Microsoft Teams, Google Chat, Discord or
          e-mail.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {destinations.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : destinations.isError ? (
          <div className="flex items-center gap-3">
            <p className="text-sm">We couldn’t load your destinations.</p>
            <Button size="sm" variant="outline" onClick={() => void destinations.refetch()}>
              Try again
            </Button>
          </div>
        ) : !data?.canSend && !data?.destinations.length ? (
          <ProLock what="Sending to your team’s channels" />
        ) : (
          <>
            {data.destinations.length ? (
              <ul className="grid gap-3" aria-label="Destinations">
                {data.destinations.map((d) => (
                  <DestinationRow key={d.id} destination={d} canManage={canManage} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No destinations yet.</p>
            )}
            {!canManage ? null : !data.canSend ? (
              <ProLock what="Sending to your team’s channels" />
            ) : adding ? (
              <DestinationForm onDone={() => setAdding(false)} />
            ) : (
              <Button
                className="justify-self-start"
                variant="outline"
                onClick={() => setAdding(true)}
              >
                Add destination
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
