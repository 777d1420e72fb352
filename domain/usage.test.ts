import { describe, expect, it } from 'vitest';
import { startOfMonthInTimeZone } from './usage.ts';

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
