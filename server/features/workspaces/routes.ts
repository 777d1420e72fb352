import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { ActivityQuery } from '#domain/activity.ts';
import {
  InvitationInput,
  mayAssignRole,
  roleAllows,
  RoleInput,
  WORKSPACE_MESSAGES,
  WorkspaceNameInput,
  WorkspaceSettingsInput,
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
import type { Mailer } from '../../integrations/email.ts';
import { listActivity } from '../activity/record.ts';
import { invitationEmail } from './invitation-mail.ts';
import {
  acceptInvitation,
  invite,
  listPendingInvitations,
  readInvitation,
  renewInvitation,
  revokeInvitation,
} from './invitations.ts';
import {
  changeRole,
  createTeamWorkspace,
  deleteWorkspace,
  listMembers,
  listWorkspacesOf,
  removeMember,
  renameWorkspace,
  setApprovalRequired,
} from './queries.ts';

export interface WorkspaceRouteDeps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  appUrl: string;
  /** Members a workspace may have (WORKSPACE_MEMBER_CAP), pending invitations counted. */
  memberCap: number;
}

/** Invitations (new or sent again) one person may send in an hour. */
const INVITES_PER_HOUR = 20;

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

  async function inviteRateLimit(c: Context<AppEnv>) {
    const rate = await consumeRateLimit(db, `invite:${c.var.user.id}`, {
      limit: INVITES_PER_HOUR,
      windowMs: 3600_000,
    });
    return rate.allowed
      ? null
      : apiError(c, 429, 'rate_limited', 'Too many invitations. Please try again later.', {
          'Retry-After': String(rate.retryAfterSeconds),
        });
  }

  async function sendInvitation(c: Context<AppEnv>, email: string, token: string) {
    const [inviter] = (await listMembers(db, c.var.workspace.id)).filter(
      (m) => m.userId === c.var.user.id,
    );
    await deps.mailer.send(
      invitationEmail(
        email,
        { inviter: inviter?.name ?? c.var.user.name, workspace: c.var.workspace.name },
        `${deps.appUrl}/invite/${token}`,
      ),
    );
  }

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
        await renameWorkspace(db, c.var.workspace, c.var.user.id, c.req.valid('json').name);
        return c.json({ workspace: { ...c.var.workspace, name: c.req.valid('json').name } });
      },
    )
    .patch(
      '/:id/settings',
      inWorkspace,
      teamOnly,
      requireRole('approvalSettings'),
      validate('json', WorkspaceSettingsInput),
      async (c) => {
        const { approvalRequired } = c.req.valid('json');
        await setApprovalRequired(db, c.var.workspace.id, approvalRequired);
        return c.json({ workspace: { ...c.var.workspace, approvalRequired } });
      },
    )
    .delete('/:id', inWorkspace, teamOnly, requireRole('deleteWorkspace'), async (c) => {
      await deleteWorkspace(db, c.var.workspace.id);
      return c.body(null, 204);
    })
    .post('/:id/leave', inWorkspace, teamOnly, async (c) => {
      const left = await removeMember(
        db,
        c.var.workspace.id,
        c.var.user.id,
        c.var.user.id,
        () => true,
      );
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
          c.var.user.id,
          (from: WorkspaceRole) => mayAssignRole(actor, from, role),
        );
        if (!changed.ok) return memberChangeError(c, changed.reason);
        return c.json({ members: await listMembers(db, c.var.workspace.id) });
      },
    )
    .get(
      '/:id/activity',
      inWorkspace,
      teamOnly,
      requireRole('viewActivity'),
      validate('query', ActivityQuery),
      // The activity log (ADR 047): admins and owners of a team workspace, keyset pages.
      async (c) => c.json(await listActivity(db, c.var.workspace.id, c.req.valid('query'))),
    )
    .get('/:id/invitations', inWorkspace, teamOnly, requireRole('manageMembers'), async (c) =>
      c.json({ invitations: await listPendingInvitations(db, c.var.workspace.id) }),
    )
    .post(
      '/:id/invitations',
      inWorkspace,
      teamOnly,
      requireRole('manageMembers'),
      validate('json', InvitationInput),
      async (c) => {
        const limited = await inviteRateLimit(c);
        if (limited) return limited;
        const { email, role } = c.req.valid('json');
        const invited = await invite(db, {
          workspaceId: c.var.workspace.id,
          email,
          role,
          inviterId: c.var.user.id,
          cap: deps.memberCap,
        });
        if (!invited.ok)
          return invited.reason === 'full'
            ? apiError(c, 409, 'member_cap', WORKSPACE_MESSAGES.memberCap(deps.memberCap))
            : apiError(c, 409, 'conflict', 'This person is already a member of the workspace.');
        await sendInvitation(c, email, invited.token);
        return c.json({ invitation: invited.invitation }, 201);
      },
    )
    .post(
      '/:id/invitations/:invitationId/resend',
      inWorkspace,
      teamOnly,
      requireRole('manageMembers'),
      async (c) => {
        const limited = await inviteRateLimit(c);
        if (limited) return limited;
        const renewed = await renewInvitation(
          db,
          c.var.workspace.id,
          c.req.param('invitationId'),
          c.var.user.id,
        );
        if (!renewed) return apiError(c, 404, 'not_found', 'Invitation not found.');
        await sendInvitation(c, renewed.invitation.email, renewed.token);
        return c.json({ invitation: renewed.invitation });
      },
    )
    .delete(
      '/:id/invitations/:invitationId',
      inWorkspace,
      teamOnly,
      requireRole('manageMembers'),
      async (c) =>
        (await revokeInvitation(db, c.var.workspace.id, c.req.param('invitationId'), c.var.user.id))
          ? c.body(null, 204)
          : apiError(c, 404, 'not_found', 'Invitation not found.'),
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
        c.var.user.id,
        (role) => self || actor === 'owner' || role !== 'owner',
      );
      return removed.ok ? c.body(null, 204) : memberChangeError(c, removed.reason);
    });
}

const TOKEN = /^[\w-]{20,100}$/;

/**
 * /api/invitations/:token: what an invitation link's page shows (no account needed: the
 * same answer whether or not the address has one), and accepting it once signed in with the
 * invited address.
 */
export function invitationRoutes(deps: Pick<WorkspaceRouteDeps, 'db' | 'auth' | 'memberCap'>) {
  const { db } = deps;
  const invalid = (c: Context<AppEnv>) =>
    apiError(c, 404, 'invitation_invalid', WORKSPACE_MESSAGES.invitationInvalid);
  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      const token = c.req.param('token');
      const found = TOKEN.test(token) ? await readInvitation(db, token) : null;
      if (!found) return invalid(c);
      return c.json({ invitation: { ...found, role: (found.role ?? 'member') as WorkspaceRole } });
    })
    .post('/:token/accept', requireUser(deps.auth), async (c) => {
      const token = c.req.param('token');
      if (!TOKEN.test(token)) return invalid(c);
      const accepted = await acceptInvitation(db, token, c.var.user, deps.memberCap);
      if (accepted.ok) return c.json({ workspace: accepted.workspace });
      if (accepted.reason === 'wrong_account')
        return apiError(c, 403, 'invitation_invalid', WORKSPACE_MESSAGES.invitationWrongAccount);
      if (accepted.reason === 'full')
        return apiError(c, 409, 'member_cap', WORKSPACE_MESSAGES.memberCap(deps.memberCap));
      return invalid(c);
    });
}
