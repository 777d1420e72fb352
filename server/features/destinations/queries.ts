import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  maskWebhookUrl,
  type CreateDestination,
  type UpdateDestination,
} from '#domain/destinations.ts';
import type { Db } from '../../db/client.ts';
import { deliveries, destinations } from '../../db/schema/index.ts';
import { isUuid } from '../../validation.ts';
import { recordActivity } from '../activity/record.ts';
import { recipientStates, type RecipientState } from './email-recipients.ts';
import type { SecretBox } from './secret-box.ts';

type DestinationRow = typeof destinations.$inferSelect;

// The URL's ciphertext is bound to its row and to the account that sealed it: copied
// elsewhere it does not open. That id has its own column, so it outlives the account (ADR 043).
const associatedData = (row: { id: string; urlSealedFor: string | null }) =>
  `destination:${row.id}:${row.urlSealedFor}`;

/** What the API shows of a destination: never the webhook URL, only its host and last 4. */
function toDestinationDto(
  row: DestinationRow,
  states: Map<string, { state: RecipientState }> = new Map(),
) {
  const emails = row.kind === 'email' ? (row.emailRecipients ?? []) : null;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    /** "hooks.slack.com …3xYz", or the e-mail addresses. */
    target: emails ? emails.join(', ') : (row.urlMasked ?? ''),
    emails,
    /** E-mail: whether each address confirmed, is waiting, or unsubscribed (ADR 027). */
    recipients: emails
      ? emails.map((email) => ({ email, state: states.get(email)?.state ?? ('unasked' as const) }))
      : null,
    createdAt: row.createdAt,
  };
}

/**
 * The DTOs of destinations, with their addresses' states: one query per person who added
 * one, whose consent list the addresses are on (ADR 027; one person in a personal workspace).
 */
async function toDestinationDtos(db: Db, rows: DestinationRow[]) {
  const states = new Map<string | null, Map<string, { state: RecipientState }>>();
  // A list whose adder deleted their account has no consent list left: every address reads
  // 'unasked' until an admin saves it again (ADR 043).
  const owners = rows.flatMap((r) => (r.kind === 'email' && r.userId ? [r.userId] : []));
  for (const owner of new Set(owners)) {
    const emails = rows.flatMap((r) =>
      r.kind === 'email' && r.userId === owner ? (r.emailRecipients ?? []) : [],
    );
    states.set(owner, await recipientStates(db, owner, emails));
  }
  return rows.map((row) => toDestinationDto(row, states.get(row.userId)));
}

export type DestinationDto = ReturnType<typeof toDestinationDto>;

/** A saved URL no key of this installation opens: saved under another DESTINATIONS_KEY. */
export class UnreadableDestinationError extends Error {
  constructor() {
    super('destination URL does not open with this installation’s keys');
    this.name = 'UnreadableDestinationError';
  }
}

/** What a user reads when a saved URL no longer opens, wherever it shows (item 7). */
export const PASTE_URL_AGAIN =
  'Herald could not read this destination’s saved address (it was saved under another DESTINATIONS_KEY). Edit the destination and paste the URL again.';

/** The webhook URL in clear, for the one moment it is posted to. */
export function openDestinationUrl(box: SecretBox, row: DestinationRow): string {
  if (!row.urlCiphertext) throw new UnreadableDestinationError();
  try {
    return box.open(row.urlCiphertext, associatedData(row));
  } catch {
    throw new UnreadableDestinationError();
  }
}

/**
 * After a key rotation: seals again, under the current key, every saved URL only the previous
 * key opens, so DESTINATIONS_KEY_PREVIOUS can then be removed. Returns how many were re-sealed
 * and how many open with neither key.
 */
export async function resealDestinations(
  db: Db,
  box: SecretBox,
): Promise<{ resealed: number; unreadable: number }> {
  const rows = await db
    .select({
      id: destinations.id,
      urlSealedFor: destinations.urlSealedFor,
      urlCiphertext: destinations.urlCiphertext,
    })
    .from(destinations)
    .where(isNotNull(destinations.urlCiphertext));
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    const sealed = box.reseal(row.urlCiphertext!, associatedData(row));
    if (sealed) {
      await db
        .update(destinations)
        .set({ urlCiphertext: sealed })
        .where(
          and(eq(destinations.id, row.id), eq(destinations.urlCiphertext, row.urlCiphertext!)),
        );
      resealed++;
      continue;
    }
    try {
      box.open(row.urlCiphertext!, associatedData(row));
    } catch {
      unreadable++;
    }
  }
  return { resealed, unreadable };
}

/** The workspace's destinations (ADR 041: they belong to the workspace, not to who added them). */
export async function listDestinationsForUser(
  db: Db,
  workspaceId: string,
): Promise<DestinationDto[]> {
  const rows = await db
    .select()
    .from(destinations)
    .where(eq(destinations.workspaceId, workspaceId))
    .orderBy(asc(destinations.createdAt), asc(destinations.id));
  return toDestinationDtos(db, rows);
}

export async function getDestinationForUser(
  db: Db,
  workspaceId: string,
  id: string,
): Promise<DestinationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(destinations)
    .where(and(eq(destinations.id, id), eq(destinations.workspaceId, workspaceId)));
  return row;
}

/** The destinations of a batch of deliveries (the worker matches each to its owner). */
export async function destinationsOf(
  db: Db,
  rows: { destinationId: string | null }[],
): Promise<DestinationRow[]> {
  const ids = [...new Set(rows.map((r) => r.destinationId).filter((id): id is string => !!id))];
  return ids.length ? db.select().from(destinations).where(inArray(destinations.id, ids)) : [];
}

/** Stores a destination whose URL (if any) the caller has checked against the provider rules. */
/** How many destinations a workspace may save. */
export const MAX_DESTINATIONS = 50;

export async function countDestinationsForUser(db: Db, workspaceId: string): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(destinations)
    .where(eq(destinations.workspaceId, workspaceId));
  return counted?.n ?? 0;
}

/**
 * Saves a destination unless the workspace already has MAX_DESTINATIONS (then `destination`
 * is null). A per-workspace advisory lock makes the count and the insert one step: two
 * requests at once cannot both see 49 and save the 50th and 51st. `userId` is who adds it.
 * `within` runs in the same transaction, once the count allowed the save and before the
 * insert (an e-mail list's addresses recorded, ADR 027); its answer is returned, and when it
 * is not `ok` nothing is saved. What it asks to be done outside the database (mails) is for
 * the caller to do once `destination` is set: the list is committed by then.
 */
export async function createDestination<W extends { ok: boolean }>(
  db: Db,
  box: SecretBox,
  scope: { userId: string; workspaceId: string },
  input: CreateDestination,
  within?: (tx: Db) => Promise<W>,
): Promise<{ destination: DestinationDto | null; within?: W }> {
  const { userId, workspaceId } = scope;
  const id = randomUUID();
  const secret =
    input.kind === 'email'
      ? { emailRecipients: input.emails }
      : {
          urlCiphertext: box.seal(input.url, associatedData({ id, urlSealedFor: userId })),
          urlSealedFor: userId,
          urlMasked: maskWebhookUrl(input.url),
        };
  const saved = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`destinations:${workspaceId}`}, 0))`,
    );
    if ((await countDestinationsForUser(tx, workspaceId)) >= MAX_DESTINATIONS) return { row: null };
    const answer = within ? await within(tx) : undefined;
    if (answer && !answer.ok) return { row: null, within: answer };
    const [inserted] = await tx
      .insert(destinations)
      .values({ id, userId, workspaceId, name: input.name, kind: input.kind, ...secret })
      .returning();
    await recordActivity(tx, {
      workspaceId,
      actorId: userId,
      action: 'destination.added',
      subject: { name: input.name, kind: input.kind },
    });
    return { row: inserted!, within: answer };
  });
  if (!saved.row) return { destination: null, within: saved.within };
  const [dto] = await toDestinationDtos(db, [saved.row]);
  return { destination: dto!, within: saved.within };
}

/** A new URL for a saved destination, sealed under the binding it already has (or its row's). */
function sealUrl(box: SecretBox, row: DestinationRow, url: string) {
  const urlSealedFor = row.urlSealedFor ?? row.userId ?? row.workspaceId;
  return {
    urlCiphertext: box.seal(url, associatedData({ id: row.id, urlSealedFor })),
    urlSealedFor,
    urlMasked: maskWebhookUrl(url),
  };
}

/**
 * An e-mail list whose adder deleted their account (ADR 043) becomes the list of the admin
 * who saves it again: its addresses are then asked in that admin's name. Changes nothing
 * when someone still holds it.
 */
export async function adoptEmailList(db: Db, row: DestinationRow, userId: string): Promise<void> {
  await db
    .update(destinations)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(destinations.id, row.id), isNull(destinations.userId)));
}

/**
 * Saves a destination's changes. `within` runs in the same transaction, before the change (a
 * new e-mail list's addresses recorded, ADR 027); when its answer is not `ok` nothing changes.
 * As with createDestination, mails it asks for are the caller's to send once `destination` is
 * set. `adoptBy` takes over a list whose adder deleted their account (adoptEmailList).
 */
export async function updateDestination<W extends { ok: boolean }>(
  db: Db,
  box: SecretBox,
  row: DestinationRow,
  changes: UpdateDestination,
  options: { adoptBy?: string; within?: (tx: Db) => Promise<W> } = {},
): Promise<{ destination: DestinationDto | null; within?: W }> {
  const { adoptBy, within } = options;
  const here = and(eq(destinations.id, row.id), eq(destinations.workspaceId, row.workspaceId));
  const saved = await db.transaction(async (tx) => {
    // Held until the change commits: a list deleted meanwhile has nothing recorded for it.
    const [held] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(here)
      .for('update');
    if (!held) return { row: null };
    const answer = within ? await within(tx) : undefined;
    if (answer && !answer.ok) return { row: null, within: answer };
    const [updated] = await tx
      .update(destinations)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.url !== undefined && sealUrl(box, row, changes.url)),
        ...(changes.emails !== undefined && { emailRecipients: changes.emails }),
        ...(adoptBy !== undefined && {
          userId: sql`coalesce(${destinations.userId}, ${adoptBy})`,
        }),
        updatedAt: new Date(),
      })
      .where(here)
      .returning();
    return { row: updated!, within: answer };
  });
  if (!saved.row) return { destination: null, within: saved.within };
  const [dto] = await toDestinationDtos(db, [saved.row]);
  return { destination: dto!, within: saved.within };
}

/**
 * Deletes a destination. Its scheduled deliveries and open requests are cancelled in the same
 * transaction (a worker that already claimed one finishes it); sent ones keep their record.
 * `actorId` is who deletes it (the activity log's entry).
 */
export async function deleteDestinationForUser(
  db: Db,
  scope: { workspaceId: string; actorId: string },
  id: string,
): Promise<boolean> {
  const { workspaceId } = scope;
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    await tx
      .update(deliveries)
      .set({
        status: 'cancelled',
        lastError: 'The destination was deleted.',
        version: sql`${deliveries.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(deliveries.destinationId, id),
          eq(deliveries.workspaceId, workspaceId),
          // A request too (ADR 044): approved, it could only fail, with nowhere to post it.
          inArray(deliveries.status, ['scheduled', 'awaiting_approval']),
        ),
      );
    const [deleted] = await tx
      .delete(destinations)
      .where(and(eq(destinations.id, id), eq(destinations.workspaceId, workspaceId)))
      .returning({ name: destinations.name, kind: destinations.kind });
    if (!deleted) return false;
    await recordActivity(tx, {
      workspaceId,
      actorId: scope.actorId,
      action: 'destination.removed',
      subject: { name: deleted.name, kind: deleted.kind },
    });
    return true;
  });
}
