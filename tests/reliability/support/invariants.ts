import { count, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { messages, messageSuggestions, quotaReservations } from '#server/db/schema/index.ts';

const opened = new Map<string, Database>();

/** A small pool straight to PostgreSQL (not through any proxy the server under test uses). */
export function directDb(url: string): Database['db'] {
  let database = opened.get(url);
  if (!database) {
    database = openDatabase({ url, poolSize: 4 });
    opened.set(url, database);
  }
  return database.db;
}

export async function closeDirectDbs(): Promise<void> {
  await Promise.all([...opened.values()].map((d) => d.close()));
  opened.clear();
}

export interface StoredMessage {
  id: string;
  /** Null once the author deleted their account (ADR 043); never, for the users asked about. */
  userId: string | null;
  newHireName: string;
  suggestions: string[];
}

/** The users' stored messages with their options (in position order). */
export async function storedMessages(
  db: Database['db'],
  userIds: string[],
): Promise<StoredMessage[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: messages.id,
      userId: messages.userId,
      newHireName: messages.newHireName,
      suggestions: sql<
        string[]
      >`coalesce(array_agg(${messageSuggestions.suggestionText} order by ${messageSuggestions.position}) filter (where ${messageSuggestions.id} is not null), '{}')`,
    })
    .from(messages)
    .leftJoin(messageSuggestions, eq(messageSuggestions.messageId, messages.id))
    .where(inArray(messages.userId, userIds))
    .groupBy(messages.id, messages.userId, messages.newHireName);
  return rows;
}

/** Open quota reservations of these users (a finished generation, failed or not, leaves none). */
export async function openReservations(db: Database['db'], userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(quotaReservations)
    .where(inArray(quotaReservations.userId, userIds));
  return row?.n ?? 0;
}
