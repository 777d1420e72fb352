import { z } from 'zod';

/**
 * Team workspaces (issue 24, ADRs 040-042): who may do what in a workspace. The server checks
 * every action against this table; the web app reads it only to hide what a role cannot do.
 */

/** The header the web client names the active workspace in; absent means the personal one. */
export const WORKSPACE_HEADER = 'X-Herald-Workspace';

/**
 * A link into a team workspace (an approval mail's "Open Scheduled & sent") names it in this
 * query parameter: the web app makes it the active one before it asks for anything, so the
 * link opens the team's screen whichever workspace that browser had open (ADR 044).
 */
export const WORKSPACE_PARAM = 'workspace';

/**
 * The parameter's value for the personal workspace: a mail about a personal announcement
 * must open Personal even where the browser last had a team active.
 */
export const PERSONAL_WORKSPACE = 'personal';

/** `url` opened in the team workspace `workspaceId`, or in the personal one (null). */
export function inWorkspace(url: string, workspaceId: string | null): string {
  const link = new URL(url);
  link.searchParams.set(WORKSPACE_PARAM, workspaceId ?? PERSONAL_WORKSPACE);
  return link.toString();
}

const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * What a role may do. Owner: everything, billing and deleting the workspace. Admin: members,
 * roles, destinations, people, approval settings. Member: generate, edit, favourite, send.
 */
const WORKSPACE_ACTIONS = {
  generate: ['owner', 'admin', 'member'],
  edit: ['owner', 'admin', 'member'],
  favourite: ['owner', 'admin', 'member'],
  send: ['owner', 'admin', 'member'],
  /** Delete, cancel or reschedule what someone else wrote or sent. */
  manageOthersWork: ['owner', 'admin'],
  manageDestinations: ['owner', 'admin'],
  /** Add, edit, delete and import people (issue 25); every member may view them. */
  managePeople: ['owner', 'admin'],
  manageMembers: ['owner', 'admin'],
  rename: ['owner', 'admin'],
  approvalSettings: ['owner', 'admin'],
  /** The workspace's activity log (ADR 047). */
  viewActivity: ['owner', 'admin'],
  /** Approve or reject a member's request to send (ADR 044); their own sends need none. */
  approve: ['owner', 'admin'],
  billing: ['owner'],
  deleteWorkspace: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;
export type WorkspaceAction = keyof typeof WORKSPACE_ACTIONS;

export function roleAllows(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return (WORKSPACE_ACTIONS[action] as readonly WorkspaceRole[]).includes(role);
}

/** Admins may hand out admin and member; only an owner makes or unmakes an owner. */
export function mayAssignRole(
  actor: WorkspaceRole,
  from: WorkspaceRole,
  to: WorkspaceRole,
): boolean {
  if (!roleAllows(actor, 'manageMembers')) return false;
  if (actor === 'owner') return true;
  return from !== 'owner' && to !== 'owner';
}

const WORKSPACE_NAME_MAX = 60;

export const WorkspaceNameInput = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'A workspace name needs at least 2 characters.')
    .max(WORKSPACE_NAME_MAX, `A workspace name can have at most ${WORKSPACE_NAME_MAX} characters.`),
});

export const RoleInput = z.object({ role: z.enum(WORKSPACE_ROLES) });

/** A team's settings (ADR 044): whether members' sends need an admin's approval. */
export const WorkspaceSettingsInput = z
  .object({ approvalRequired: z.boolean({ error: 'approvalRequired must be true or false.' }) })
  .strict();

export const InvitationInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254)),
  role: z.enum(['admin', 'member']).default('member'),
});

/**
 * How a team's lists name someone whose account is gone: their messages, deliveries and
 * destinations stay with the team (ADR 043).
 */
export const FORMER_MEMBER = 'Former member';

/** Days an invitation link works (issue 24 item 2). */
export const INVITATION_DAYS = 7;

export const WORKSPACE_MESSAGES = {
  notFound: 'This workspace was not found.',
  forbidden: 'Your role in this workspace does not allow this.',
  lastOwner:
    'A workspace needs an owner: make someone else an owner before you leave or change this role.',
  personal: 'Your personal workspace cannot be renamed, left or shared.',
  memberCap: (cap: number) => `A workspace can have at most ${cap} members.`,
  invitationInvalid: 'This invitation link is not valid any more. Ask for a new one.',
  invitationWrongAccount:
    'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  soleOwner:
    'You are the only owner of a workspace that has other members. Make another member an owner, or delete the workspace, before you delete your account.',
} as const;
