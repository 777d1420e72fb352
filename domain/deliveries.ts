import { z } from 'zod';
import { validTimeZone } from './auth.ts';
import { DELIVERY_TEXT_MAX } from './delivery-format.ts';
import { stripControls } from './generation.ts';
import { isIsoDate, isWallTime } from './schedule.ts';

/**
 * A delivery's life (ADR 020): scheduled → sending → sent | failed, or cancelled while still
 * scheduled. A failed one can be retried (back to scheduled).
 */
export const DELIVERY_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** How far ahead a delivery can be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

/** A send later than this after its scheduled time says how late it was. */
export const LATE_AFTER_MS = 60_000;

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
    text: z
      .string({ error: 'The message must be text.' })
      // Stored as it will be posted: no control characters or bidi overrides (issue 20 item 9).
      .transform((v) => stripControls(v).trim())
      .pipe(
        z
          .string()
          .min(1, { error: 'The message cannot be empty.' })
          .max(DELIVERY_TEXT_MAX, {
            error: `The message must be at most ${DELIVERY_TEXT_MAX.toLocaleString('en-US')} characters.`,
          }),
      ),
    schedule: ScheduleInput.optional(),
  })
  .strict();
export type CreateDelivery = z.output<typeof CreateDeliveryInput>;

export const ListDeliveriesQuery = z
  .object({
    status: z
      .enum(['upcoming', 'done', 'all'], { error: 'status must be upcoming, done or all.' })
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
