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

interface Scheme {
  timestampHeader: string;
  signatureHeader: string;
  /** The signature header's expected value. */
  sign: (secret: string, timestamp: string, body: Buffer) => string;
  /** The timestamp in unix seconds, or null when it is not one. */
  readTimestamp: (value: string) => number | null;
}

const SCHEMES = {
  herald: {
    timestampHeader: 'x-herald-timestamp',
    signatureHeader: 'x-herald-signature',
    sign: (secret, timestamp, body) => `v1=${hmacHex(secret, [timestamp, '.', body])}`,
    readTimestamp: (value) => (/^\d{1,12}$/.test(value) ? Number(value) : null),
  },
  bamboohr: {
    timestampHeader: 'x-bamboohr-timestamp',
    signatureHeader: 'x-bamboohr-signature',
    sign: (secret, timestamp, body) => hmacHex(secret, [body, timestamp]),
    readTimestamp,
  },
} satisfies Record<string, Scheme>;

export type SignatureScheme = keyof typeof SCHEMES;

/**
 * Whether a request is signed with the hook's secret, now. The signature it returns is what
 * the replay check remembers (prefixed by the scheme: the two never collide).
 */
export function checkSignature(
  scheme: SignatureScheme,
  secret: string,
  header: (name: string) => string | undefined,
  body: Buffer,
  now: Date,
): SignatureCheck {
  const { timestampHeader, signatureHeader, sign, readTimestamp: read } = SCHEMES[scheme];
  const timestamp = header(timestampHeader)?.trim();
  const signature = header(signatureHeader)?.trim();
  if (!timestamp || !signature) return { ok: false, reason: 'missing' };
  if (!sameHex(sign(secret, timestamp, body), signature)) return { ok: false, reason: 'bad' };
  const seconds = read(timestamp);
  if (seconds === null || !fresh(seconds, now)) return { ok: false, reason: 'stale' };
  return { ok: true, signature: `${scheme}:${signature.toLowerCase()}` };
}
