/**
 * Monthly usage counts from the first day of the current calendar month at 00:00 in the
 * user's time zone (spec §9). Pure date arithmetic on Intl, no library.
 */

// Building an Intl.DateTimeFormat is costly and this runs on every account read and
// generation: keep one per zone (a few hundred zones at most).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function zonedParts(instant: Date, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the current month began in `timeZone` (falls back to UTC if unknown). */
export function startOfMonthInTimeZone(now: Date, timeZone: string): Date {
  let zone = timeZone;
  try {
    formatterFor(zone);
  } catch {
    zone = 'UTC';
  }
  const { year, month } = zonedParts(now, zone);
  const wallClock = Date.UTC(year, month - 1, 1, 0, 0, 0);
  // Two passes settle the offset when midnight sits next to a DST change.
  let guess = wallClock - offsetMs(new Date(wallClock), zone);
  guess = wallClock - offsetMs(new Date(guess), zone);
  return new Date(guess);
}
