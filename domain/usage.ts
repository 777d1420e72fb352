/**
 * Monthly usage counts from the first day of the current calendar month at 00:00 in the
 * user's time zone (spec §9). Pure date arithmetic on Intl, no library.
 */

function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
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
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
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
