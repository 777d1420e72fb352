import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailCooldowns } from '../../db/schema/index.ts';

const EMAIL_COOLDOWN_SECONDS = 60;

/**
 * Claims the right to send an e-mail of `kind` to `address`: true at most once per
 * cooldown, atomically across processes (the conditional upsert returns no row otherwise).
 */
export async function claimEmailSlot(db: Db, kind: string, address: string): Promise<boolean> {
  const key = `${kind}:${normalise(address)}`;
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

function normalise(address: string): string {
  return address.trim().toLowerCase();
}

/**
 * Forgets an address's slots (every kind): the key holds the address itself, which must not
 * outlive a deleted account (privacy page §7). Kinds contain no ':', so the address is what
 * follows the first one.
 */
export async function forgetEmailSlots(db: Db, address: string): Promise<void> {
  await db
    .delete(emailCooldowns)
    .where(
      sql`substring(${emailCooldowns.key} from position(':' in ${emailCooldowns.key}) + 1) = ${normalise(address)}`,
    );
}

/**
 * At start-up: a slot older than the cooldown limits nothing, so it goes, and with it the
 * addresses of accounts deleted before their slots were forgotten with them.
 */
export async function sweepEmailSlots(db: Db): Promise<void> {
  await db
    .delete(emailCooldowns)
    .where(
      lt(emailCooldowns.lastSentAt, sql`now() - make_interval(secs => ${EMAIL_COOLDOWN_SECONDS})`),
    );
}
