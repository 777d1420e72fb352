import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { RecipientStatus } from '#domain/destinations.ts';
import type { Db } from '../../db/client.ts';
import { emailRecipients, profiles, user } from '../../db/schema/index.ts';
import { isUuid } from '../../validation.ts';

/**
 * Who may receive announcement e-mails (issue 20 item 3, ADR 027). An address receives them
 * only after it confirmed once, through a link mailed to it, or when it is the owner's own
 * verified sign-in address; an owner adds at most so many new addresses a day; and every
 * announcement carries a one-click unsubscribe link, after which the address gets nothing
 * more from that owner. All of it is keyed by `owner_id`, the one column a team workspace
 * will re-point.
 */

/** How an address of a destination stands; 'unasked' has no confirmation mail yet. */
export type RecipientState = RecipientStatus | 'unasked';

/** A confirmation link works this long. */
const CONFIRMATION_VALID_MS = 7 * 86_400_000;
/** One confirmation mail per address per this long, however often "Send again" is pressed. */
const CONFIRMATION_RESEND_MS = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Unsubscribe links: the recipient's id, signed, so a link needs no stored token. */
export interface RecipientLinks {
  unsubscribeToken(recipientId: string): string;
  /** The recipient id of a genuine token, else null. */
  readUnsubscribeToken(token: string): string | null;
}

export function createRecipientLinks(secret: string): RecipientLinks {
  const key = Buffer.from(hkdfSync('sha256', secret, 'herald', 'email-unsubscribe-v1', 32));
  const sign = (id: string) =>
    createHmac('sha256', key).update(`unsubscribe:${id}`).digest('base64url').slice(0, 32);
  return {
    unsubscribeToken: (id) => `${id}.${sign(id)}`,
    readUnsubscribeToken(token) {
      const [id, mac] = token.split('.');
      if (!id || !mac || !isUuid(id)) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export interface Owner {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** Each address's state for this owner ('unasked' when there is no row yet). */
export async function recipientStates(
  db: Db,
  ownerId: string,
  emails: readonly string[],
): Promise<Map<string, { state: RecipientState; id: string | null }>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const rows = wanted.length
    ? await db
        .select({
          id: emailRecipients.id,
          email: emailRecipients.email,
          status: emailRecipients.status,
        })
        .from(emailRecipients)
        .where(and(eq(emailRecipients.ownerId, ownerId), inArray(emailRecipients.email, wanted)))
    : [];
  const states = new Map<string, { state: RecipientState; id: string | null }>();
  for (const email of wanted) states.set(email, { state: 'unasked', id: null });
  for (const row of rows) states.set(row.email, { state: row.status, id: row.id });
  return states;
}

/** An address to mail a confirmation link to. */
export interface ConfirmationToSend {
  email: string;
  token: string;
}

export type AskResult =
  { ok: true; toConfirm: ConfirmationToSend[] } | { ok: false; allowed: number; asked: number };

/**
 * Makes every address of a list known to the owner: their own verified address is confirmed
 * at once; any other address not seen before is asked to confirm (a new token to mail), and
 * counts against the daily cap of new recipients. With `resend`, addresses still pending
 * whose last mail is older than CONFIRMATION_RESEND_MS are asked again (a fresh token). All or
 * nothing: over the cap, nothing is recorded and the caller says how many are left.
 */
export async function askToConfirm(
  db: Db,
  owner: Owner,
  emails: readonly string[],
  options: { perDay: number; resend?: boolean; now?: Date },
): Promise<AskResult> {
  const now = options.now ?? new Date();
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const own = owner.emailVerified ? owner.email.toLowerCase() : null;
  return db.transaction(async (tx) => {
    // One owner's additions one at a time, so two requests cannot both squeeze under the cap.
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${owner.id} for update`);
    const states = await recipientStates(tx as unknown as Db, owner.id, wanted);
    const fresh = wanted.filter((e) => states.get(e)!.state === 'unasked' && e !== own);
    if (fresh.length) {
      const [today] = await tx
        .select({ n: count() })
        .from(emailRecipients)
        .where(
          and(
            eq(emailRecipients.ownerId, owner.id),
            gte(emailRecipients.createdAt, new Date(now.getTime() - 86_400_000)),
          ),
        );
      const used = today?.n ?? 0;
      if (used + fresh.length > options.perDay)
        return { ok: false, allowed: Math.max(0, options.perDay - used), asked: fresh.length };
    }
    if (own && states.get(own)?.state === 'unasked')
      await tx
        .insert(emailRecipients)
        .values({ ownerId: owner.id, email: own, status: 'confirmed', confirmedAt: now })
        .onConflictDoNothing();
    const toConfirm: ConfirmationToSend[] = [];
    for (const email of fresh) {
      const token = randomBytes(32).toString('base64url');
      const [row] = await tx
        .insert(emailRecipients)
        .values({
          ownerId: owner.id,
          email,
          status: 'pending',
          confirmTokenHash: sha256(token),
          confirmSentAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: emailRecipients.id });
      if (row) toConfirm.push({ email, token });
    }
    if (options.resend) {
      const again = wanted.filter((e) => states.get(e)!.state === 'pending');
      for (const email of again) {
        const token = randomBytes(32).toString('base64url');
        const [row] = await tx
          .update(emailRecipients)
          .set({ confirmTokenHash: sha256(token), confirmSentAt: now, updatedAt: now })
          .where(
            and(
              eq(emailRecipients.ownerId, owner.id),
              eq(emailRecipients.email, email),
              eq(emailRecipients.status, 'pending'),
              or(
                isNull(emailRecipients.confirmSentAt),
                lt(emailRecipients.confirmSentAt, new Date(now.getTime() - CONFIRMATION_RESEND_MS)),
              ),
            ),
          )
          .returning({ id: emailRecipients.id });
        if (row) toConfirm.push({ email, token });
      }
    }
    return { ok: true, toConfirm };
  });
}

/** What a confirmation link leads to. */
export type ConfirmOutcome =
  { status: 'confirmed'; email: string; ownerEmail: string } | { status: 'expired' | 'unknown' };

/** Confirms the address of a confirmation link that is genuine and fresh. */
export async function confirmRecipient(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (!/^[\w-]{20,100}$/.test(token)) return { status: 'unknown' };
  const [row] = await db
    .select({
      id: emailRecipients.id,
      email: emailRecipients.email,
      sentAt: emailRecipients.confirmSentAt,
      ownerEmail: user.email,
    })
    .from(emailRecipients)
    .innerJoin(user, eq(user.id, emailRecipients.ownerId))
    .where(
      and(
        eq(emailRecipients.confirmTokenHash, sha256(token)),
        eq(emailRecipients.status, 'pending'),
      ),
    );
  if (!row) return { status: 'unknown' };
  if (!row.sentAt || now.getTime() - row.sentAt.getTime() > CONFIRMATION_VALID_MS)
    return { status: 'expired' };
  await db
    .update(emailRecipients)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(and(eq(emailRecipients.id, row.id), eq(emailRecipients.status, 'pending')));
  return { status: 'confirmed', email: row.email, ownerEmail: row.ownerEmail };
}

/** One click: this address gets nothing more from this owner. Null for an unknown recipient. */
export async function unsubscribeRecipient(
  db: Db,
  recipientId: string,
  now = new Date(),
): Promise<{ email: string; ownerEmail: string } | null> {
  const [row] = await db
    .update(emailRecipients)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(eq(emailRecipients.id, recipientId))
    .returning({ email: emailRecipients.email, ownerId: emailRecipients.ownerId });
  if (!row) return null;
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, row.ownerId));
  return { email: row.email, ownerEmail: owner?.email ?? '' };
}

/** The owner, as the rules need them (their own verified address counts as confirmed). */
export async function ownerOf(db: Db, userId: string): Promise<Owner & { name: string }> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${user.name})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

/**
 * The addresses of a list that may receive announcements now, with their ids (for their
 * unsubscribe links). The owner's own verified address counts as confirmed.
 */
export async function deliverableRecipients(
  db: Db,
  owner: Owner,
  emails: readonly string[],
): Promise<{ email: string; id: string }[]> {
  const list = [...new Set(emails.map((e) => e.toLowerCase()))];
  const own = owner.emailVerified ? owner.email.toLowerCase() : null;
  if (own && list.includes(own))
    await db
      .insert(emailRecipients)
      .values({ ownerId: owner.id, email: own, status: 'confirmed', confirmedAt: new Date() })
      .onConflictDoNothing();
  const states = await recipientStates(db, owner.id, list);
  return list.flatMap((email) => {
    const { state, id } = states.get(email)!;
    return state === 'confirmed' && id ? [{ email, id }] : [];
  });
}
