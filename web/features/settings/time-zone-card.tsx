import { useState, type FormEvent } from 'react';
import { canonicalTimeZone } from '#domain/time-zones.ts';
import { TimeZonePicker } from '#web/components/time-zone-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useUpdateProfile } from './api.ts';

function TimeZoneForm({ timeZone }: { timeZone: string }) {
  const [value, setValue] = useState(canonicalTimeZone(timeZone));
  const update = useUpdateProfile();
  const changed = value !== canonicalTimeZone(timeZone);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { timeZone: value },
      {
        onSuccess: () =>
          toast.success('Time zone saved', {
            description: 'New schedules start in this zone.',
          }),
        onError: () => toast.error('Error saving time zone', { description: 'Please try again' }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <TimeZonePicker
        id="settings-time-zone"
        label="Your time zone"
        value={value}
        onChange={setValue}
      />
      <div>
        <Button type="submit" disabled={update.isPending || !changed}>
          {update.isPending ? 'Saving...' : 'Save time zone'}
        </Button>
      </div>
    </form>
  );
}

/** Settings → Time zone (issue 20 item 12): where schedules start and the month turns. */
export function TimeZoneCard({ timeZone }: { timeZone: string | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Time zone</CardTitle>
        <CardDescription>
          Where your day begins: scheduling an announcement starts in this zone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {timeZone ? (
          <TimeZoneForm key={timeZone} timeZone={timeZone} />
        ) : (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
