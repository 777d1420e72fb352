import { describe, expect, it } from 'vitest';
import { defaultSchedule, instantToWallTime, wallTimeToInstant } from './schedule.ts';
import { zoneOffsetMinutes } from './zoned-time.ts';

describe('wall-clock times in time zones', () => {
  it('turns a date and time in a zone into the right instant', () => {
    expect(wallTimeToInstant('2026-12-01', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    expect(wallTimeToInstant('2026-07-01', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(wallTimeToInstant('2026-12-01', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-01T03:30:00.000Z',
    );
    expect(wallTimeToInstant('2026-12-01', '09:00', 'UTC').toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    // Across the date line.
    expect(wallTimeToInstant('2027-01-01', '09:00', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-12-31T19:00:00.000Z',
    );
  });

  it('moves a time skipped by spring-forward on by the gap (02:30 → 03:30)', () => {
    // New York, 8 March 2026: 02:00 EST jumps to 03:00 EDT.
    const at = wallTimeToInstant('2026-03-08', '02:30', 'America/New_York');
    expect(at.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantToWallTime(at, 'America/New_York')).toEqual({
      date: '2026-03-08',
      time: '03:30',
    });
    // Berlin, 29 March 2026: 02:00 CET jumps to 03:00 CEST.
    expect(wallTimeToInstant('2026-03-29', '02:15', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:15:00.000Z',
    );
  });

  it('takes the first of a time that happens twice at fall-back', () => {
    // New York, 1 November 2026: 01:30 happens in EDT (05:30Z), then in EST (06:30Z).
    expect(wallTimeToInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // 09:00 on a DST-change day is unambiguous and uses the new offset.
    expect(wallTimeToInstant('2026-11-01', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    );
    expect(wallTimeToInstant('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
  });

  it('round-trips every quarter hour of a year in several zones', () => {
    for (const zone of ['Europe/London', 'Australia/Sydney', 'America/Sao_Paulo', 'Asia/Tokyo']) {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 97 * 15 * 60_000) {
        const wall = instantToWallTime(new Date(t), zone);
        const back = wallTimeToInstant(wall.date, wall.time, zone).getTime();
        // The same wall time maps back to the instant, or to its first occurrence an hour earlier.
        expect([t - (t % 60_000), t - (t % 60_000) - 3600_000]).toContain(back);
      }
    }
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'Europe/London')).toBe(60);
  });

  it('refuses dates and times that are not', () => {
    expect(() => wallTimeToInstant('2026-02-30', '09:00', 'UTC')).toThrow(RangeError);
    expect(() => wallTimeToInstant('2026-02-01', '24:00', 'UTC')).toThrow(RangeError);
  });
});

describe('the default schedule: the start date at 09:00 in the user’s zone', () => {
  it('defaults to 09:00 on the start date when that is still ahead', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(defaultSchedule('2026-12-01', 'Europe/Berlin', now)).toEqual({
      date: '2026-12-01',
      time: '09:00',
      timeZone: 'Europe/Berlin',
    });
    // 09:00 in Tokyo on 21 November is 00:00 UTC: still ahead at 12:00 UTC on the 20th…
    expect(defaultSchedule('2026-11-21', 'Asia/Tokyo', now)).not.toBeNull();
    // …but 09:00 on the 20th has passed everywhere east of UTC-3.
    expect(defaultSchedule('2026-11-20', 'Europe/Berlin', now)).toBeNull();
    expect(defaultSchedule('2026-11-20', 'America/Los_Angeles', now)).not.toBeNull();
    // Words are the server's to read (ADR 028): the browser takes only the stored day.
    expect(defaultSchedule('Tuesday, December 1, 2026', 'UTC', now)).toBeNull();
    expect(defaultSchedule('soon', 'UTC', now)).toBeNull();
    expect(defaultSchedule(null, 'UTC', now)).toBeNull();
  });
});
