import { useId, useMemo, useState } from 'react';
import { canonicalTimeZone, searchTimeZones, timeZoneOptions } from '#domain/time-zones.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

/**
 * Picks an IANA time zone (issue 20 item 12): a search box over city, zone name and offset,
 * and a native select of the matches, each with its current offset and a city. The current
 * value and the given zones (the user's own) come first; the current value is always listed.
 */
export function TimeZonePicker({
  id,
  value,
  onChange,
  first = [],
  label = 'Time zone',
}: {
  id?: string;
  value: string;
  onChange: (zone: string) => void;
  first?: readonly (string | null | undefined)[];
  label?: string;
}) {
  const generated = useId();
  const selectId = id ?? `${generated}-zone`;
  const [query, setQuery] = useState('');
  const current = canonicalTimeZone(value);
  const pinned = [current, ...first].filter((z): z is string => !!z).join(',');
  // Made once per set of pinned zones: offsets only move at DST changes.
  const options = useMemo(() => timeZoneOptions(pinned.split(',')), [pinned]);
  const shown = searchTimeZones(options, query);
  const listed = shown.some((o) => o.value === current)
    ? shown
    : [options.find((o) => o.value === current)!, ...shown];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={selectId}>{label}</Label>
      <Input
        type="search"
        aria-label="Search zones by city or offset"
        aria-controls={selectId}
        placeholder="Search by city or offset, e.g. Tokyo or +05:30"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          const first = searchTimeZones(options, e.target.value)[0];
          if (first && e.target.value.trim()) onChange(first.value);
        }}
      />
      <NativeSelect id={selectId} value={current} onChange={(e) => onChange(e.target.value)}>
        {listed.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
