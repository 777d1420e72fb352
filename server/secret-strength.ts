/**
 * Production refuses secrets an attacker can know or guess (issue 17, item 3; ADR 017):
 * values that were ever published in Herald's source as development or test secrets, and
 * values too short or too uniform to be random.
 */

const MIN_LENGTH = 32;
/**
 * Estimated bits: length × the Shannon entropy of the value's own characters. The estimate
 * runs low on short values: 32 random hex characters (128 real bits) score 116 on median but
 * 96 once in 10,000 draws and 88 at the lowest of 2 million, so the floor sits below that
 * tail (a floor of 100 refused one `openssl rand -hex 16` in a thousand). "a" × 32 scores 0;
 * a repeated word ("password" × 4) is refused by `repeatsAPattern` whatever it scores.
 */
const MIN_ESTIMATED_BITS = 80;

/**
 * Secrets that appeared in Herald's source (old embedded defaults, test fixtures, docs).
 * Compared after stripping a Standard Webhooks `whsec_` prefix, also base64-decoded.
 */
const PUBLISHED = new Set([
  'herald-development-secret-do-not-use-in-production',
  'herald-local-test-checkout-only',
  'test-webhook-secret-for-herald-32b',
  'a-production-grade-secret-of-48-characters-long!',
  'an-attacker-guessed-this-secret!!',
  'not-the-secret-at-all',
]);

function forms(value: string): string[] {
  const bare = value.startsWith('whsec_') ? value.slice('whsec_'.length) : value;
  const decoded = /^[A-Za-z0-9+/]+=*$/.test(bare)
    ? Buffer.from(bare, 'base64').toString('utf8')
    : '';
  return [value, bare, decoded].filter(Boolean);
}

function isPublishedSecret(value: string): boolean {
  return forms(value.trim()).some((form) => PUBLISHED.has(form));
}

function estimatedBits(value: string): number {
  const chars = Array.from(value);
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) {
    const p = n / chars.length;
    perChar -= p * Math.log2(p);
  }
  return chars.length * perChar;
}

/** Whether the value is a shorter unit written out again and again ("password" × 5). */
function repeatsAPattern(value: string): boolean {
  const chars = Array.from(value);
  for (let period = 1; period <= chars.length / 2; period++)
    if (chars.every((c, i) => i < period || c === chars[i - period])) return true;
  return false;
}

/** Why a secret must not protect a production deployment, or undefined when it may. */
export function secretWeakness(value: string): string | undefined {
  if (isPublishedSecret(value))
    return 'is a value published in Herald’s source (a development or test secret)';
  const bare = value.startsWith('whsec_') ? value.slice('whsec_'.length) : value;
  if (Array.from(bare).length < MIN_LENGTH) return `is shorter than ${MIN_LENGTH} characters`;
  if (estimatedBits(bare) < MIN_ESTIMATED_BITS || repeatsAPattern(bare))
    return 'is not random enough (too few different characters, or a repeated pattern)';
  return undefined;
}
