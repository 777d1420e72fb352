import { z } from 'zod';
import { validTimeZone } from './auth.ts';
import { DELIVERY_TEXT_MAX } from './delivery-format.ts';
import { stripControls } from './clean-text.ts';
import { isIsoDate, isWallTime } from './schedule.ts';

/**
 * A delivery's life (ADR 020): scheduled → sending → sent | failed, or cancelled while still
 * scheduled. A failed one can be retried (back to scheduled). In a team that requires
 * approval (ADR 044) a member's starts as a request, awaiting_approval → scheduled (approved)
 * | rejected | expired (not approved within its send window) | cancelled.
 */
export type DeliveryStatus =
  | 'awaiting_approval'
  | 'scheduled'
  | 'sending'
  | 'sent'
  | 'failed'
  | 'cancelled'
  | 'rejected'
  | 'expired';

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  awaiting_approval: 'Awaiting approval',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  rejected: 'Rejected',
  expired: 'Expired',
};

/** Why an approval came too late (ADR 044). */
export const REQUEST_EXPIRED =
  'Expired: it was not approved before its latest send time, so it was not sent.';

/**
 * A delivery's text, stored as it will be posted: no control characters or bidi overrides
 * (issue 20 item 9). The text of a send, and of an edit-and-approve.
 */
const DeliveryText = z
  .string({ error: 'The message must be text.' })
  .transform((v) => stripControls(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'The message cannot be empty.' })
      .max(DELIVERY_TEXT_MAX, {
        error: `The message must be at most ${DELIVERY_TEXT_MAX.toLocaleString('en-US')} characters.`,
      }),
  );

/** Approve, optionally with the text edited (edit-and-approve, ADR 044). */
export const ApproveInput = z.object({ text: DeliveryText.optional() }).strict();

const REJECT_REASON_MAX = 500;

/** Reject, with the reason its author is told (ADR 044). */
export const RejectInput = z
  .object({
    reason: z
      .string({ error: 'Say why, for its author.' })
      .transform((v) => stripControls(v).trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'Say why, for its author.' })
          .max(REJECT_REASON_MAX, {
            error: `A reason can have at most ${REJECT_REASON_MAX} characters.`,
          }),
      ),
  })
  .strict();

/** Shown instead of "Sent" when it went out but may have gone out twice, or not everywhere. */
export const UNCERTAIN_LABEL = 'Sent, uncertain';

/**
 * Issue 20 item 11: how late a delivery may still go out, in hours after its scheduled time.
 * Past that it fails as too late (and its owner is told) rather than going out silently late.
 */
export const DEFAULT_LATE_LIMIT_HOURS = 12;
export const LATE_LIMIT_CHOICES = [1, 3, 12, 24, 72] as const;
const MAX_LATE_LIMIT_HOURS = 72;

/** How late-limit choices read: "12 hours", "1 day". */
export function describeLateLimit(hours: number): string {
  if (hours % 24 === 0) return hours === 24 ? '1 day' : `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * Why a sent delivery is not plainly "Sent" (issue 20 item 5), or null. A post whose answer
 * never came was tried again and may be there twice, unless the provider de-duplicates it
 * (Google Chat's requestId). E-mail is never sent twice to an address: an address whose mail
 * the server took without confirming is left alone, so it may be the one that has nothing.
 */
export function deliveryUncertainty(row: {
  status: string;
  destinationKind: string;
  uncertainAttempts: number;
  emailProgress: Record<string, 'sent' | 'uncertain'> | null;
}): string | null {
  if (row.status !== 'sent') return null;
  if (row.destinationKind === 'email') {
    const unconfirmed = Object.values(row.emailProgress ?? {}).filter(
      (v) => v === 'uncertain',
    ).length;
    if (unconfirmed)
      return `The mail server took it for ${unconfirmed} ${unconfirmed === 1 ? 'address' : 'addresses'} but never confirmed. It has probably arrived; Herald did not send it again, so nobody gets it twice.`;
    return row.uncertainAttempts > 0
      ? 'Herald was interrupted while sending to this list, so one address may have got it twice.'
      : null;
  }
  if (row.destinationKind === 'google_chat') return null;
  return row.uncertainAttempts > 0
    ? 'Herald got no answer the first time and tried again, so it may have been posted twice. Check the channel.'
    : null;
}

/** How far ahead a delivery can be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

/** A send later than this after its scheduled time says how late it was. */
const LATE_AFTER_MS = 60_000;

export const ScheduleInput = z
  .object({
    date: z.string().refine(isIsoDate, { error: 'Pick a date.' }),
    time: z.string().refine(isWallTime, { error: 'Pick a time (HH:MM).' }),
    timeZone: z
      .string()
      .refine((v) => validTimeZone(v) !== undefined, { error: 'Unknown time zone.' }),
  })
  .strict();

/** POST /api/deliveries: send an option (as edited) now, or at a wall-clock time in a zone. */
export const CreateDeliveryInput = z
  .object({
    suggestionId: z.uuid({ error: 'Choose an option to send.' }),
    destinationId: z.uuid({ error: 'Choose a destination.' }),
    text: DeliveryText,
    schedule: ScheduleInput.optional(),
    /** Hours it may still go out after its time (default DEFAULT_LATE_LIMIT_HOURS). */
    lateLimitHours: z
      .number({ error: 'lateLimitHours must be a number of hours.' })
      .int({ error: 'lateLimitHours must be a whole number of hours.' })
      .min(1, { error: 'lateLimitHours must be 1 to 72.' })
      .max(MAX_LATE_LIMIT_HOURS, { error: 'lateLimitHours must be 1 to 72.' })
      .optional(),
  })
  .strict();
export type CreateDelivery = z.input<typeof CreateDeliveryInput>;

export const ListDeliveriesQuery = z
  .object({
    status: z
      .enum(['upcoming', 'done', 'all', 'awaiting'], {
        error: 'status must be upcoming, done, all or awaiting.',
      })
      .default('all'),
    page: z.coerce
      .number()
      .int()
      .min(1, { error: 'page must be 1 or more.' })
      .max(100_000)
      .default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(50, { error: 'pageSize must be at most 50.' })
      .default(10),
  })
  .strict();

/**
 * A delivery's time in the zone it was scheduled in, named ("Dec 1, 2026, 09:00 AM EST"): a
 * "Sent" time in the browser's zone beside a "Scheduled for" time in another reads as hours
 * late.
 */
export function formatDeliveryTime(iso: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "12 min late", "2 h 5 min late": how late a send was, for the list. */
export function describeLateness(scheduledAt: Date, sentAt: Date): string | null {
  const ms = sentAt.getTime() - scheduledAt.getTime();
  if (ms < LATE_AFTER_MS) return null;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min late`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 48) return rest ? `${hours} h ${rest} min late` : `${hours} h late`;
  return `${Math.round(hours / 24)} days late`;
}
