import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { INVITATION_DAYS, type WorkspaceRole } from '#domain/workspaces.ts';
import type { Db } from '../../db/client.ts';
import { invitation, member, organization, profiles, user } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';

/**
 * Invitations to a team workspace (issue 24 item 2, ADR 040). The link carries a random
 * token; only its SHA-256 is stored, so the table alone opens nothing. A link works once
 * (pending to accepted, under a row lock) and for INVITATION_DAYS; revoking sets 'canceled',
 * resending gives a new token (the old link stops working) and a new expiry.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const expiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);

function toInvitationDto(row: typeof invitation.$inferSelect) {
  return {
    id: row.id,
    email: row.email,
    role: (row.role ?? 'member') as WorkspaceRole,
    status: row.status,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  };
}

type InvitationDto = ReturnType<typeof toInvitationDto>;

export async function listPendingInvitations(db: Db, workspaceId: string) {
  const rows = await db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, workspaceId),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(invitation.createdAt));
  return rows.map(toInvitationDto);
}

async function countSeatsTaken(tx: Db, workspaceId: string, exceptEmail: string) {
  const [members] = await tx
    .select({ n: count() })
    .from(member)
    .where(eq(member.organizationId, workspaceId));
  const [pending] = await tx
    .select({ n: count() })
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, workspaceId),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, sql`now()`),
        sql`${invitation.email} <> ${exceptEmail}`,
      ),
    );
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

/** Serialises invitations and acceptances of one workspace (the member cap). */
async function lockWorkspace(tx: Db, workspaceId: string) {
  await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, workspaceId))
    .for('update');
}

type Invited =
  { ok: true; invitation: InvitationDto; token: string } | { ok: false; reason: 'member' | 'full' };

/**
 * Invites an address (lower-case), or renews the pending invitation it already has (a new
 * token and expiry). Refused when the address is a member already, or when members and
 * pending invitations would pass the cap.
 */
export async function invite(
  db: Db,
  args: {
    workspaceId: string;
    email: string;
    role: WorkspaceRole;
    inviterId: string;
    cap: number;
  },
): Promise<Invited> {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, args.workspaceId);
    const [already] = await tx
      .select({ id: member.id })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, args.workspaceId), eq(user.email, args.email)));
    if (already) return { ok: false, reason: 'member' } as const;
    if ((await countSeatsTaken(tx, args.workspaceId, args.email)) >= args.cap)
      return { ok: false, reason: 'full' } as const;
    const token = newToken();
    const values = {
      role: args.role,
      inviterId: args.inviterId,
      tokenHash: hashToken(token),
      expiresAt: expiry(),
      status: 'pending',
    };
    const [pending] = await tx
      .select({ id: invitation.id })
      .from(invitation)
      .where(
        and(
          eq(invitation.organizationId, args.workspaceId),
          eq(invitation.email, args.email),
          eq(invitation.status, 'pending'),
        ),
      );
    const [row] = pending
      ? await tx.update(invitation).set(values).where(eq(invitation.id, pending.id)).returning()
      : await tx
          .insert(invitation)
          .values({
            id: randomUUID(),
            organizationId: args.workspaceId,
            email: args.email,
            ...values,
          })
          .returning();
    await recordActivity(tx, {
      workspaceId: args.workspaceId,
      actorId: args.inviterId,
      action: 'member.invited',
      subject: { email: args.email, role: args.role },
    });
    return { ok: true, invitation: toInvitationDto(row!), token } as const;
  });
}

/** A new token and expiry for a pending invitation of the workspace; null if none. */
export async function renewInvitation(db: Db, workspaceId: string, id: string, actorId: string) {
  const token = newToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitation)
      .set({ tokenHash: hashToken(token), expiresAt: expiry() })
      .where(
        and(
          eq(invitation.id, id),
          eq(invitation.organizationId, workspaceId),
          eq(invitation.status, 'pending'),
        ),
      )
      .returning();
    if (!row) return null;
    await recordActivity(tx, {
      workspaceId,
      actorId,
      action: 'invitation.resent',
      subject: { email: row.email },
    });
    return { invitation: toInvitationDto(row), token };
  });
}

/** Revokes a pending invitation of the workspace: its link stops working. */
export async function revokeInvitation(db: Db, workspaceId: string, id: string, actorId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitation)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(invitation.id, id),
          eq(invitation.organizationId, workspaceId),
          eq(invitation.status, 'pending'),
        ),
      )
      .returning({ email: invitation.email });
    if (!row) return false;
    await recordActivity(tx, {
      workspaceId,
      actorId,
      action: 'invitation.revoked',
      subject: { email: row.email },
    });
    return true;
  });
}

/**
 * Ends the pending invitations `inviterId` sent in the workspace: call in the transaction that
 * removes them or takes away their right to invite. A link stands on its inviter's word, as
 * deleting their account (the foreign key's cascade) already says; otherwise a removed admin
 * could come back, or bring someone in as an admin, through a link sent while they could.
 */
export async function cancelInvitationsFrom(tx: Db, workspaceId: string, inviterId: string) {
  await tx
    .update(invitation)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(invitation.organizationId, workspaceId),
        eq(invitation.inviterId, inviterId),
        eq(invitation.status, 'pending'),
      ),
    );
}

/** What the invitation page shows for a working link; null for any other. */
export async function readInvitation(db: Db, token: string) {
  const [row] = await db
    .select({
      email: invitation.email,
      role: invitation.role,
      workspace: organization.name,
      inviter: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .leftJoin(profiles, eq(profiles.userId, invitation.inviterId))
    .where(
      and(
        eq(invitation.tokenHash, hashToken(token)),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

type Accepted =
  | { ok: true; workspace: { id: string; name: string; role: WorkspaceRole } }
  | { ok: false; reason: 'invalid' | 'wrong_account' | 'full' };

/**
 * Accepts a working link for the signed-in account, whose address must be the one invited:
 * it joins with the invited role, and the link is spent. Under the invitation's row lock, so
 * two clicks at once join once.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  account: { id: string; email: string },
  cap: number,
): Promise<Accepted> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitation)
      .where(
        and(
          eq(invitation.tokenHash, hashToken(token)),
          eq(invitation.status, 'pending'),
          gt(invitation.expiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!row) return { ok: false, reason: 'invalid' } as const;
    if (row.email !== account.email.toLowerCase())
      return { ok: false, reason: 'wrong_account' } as const;
    await lockWorkspace(tx, row.organizationId);
    const [existing] = await tx
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, row.organizationId), eq(member.userId, account.id)));
    const role = (existing?.role ?? row.role ?? 'member') as WorkspaceRole;
    if (!existing) {
      const [members] = await tx
        .select({ n: count() })
        .from(member)
        .where(eq(member.organizationId, row.organizationId));
      if ((members?.n ?? 0) >= cap) return { ok: false, reason: 'full' } as const;
      await tx
        .insert(member)
        .values({ id: randomUUID(), organizationId: row.organizationId, userId: account.id, role });
      await recordActivity(tx, {
        workspaceId: row.organizationId,
        actorId: account.id,
        action: 'member.joined',
        subject: { role },
      });
    }
    await tx.update(invitation).set({ status: 'accepted' }).where(eq(invitation.id, row.id));
    const [ws] = await tx
      .select({ id: organization.id, name: organization.name })
      .from(organization)
      .where(eq(organization.id, row.organizationId));
    return { ok: true, workspace: { ...ws!, role } } as const;
  });
}
