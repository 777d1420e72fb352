import { z } from 'zod';
import { validTimeZone } from './auth.ts';
import { LENGTHS } from './generation.ts';
import { DEFAULT_SEND_TIME, isIsoDate, isWallTime, wallTimeToInstant } from './schedule.ts';
import { canonicalTimeZone } from './time-zones.ts';
import { TONE_VALUES } from './tones.ts';
import { stripControls } from './clean-text.ts';

/**
 * The start-date autopilot (issue 25 items 4–7, ADR 053): per workspace rules, one event per
 * person per announcement and date, drafted ahead, reviewed by a person, posted on the day.
 * The contract between the server and the review, rules and "Coming up" screens.
 */

/** What Herald announces by itself: a welcome on the start date, a promotion on its day. */
export const AUTOPILOT_EVENT_KINDS = ['welcome', 'promotion'] as const;
export type AutopilotEventKind = (typeof AUTOPILOT_EVENT_KINDS)[number];

/**
 * An event's life: scheduled (to be drafted at its draft time) → drafting (claimed, under a
 * lease) → awaiting_review → approved (its delivery is in the queue) → sent. Off that path:
 * missed (nobody approved it by its send time), skipped (a reviewer said no), cancelled (the
 * person was removed or marked "don't announce", the event kind was turned off, or its
 * delivery was cancelled) and failed (drafting died twice, the writer kept failing until the
 * send time, or its delivery failed; a retry that sends it makes it sent).
 */
export const AUTOPILOT_EVENT_STATES = [
  'scheduled',
  'drafting',
  'awaiting_review',
  'approved',
  'sent',
  'missed',
  'skipped',
  'cancelled',
  'failed',
] as const;
export type AutopilotEventState = (typeof AUTOPILOT_EVENT_STATES)[number];

/** States in which an event may still lead to a post (a change of the person moves or cancels it). */
export const PENDING_EVENT_STATES = [
  'scheduled',
  'drafting',
  'awaiting_review',
  'approved',
] as const satisfies readonly AutopilotEventState[];

/** How the screens name each state ("Coming up", the review screen). */
export const AUTOPILOT_STATE_LABELS: Record<AutopilotEventState, string> = {
  scheduled: 'Draft coming',
  drafting: 'Drafting',
  awaiting_review: 'Awaiting review',
  approved: 'Approved',
  sent: 'Sent',
  missed: 'Missed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const DEFAULT_DAYS_AHEAD = 3;
const MAX_DAYS_AHEAD = 14;
/** "Coming up" (dashboard) and the worker's window: events this many days ahead exist. */
export const COMING_UP_DAYS = 14;

export const AUTOPILOT_MESSAGES = {
  notFound: 'This announcement was not found.',
  notReviewer: 'Only the reviewer of this announcement or an admin can decide on it.',
  noDestination:
    'Choose where the autopilot posts (a destination of this workspace) in the autopilot rules first.',
  destinationUnknown: 'This destination is not one of this workspace’s destinations.',
  tooLate: 'Its send time has passed, so it was not sent.',
  notAwaiting: 'This announcement is not waiting for review any more.',
  optionUnknown: 'This option is not one of this announcement’s drafts.',
  needsPro: 'The autopilot is part of the Pro plan. Upgrade to use it.',
  draftFailed: 'Herald could not write the drafts. It will try again.',
  draftCrashed:
    'Herald stopped twice while writing the drafts, so it did not try again. Write this announcement from New Message.',
} as const;

const wallTime = z
  .string({ error: 'The send time must be written HH:MM.' })
  .refine(isWallTime, { error: 'The send time must be written HH:MM.' });

const zone = z
  .string({ error: 'Choose a known time zone (e.g. Europe/Berlin).' })
  .trim()
  .refine((v) => v === '' || !!validTimeZone(v), {
    error: 'Choose a known time zone (e.g. Europe/Berlin).',
  })
  .nullish()
  .transform((v) => (v ? canonicalTimeZone(v) : null));

/** PUT /api/autopilot/rules: the whole rule set of the active workspace (admins and owners). */
export const AutopilotRulesInput = z
  .object({
    welcomeEnabled: z.boolean({ error: 'welcomeEnabled must be true or false.' }),
    promotionEnabled: z.boolean({ error: 'promotionEnabled must be true or false.' }),
    daysAhead: z
      .number({ error: 'Days ahead must be a whole number.' })
      .int({ error: 'Days ahead must be a whole number.' })
      .min(1, { error: 'Drafts are written at least 1 day ahead.' })
      .max(MAX_DAYS_AHEAD, { error: `Drafts are written at most ${MAX_DAYS_AHEAD} days ahead.` }),
    tone: z.enum(TONE_VALUES, { error: 'Unknown tone.' }),
    length: z.enum(LENGTHS, { error: 'Length must be short, medium or long.' }),
    /** One of the workspace's destinations; null: not chosen yet (nothing can be approved). */
    destinationId: z.uuid({ error: 'Choose a destination.' }).nullable(),
    sendTime: wallTime,
    /** The zone for people without one; null: the workspace owner's profile zone. */
    timeZone: zone,
    skipWeekends: z.boolean({ error: 'skipWeekends must be true or false.' }),
  })
  .strict();
export type AutopilotRules = z.output<typeof AutopilotRulesInput>;

/** What a workspace that never saved rules gets: everything off, the defaults. */
export const DEFAULT_AUTOPILOT_RULES: AutopilotRules = {
  welcomeEnabled: false,
  promotionEnabled: false,
  daysAhead: DEFAULT_DAYS_AHEAD,
  tone: 'warm_professional',
  length: 'medium',
  destinationId: null,
  sendTime: DEFAULT_SEND_TIME,
  timeZone: null,
  skipWeekends: true,
};

const DraftText = z
  .string({ error: 'The message must be text.' })
  .transform((v) => stripControls(v).trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'The message cannot be empty.' })
      .max(4000, { error: 'The message must be at most 4,000 characters.' }),
  );

/** POST /api/autopilot/events/:id/approve: the option chosen, optionally edited. */
export const ApproveDraftInput = z
  .object({
    suggestionId: z.uuid({ error: 'Choose one of the drafts.' }),
    text: DraftText.optional(),
  })
  .strict();

/** POST /api/autopilot/events/:id/skip: "don't post this one", with an optional note. */
export const SkipDraftInput = z
  .object({
    reason: z
      .string({ error: 'The reason must be text.' })
      .transform((v) => stripControls(v).trim())
      .pipe(z.string().max(500, { error: 'A reason can have at most 500 characters.' }))
      .optional(),
  })
  .strict();

/** GET /api/autopilot/events: the events of the active workspace whose send date is in [from, to]. */
export const ListEventsQuery = z
  .object({
    from: z.string().refine(isIsoDate, { error: 'from must be a date written YYYY-MM-DD.' }),
    to: z.string().refine(isIsoDate, { error: 'to must be a date written YYYY-MM-DD.' }),
  })
  .strict()
  .refine((q) => q.from <= q.to, { error: 'from must not be after to.' });

/** An event as the API answers it. */
export interface AutopilotEventDto {
  id: string;
  kind: AutopilotEventKind;
  state: AutopilotEventState;
  personId: string | null;
  personName: string;
  /** The day it is about (start date, promotion date), YYYY-MM-DD. */
  effectiveDate: string;
  /** The day it posts: the effective date, or the Monday after with "skip weekends". */
  sendDate: string;
  /** The instant it posts (the send time on the send date in its zone), ISO. */
  sendAt: string;
  draftAt: string;
  timeZone: string;
  /** Why it is not moving on (the plan's limit, a failed draft), in plain words. */
  problem: string | null;
  messageId: string | null;
  deliveryId: string | null;
  /** Whether the asking user may approve, edit, regenerate or skip it. */
  canReview: boolean;
}

/** GET /api/autopilot/events/:id: the event with its drafts and who reviews it. */
export interface AutopilotEventDetailDto extends AutopilotEventDto {
  options: { id: string; text: string }[];
  /** The approved text, once approved. */
  approvedText: string | null;
  /** Names of who may decide (the manager, or the workspace's admins). */
  reviewers: string[];
  destination: { id: string; name: string; kind: string } | null;
}

/** The web path of an event's review screen (mails link there, in its workspace). */
export const reviewPath = (eventId: string) => `/dashboard/people/review/${eventId}`;

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The day a post goes out: a Saturday or Sunday moves to the Monday after when skipping weekends. */
export function sendDateFor(effectiveDate: string, skipWeekends: boolean): string {
  if (!skipWeekends) return effectiveDate;
  const day = new Date(`${effectiveDate}T00:00:00Z`).getUTCDay();
  return day === 6
    ? addDays(effectiveDate, 2)
    : day === 0
      ? addDays(effectiveDate, 1)
      : effectiveDate;
}

export interface EventSchedule {
  sendDate: string;
  sendAt: Date;
  draftAt: Date;
}

/**
 * When an event posts and when it is drafted: the send time on the (weekend-adjusted) send
 * date, on the clock of the person's zone, so 09:00 is 09:00 there on both sides of a DST
 * change; drafted `daysAhead` days before, at the same wall time.
 */
export function eventSchedule(
  effectiveDate: string,
  rules: Pick<AutopilotRules, 'sendTime' | 'daysAhead' | 'skipWeekends'>,
  timeZone: string,
): EventSchedule {
  const sendDate = sendDateFor(effectiveDate, rules.skipWeekends);
  return {
    sendDate,
    sendAt: wallTimeToInstant(sendDate, rules.sendTime, timeZone),
    draftAt: wallTimeToInstant(addDays(sendDate, -rules.daysAhead), rules.sendTime, timeZone),
  };
}

/** The zone an event runs on: the person's, else the workspace rule's, else the owner's profile's. */
export function eventTimeZone(
  personZone: string | null,
  rulesZone: string | null,
  ownerZone: string,
): string {
  return personZone ?? rulesZone ?? ownerZone;
}
