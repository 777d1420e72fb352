import { lt, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { rateLimitCounters } from './db/schema/index.ts';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter in PostgreSQL: one atomic upsert per hit, so every server process
 * shares the same count (docs/architecture.md). The key says what is limited, e.g.
 * `generate:user:<id>` or `signin:email:<address>`.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult> {
  const now = Date.now();
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  // Old windows are useless; sweep them now and then instead of with a scheduler.
  if (Math.random() < 0.01)
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(now - 24 * 3600_000)));
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000)),
  };
}
