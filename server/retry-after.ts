/**
 * An HTTP Retry-After value (RFC 9110 §10.2.3: delay-seconds or an HTTP date) as
 * milliseconds from `now`, or undefined when it is absent or unreadable. A date in the past
 * means now (0). The one parser of vendors' Retry-After headers.
 */
export function parseRetryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
