import { Hono, type MiddlewareHandler } from 'hono';
import {
  mayAssignRole,
  roleAllows,
  RoleInput,
  WORKSPACE_MESSAGES,
  WorkspaceNameInput,
  type WorkspaceRole,
} from '#domain/workspaces.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { findMembership, requireRole } from '../../middleware/require-workspace.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { validate } from '../../validation.ts';
import { apiError } from '../../api-error.ts';
import {
  changeRole,
  createTeamWorkspace,
  deleteWorkspace,
  listMembers,
  listWorkspacesOf,
  removeMember,
  renameWorkspace,
} from './queries.ts';

export interface WorkspaceRouteDeps {
  db: Db;
  auth: Auth;
  /** Members a workspace may have (WORKSPACE_MEMBER_CAP). */
  memberCap: number;
}

/** Team workspaces a user may create in an hour. */
const CREATES_PER_HOUR = 10;

/**
 * Sets c.var.workspace from the path's `:id`: the user's membership of it, read on every
 * request; a workspace they do not belong to is 404, as one that does not exist (ADR 041).
 */
function workspaceFromPath(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = c.req.param('id');
    const workspace = id && id.length <= 100 ? await findMembership(db, c.var.user.id, id) : null;
    if (!workspace) return apiError(c, 404, 'workspace_not_found', WORKSPACE_MESSAGES.notFound);
    c.set('workspace', workspace);
    await next();
  };
}

/** Refuses what a personal workspace cannot do: be renamed, left, shared or deleted. */
const teamOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.workspace.personal)
    return apiError(c, 403, 'personal_workspace', WORKSPACE_MESSAGES.personal);
  await next();
};

function memberChangeError(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  reason: 'not_found' | 'last_owner' | 'forbidden',
) {
  if (reason === 'last_owner') return apiError(c, 409, 'last_owner', WORKSPACE_MESSAGES.lastOwner);
  if (reason === 'forbidden')
    return apiError(c, 403, 'forbidden_role', WORKSPACE_MESSAGES.forbidden);
  return apiError(c, 404, 'not_found', 'Member not found.');
}

/** /api/workspaces: the user's workspaces, their members and roles (issue 24, ADR 041). */
export function workspaceRoutes(deps: WorkspaceRouteDeps) {
  const { db } = deps;
  const inWorkspace = workspaceFromPath(db);
  return new Hono<AppEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => c.json({ workspaces: await listWorkspacesOf(db, c.var.user.id) }))
    .post('/', validate('json', WorkspaceNameInput), async (c) => {
      const rate = await consumeRateLimit(db, `workspace-create:${c.var.user.id}`, {
        limit: CREATES_PER_HOUR,
        windowMs: 3600_000,
      });
      if (!rate.allowed)
        return apiError(
          c,
          429,
          'rate_limited',
          'Too many new workspaces. Please try again later.',
          {
            'Retry-After': String(rate.retryAfterSeconds),
          },
        );
      const id = await createTeamWorkspace(db, c.var.user.id, c.req.valid('json').name);
      const workspace = (await listWorkspacesOf(db, c.var.user.id)).find((w) => w.id === id)!;
      return c.json({ workspace }, 201);
    })
    .get('/:id', inWorkspace, async (c) => {
      const { workspace } = c.var;
      return c.json({
        workspace: { ...workspace, memberCap: deps.memberCap },
        members: await listMembers(db, workspace.id),
      });
    })
    .patch(
      '/:id',
      inWorkspace,
      teamOnly,
      requireRole('rename'),
      validate('json', WorkspaceNameInput),
      async (c) => {
        await renameWorkspace(db, c.var.workspace.id, c.req.valid('json').name);
        return c.json({ workspace: { ...c.var.workspace, name: c.req.valid('json').name } });
      },
    )
    .delete('/:id', inWorkspace, teamOnly, requireRole('deleteWorkspace'), async (c) => {
      await deleteWorkspace(db, c.var.workspace.id);
      return c.body(null, 204);
    })
    .post('/:id/leave', inWorkspace, teamOnly, async (c) => {
      const left = await removeMember(db, c.var.workspace.id, c.var.user.id, () => true);
      return left.ok ? c.body(null, 204) : memberChangeError(c, left.reason);
    })
    .patch(
      '/:id/members/:userId',
      inWorkspace,
      teamOnly,
      requireRole('manageMembers'),
      validate('json', RoleInput),
      async (c) => {
        const actor = c.var.workspace.role;
        const { role } = c.req.valid('json');
        const changed = await changeRole(
          db,
          c.var.workspace.id,
          c.req.param('userId'),
          role,
          (from: WorkspaceRole) => mayAssignRole(actor, from, role),
        );
        if (!changed.ok) return memberChangeError(c, changed.reason);
        return c.json({ members: await listMembers(db, c.var.workspace.id) });
      },
    )
    .delete('/:id/members/:userId', inWorkspace, teamOnly, async (c) => {
      const actor = c.var.workspace.role;
      const self = c.req.param('userId') === c.var.user.id;
      if (!self && !roleAllows(actor, 'manageMembers'))
        return apiError(c, 403, 'forbidden_role', WORKSPACE_MESSAGES.forbidden);
      // Admins remove admins and members; only an owner removes an owner.
      const removed = await removeMember(
        db,
        c.var.workspace.id,
        c.req.param('userId'),
        (role) => self || actor === 'owner' || role !== 'owner',
      );
      return removed.ok ? c.body(null, 204) : memberChangeError(c, removed.reason);
    });
}
