import { createHmac, timingSafeEqual } from 'node:crypto';
import { HOOK_TOLERANCE_SECONDS } from '#domain/people-hook.ts';

/**
 * The two signature schemes the HR webhook accepts (ADR 052). Both are HMAC-SHA256 in hex
 * over the raw body and a timestamp, keyed with the hook's secret, compared in constant time;
 * only the order and the headers differ.
 *
 * - Herald's: `X-Herald-Timestamp: <unix seconds>`, `X-Herald-Signature: v1=<hex>` over
 *   `timestamp + "." + body` (the timestamp first, so no body can end where another
 *   timestamp begins).
 * - BambooHR's, as its webhook documentation gives it: `X-BambooHR-Timestamp`,
 *   `X-BambooHR-Signature: <hex>` over `body + timestamp`
 *   (https://documentation.bamboohr.com/docs/webhooks, "Security").
 */

export type SignatureCheck =
  { ok: true; signature: string } | { ok: false; reason: 'missing' | 'bad' | 'stale' };

const hmacHex = (secret: string, parts: (string | Buffer)[]) => {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest('hex');
};

/** Equal in constant time for equal lengths; a length differing says only the length. */
function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Seconds since the epoch: unix seconds, or an ISO 8601 time (BambooHR's examples show both). */
function readTimestamp(value: string): number | null {
  if (/^\d{1,12}$/.test(value)) return Number(value);
  // "2026-01-31T18:42:00+0000": the offset without a colon is not ISO 8601 to Date.parse.
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

const fresh = (seconds: number, now: Date) =>
  Math.abs(now.getTime() / 1000 - seconds) <= HOOK_TOLERANCE_SECONDS;

/** The signature Herald's format expects (also what the docs' curl example computes). */
export function heraldSignature(secret: string, timestamp: string, body: string | Buffer) {
  return `v1=${hmacHex(secret, [timestamp, '.', body])}`;
}

export function bambooSignature(secret: string, timestamp: string, body: string | Buffer) {
  return hmacHex(secret, [body, timestamp]);
}

export function checkHeraldSignature(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  body: Buffer,
  now: Date,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'bad' };
  if (!sameHex(heraldSignature(secret, timestamp, body), signature.trim()))
    return { ok: false, reason: 'bad' };
  if (!fresh(Number(timestamp), now)) return { ok: false, reason: 'stale' };
  return { ok: true, signature: signature.trim().toLowerCase() };
}

export function checkBambooSignature(
  secret: string,
  headers: { timestamp?: string; signature?: string },
  body: Buffer,
  now: Date,
): SignatureCheck {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return { ok: false, reason: 'missing' };
  if (!sameHex(bambooSignature(secret, timestamp, body), signature.trim()))
    return { ok: false, reason: 'bad' };
  const seconds = readTimestamp(timestamp.trim());
  if (seconds === null || !fresh(seconds, now)) return { ok: false, reason: 'stale' };
  return { ok: true, signature: `bamboohr:${signature.trim().toLowerCase()}` };
}
