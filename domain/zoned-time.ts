/**
 * Instants read on an IANA time zone's clock, with Intl and no date library. The one home of
 * this arithmetic: schedules (schedule.ts), usage months (usage.ts) and the time-zone picker
 * (time-zones.ts) all build on it, on the server and in the browser alike.
 */

export interface ZonedParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
}

// Building an Intl.DateTimeFormat is costly and this runs on every account read, generation
// and schedule: keep one per zone name that has worked (a few hundred zones at most).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows this zone name (an unknown one throws a RangeError below). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant))
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    // Some engines wrote midnight as 24 even with h23.
    hour: values.hour! % 24,
    minute: values.minute!,
    second: values.second!,
  };
}

/** Minutes the zone is ahead of UTC at this instant (e.g. 60 for Berlin in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}
