import { createHmac } from 'node:crypto';

/** Maps an account's e-mail address to the key of its usage ledger (ADR 019). */
export type UsageIdentity = (email: string) => string;

/**
 * Better Auth keeps addresses lower-cased and unique, so this normalisation names exactly
 * one live account; NFC makes a composed and a decomposed "é" one address.
 */
function normaliseEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/**
 * A keyed hash (HMAC-SHA-256) of the normalised address, so the ledger that outlives a
 * deleted account holds no address, and a copy of the database alone cannot tell whether a
 * given address ever had an account. The key is derived from the server secret, kept apart
 * from its other uses by a fixed label.
 */
export function createUsageIdentity(secret: string): UsageIdentity {
  const key = createHmac('sha256', secret).update('herald/usage-identity/v1').digest();
  return (email) => createHmac('sha256', key).update(normaliseEmail(email)).digest('hex');
}
