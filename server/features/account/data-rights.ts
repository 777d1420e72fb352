import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personalWorkspaceId } from '../../middleware/require-workspace.ts';
import {
  account,
  member,
  messageSuggestions,
  messages,
  organization,
  session,
  user,
} from '../../db/schema/index.ts';
import { forgetEmailSlots } from '../auth/email-cooldown.ts';
import { verifyPassword } from '../auth/password-policy.ts';
import { forgetPerAddressLimits } from '../auth/per-address-limits.ts';
import { listSubscriptionsForUser } from '../billing/queries.ts';
import {
  allDeliveriesForUser,
  allDeliveriesOfWorkspace,
  cancelScheduledOfAuthor,
  cancelScheduledToListsOf,
} from '../deliveries/queries.ts';
import { listDestinationsForUser } from '../destinations/queries.ts';
import { exportActivity, recordActivity } from '../activity/record.ts';
import { exportAutopilot } from '../autopilot/export.ts';
import { allPeopleOfWorkspace } from '../people/queries.ts';
import {
  deletePersonalWorkspace,
  deleteWorkspacesLeftEmpty,
  listWorkspacesOf,
  teamWorkspacesWithMembersOwnedBy,
  workspacesOnlyOwnedBy,
} from '../workspaces/queries.ts';
import { getAccount, type AccountReader } from './queries.ts';

/**
 * The privacy page promises access, portability and deletion: everything Herald holds about
 * the user as one JSON document, and a deletion that removes all of it.
 */
export async function exportUserData(reader: AccountReader, userId: string) {
  const { db } = reader;
  const [
    { profile, plan, usage, subscription },
    [person],
    rows,
    sessions,
    savedDestinations,
    sent,
    paid,
    owned,
    ownPeople,
    ownAutopilot,
  ] = await Promise.all([
    getAccount(reader, userId),
    db
      .select({ name: user.name, createdAt: user.createdAt, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, userId)),
    db.select().from(messages).where(eq(messages.userId, userId)).orderBy(desc(messages.createdAt)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    // Webhook URLs stay masked here too: an export is a file that travels (issue 16 item 2).
    personalWorkspaceId(db, userId).then((id) => listDestinationsForUser(db, id)),
    allDeliveriesForUser(db, userId),
    listSubscriptionsForUser(db, userId),
    teamWorkspacesWithMembersOwnedBy(db, userId),
    // The people they keep for announcements (issue 25), as for destinations.
    personalWorkspaceId(db, userId).then((id) => allPeopleOfWorkspace(db, id)),
    personalWorkspaceId(db, userId).then((id) => exportAutopilot(db, id)),
  ]);
  // The team workspaces they own travel with their export (issue 24 item 8): members,
  // every message, destination, delivery and person in them, their autopilot's rules and
  // events (ADR 053), and their activity log (ADR 047).
  const workspaces = await Promise.all(
    owned.map(async (ws) => {
      const [wsMessages, wsDestinations, wsDeliveries, wsPeople, wsActivity, wsAutopilot] =
        await Promise.all([
          db
            .select({
              id: messages.id,
              author: messages.userId,
              newHireName: messages.newHireName,
              role: messages.role,
              tone: messages.tone,
              messageType: messages.messageType,
              createdAt: messages.createdAt,
            })
            .from(messages)
            .where(eq(messages.workspaceId, ws.id))
            .orderBy(desc(messages.createdAt)),
          listDestinationsForUser(db, ws.id),
          allDeliveriesOfWorkspace(db, ws.id),
          allPeopleOfWorkspace(db, ws.id),
          exportActivity(db, ws.id),
          exportAutopilot(db, ws.id),
        ]);
      return {
        ...ws,
        messages: wsMessages,
        destinations: wsDestinations,
        deliveries: wsDeliveries,
        people: wsPeople,
        autopilot: wsAutopilot,
        activity: wsActivity,
      };
    }),
  );
  const suggestions = rows.length
    ? await db
        .select()
        .from(messageSuggestions)
        .where(
          inArray(
            messageSuggestions.messageId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(messageSuggestions.position))
    : [];
  return {
    exportedAt: new Date().toISOString(),
    // `name` is the account's name from sign-up; `displayName` the profile's, which may differ.
    account: {
      ...profile,
      name: person?.name,
      createdAt: person?.createdAt,
      emailVerified: person?.emailVerified,
    },
    plan,
    usage,
    subscription,
    // Every subscription on record, ended ones too, not only the one the account shows.
    subscriptions: paid,
    sessions,
    messages: rows.map((m) => ({
      id: m.id,
      newHireName: m.newHireName,
      role: m.role,
      tone: m.tone,
      messageType: m.messageType,
      input: m.input,
      writer: m.writer,
      model: m.model,
      createdAt: m.createdAt,
      suggestions: suggestions
        .filter((s) => s.messageId === m.id)
        .map((s) => ({
          id: s.id,
          text: s.suggestionText,
          favourite: s.favourite,
          createdAt: s.createdAt,
        })),
    })),
    destinations: savedDestinations,
    deliveries: sent,
    people: ownPeople,
    autopilot: ownAutopilot,
    workspaces,
  };
}

/** Whether `password` is the user's: deleting the account asks for it again. */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return !!credential?.hash && (await verifyPassword({ hash: credential.hash, password }));
}

/**
 * Deletes the user and, by cascade, every row of theirs (rows they wrote in team workspaces
 * stay with the team, their author set null: ADR 043), and the rows keyed by their address
 * (e-mail cooldowns, per-address rate limits), which no foreign key reaches. The caller has
 * checked the password and ended the paid subscriptions first (billing/end-subscriptions.ts).
 * Refused, with nothing deleted, while the user is the only owner of a team with others.
 */
export async function deleteUser(
  db: Db,
  userId: string,
): Promise<{ ok: true } | { ok: false; workspaces: { id: string; name: string }[] }> {
  return db.transaction(async (tx) => {
    // The teams they own are locked as a change of membership locks them (workspaces/
    // queries.ts), and the sole-owner check is made again under the lock: a co-owner who left
    // or stepped down after the route's check would otherwise leave a team with no owner.
    await tx
      .select({ id: organization.id })
      .from(organization)
      .where(
        and(
          isNull(organization.personalUserId),
          inArray(
            organization.id,
            tx
              .select({ id: member.organizationId })
              .from(member)
              .where(and(eq(member.userId, userId), eq(member.role, 'owner'))),
          ),
        ),
      )
      .orderBy(asc(organization.id))
      .for('update');
    const orphaned = await workspacesOnlyOwnedBy(tx, userId);
    if (orphaned.length) return { ok: false as const, workspaces: orphaned };
    // Team workspaces with nobody else in them go first, while the membership says whose.
    await deleteWorkspacesLeftEmpty(tx, userId);
    // The teams they leave say so in their activity log, under the name they had (ADR 047).
    for (const team of (await listWorkspacesOf(tx, userId)).filter((w) => !w.personal))
      await recordActivity(tx, {
        workspaceId: team.id,
        actorId: userId,
        action: 'member.left',
        subject: {},
      });
    // What they wrote in the others stays with the team, by a "Former member" (ADR 043), but
    // nothing goes out in their name or to the people who agreed to hear from them.
    await cancelScheduledOfAuthor(tx, userId, 'teams');
    await cancelScheduledToListsOf(tx, userId);
    // The personal workspace and all in it, before the account's own row: its rows go rather
    // than outlive it with their author set null.
    await deletePersonalWorkspace(tx, userId);
    const [gone] = await tx
      .delete(user)
      .where(eq(user.id, userId))
      .returning({ email: user.email });
    if (!gone) return { ok: true as const };
    await forgetEmailSlots(tx, gone.email);
    await forgetPerAddressLimits(tx, gone.email);
    return { ok: true as const };
  });
}
