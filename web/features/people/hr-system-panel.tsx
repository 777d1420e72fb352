import { Check, Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { HOOK_SCHEMA_PATH } from '#domain/people-hook.ts';
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
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useCopyToClipboard } from '#web/components/ui/use-copy-to-clipboard.ts';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { useDisconnectHook, usePeopleHook, useSetHookSecret } from './api.ts';

/** A value to paste elsewhere: shown read-only, with its own copy button. */
function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly className="font-mono" />
        <Button
          type="button"
          variant="outline"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={async () => {
            if (await copy(value)) toast.success('Copied to clipboard');
            else toast.error('Copying failed: select the text and copy it yourself.');
          }}
        >
          {copied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Connect an HR system" (issue 25 item 3, ADR 052): the workspace's webhook URL, and its
 * secret once, when it is created or replaced; afterwards only its last 4 characters. A key
 * the HR system generated (BambooHR's private key) can be pasted instead.
 */
export function HrSystemPanel() {
  const id = useId();
  const hook = usePeopleHook();
  const save = useSetHookSecret();
  const disconnect = useDisconnectHook();
  /** The secret the last answer carried: shown until the panel closes, never fetched again. */
  const [secret, setSecret] = useState<string | null>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = hook.data?.hook ?? null;

  async function setKey(value: string | undefined) {
    setError(null);
    try {
      const answer = await save.mutateAsync(value);
      setSecret(value ? null : answer.secret);
      setPasting(false);
      setPasted('');
      if (value) toast.success('Key saved');
    } catch (failure) {
      setError(apiErrorMessage(failure) ?? 'The secret was not saved. Please try again.');
    }
  }

  function submitPasted(event: FormEvent) {
    event.preventDefault();
    void setKey(pasted);
  }

  return (
    <section className="grid gap-4 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="font-medium">
          Connect an HR system
        </h2>
        <p className="text-sm text-muted-foreground">
          Your HR system can send new joiners and changes here as they happen, signed with a secret.{' '}
          <a className="underline" href={HOOK_SCHEMA_PATH} target="_blank" rel="noreferrer">
            Webhook format (JSON schema)
          </a>
        </p>
      </div>

      {hook.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : hook.isError ? (
        <p className="text-sm text-destructive" role="alert">
          The HR connection could not be loaded. Please try again.
        </p>
      ) : current ? (
        <div className="grid gap-3">
          <CopyField label="Webhook URL" value={current.url} />
          <CopyField label="BambooHR webhook URL" value={current.bambooUrl} />
          {secret ? (
            <div className="grid gap-1.5">
              <CopyField label="Secret" value={secret} />
              <p className="text-sm font-medium" role="status">
                Copy the secret now: it is shown only once.
              </p>
            </div>
          ) : (
            <p className="text-sm">
              Secret: ends in <code className="font-mono">{current.secretLast4}</code>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button size="sm" variant="outline" disabled={save.isPending}>
                  Replace secret
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Replace the secret?</AlertDialogTitle>
                  <AlertDialogDescription>
                    The current secret stops working at once. The URL stays the same.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction onClick={() => void setKey(undefined)}>
                    Replace secret
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
            <Button size="sm" variant="outline" onClick={() => setPasting(true)}>
              Use a key from your HR system
            </Button>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button size="sm" variant="ghost">
                  Disconnect
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Disconnect the HR system?</AlertDialogTitle>
                  <AlertDialogDescription>
                    Its webhook URL stops working. The people already here stay.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction
                    onClick={() =>
                      disconnect.mutate(undefined, {
                        onSuccess: () => {
                          setSecret(null);
                          toast.success('HR system disconnected');
                        },
                        onError: () => toast.error('Nothing was disconnected. Please try again.'),
                      })
                    }
                  >
                    Disconnect
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={save.isPending} onClick={() => void setKey(undefined)}>
            Create webhook
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPasting(true)}>
            Use a key from your HR system
          </Button>
        </div>
      )}

      {pasting ? (
        <form className="grid gap-2" onSubmit={submitPasted}>
          <Label htmlFor={`${id}-key`}>Key from your HR system</Label>
          <Input
            id={`${id}-key`}
            value={pasted}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            onChange={(event) => setPasted(event.target.value)}
          />
          <p className="text-xs text-muted-foreground">
            BambooHR: Account Settings → Webhooks → Private Key → Generate.
          </p>
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={save.isPending || !pasted.trim()}>
              Save key
            </Button>
            <Button size="sm" type="button" variant="ghost" onClick={() => setPasting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
