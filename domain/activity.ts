import { z } from 'zod';
import { destinationKindLabel, type DestinationKind } from './destinations.ts';
import { MESSAGE_TYPES, type MessageType } from './message-types.ts';
import type { WorkspaceRole } from './workspaces.ts';

/**
 * A team workspace's activity log (issue 24 item 7, ADR 047): who did what and when. Every
 * action the log knows is named here; the server writes an entry in the transaction of the
 * action it records (`recordActivity`), the web app words it with `describeActivity`.
 */

/** What a delivery entry shows: the announcement and where it goes, never a webhook URL. */
interface DeliverySubject {
  newHireName: string;
  messageType: MessageType;
  destinationName: string;
  /** When it is due (scheduled and approval entries). */
  scheduledAt?: string;
}

/** What an autopilot draft's entry shows: who it is about, which announcement, and when it posts. */
interface DraftSubject {
  personName: string;
  messageType: MessageType;
  sendDate: string;
}

/** The subject each action carries: only what the screen shows, never a secret. */
export interface ActivitySubjects {
  'workspace.created': { name: string };
  'workspace.renamed': { from: string; to: string };
  'member.invited': { email: string; role: WorkspaceRole };
  'invitation.resent': { email: string };
  'invitation.revoked': { email: string };
  'member.joined': { role: WorkspaceRole };
  'member.left': Record<string, never>;
  'member.removed': { memberName: string };
  'member.role_changed': { memberName: string; from: WorkspaceRole; to: WorkspaceRole };
  'destination.added': { name: string; kind: DestinationKind };
  'destination.removed': { name: string; kind: DestinationKind };
  'delivery.sent': DeliverySubject;
  'delivery.scheduled': DeliverySubject;
  'delivery.cancelled': DeliverySubject;
  /** The actor's subscription started (granted) or ended: the plan of the workspaces they own. */
  'plan.changed': { plan: string; granted: boolean };
  // Approval (issue 24 item 6) records these as it lands: one recordActivity call each.
  'delivery.approved': DeliverySubject;
  'delivery.rejected': DeliverySubject & { reason?: string };
  /** Not approved by its send time; no actor. */
  'delivery.expired': DeliverySubject;
  // People (issue 25, ADR 052): who changed the list Herald announces from.
  'person.added': { name: string };
  'person.updated': { name: string };
  'person.removed': { name: string };
  /** An import that added or updated someone; from the HR webhook it has no actor. */
  'people.imported': { source: PeopleSource; added: number; updated: number };
  'people_hook.connected': Record<string, never>;
  'people_hook.rotated': Record<string, never>;
  'people_hook.disconnected': Record<string, never>;
  /** The autopilot's drafts (ADR 053): the person and the kind of announcement. */
  'draft.approved': DraftSubject;
  'draft.skipped': DraftSubject & { reason?: string };
  'draft.regenerated': DraftSubject;
}

/** Where an import came from: a spreadsheet, Herald's webhook format, or BambooHR's. */
export type PeopleSource = 'spreadsheet' | 'webhook' | 'bamboohr';

export const ACTIVITY_ACTIONS = [
  'workspace.created',
  'workspace.renamed',
  'member.invited',
  'invitation.resent',
  'invitation.revoked',
  'member.joined',
  'member.left',
  'member.removed',
  'member.role_changed',
  'destination.added',
  'destination.removed',
  'delivery.sent',
  'delivery.scheduled',
  'delivery.cancelled',
  'plan.changed',
  'delivery.approved',
  'delivery.rejected',
  'delivery.expired',
  'person.added',
  'person.updated',
  'person.removed',
  'people.imported',
  'people_hook.connected',
  'people_hook.rotated',
  'people_hook.disconnected',
  'draft.approved',
  'draft.skipped',
  'draft.regenerated',
] as const satisfies readonly (keyof ActivitySubjects)[];

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

// Both lists name the same actions: one missing from either fails the type check.
type Missing = Exclude<keyof ActivitySubjects, ActivityAction>;
const everyActionListed: Missing extends never ? true : Missing = true;
void everyActionListed;

/** An entry as the API answers it. */
export type ActivityEntry = {
  [A in ActivityAction]: {
    id: string;
    action: A;
    /** The actor's name when the entry was written (it outlives the account); null: Herald. */
    actorName: string | null;
    subject: ActivitySubjects[A];
    createdAt: string;
  };
}[ActivityAction];

/** Entries per page of the activity view. */
const ACTIVITY_PAGE_SIZE = 25;

export const ActivityQuery = z
  .object({
    /** The id of the last entry on screen: the page continues after it (keyset). */
    before: z.uuid({ error: 'before must be an entry id.' }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
  })
  .strict();

const ROLE_WORD: Record<WorkspaceRole, string> = {
  owner: 'owner',
  admin: 'admin',
  member: 'member',
};

/** "welcome", "promotion", "achievement": the type's badge, as a word inside a sentence. */
const typeWord = (type: string) =>
  (MESSAGE_TYPES.find((t) => t.value === type)?.badge ?? type).toLowerCase();

/** "Slack", "Microsoft Teams", "e-mail": the kind inside a sentence (proper names stay). */
const kindWord = (kind: DestinationKind) =>
  kind === 'email' ? 'e-mail' : destinationKindLabel(kind);

const announcement = (s: DeliverySubject) =>
  `the ${typeWord(s.messageType)} announcement for ${s.newHireName}`;

/** One entry in plain words: "Ana invited bo@example.com as member". */
export function describeActivity(entry: ActivityEntry): string {
  const who = entry.actorName ?? 'Herald';
  switch (entry.action) {
    case 'workspace.created':
      return `${who} created the workspace “${entry.subject.name}”`;
    case 'workspace.renamed':
      return `${who} renamed the workspace from “${entry.subject.from}” to “${entry.subject.to}”`;
    case 'member.invited':
      return `${who} invited ${entry.subject.email} as ${ROLE_WORD[entry.subject.role]}`;
    case 'invitation.resent':
      return `${who} sent the invitation to ${entry.subject.email} again`;
    case 'invitation.revoked':
      return `${who} revoked the invitation to ${entry.subject.email}`;
    case 'member.joined':
      return `${who} joined as ${ROLE_WORD[entry.subject.role]}`;
    case 'member.left':
      return `${who} left the workspace`;
    case 'member.removed':
      return `${who} removed ${entry.subject.memberName}`;
    case 'member.role_changed':
      return `${who} changed ${entry.subject.memberName}’s role from ${ROLE_WORD[entry.subject.from]} to ${ROLE_WORD[entry.subject.to]}`;
    case 'destination.added':
      return `${who} added the ${kindWord(entry.subject.kind)} destination “${entry.subject.name}”`;
    case 'destination.removed':
      return `${who} removed the ${kindWord(entry.subject.kind)} destination “${entry.subject.name}”`;
    case 'delivery.sent':
      return `${who} sent ${announcement(entry.subject)} to ${entry.subject.destinationName}`;
    case 'delivery.scheduled':
      return `${who} scheduled ${announcement(entry.subject)} to ${entry.subject.destinationName}`;
    case 'delivery.cancelled':
      return `${who} cancelled ${announcement(entry.subject)} to ${entry.subject.destinationName}`;
    case 'plan.changed':
      return entry.subject.granted
        ? `${who}’s Pro subscription started: workspaces they own are on Pro`
        : `${who}’s Pro subscription ended`;
    case 'delivery.approved':
      return `${who} approved ${announcement(entry.subject)} to ${entry.subject.destinationName}`;
    case 'delivery.rejected':
      return `${who} rejected ${announcement(entry.subject)} to ${entry.subject.destinationName}${entry.subject.reason ? `: ${entry.subject.reason}` : ''}`;
    case 'delivery.expired':
      return `The request to send ${announcement(entry.subject)} to ${entry.subject.destinationName} expired without approval`;
    case 'person.added':
      return `${who} added ${entry.subject.name} to People`;
    case 'person.updated':
      return `${who} edited ${entry.subject.name} in People`;
    case 'person.removed':
      return `${who} removed ${entry.subject.name} from People`;
    case 'people.imported': {
      const counts = `${entry.subject.added} added, ${entry.subject.updated} updated`;
      if (entry.subject.source === 'spreadsheet')
        return `${who} imported a spreadsheet into People: ${counts}`;
      return `${entry.subject.source === 'bamboohr' ? 'BambooHR' : 'The HR system'} updated People: ${counts}`;
    }
    case 'people_hook.connected':
      return `${who} connected an HR system to People`;
    case 'people_hook.rotated':
      return `${who} replaced the HR webhook’s secret`;
    case 'people_hook.disconnected':
      return `${who} disconnected the HR system from People`;
    case 'draft.approved':
      return `${who} approved the ${typeWord(entry.subject.messageType)} announcement for ${entry.subject.personName}, to go out on ${entry.subject.sendDate}`;
    case 'draft.skipped':
      return `${who} skipped the ${typeWord(entry.subject.messageType)} announcement for ${entry.subject.personName}${entry.subject.reason ? `: ${entry.subject.reason}` : ''}`;
    case 'draft.regenerated':
      return `${who} asked for new drafts of the ${typeWord(entry.subject.messageType)} announcement for ${entry.subject.personName}`;
  }
}
