import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { useDeleteAccount, useExportData } from './api.ts';

function DeleteAccountDialog({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Please enter your password.');
      return;
    }
    setError(null);
    remove.mutate(password, {
      onSuccess: onDeleted,
      onError: (failure) => setError(apiErrorMessage(failure) ?? 'Please try again.'),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setPassword('');
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete Account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your profile, messages and subscription record are deleted for good, and a Pro
              membership is cancelled at once, with no further payments. Enter your password to
              confirm.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="delete-account-password">Password</Label>
            <Input
              id="delete-account-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'delete-account-error' : undefined}
            />
            {error ? (
              <p
                id="delete-account-error"
                role="alert"
                className="text-sm font-medium text-destructive"
              >
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Data rights: a copy of everything Herald holds about the user, and account deletion. */
export function DataCard({ onDeleted }: { onDeleted: () => void }) {
  const exportData = useExportData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>Download a copy of your data or delete your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-sm font-medium">Download my data</h3>
            <p className="text-sm text-muted-foreground">
              Your profile, plan and every message, as a JSON file.
            </p>
          </div>
          <Button
            variant="outline"
            disabled={exportData.isPending}
            onClick={() =>
              exportData.mutate(undefined, {
                onError: () =>
                  toast.error('Error downloading data', { description: 'Please try again' }),
              })
            }
          >
            <Download aria-hidden="true" />
            {exportData.isPending ? 'Preparing...' : 'Download'}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4">
          <div className="min-w-0">
            <h3 className="text-sm font-medium">Delete account</h3>
            <p className="text-sm text-muted-foreground">
              This cannot be undone. A Pro membership is cancelled with it, at once.
            </p>
          </div>
          <DeleteAccountDialog onDeleted={onDeleted} />
        </div>
      </CardContent>
    </Card>
  );
}
