import { zonedParts, zoneOffsetMinutes } from './zoned-time.ts';

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

/** How a wall-clock time maps onto a zone's clock: once, never (a gap), or twice (an overlap). */
type WallTimeFit = 'exact' | 'skipped' | 'repeated';

export interface ResolvedWallTime {
  instant: Date;
  fit: WallTimeFit;
  /** Minutes the clocks jump at the change this time falls into (0 when it is exact). */
  shiftMinutes: number;
}

/**
 * Offsets a zone can have around a wall time. The instant of a wall time W is W − offset, and
 * offsets run from −12 h to +14 h, so the instant lies within [W − 14 h, W + 12 h]; sampling
 * that window (with an hour to spare each side) every 3 hours sees every offset in force there.
 * A window of ±12 h around W missed the offset before a change in zones ahead of UTC by 12 h or
 * more (Pacific/Auckland, Antarctica/McMurdo, Pacific/Chatham in their summer).
 */
function offsetsAround(guess: number, timeZone: string): number[] {
  const offsets = new Set<number>();
  for (let h = -15; h <= 13; h += 3)
    offsets.add(zoneOffsetMinutes(new Date(guess + h * 3600_000), timeZone));
  return [...offsets];
}

/**
 * Where a wall-clock time falls in a zone. A time that happens twice (clocks go back) is its
 * first occurrence; a time that never happens (clocks go forward) moves forward by the gap, as
 * a person's alarm would: 02:30 on a spring-forward night becomes 03:30.
 */
export function resolveWallTime(date: string, time: string, timeZone: string): ResolvedWallTime {
  if (!isIsoDate(date)) throw new RangeError(`not a date: ${date}`);
  if (!isWallTime(time)) throw new RangeError(`not a time: ${time}`);
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const offsets = offsetsAround(guess, timeZone);
  const matches = offsets
    .map((offset) => guess - offset * 60_000)
    .filter((t) => {
      const p = zonedParts(new Date(t), timeZone);
      return p.year === y && p.month === mo && p.day === d && p.hour === h && p.minute === mi;
    })
    .sort((a, b) => a - b);
  const shift = Math.max(...offsets) - Math.min(...offsets);
  if (matches.length > 1)
    return { instant: new Date(matches[0]!), fit: 'repeated', shiftMinutes: shift };
  if (matches.length === 1)
    return { instant: new Date(matches[0]!), fit: 'exact', shiftMinutes: 0 };
  // In a gap: read with the offset from before the jump (the smaller one), the time lands as
  // far past the jump as it was past its start.
  return {
    instant: new Date(guess - Math.min(...offsets) * 60_000),
    fit: 'skipped',
    shiftMinutes: shift,
  };
}

/** The instant a wall-clock time happens in a zone (see resolveWallTime for gaps and overlaps). */
export function wallTimeToInstant(date: string, time: string, timeZone: string): Date {
  return resolveWallTime(date, time, timeZone).instant;
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
