import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Serialises every write to a workspace's people (by hand, by import, and the autopilot's
 * events that follow from them, ADR 053): the checks and the write they guard are one step,
 * and two imports of one sheet at once give one set of rows. The unique indexes are the
 * backstop.
 */
export async function lockPeople(tx: Db, workspaceId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`people:${workspaceId}`}, 0))`,
  );
}
