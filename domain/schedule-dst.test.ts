import { describe, expect, it } from 'vitest';
import { instantToWallTime, resolveWallTime, wallTimeToInstant } from './schedule.ts';
import { zoneOffsetMinutes } from './zoned-time.ts';

// Issue 20 item 6: every zone's clock changes over the next two years, probed at and around
// each change. A time in a gap moves forward by the gap; a time that happens twice is its
// first occurrence; the times either side of a change map exactly.

const MINUTE = 60_000;
const DAY = 86_400_000;

interface Transition {
  zone: string;
  /** The first instant with the new offset. */
  at: number;
  before: number;
  after: number;
}

/** The instants a zone's offset changes between `from` and `to` (scanned daily, then bisected). */
function transitions(zone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let previous = zoneOffsetMinutes(new Date(from), zone);
  for (let day = from + DAY; day <= to; day += DAY) {
    const offset = zoneOffsetMinutes(new Date(day), zone);
    if (offset === previous) continue;
    let low = day - DAY; // has `previous`
    let high = day; // has `offset`
    while (high - low > MINUTE) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (zoneOffsetMinutes(new Date(mid), zone) === previous) low = mid;
      else high = mid;
    }
    found.push({ zone, at: high, before: previous, after: offset });
    previous = offset;
  }
  return found;
}

/** The wall-clock date and time that reads `localMs` (a local time written as if it were UTC). */
function wall(localMs: number) {
  const iso = new Date(localMs).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

function resolve(localMs: number, zone: string) {
  const w = wall(localMs);
  return resolveWallTime(w.date, w.time, zone);
}

describe('daylight-saving changes in every IANA zone over the next two years', () => {
  const zones = [...Intl.supportedValuesOf('timeZone'), 'UTC'];
  const from = Math.floor(Date.now() / DAY) * DAY;
  const changes = zones.flatMap((zone) => transitions(zone, from, from + 2 * 366 * DAY));

  it('finds the changes to probe, in the zones that have them', () => {
    expect(zones.length).toBeGreaterThan(400);
    // Dozens of zones change their clocks twice a year; these three are the ones that were an
    // hour off before (offsets of +12 h and more).
    expect(changes.length).toBeGreaterThan(200);
    for (const zone of ['Pacific/Auckland', 'Antarctica/McMurdo', 'Pacific/Chatham'])
      expect(changes.filter((c) => c.zone === zone).length).toBeGreaterThanOrEqual(3);
  });

  it('moves a time in a gap forward by the gap, and maps the minutes either side exactly', () => {
    let probes = 0;
    for (const { zone, at, before, after } of changes.filter((c) => c.after > c.before)) {
      const gap = (after - before) * MINUTE;
      const start = at + before * MINUTE; // the first local minute that never happens
      for (const into of [0, Math.floor(gap / 2 / MINUTE) * MINUTE, gap - MINUTE]) {
        const resolved = resolve(start + into, zone);
        expect(
          { zone, into, fit: resolved.fit, at: resolved.instant.getTime() },
          `${zone} ${wall(start + into).date} ${wall(start + into).time}`,
        ).toEqual({ zone, into, fit: 'skipped', at: at + into });
        expect(resolved.shiftMinutes).toBe(after - before);
        probes++;
      }
      expect(resolve(start - MINUTE, zone)).toMatchObject({ fit: 'exact' });
      expect(resolve(start - MINUTE, zone).instant.getTime()).toBe(at - MINUTE);
      expect(resolve(start + gap, zone)).toMatchObject({ fit: 'exact' });
      expect(resolve(start + gap, zone).instant.getTime()).toBe(at);
      probes += 2;
    }
    expect(probes).toBeGreaterThan(500);
  });

  it('takes the first occurrence of a time that happens twice, and says so', () => {
    let probes = 0;
    for (const { zone, at, before, after } of changes.filter((c) => c.after < c.before)) {
      const overlap = (before - after) * MINUTE;
      const start = at + after * MINUTE; // the first local minute that happens twice
      for (const into of [0, Math.floor(overlap / 2 / MINUTE) * MINUTE, overlap - MINUTE]) {
        const resolved = resolve(start + into, zone);
        expect(
          { zone, into, fit: resolved.fit, at: resolved.instant.getTime() },
          `${zone} ${wall(start + into).date} ${wall(start + into).time}`,
        ).toEqual({ zone, into, fit: 'repeated', at: at - overlap + into });
        probes++;
      }
      expect(resolve(start + overlap, zone)).toMatchObject({ fit: 'exact' });
      expect(resolve(start + overlap, zone).instant.getTime()).toBe(at + overlap);
      expect(resolve(start - MINUTE, zone)).toMatchObject({ fit: 'exact' });
      expect(resolve(start - MINUTE, zone).instant.getTime()).toBe(at - overlap - MINUTE);
      probes += 2;
    }
    expect(probes).toBeGreaterThan(500);
  });

  it('schedules 02:30 on New Zealand’s spring-forward night at 03:30 NZDT, not 01:30', () => {
    // 26 September 2027: 02:00 NZST (+12) jumps to 03:00 NZDT (+13).
    const at = wallTimeToInstant('2027-09-26', '02:30', 'Pacific/Auckland');
    expect(at.toISOString()).toBe('2027-09-25T14:30:00.000Z');
    expect(instantToWallTime(at, 'Pacific/Auckland')).toEqual({
      date: '2027-09-26',
      time: '03:30',
    });
    expect(wallTimeToInstant('2027-09-26', '02:30', 'Antarctica/McMurdo').toISOString()).toBe(
      '2027-09-25T14:30:00.000Z',
    );
    // Chatham: 02:45 (+12:45) jumps to 03:45 (+13:45); 03:00 is in the gap.
    expect(resolveWallTime('2027-09-26', '03:00', 'Pacific/Chatham')).toEqual({
      instant: new Date('2027-09-25T14:15:00.000Z'),
      fit: 'skipped',
      shiftMinutes: 60,
    });
    // 5 April 2026: 03:00 NZDT falls back to 02:00 NZST; 02:30 happens twice.
    expect(resolveWallTime('2026-04-05', '02:30', 'Pacific/Auckland')).toEqual({
      instant: new Date('2026-04-04T13:30:00.000Z'),
      fit: 'repeated',
      shiftMinutes: 60,
    });
  });
});
