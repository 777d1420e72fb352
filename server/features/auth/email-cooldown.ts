import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCooldowns } from '../../db/schema/index.ts';

export const EMAIL_COOLDOWN_SECONDS = 60;

/**
 * Claims the right to send an e-mail of `kind` to `address`: true at most once per
 * cooldown, atomically across processes (the conditional upsert returns no row otherwise).
 */
export async function claimEmailSlot(db: Db, kind: string, address: string): Promise<boolean> {
  const key = `${kind}:${address.trim().toLowerCase()}`;
  const rows = await db
    .insert(emailCooldowns)
    .values({ key, lastSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: emailCooldowns.key,
      set: { lastSentAt: sql`now()` },
      setWhere: sql`${emailCooldowns.lastSentAt} <= now() - make_interval(secs => ${EMAIL_COOLDOWN_SECONDS})`,
    })
    .returning({ key: emailCooldowns.key });
  return rows.length > 0;
}
