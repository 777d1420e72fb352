import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import type { RateLimitRule } from '../../rate-limit.ts';

const MINUTE_MS = 60_000;

/** Per-address limits on top of Better Auth's per-IP ones: slows credential stuffing on one account. */
export const PER_ADDRESS_LIMITS: Record<string, RateLimitRule> = {
  '/sign-in/email': { limit: 10, windowMs: 15 * MINUTE_MS },
  '/sign-up/email': { limit: 5, windowMs: 60 * MINUTE_MS },
};

/** A per-address counter's key: it holds the address, so account deletion forgets it. */
export function perAddressKey(path: string, address: string): string {
  return `auth${path}:${address.trim().toLowerCase()}`;
}

/** Forgets an address's counters: the address must not outlive a deleted account. */
export async function forgetPerAddressLimits(db: Db, address: string): Promise<void> {
  const keys = Object.keys(PER_ADDRESS_LIMITS).map((path) => perAddressKey(path, address));
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
}
