import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { HOOK_TOLERANCE_SECONDS } from '#domain/people-hook.ts';
import type { Db } from '../../db/client.ts';
import { peopleHooks, peopleHookSignatures } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import type { SecretBox } from '../destinations/secret-box.ts';

/**
 * A workspace's inbound HR webhook (issue 25 item 3, ADR 052): its id (the URL's secret part)
 * and its signing secret, sealed with the destinations' key like webhook URLs (ADR 017), bound
 * to the hook's id so a ciphertext copied onto another hook does not open.
 */

type HookRow = typeof peopleHooks.$inferSelect;

/** 144 random bits: the URL cannot be guessed, and says nothing about the workspace. */
const newHookId = () => randomBytes(18).toString('base64url');
const HOOK_ID = /^[A-Za-z0-9_-]{24}$/;
/** 256 random bits in hex: shell-safe for `openssl dgst -hmac`. */
const newSecret = () => randomBytes(32).toString('hex');
const sealedFor = (hookId: string) => `people-hook:${hookId}`;

export function hookView(row: HookRow, appUrl: string) {
  const url = `${new URL(appUrl).origin}/api/webhooks/people/${row.id}`;
  return {
    url,
    bambooUrl: `${url}/bamboohr`,
    secretLast4: row.secretLast4,
    createdAt: row.createdAt,
    rotatedAt: row.rotatedAt,
  };
}

export async function hookOfWorkspace(db: Db, workspaceId: string) {
  const [row] = await db.select().from(peopleHooks).where(eq(peopleHooks.workspaceId, workspaceId));
  return row;
}

/**
 * Connects the workspace's hook, or gives it a new secret (the URL stays): a generated one,
 * or the one an HR system generated (BambooHR makes its own private key). The secret is
 * returned this once; afterwards only its last 4 characters are. A new secret forgets the
 * signatures seen under the old one.
 */
export async function setHookSecret(
  db: Db,
  box: SecretBox,
  scope: { userId: string; workspaceId: string },
  pasted: string | undefined,
  now: Date,
): Promise<{ row: HookRow; secret: string; created: boolean }> {
  const secret = pasted ?? newSecret();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(peopleHooks)
      .where(eq(peopleHooks.workspaceId, scope.workspaceId))
      .for('update');
    const id = existing?.id ?? newHookId();
    const values = {
      secretCiphertext: box.seal(secret, sealedFor(id)),
      secretLast4: secret.slice(-4),
      rotatedAt: now,
    };
    const [row] = existing
      ? await tx.update(peopleHooks).set(values).where(eq(peopleHooks.id, id)).returning()
      : await tx
          .insert(peopleHooks)
          .values({
            ...values,
            id,
            workspaceId: scope.workspaceId,
            createdBy: scope.userId,
            createdAt: now,
          })
          .returning();
    if (existing) await tx.delete(peopleHookSignatures).where(eq(peopleHookSignatures.hookId, id));
    await recordActivity(tx, {
      workspaceId: scope.workspaceId,
      actorId: scope.userId,
      action: existing ? 'people_hook.rotated' : 'people_hook.connected',
      subject: {},
    });
    return { row: row!, secret, created: !existing };
  });
}

/** Removes the hook: its URL answers 404 from now on. False when there was none. */
export async function deleteHook(
  db: Db,
  scope: { userId: string; workspaceId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(peopleHooks)
      .where(eq(peopleHooks.workspaceId, scope.workspaceId))
      .returning({ id: peopleHooks.id });
    if (deleted.length)
      await recordActivity(tx, {
        workspaceId: scope.workspaceId,
        actorId: scope.userId,
        action: 'people_hook.disconnected',
        subject: {},
      });
    return deleted.length > 0;
  });
}

/** The hook an inbound request names, with its secret opened; undefined when there is none. */
export async function hookById(db: Db, box: SecretBox, id: string) {
  if (!HOOK_ID.test(id)) return undefined;
  const [row] = await db.select().from(peopleHooks).where(eq(peopleHooks.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    secret: box.open(row.secretCiphertext, sealedFor(id)),
  };
}

/**
 * Claims a signature for this request, in the transaction that writes it: false when the hook
 * already accepted it (a replay). A signature is only valid while its timestamp is within the
 * tolerance of the clock, so one seen more than twice the tolerance ago can go.
 */
export async function claimSignature(tx: Db, hookId: string, signature: string, now: Date) {
  await tx
    .delete(peopleHookSignatures)
    .where(
      and(
        eq(peopleHookSignatures.hookId, hookId),
        lt(
          peopleHookSignatures.seenAt,
          new Date(now.getTime() - 2 * HOOK_TOLERANCE_SECONDS * 1000),
        ),
      ),
    );
  const claimed = await tx
    .insert(peopleHookSignatures)
    .values({ hookId, signature, seenAt: now })
    .onConflictDoNothing()
    .returning({ hookId: peopleHookSignatures.hookId });
  return claimed.length > 0;
}

/** After a key rotation (DESTINATIONS_KEY_PREVIOUS): seals every hook secret under the current key. */
export async function resealPeopleHooks(db: Db, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: peopleHooks.id, secretCiphertext: peopleHooks.secretCiphertext })
    .from(peopleHooks);
  let resealed = 0;
  for (const row of rows) {
    const sealed = box.reseal(row.secretCiphertext, sealedFor(row.id));
    if (!sealed) continue;
    await db
      .update(peopleHooks)
      .set({ secretCiphertext: sealed })
      .where(
        and(eq(peopleHooks.id, row.id), eq(peopleHooks.secretCiphertext, row.secretCiphertext)),
      );
    resealed++;
  }
  return resealed;
}
