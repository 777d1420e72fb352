import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { roleAllows, type WorkspaceRole } from '#domain/workspaces.ts';
import type { Db } from '../../db/client.ts';
import { member, organization, profiles, user, workspaceSettings } from '../../db/schema/index.ts';
import { displayNameOf, recordActivity } from '../activity/record.ts';
import { cancelScheduledOfAuthor } from '../deliveries/queries.ts';
import { cancelInvitationsFrom } from './invitations.ts';

/** The workspaces a user belongs to, personal first, then by name. */
export async function listWorkspacesOf(db: Db, userId: string) {
  const counts = db
    .select({ organizationId: member.organizationId, n: count().as('n') })
    .from(member)
    .groupBy(member.organizationId)
    .as('counts');
  const rows = await db
    .select({
      id: organization.id,
      name: organization.name,
      role: member.role,
      personalUserId: organization.personalUserId,
      members: counts.n,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .innerJoin(counts, eq(counts.organizationId, organization.id))
    .where(eq(member.userId, userId))
    .orderBy(sql`${organization.personalUserId} is null`, asc(organization.name));
  return rows.map(({ personalUserId, ...row }) => ({
    ...row,
    role: row.role as WorkspaceRole,
    personal: personalUserId !== null,
    members: Number(row.members),
  }));
}

/** A team workspace, owned by its creator. */
export async function createTeamWorkspace(db: Db, userId: string, name: string) {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(organization).values({ id, name, slug: `team-${id}` });
    await tx.insert(member).values({ id: randomUUID(), organizationId: id, userId, role: 'owner' });
    await recordActivity(tx, {
      workspaceId: id,
      actorId: userId,
      action: 'workspace.created',
      subject: { name },
    });
  });
  return id;
}

export async function renameWorkspace(
  db: Db,
  workspace: { id: string; name: string },
  actorId: string,
  name: string,
) {
  await db.transaction(async (tx) => {
    await tx.update(organization).set({ name }).where(eq(organization.id, workspace.id));
    await recordActivity(tx, {
      workspaceId: workspace.id,
      actorId,
      action: 'workspace.renamed',
      subject: { from: workspace.name, to: name },
    });
  });
}

/** Deletes a workspace and everything in it (messages, destinations, deliveries, members). */
export async function deleteWorkspace(db: Db, workspaceId: string) {
  await db.delete(organization).where(eq(organization.id, workspaceId));
}

/** The members of a workspace, owners first, with the name they show. */
export async function listMembers(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      userId: member.userId,
      role: member.role,
      joinedAt: member.createdAt,
      name: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
      email: user.email,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .leftJoin(profiles, eq(profiles.userId, member.userId))
    .where(eq(member.organizationId, workspaceId))
    .orderBy(
      sql`case ${member.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(member.createdAt),
    );
  return rows.map((row) => ({ ...row, role: row.role as WorkspaceRole }));
}

/** Serialises membership changes of one workspace (last owner, member cap) across processes. */
async function lockWorkspace(tx: Db, workspaceId: string) {
  await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, workspaceId))
    .for('update');
}

async function ownersOf(tx: Db, workspaceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(member)
    .where(and(eq(member.organizationId, workspaceId), eq(member.role, 'owner')));
  return row?.n ?? 0;
}

type MemberChange = { ok: true } | { ok: false; reason: 'not_found' | 'last_owner' | 'forbidden' };

/**
 * One change to one membership, under the workspace's row lock (two owners demoting or
 * removing each other at once leave one): the member must exist, `allowed` decides from
 * their current role (admins cannot touch owners), and a change that takes the last owner's
 * ownership away is refused.
 */
async function changeMember(
  db: Db,
  workspaceId: string,
  userId: string,
  allowed: (from: WorkspaceRole) => boolean,
  endsOwnership: (from: WorkspaceRole) => boolean,
  change: (tx: Db, which: SQL, from: WorkspaceRole) => Promise<unknown>,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const which = and(eq(member.organizationId, workspaceId), eq(member.userId, userId))!;
    const [current] = await tx.select({ role: member.role }).from(member).where(which);
    if (!current) return { ok: false, reason: 'not_found' } as const;
    const from = current.role as WorkspaceRole;
    if (!allowed(from)) return { ok: false, reason: 'forbidden' } as const;
    if (endsOwnership(from) && (await ownersOf(tx, workspaceId)) <= 1)
      return { ok: false, reason: 'last_owner' } as const;
    await change(tx, which, from);
    return { ok: true } as const;
  });
}

/** Changes a member's role; the last owner cannot be demoted. `actorId` is who changes it. */
export function changeRole(
  db: Db,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
  actorId: string,
  allowed: (from: WorkspaceRole) => boolean,
): Promise<MemberChange> {
  return changeMember(
    db,
    workspaceId,
    userId,
    allowed,
    (from) => from === 'owner' && role !== 'owner',
    async (tx, which, from) => {
      await tx.update(member).set({ role }).where(which);
      if (from === role) return;
      if (!roleAllows(role, 'manageMembers')) await cancelInvitationsFrom(tx, workspaceId, userId);
      await recordActivity(tx, {
        workspaceId,
        actorId,
        action: 'member.role_changed',
        subject: { memberName: await displayNameOf(tx, userId), from, to: role },
      });
    },
  );
}

/**
 * Removes a member, or the user leaving (`actorId` is the member); never the last owner.
 * Their scheduled deliveries in the workspace are cancelled with it (ADR 043).
 */
export function removeMember(
  db: Db,
  workspaceId: string,
  userId: string,
  actorId: string,
  allowed: (role: WorkspaceRole) => boolean,
): Promise<MemberChange> {
  return changeMember(
    db,
    workspaceId,
    userId,
    allowed,
    (from) => from === 'owner',
    async (tx, which) => {
      await tx.delete(member).where(which);
      // In the same transaction: nothing they scheduled goes out once they are gone (ADR 043).
      await cancelScheduledOfAuthor(tx, userId, { workspaceId });
      await cancelInvitationsFrom(tx, workspaceId, userId);
      await (actorId === userId
        ? recordActivity(tx, { workspaceId, actorId, action: 'member.left', subject: {} })
        : recordActivity(tx, {
            workspaceId,
            actorId,
            action: 'member.removed',
            subject: { memberName: await displayNameOf(tx, userId) },
          }));
    },
  );
}

/**
 * Team workspaces where the user is the only owner and others are members: deleting the
 * account would leave them without an owner, so it waits (issue 24 item 8).
 */
export async function workspacesOnlyOwnedBy(db: Db, userId: string) {
  const rows = await db
    .select({
      id: organization.id,
      name: organization.name,
      owners: sql<number>`(select count(*) from ${member} m where m.organization_id = ${organization.id} and m.role = 'owner')`,
      members: sql<number>`(select count(*) from ${member} m where m.organization_id = ${organization.id})`,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(
      and(
        eq(member.userId, userId),
        eq(member.role, 'owner'),
        sql`${organization.personalUserId} is null`,
      ),
    );
  return rows
    .filter((r) => Number(r.owners) <= 1 && Number(r.members) > 1)
    .map(({ id, name }) => ({ id, name }));
}

/** The team workspaces the user is an owner of, oldest first. */
export async function teamWorkspacesOwnedBy(db: Db, userId: string) {
  return db
    .select({ id: organization.id, name: organization.name, createdAt: organization.createdAt })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(
      and(
        eq(member.userId, userId),
        eq(member.role, 'owner'),
        sql`${organization.personalUserId} is null`,
      ),
    )
    .orderBy(asc(organization.createdAt));
}

/** Team workspaces the user owns (for the export), with their members. */
export async function teamWorkspacesWithMembersOwnedBy(db: Db, userId: string) {
  const owned = await teamWorkspacesOwnedBy(db, userId);
  return Promise.all(owned.map(async (ws) => ({ ...ws, members: await listMembers(db, ws.id) })));
}

/**
 * Deletes the team workspaces the user is the only member of (with what is in them): they
 * would be left with nobody once the account goes. Call in the account's deletion.
 */
export async function deleteWorkspacesLeftEmpty(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`
    delete from ${organization} o
    where o.personal_user_id is null
      and exists (select 1 from ${member} m where m.organization_id = o.id and m.user_id = ${userId})
      and not exists (select 1 from ${member} m where m.organization_id = o.id and m.user_id <> ${userId})`);
}

/** Deletes the account's personal workspace and everything in it (the account's deletion). */
export async function deletePersonalWorkspace(tx: Db, userId: string): Promise<void> {
  await tx.delete(organization).where(eq(organization.personalUserId, userId));
}

/** Turns approval of members' sends on or off in a team workspace (ADR 044). */
export async function setApprovalRequired(
  db: Db,
  workspaceId: string,
  approvalRequired: boolean,
): Promise<void> {
  await db
    .insert(workspaceSettings)
    .values({ workspaceId, approvalRequired })
    .onConflictDoUpdate({
      target: workspaceSettings.workspaceId,
      set: { approvalRequired, updatedAt: sql`now()` },
    });
}
