import { useState, type FormEvent } from 'react';
import { DISPLAY_NAME_MAX } from '#domain/auth.ts';
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
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useUpdateProfile } from './api.ts';

interface Profile {
  displayName: string | null;
  email: string;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const update = useUpdateProfile();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { displayName },
      {
        onSuccess: () =>
          toast.success('Profile updated', {
            description: 'Your settings have been saved successfully',
          }),
        onError: () => toast.error('Error saving profile', { description: 'Please try again' }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="settings-display-name">Display Name</Label>
        <Input
          id="settings-display-name"
          value={displayName}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="name"
          onChange={(event) => setDisplayName(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="settings-email">Email</Label>
        <Input
          id="settings-email"
          type="email"
          value={profile.email}
          readOnly
          aria-describedby="settings-email-hint"
          className="bg-muted text-muted-foreground"
        />
        <p id="settings-email-hint" className="text-xs text-muted-foreground">
          You sign in with this address; it cannot be changed here.
        </p>
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** Spec §2 'Profile Information': editable display name, read-only e-mail. */
export function ProfileCard({
  profile,
  failed,
  onRetry,
}: {
  profile: Profile | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Information</CardTitle>
        <CardDescription>How you appear in Herald.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile ? (
          <ProfileForm profile={profile} />
        ) : failed ? (
          <div className="flex min-h-56 flex-col items-start justify-center gap-3">
            <p className="font-medium">We couldn’t load your profile.</p>
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          // Same heights as the form, so nothing moves when the profile arrives.
          <div className="grid min-h-56 gap-5" aria-hidden="true">
            <div className="grid gap-2">
              <Skeleton className="h-3.5 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
            <div className="grid gap-2">
              <Skeleton className="h-3.5 w-12" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-4 w-64" />
            </div>
            <Skeleton className="h-10 w-32" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
