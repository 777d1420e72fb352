import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GenerationRequest } from '#domain/generation.ts';
import { MESSAGE_TYPES } from '#domain/message-types.ts';
import { TONES } from '#domain/tones.ts';
import type { Db } from '../../db/client.ts';
import { messages, messageSuggestions, profiles, user } from '../../db/schema/index.ts';
import { isUuid } from '../../validation.ts';
import { countGeneration, type QuotaHold } from './quota.ts';
import { readStartDate } from './writing/start-date.ts';
import { sentLinesForMessages } from '../deliveries/queries.ts';

type SuggestionRow = typeof messageSuggestions.$inferSelect;

function toSuggestionDto(row: SuggestionRow) {
  return {
    id: row.id,
    text: row.suggestionText,
    favourite: row.favourite,
    createdAt: row.createdAt,
  };
}

export type SuggestionDto = ReturnType<typeof toSuggestionDto>;

/**
 * Stores a finished generation in one transaction: the message, its options, the end of its
 * quota reservation and its count in the usage ledger. Either all of it is written or none.
 */
export async function storeMessage(
  db: Db,
  args: {
    userId: string;
    quota: QuotaHold;
    input: GenerationRequest;
    writer: string;
    model: string;
    options: string[];
  },
) {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        userId: args.userId,
        workspaceId: args.quota.subject.workspaceId,
        newHireName: args.input.newHireName,
        role: args.input.role ?? args.input.newRole ?? null,
        tone: args.input.tone,
        messageType: args.input.messageType,
        input: args.input,
        writer: args.writer,
        model: args.model,
      })
      .returning();
    const suggestions = await tx
      .insert(messageSuggestions)
      .values(
        args.options.map((text, position) => ({
          messageId: message!.id,
          position,
          suggestionText: text,
        })),
      )
      .returning();
    // Last, so the month's row lock is held only until the commit, and after the user row's
    // key lock (the message insert), the order account deletion takes them in.
    await countGeneration(tx, args.quota.subject, args.quota.reservationId, message!.id);
    return {
      messageId: message!.id,
      suggestions: suggestions.sort((a, b) => a.position - b.position).map(toSuggestionDto),
    };
  });
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive substring search over name, role, tone and type (spec §5). Name and role
 * are matched in SQL against their lower-cased `search_text`; tones and types also match by
 * their labels ("Warm & Professional", "Promotion"), resolved here to values.
 */
function searchCondition(search: string): SQL | undefined {
  const needle = search.trim().toLowerCase();
  if (!needle) return undefined;
  // lower() in SQL on both sides, so the term folds exactly as the stored text did.
  const pattern = `%${escapeLike(search.trim())}%`;
  // Tones and types are a closed set: match their values and labels here, then filter by
  // value with IN, which needs no text scan.
  const tones = TONES.filter(
    (t) =>
      t.label.toLowerCase().includes(needle) ||
      t.value.includes(needle) ||
      t.value.replaceAll('_', ' ').includes(needle),
  ).map((t) => t.value);
  const types = MESSAGE_TYPES.filter(
    (t) =>
      t.value.includes(needle) ||
      t.label.toLowerCase().includes(needle) ||
      t.badge.toLowerCase().includes(needle),
  ).map((t) => t.value);
  return or(
    sql`${messages.searchText} like lower(${pattern})`,
    tones.length ? inArray(messages.tone, tones) : undefined,
    types.length ? inArray(messages.messageType, types) : undefined,
  );
}

export async function listMessagesForUser(
  db: Db,
  workspaceId: string,
  query: {
    search: string;
    page: number;
    pageSize: number;
    favourites: boolean;
    /** Only this author's messages ("Mine" in a team workspace). */
    author?: string | null;
  },
) {
  const where = and(
    eq(messages.workspaceId, workspaceId),
    query.author ? eq(messages.userId, query.author) : undefined,
    searchCondition(query.search),
    query.favourites
      ? exists(
          db
            .select({ one: sql`1` })
            .from(messageSuggestions)
            .where(
              and(
                eq(messageSuggestions.messageId, messages.id),
                eq(messageSuggestions.favourite, true),
              ),
            ),
        )
      : undefined,
  );
  // Two cheap queries beat one `count(*) over()`, which reads and sorts every matching row
  // to return five: the page walks the (user_id, created_at desc) index; the count is
  // index-only.
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: messages.id,
        authorId: messages.userId,
        newHireName: messages.newHireName,
        role: messages.role,
        tone: messages.tone,
        messageType: messages.messageType,
        writer: messages.writer,
        createdAt: messages.createdAt,
        startDate: sql<string | null>`${messages.input}->>'startDate'`,
        startDateIso: sql<string | null>`${messages.input}->>'startDateIso'`,
      })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  const total = counted?.n ?? 0;

  const ids = rows.map((r) => r.id);
  const [suggestions, sent] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(messageSuggestions)
          .where(inArray(messageSuggestions.messageId, ids))
          .orderBy(asc(messageSuggestions.position))
      : [],
    sentLinesForMessages(db, workspaceId, ids),
  ]);
  // (Map.groupBy would do, but it arrived in Node 21.)
  const byMessage = new Map<string, SuggestionRow[]>();
  for (const s of suggestions)
    byMessage.set(s.messageId, [...(byMessage.get(s.messageId) ?? []), s]);

  return {
    items: rows.map(({ startDateIso, ...row }) => ({
      // The start date as typed stays in the list (the history shows it; API clients read it).
      ...row,
      /**
       * The start day a send dialog schedules from (ADR 028): stored since issue 21; read
       * from the words, as of the day it was written, for messages stored before.
       */
      startDateIso:
        startDateIso ??
        (row.startDate
          ? (readStartDate({ startDate: row.startDate }, row.createdAt.toISOString().slice(0, 10))
              .iso ?? null)
          : null),
      suggestions: (byMessage.get(row.id) ?? []).map(toSuggestionDto),
      /** Issue 16: "Sent to #… on …" for the options of this message that were sent. */
      sent: sent.filter((line) => line.messageId === row.id),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Deletes a message of the workspace (its suggestions go with it): the author's own, or
 * anyone's for a role that may (`othersToo`); false otherwise. Its generation stays
 * counted: the month's ledger is untouched, and the author's profile counts the deletion so
 * "all time" still includes it (ADR 019).
 */
export async function deleteMessageForUser(
  db: Db,
  scope: { workspaceId: string; userId: string; othersToo: boolean },
  messageId: string,
): Promise<boolean> {
  if (!isUuid(messageId)) return false;
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(messages)
      .where(
        and(
          eq(messages.id, messageId),
          eq(messages.workspaceId, scope.workspaceId),
          scope.othersToo ? undefined : eq(messages.userId, scope.userId),
        ),
      )
      .returning({ author: messages.userId });
    if (!deleted) return false;
    await tx
      .update(profiles)
      .set({ messagesDeleted: sql`${profiles.messagesDeleted} + 1` })
      .where(eq(profiles.userId, deleted.author));
    return true;
  });
}

/** The names authors show under (their profile's display name, else their account's). */
export async function authorNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: user.id,
      name: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(inArray(user.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether a message is in the workspace (whoever wrote it). */
export async function messageInWorkspace(db: Db, workspaceId: string, messageId: string) {
  if (!isUuid(messageId)) return false;
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.workspaceId, workspaceId)));
  return !!row;
}

/** Edits or (un)favourites a suggestion of a message of the workspace; null if not there. */
export async function updateSuggestionForUser(
  db: Db,
  workspaceId: string,
  messageId: string,
  suggestionId: string,
  changes: { text?: string; favourite?: boolean },
): Promise<SuggestionDto | null> {
  if (!isUuid(messageId) || !isUuid(suggestionId)) return null;
  const owned = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.workspaceId, workspaceId)));
  const [row] = await db
    .update(messageSuggestions)
    .set({
      ...(changes.text !== undefined && { suggestionText: changes.text }),
      ...(changes.favourite !== undefined && { favourite: changes.favourite }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(messageSuggestions.id, suggestionId),
        eq(messageSuggestions.messageId, messageId),
        inArray(messageSuggestions.messageId, owned),
      ),
    )
    .returning();
  return row ? toSuggestionDto(row) : null;
}
