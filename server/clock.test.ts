import { describe, expect, it } from 'vitest';
import { systemClock, TestClock } from './clock.ts';

describe('clock', () => {
  it('the system clock reads the real time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('a test clock stands still until set or advanced', () => {
    const clock = new TestClock('2027-03-01T08:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-03-01T08:00:00.000Z');
    clock.advance(30 * 86_400_000);
    expect(clock.now().toISOString()).toBe('2027-03-31T08:00:00.000Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // A reading is a copy: changing it does not move the clock.
    clock.now().setFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2027);
    expect(() => clock.set('soon')).toThrow(RangeError);
  });
});
