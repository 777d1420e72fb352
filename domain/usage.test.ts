import { describe, expect, it } from 'vitest';
import { monthLabel, startOfMonthInTimeZone, usagePeriodAt, type UsagePeriod } from './usage.ts';

describe('startOfMonthInTimeZone', () => {
  it('is midnight on the 1st in UTC', () => {
    expect(startOfMonthInTimeZone(new Date('2026-11-23T10:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
  });

  it('uses the local month, not the UTC one', () => {
    // 03:00 UTC on Dec 1 is still November 30 in New York (UTC-5).
    expect(
      startOfMonthInTimeZone(new Date('2026-12-01T03:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-11-01T04:00:00.000Z');
    // 23:30 UTC on Nov 30 is already December 1 in Tokyo (UTC+9).
    expect(
      startOfMonthInTimeZone(new Date('2026-11-30T23:30:00Z'), 'Asia/Tokyo').toISOString(),
    ).toBe('2026-11-30T15:00:00.000Z');
  });

  it('handles a month that began before a DST change', () => {
    // March 2026 in Berlin began in CET (UTC+1); DST started on March 29.
    expect(
      startOfMonthInTimeZone(new Date('2026-03-30T12:00:00Z'), 'Europe/Berlin').toISOString(),
    ).toBe('2026-02-28T23:00:00.000Z');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(
      startOfMonthInTimeZone(new Date('2026-11-23T10:00:00Z'), 'Not/AZone').toISOString(),
    ).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('monthLabel', () => {
  it('names the calendar month in the zone', () => {
    const instant = new Date('2026-01-31T16:00:00Z');
    expect(monthLabel(instant, 'America/Los_Angeles')).toBe('2026-01');
    expect(monthLabel(instant, 'Asia/Tokyo')).toBe('2026-02');
    expect(monthLabel(new Date('2026-12-31T23:00:00Z'), 'Asia/Tokyo')).toBe('2027-01');
  });
});

describe('usagePeriodAt (the month a generation counts in)', () => {
  const at = (iso: string) => new Date(iso);
  const iso = (p: UsagePeriod) => ({
    month: p.month,
    timeZone: p.timeZone,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
  });

  it('opens the calendar month in the profile’s zone when there is none', () => {
    const { period, reuse } = usagePeriodAt(null, at('2026-01-15T12:00:00Z'), 'Asia/Tokyo');
    expect(reuse).toBe(false);
    expect(iso(period)).toEqual({
      month: '2026-01',
      timeZone: 'Asia/Tokyo',
      startsAt: '2025-12-31T15:00:00.000Z',
      endsAt: '2026-01-31T15:00:00.000Z',
    });
  });

  // Los Angeles' January runs to 2026-02-01T08:00Z; Tokyo's February began 17 hours earlier.
  const laJanuary = usagePeriodAt(null, at('2026-01-10T12:00:00Z'), 'America/Los_Angeles').period;

  it('keeps counting the month in its own zone after the profile moves east mid-month', () => {
    // 16:00Z on Jan 31: already February 1 in Tokyo, still January in Los Angeles.
    const { period, reuse } = usagePeriodAt(laJanuary, at('2026-01-31T16:00:00Z'), 'Asia/Tokyo');
    expect(reuse).toBe(true);
    expect(period).toBe(laJanuary);
  });

  it('opens the next month in the new zone where the old one ended, never overlapping it', () => {
    const { period, reuse } = usagePeriodAt(laJanuary, at('2026-02-01T09:00:00Z'), 'Asia/Tokyo');
    expect(reuse).toBe(false);
    expect(iso(period)).toEqual({
      month: '2026-02',
      timeZone: 'Asia/Tokyo',
      startsAt: '2026-02-01T08:00:00.000Z',
      endsAt: '2026-02-28T15:00:00.000Z',
    });
  });

  it('goes on with the same month when the profile moves west into a zone still in it', () => {
    const tokyoJanuary = usagePeriodAt(null, at('2026-01-10T12:00:00Z'), 'Asia/Tokyo').period;
    // 16:00Z on Jan 31: Tokyo's January is over, Los Angeles' is not: no second January.
    const { period, reuse } = usagePeriodAt(
      tokyoJanuary,
      at('2026-01-31T16:00:00Z'),
      'America/Los_Angeles',
    );
    expect(reuse).toBe(true);
    expect(iso(period)).toEqual({
      month: '2026-01',
      timeZone: 'America/Los_Angeles',
      startsAt: '2025-12-31T15:00:00.000Z',
      endsAt: '2026-02-01T08:00:00.000Z',
    });
  });

  it('opens a fresh month after a gap, from the start of that month in the zone', () => {
    const { period, reuse } = usagePeriodAt(laJanuary, at('2026-04-10T00:00:00Z'), 'UTC');
    expect(reuse).toBe(false);
    expect(iso(period)).toMatchObject({
      month: '2026-04',
      startsAt: '2026-04-01T00:00:00.000Z',
      endsAt: '2026-05-01T00:00:00.000Z',
    });
  });

  it('never counts one instant in two months, whatever the zone changes', () => {
    const zones = ['Pacific/Kiritimati', 'Etc/GMT+12', 'UTC', 'Asia/Tokyo', 'America/New_York'];
    let latest: UsagePeriod | null = null;
    const periods: UsagePeriod[] = [];
    // Every 7 hours for a year, with the profile's zone changing each step.
    for (let i = 0; i < 1250; i++) {
      const now = new Date(Date.UTC(2026, 0, 1) + i * 7 * 3600_000);
      const { period, reuse } = usagePeriodAt(latest, now, zones[i % zones.length]!);
      expect(period.startsAt <= now && now < period.endsAt).toBe(true);
      if (reuse && latest) periods[periods.length - 1] = period;
      else periods.push(period);
      latest = period;
    }
    for (let i = 1; i < periods.length; i++) {
      expect(periods[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(
        periods[i - 1]!.endsAt.getTime(),
      );
      expect(periods[i]!.month > periods[i - 1]!.month).toBe(true);
    }
    expect(periods.length).toBeLessThanOrEqual(13);
  });
});
