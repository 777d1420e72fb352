import { describe, expect, it } from 'vitest';
import { parseRetryAfterMs } from './retry-after.ts';

describe('parseRetryAfterMs', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('reads delay-seconds, whole or not, around spaces', () => {
    expect(parseRetryAfterMs('120', now)).toBe(120_000);
    expect(parseRetryAfterMs(' 1.5 ', now)).toBe(1500);
    expect(parseRetryAfterMs('0', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it, and a past date as now', () => {
    expect(parseRetryAfterMs('Thu, 26 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfterMs('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfterMs(undefined, now)).toBeUndefined();
    expect(parseRetryAfterMs('', now)).toBeUndefined();
    expect(parseRetryAfterMs('soon', now)).toBeUndefined();
  });
});
