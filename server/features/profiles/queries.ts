import { eq, inArray, sql } from 'drizzle-orm';
import { FORMER_MEMBER } from '#domain/workspaces.ts';
import type { Db } from '../../db/client.ts';
import { profiles, user } from '../../db/schema/index.ts';

/**
 * A user's profile: the name Herald shows, the e-mail and the time zone that schedules, usage
 * months and dates are read in. Below every other feature (account, usage, deliveries and
 * generation read it), so it imports none of them.
 */

export interface Profile {
  displayName: string | null;
  email: string;
  timeZone: string;
}

/** The columns a profile is read from (a query from `user` left-joined to `profiles`). */
export const profileColumns = {
  displayName: profiles.displayName,
  timeZone: profiles.timeZone,
  userEmail: user.email,
  userName: user.name,
};

type ProfileRow = {
  displayName: string | null;
  timeZone: string | null;
  userEmail: string;
  userName: string;
};

/** A user always has a profile (created with the account); the fallbacks cover a user
 * created before that hook existed. */
export function toProfile(row: ProfileRow): Profile {
  return {
    displayName: row.displayName ?? row.userName,
    email: row.userEmail,
    timeZone: row.timeZone ?? 'UTC',
  };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select(profileColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return toProfile(row);
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: { displayName?: string; timeZone?: string },
): Promise<Profile> {
  const current = await getProfile(db, userId);
  await db
    .insert(profiles)
    .values({
      userId,
      email: current.email,
      displayName: changes.displayName ?? current.displayName,
      timeZone: changes.timeZone ?? current.timeZone,
    })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: {
        ...(changes.displayName !== undefined && { displayName: changes.displayName }),
        ...(changes.timeZone !== undefined && { timeZone: changes.timeZone }),
        updatedAt: new Date(),
      },
    });
  return getProfile(db, userId);
}

/**
 * The names people show under in a team's lists (their profile's display name, else their
 * account's): one query for a page. An id that is null, or whose account is gone, reads
 * "Former member" (ADR 043).
 */
export async function namesShown(
  db: Db,
  ids: readonly (string | null)[],
): Promise<(id: string | null) => string> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const rows = wanted.length
    ? await db
        .select({
          id: user.id,
          name: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(inArray(user.id, wanted))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return (id) => (id && names.get(id)) || FORMER_MEMBER;
}
