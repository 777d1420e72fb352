/**
 * Wall-clock times in IANA time zones, without a date library: "09:00 on 1 December in
 * Europe/Berlin" ↔ an instant. Shared by the server (which decides when to send) and the web
 * app (which shows and defaults the schedule), so both agree across DST changes.
 */

export const DEFAULT_SEND_TIME = '09:00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isWallTime(value: string): boolean {
  return TIME.test(value);
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string): Parts & { second: number } {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant))
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
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

/**
 * The instant a wall-clock time happens in a zone. A time that happens twice (clocks go back)
 * is its first occurrence; a time that never happens (clocks go forward) moves forward by the
 * gap, as a person's alarm would: 02:30 on a spring-forward night becomes 03:30.
 */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`not a date: ${date}`);
  if (!isWallTime(time)) throw new RangeError(`not a time: ${time}`);
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const hours12 = 12 * 3600_000;
  const before = zoneOffsetMinutes(new Date(guess - hours12), timeZone);
  const after = zoneOffsetMinutes(new Date(guess + hours12), timeZone);
  const matches = [...new Set([before, after])]
    .map((offset) => guess - offset * 60_000)
    .filter((t) => {
      const p = zonedParts(new Date(t), timeZone);
      return p.year === y && p.month === mo && p.day === d && p.hour === h && p.minute === mi;
    })
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? guess - before * 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:MM' of an instant in a zone: what a date and a time input show. */
export function instantToWallTime(instant: Date, timeZone: string): { date: string; time: string } {
  const p = zonedParts(instant, timeZone);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

export interface WallSchedule {
  date: string;
  time: string;
  timeZone: string;
}

/**
 * Issue 16 item 4: the schedule a send dialog starts with — the message's start day at 09:00
 * in the user's zone, when there is one and that moment is still ahead; else null. The day
 * is the one the server's date reader stored (YYYY-MM-DD, ADR 028): the browser reads no
 * dates out of words.
 */
export function defaultSchedule(
  startDateIso: string | null | undefined,
  timeZone: string,
  now: Date = new Date(),
): WallSchedule | null {
  if (!startDateIso || !isIsoDate(startDateIso)) return null;
  const at = wallTimeToInstant(startDateIso, DEFAULT_SEND_TIME, timeZone);
  return at.getTime() > now.getTime()
    ? { date: startDateIso, time: DEFAULT_SEND_TIME, timeZone }
    : null;
}
