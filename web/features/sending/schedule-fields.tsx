import { useId } from 'react';
import {
  instantToWallTime,
  isIsoDate,
  isWallTime,
  resolveWallTime,
  type WallSchedule,
} from '#domain/schedule.ts';
import { TimeZonePicker } from '#web/components/time-zone-picker.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

const city = (zone: string) => zone.split('/').at(-1)!.replaceAll('_', ' ');

function formatMinutes(minutes: number): string {
  return minutes % 60 === 0
    ? `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`
    : `${minutes} minutes`;
}

/**
 * What happens to a time on a clock-change day (issue 20 item 6): a time that does not exist
 * moves forward by the gap, and one that happens twice is its first occurrence. Said in words,
 * so nobody is surprised by 03:30 or by the earlier 01:30.
 */
function clockChangeNote(schedule: WallSchedule): string | null {
  if (!isIsoDate(schedule.date) || !isWallTime(schedule.time)) return null;
  const resolved = resolveWallTime(schedule.date, schedule.time, schedule.timeZone);
  const where = city(schedule.timeZone);
  const shift = formatMinutes(resolved.shiftMinutes);
  if (resolved.fit === 'skipped') {
    const at = instantToWallTime(resolved.instant, schedule.timeZone).time;
    return `${schedule.time} does not happen that day in ${where}: the clocks go forward ${shift}. It will be sent at ${at}.`;
  }
  if (resolved.fit === 'repeated')
    return `${schedule.time} happens twice that day in ${where}: the clocks go back ${shift}. It will be sent at the first ${schedule.time}.`;
  return null;
}

/** Date, time and time zone of a scheduled send: the three things a person picks. */
export function ScheduleFields({
  value,
  onChange,
  minDate,
  userTimeZone,
}: {
  value: WallSchedule;
  onChange: (next: WallSchedule) => void;
  minDate?: string;
  /** The zone in the user's profile, listed first. */
  userTimeZone?: string;
}) {
  const id = useId();
  const note = clockChangeNote(value);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <div className="grid grid-cols-2 gap-3 sm:col-span-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            required
            min={minDate}
            value={value.date}
            aria-describedby={note ? `${id}-note` : undefined}
            onChange={(e) => onChange({ ...value, date: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-time`}>Time</Label>
          <Input
            id={`${id}-time`}
            type="time"
            required
            value={value.time}
            aria-describedby={note ? `${id}-note` : undefined}
            onChange={(e) => onChange({ ...value, time: e.target.value })}
          />
        </div>
      </div>
      <div className="sm:col-span-2">
        <TimeZonePicker
          id={`${id}-zone`}
          value={value.timeZone}
          first={[userTimeZone]}
          onChange={(timeZone) => onChange({ ...value, timeZone })}
        />
      </div>
      {note ? (
        <p
          id={`${id}-note`}
          role="status"
          className="text-sm text-amber-800 sm:col-span-2 dark:text-amber-300"
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}
