import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcementEvents } from '../../db/schema/index.ts';
import { getRules } from './events.ts';

/**
 * A workspace's autopilot for its owner's data export: the rules and every event, decided or
 * not. The drafts themselves are messages of the history, which the export already carries;
 * an event names its message and delivery by id. Claim bookkeeping (version, lease) is left out.
 */
export async function exportAutopilot(db: Db, workspaceId: string) {
  const [rules, events] = await Promise.all([
    getRules(db, workspaceId),
    db
      .select({
        id: announcementEvents.id,
        personId: announcementEvents.personId,
        personName: announcementEvents.personName,
        kind: announcementEvents.kind,
        effectiveDate: announcementEvents.effectiveDate,
        sendAt: announcementEvents.sendAt,
        timeZone: announcementEvents.timeZone,
        state: announcementEvents.state,
        problem: announcementEvents.problem,
        messageId: announcementEvents.messageId,
        deliveryId: announcementEvents.deliveryId,
        reviewerId: announcementEvents.reviewerId,
        decidedBy: announcementEvents.decidedBy,
        decidedAt: announcementEvents.decidedAt,
        createdAt: announcementEvents.createdAt,
      })
      .from(announcementEvents)
      .where(eq(announcementEvents.workspaceId, workspaceId))
      .orderBy(asc(announcementEvents.sendAt), asc(announcementEvents.id)),
  ]);
  return { rules, events };
}
