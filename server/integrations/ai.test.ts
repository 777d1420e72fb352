import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '#server/integrations/ai.ts';

// The AI writer as a whole (prompt, parser, checks, retries, timeouts) is tested through the
// API in features/announcements/writing/ai/ai-writer.test.ts.
describe('retryAfterSeconds', () => {
  it('reads seconds, an HTTP date and OpenAI’s retry-after-ms, in whole seconds', () => {
    expect(retryAfterSeconds({ 'retry-after': '30' })).toBe(30);
    expect(retryAfterSeconds({ 'Retry-After': '1.5' })).toBe(2);
    expect(retryAfterSeconds({ 'retry-after-ms': '200', 'retry-after': '9' })).toBe(1);
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    expect(retryAfterSeconds({ 'retry-after': inTwoMinutes })).toBeGreaterThanOrEqual(119);
    expect(retryAfterSeconds({ 'retry-after': inTwoMinutes })).toBeLessThanOrEqual(120);
    expect(retryAfterSeconds({ 'retry-after': 'soon' })).toBeUndefined();
    expect(retryAfterSeconds({})).toBeUndefined();
    expect(retryAfterSeconds(undefined)).toBeUndefined();
  });
});
