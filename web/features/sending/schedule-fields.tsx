import { useId, useMemo } from 'react';
import type { WallSchedule } from '#domain/schedule.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

function timeZones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Date, time and time zone of a scheduled send: the three things a person picks. */
export function ScheduleFields({
  value,
  onChange,
  minDate,
}: {
  value: WallSchedule;
  onChange: (next: WallSchedule) => void;
  minDate?: string;
}) {
  const id = useId();
  const zones = useMemo(() => timeZones(value.timeZone), [value.timeZone]);
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
            onChange={(e) => onChange({ ...value, time: e.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-zone`}>Time zone</Label>
        <NativeSelect
          id={`${id}-zone`}
          value={value.timeZone}
          onChange={(e) => onChange({ ...value, timeZone: e.target.value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
