import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GenerationRequest } from '#domain/generation.ts';
import { MESSAGE_TYPES } from '#domain/message-types.ts';
import { TONES } from '#domain/tones.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { messageCounts, messages, messageSuggestions, profiles } from '../../db/schema/index.ts';
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
    /** Runs in the same transaction once the message is written (the autopilot marks its event). */
    within?: (tx: Db, messageId: string) => Promise<void>;
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
    await args.within?.(tx, message!.id);
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

/**
 * A count beyond the unfiltered history's counter stops this many rows past the start of the
 * page asked for: searches and favourites show "100+ messages", and the 20 pages up to there.
 * Small, so a narrow term (one row in eight) walks the same few hundred rows at any size.
 */
const HISTORY_COUNT_BOUND = 100;

/**
 * One page of the workspace's history, newest first (spec: 5 a page, numbered pages). Every
 * read walks `messages_workspace_created_id_idx` (for "Mine", the author's
 * `messages_user_created_id_idx`) from where the page starts and stops (ADR 037): a
 * neighbour page starts from the message next to it (`after` / `before`: keyset); a page
 * asked for by number alone is an offset from whichever end of the history is nearer; the
 * count is the workspace's counter `message_counts` for the whole history, else bounded.
 */
const columns = {
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
};

/** The history's pages without a search, filter or cursor: what most reads are (ADR 059). */
const plainPage = preparedPerDatabase(
  (db, name) =>
    db
      .select(columns)
      .from(messages)
      .where(eq(messages.workspaceId, sql.placeholder('workspaceId')))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  'herald_history_page',
);

const storedCount = preparedPerDatabase(
  (db, name) =>
    db
      .select({ stored: messageCounts.stored })
      .from(messageCounts)
      .where(eq(messageCounts.workspaceId, sql.placeholder('workspaceId')))
      .prepare(name),
  'herald_stored_messages',
);

const suggestionsOf = preparedPerDatabase(
  (db, name) =>
    db
      .select()
      .from(messageSuggestions)
      .where(sql`${messageSuggestions.messageId} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(asc(messageSuggestions.position))
      .prepare(name),
  'herald_history_suggestions',
);

export async function listMessagesForUser(
  db: Db,
  workspaceId: string,
  query: {
    search: string;
    page: number;
    pageSize: number;
    favourites: boolean;
    after?: string;
    before?: string;
    /** Only this author's messages ("Mine" in a team workspace). */
    author?: string | null;
  },
) {
  const filtered = and(
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
  const where = and(
    eq(messages.workspaceId, workspaceId),
    query.author ? eq(messages.userId, query.author) : undefined,
    filtered,
  );
  const offset = (query.page - 1) * query.pageSize;
  const plain = !filtered && !query.author;
  const cursorId = query.after ?? query.before;
  // The first page of a plain history reads the newest rows whatever the count: both at once,
  // one round trip fewer for the page every history visit opens (ADR 059).
  const firstPage =
    plain && offset === 0 && !cursorId
      ? plainPage(db).execute({ workspaceId, limit: query.pageSize, offset: 0 })
      : undefined;
  // Not left unhandled while the count is awaited: the await below rethrows it.
  firstPage?.catch(() => {});
  // The workspace's counter for its whole history (personal or team, migration 0016); a
  // search, favourites or "Mine" is counted up to the bound.
  const { total, more } = plain
    ? { total: await storedMessages(db, workspaceId), more: false }
    : await boundedCount(db, where, offset + HISTORY_COUNT_BOUND);

  const newestFirst = [desc(messages.createdAt), desc(messages.id)];
  const oldestFirst = [asc(messages.createdAt), asc(messages.id)];
  const read = (order: SQL[], limit: number, offset: number, from?: SQL) =>
    db
      .select(columns)
      .from(messages)
      .where(and(where, from))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const cursor =
    cursorId && isUuid(cursorId) ? await cursorOf(db, workspaceId, cursorId) : undefined;
  const key = sql`(${messages.createdAt}, ${messages.id})`;
  const at = cursor && sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
  const rows = firstPage
    ? await firstPage
    : at && query.after
      ? // Keyset: the rows next to a message of the page on screen, read from the index there.
        await read(newestFirst, query.pageSize, 0, sql`${key} < ${at}`)
      : at
        ? (await read(oldestFirst, query.pageSize, 0, sql`${key} > ${at}`)).reverse()
        : !more && offset >= total
          ? []
          : !more && offset > total / 2
            ? // Nearer the oldest end (the last page is one click away): read from there.
              (
                await read(
                  oldestFirst,
                  total - offset - Math.max(0, total - offset - query.pageSize),
                  Math.max(0, total - offset - query.pageSize),
                )
              ).reverse()
            : plain
              ? await plainPage(db).execute({ workspaceId, limit: query.pageSize, offset })
              : await read(newestFirst, query.pageSize, offset);

  const ids = rows.map((r) => r.id);
  const [suggestions, sent] = await Promise.all([
    ids.length ? suggestionsOf(db).execute({ ids }) : [],
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
    /** The count stopped at its bound: there are more than `total` (shown as "1,000+"). */
    more,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The messages in the workspace's history, from the counter the triggers keep (migration 0016). */
async function storedMessages(db: Db, workspaceId: string): Promise<number> {
  const [row] = await storedCount(db).execute({ workspaceId });
  return row?.stored ?? 0;
}

/**
 * Counts matching rows up to `bound`: the scan stops there, however long the history. In the
 * history's order, so it walks the user's own index entries (unordered, the planner may pick a
 * sequential scan that stops early only when this user's rows come first in the table).
 */
async function boundedCount(db: Db, where: SQL | undefined, bound: number) {
  const capped = db
    .select({ one: sql`1` })
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(bound + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return { total: Math.min(n, bound), more: n > bound };
}

/** Where a keyset page starts: one of the user's messages (undefined if gone or not theirs). */
async function cursorOf(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    // As text: microseconds, which a JavaScript Date would round away (and skip a row).
    .select({ id: messages.id, createdAt: sql<string>`${messages.createdAt}::text` })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.workspaceId, workspaceId)));
  return row;
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
    // A former member's message (ADR 043) has no profile left to count it on.
    if (!deleted.author) return true;
    await tx
      .update(profiles)
      .set({ messagesDeleted: sql`${profiles.messagesDeleted} + 1` })
      .where(eq(profiles.userId, deleted.author));
    return true;
  });
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
