import { isKnownTimeZone, zonedParts, zoneOffsetMinutes } from './zoned-time.ts';

/**
 * Monthly usage counts from the first day of the current calendar month at 00:00 in the
 * user's time zone (spec §9), read with ./zoned-time.ts.
 */

/** Milliseconds the zone is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  return zoneOffsetMinutes(instant, timeZone) * 60_000;
}

function knownZone(timeZone: string): string {
  return isKnownTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The instant of 00:00 on the 1st of `month` (1-12, may overflow into the next year) in `zone`. */
function monthStartInZone(year: number, month: number, zone: string): Date {
  const wallClock = Date.UTC(year, month - 1, 1, 0, 0, 0);
  // Two passes settle the offset when midnight sits next to a DST change.
  let guess = wallClock - offsetMs(new Date(wallClock), zone);
  guess = wallClock - offsetMs(new Date(guess), zone);
  return new Date(guess);
}

/** The instant at which the current month began in `timeZone` (falls back to UTC if unknown). */
export function startOfMonthInTimeZone(now: Date, timeZone: string): Date {
  const zone = knownZone(timeZone);
  const { year, month } = zonedParts(now, zone);
  return monthStartInZone(year, month, zone);
}

/** The calendar month `now` falls in, in `timeZone`, as 'YYYY-MM' (sorts chronologically). */
export function monthLabel(now: Date, timeZone: string): string {
  const { year, month } = zonedParts(now, knownZone(timeZone));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * One counted month of usage. Its zone is the profile's zone when the month's first
 * generation ran; changing the profile's zone later does not move it (ADR 019).
 */
export interface UsagePeriod {
  /** Calendar month, 'YYYY-MM'. */
  month: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The period a generation at `now` counts in, given the latest period on record (or none)
 * and the profile's zone now. `reuse` says whether that is the latest period (possibly with a
 * later end) rather than a new one. The rules (ADR 019):
 * - a period that has not ended goes on, whatever the profile's zone is now;
 * - when it has ended but the profile's zone is still in the same calendar month (the user
 *   moved west), the same month goes on until it ends in the new zone;
 * - otherwise a new month opens in the profile's zone, never before the previous one ended,
 *   so no instant counts in two months and no month is counted twice.
 */
export function usagePeriodAt(
  latest: UsagePeriod | null,
  now: Date,
  timeZone: string,
): { period: UsagePeriod; reuse: boolean } {
  if (latest && now < latest.endsAt) return { period: latest, reuse: true };
  const zone = knownZone(timeZone);
  const { year, month } = zonedParts(now, zone);
  const label = monthLabel(now, zone);
  const endsAt = monthStartInZone(year, month + 1, zone);
  if (latest && label <= latest.month)
    return { period: { ...latest, timeZone: zone, endsAt }, reuse: true };
  const zoneStart = monthStartInZone(year, month, zone);
  const startsAt = latest && latest.endsAt > zoneStart ? latest.endsAt : zoneStart;
  return { period: { month: label, timeZone: zone, startsAt, endsAt }, reuse: false };
}
