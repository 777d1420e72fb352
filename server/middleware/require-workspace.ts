import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import {
  roleAllows,
  WORKSPACE_HEADER,
  WORKSPACE_MESSAGES,
  type WorkspaceAction,
  type WorkspaceRole,
} from '#domain/workspaces.ts';
import type { AppEnv } from '../app-env.ts';
import type { Db } from '../db/client.ts';
import { member, organization, user, workspaceSettings } from '../db/schema/index.ts';
import { apiError } from '../api-error.ts';
import { preparedPerDatabase } from '../db/prepared.ts';

const MAX_ID_LENGTH = 100;

/** The workspace a request acts in, as requireWorkspace resolved it. */
export interface ActiveWorkspace {
  id: string;
  name: string;
  role: WorkspaceRole;
  personal: boolean;
  /** Members' sends need an admin's approval (ADR 044); never in a personal workspace. */
  approvalRequired: boolean;
}

/**
 * Creates the account's personal workspace, owned by it, unless it has one (ADR 041). Called
 * at sign-up; requests of an account that has none (made before the migration ran in another
 * process) get it here too.
 */
export async function ensurePersonalWorkspace(db: Db, userId: string, name: string) {
  await db.transaction(async (tx) => {
    const id = randomUUID();
    const [created] = await tx
      .insert(organization)
      .values({ id, name, slug: `personal-${userId}`, personalUserId: userId })
      .onConflictDoNothing()
      .returning({ id: organization.id });
    if (created)
      await tx
        .insert(member)
        .values({ id: randomUUID(), organizationId: id, userId, role: 'owner' })
        .onConflictDoNothing();
  });
}

/**
 * The id of the account's personal workspace, created if missing (seeds, benchmarks and
 * tests that write rows for an account directly).
 */
export async function personalWorkspaceId(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.personalUserId, userId));
  if (row) return row.id;
  const [named] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  await ensurePersonalWorkspace(db, userId, named?.name ?? 'Personal');
  return personalWorkspaceId(db, userId);
}

/** The account's personal workspace id, as a subquery for a statement that writes a row. */
export function personalWorkspaceSql(userId: string | SQL): SQL<string> {
  return sql<string>`(select ${organization.id} from ${organization} where ${organization.personalUserId} = ${userId})`;
}

function membershipQuery(db: Db, name: string, workspace: SQL) {
  return db
    .select({
      id: organization.id,
      name: organization.name,
      role: member.role,
      personalUserId: organization.personalUserId,
      approvalRequired: workspaceSettings.approvalRequired,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .leftJoin(workspaceSettings, eq(workspaceSettings.workspaceId, organization.id))
    .where(and(eq(member.userId, sql.placeholder('userId')), workspace))
    .prepare(name);
}

// Read on every request of a workspace's routes: built once (ADR 059).
const personalMembership = preparedPerDatabase(
  (db, name) =>
    membershipQuery(db, name, eq(organization.personalUserId, sql.placeholder('userId'))),
  'herald_personal_membership',
);
const namedMembership = preparedPerDatabase(
  (db, name) => membershipQuery(db, name, eq(organization.id, sql.placeholder('workspaceId'))),
  'herald_named_membership',
);

/** The user's membership of a workspace (their personal one when `workspaceId` is null). */
export async function findMembership(
  db: Db,
  userId: string,
  workspaceId: string | null,
): Promise<ActiveWorkspace | null> {
  const [row] = workspaceId
    ? await namedMembership(db).execute({ userId, workspaceId })
    : await personalMembership(db).execute({ userId });
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    role: row.role as WorkspaceRole,
    personal: row.personalUserId !== null,
    approvalRequired: row.personalUserId === null && row.approvalRequired === true,
  };
}

/**
 * Sets c.var.workspace: the workspace named by the X-Herald-Workspace header, or the user's
 * personal one when there is none (ADR 041). Membership is read on every request, so a
 * member removed from a workspace loses it on their next request. A workspace the user does
 * not belong to answers 404, as one that does not exist. Runs after requireUser.
 */
export function requireWorkspace(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    const named = c.req.header(WORKSPACE_HEADER)?.trim() || null;
    if (named && named.length > MAX_ID_LENGTH)
      return apiError(c, 404, 'workspace_not_found', WORKSPACE_MESSAGES.notFound);
    let workspace = await findMembership(db, user.id, named);
    if (!workspace && !named) {
      await ensurePersonalWorkspace(db, user.id, user.name);
      workspace = await findMembership(db, user.id, null);
    }
    if (!workspace) return apiError(c, 404, 'workspace_not_found', WORKSPACE_MESSAGES.notFound);
    c.set('workspace', workspace);
    await next();
  };
}

/** Refuses (403) a request whose role in the active workspace does not allow the action. */
export function requireRole(action: WorkspaceAction): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!roleAllows(c.var.workspace.role, action))
      return apiError(c, 403, 'forbidden_role', WORKSPACE_MESSAGES.forbidden);
    await next();
  };
}
