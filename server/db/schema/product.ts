import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACTIVITY_ACTIONS } from '#domain/activity.ts';
import { AUTOPILOT_EVENT_KINDS, AUTOPILOT_EVENT_STATES } from '#domain/autopilot.ts';
import type { DeliveryStatus } from '#domain/deliveries.ts';
import type { DestinationKind, RecipientStatus } from '#domain/destinations.ts';
import type { Length } from '#domain/generation.ts';
import type { MessageType } from '#domain/message-types.ts';
import type { PlanName } from '#domain/plans.ts';
import type { Tone } from '#domain/tones.ts';
import { organization, user } from './auth.ts';

const tz = { withTimezone: true } as const;

/** The workspace a row belongs to (ADR 041): every product query is scoped by it. */
const workspaceId = () =>
  text('workspace_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' });

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  email: text('email').notNull(),
  /** IANA zone; the month for usage limits starts at 00:00 here. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /**
   * Messages the user deleted from their history: "all time" usage counts generations, so it
   * is the stored messages plus these (ADR 019).
   */
  messagesDeleted: integer('messages_deleted').notNull().default(0),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

export const subscriptionPlans = pgTable('subscription_plans', {
  name: text('name').$type<PlanName>().primaryKey(),
  displayName: text('display_name').notNull(),
  /** null = unlimited (spec: absent or zero means unlimited). */
  monthlyMessageLimit: integer('monthly_message_limit'),
  tones: text('tones').array().notNull(),
  messageTypes: text('message_types').array().notNull(),
  priceCents: integer('price_cents').notNull(),
});

/**
 * The plan a user holds, derived (ADR 018): recomputed from all of the user's
 * `subscriptions` whenever one of them changes, in the same transaction, under the user's
 * row lock. Read on every request (one primary-key lookup); the provider fields are those
 * of the user's primary subscription (a granting one, else the latest).
 */
export const subscribers = pgTable('subscribers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** The workspace it was bought for: its owner's personal workspace (ADR 042). */
  workspaceId: workspaceId(),
  plan: text('plan')
    .$type<PlanName>()
    .notNull()
    .references(() => subscriptionPlans.name),
  /** 'active' grants the plan; anything else (canceled after period end, revoked…) does not. */
  status: text('status').notNull(),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  /** The subscription's own status at the provider (active, canceled, past_due, revoked…). */
  providerStatus: text('provider_status'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  currentPeriodEnd: timestamp('current_period_end', tz),
  /** The provider's modification time of the last event applied; older events are ignored. */
  providerModifiedAt: timestamp('provider_modified_at', tz),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

/**
 * One row per provider subscription, in the state of the newest event applied to it
 * (older events change nothing). A user may hold several (a second checkout, a renewal
 * after a revoke): a late event for one of them never decides the plan alone.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    provider: text('provider').notNull(),
    /** The provider's subscription id. */
    id: text('id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The workspace it was bought for: its owner's personal workspace (ADR 042). */
    workspaceId: workspaceId(),
    providerCustomerId: text('provider_customer_id'),
    plan: text('plan')
      .$type<PlanName>()
      .notNull()
      .references(() => subscriptionPlans.name),
    /** The provider's status ('active', 'past_due', 'canceled'…), 'revoked' once ended. */
    status: text('status').notNull(),
    /** Whether it grants its plan now (active, trialing or past_due, and not ended). */
    grantsPlan: boolean('grants_plan').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', tz),
    /** The provider's modification time of the newest event applied. */
    providerModifiedAt: timestamp('provider_modified_at', tz).notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.id] }),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Checkouts handed to users, so a second one is not opened while the first may still be
 * paid (issue 17): a click on Upgrade within the window gets the open checkout again. A row
 * without a URL is being created. Closed when a subscription arrives for the user or the
 * test checkout is cancelled.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'polar', or 'test' for the local test checkout (whose id is the test checkout's). */
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id'),
    url: text('url'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    closedAt: timestamp('closed_at', tz),
  },
  (t) => [index('checkouts_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The author; null once they deleted their account (ADR 043): a team keeps what its
     * members wrote, shown as by a "Former member". A personal workspace's rows go with it.
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    workspaceId: workspaceId(),
    newHireName: text('new_hire_name').notNull(),
    role: text('role'),
    tone: text('tone').$type<Tone>().notNull(),
    messageType: text('message_type').$type<MessageType>().notNull(),
    /** The full validated form input, so a message can be reproduced or audited. */
    input: jsonb('input').notNull(),
    writer: text('writer').notNull(),
    model: text('model').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    /**
     * Name and role, lower-cased once on write, for the history search (spec §5): a plain
     * LIKE on this costs a fraction of ILIKE on two columns, which lower-cases every row on
     * every search. The separator (U+001F) is stripped from names, roles and search terms by
     * `cleanText`, so a term never matches across the two fields.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(new_hire_name || E'\\x1F' || coalesce(role, ''))`),
  },
  (t) => [
    // In the history's exact order (newest first, id breaking ties), so a page, a keyset page
    // and a bounded count walk it from where they start and stop after a few rows (ADR 037).
    index('messages_user_created_id_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A workspace's history in the same order (ADR 041).
    index('messages_workspace_created_id_idx').on(
      t.workspaceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Substring search can use trigrams; narrow terms then read only the rows they match.
    index('messages_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * How many messages each workspace's history holds, so the history's count and the account's
 * "all time" never count a whole history (issue 23, ADR 037). Per workspace since the history
 * is (ADR 041, migration 0016): the screens count a workspace's history, personal or team;
 * "Mine" is a filter, counted up to a bound. Kept by statement triggers on `messages` in the
 * transaction that inserts or deletes them, whatever code path does.
 */
export const messageCounts = pgTable('message_counts', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  stored: integer('stored').notNull().default(0),
});

export const messageSuggestions = pgTable(
  'message_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    suggestionText: text('suggestion_text').notNull(),
    favourite: boolean('favourite').notNull().default(false),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_suggestions_message_position_idx').on(t.messageId, t.position),
    // The favourites filter finds the favourite options without reading the others (ADR 037).
    index('message_suggestions_favourite_idx')
      .on(t.messageId)
      .where(sql`favourite`),
  ],
);

/**
 * The usage ledger: generations counted per calendar month for an e-mail identity (ADR 019).
 * It is written in the same transaction as the message, and never by deleting one, so
 * deleting messages or the account gives no quota back. `identity` is a keyed hash of the
 * normalised address (server/features/usage/identity.ts), never the address, and the row
 * has no link to the user row: it outlives the account until its month is over.
 */
export const usageMonths = pgTable(
  'usage_months',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identity: text('identity').notNull(),
    /** Calendar month, 'YYYY-MM'. */
    month: text('month').notNull(),
    /** The zone the month is counted in: the profile's zone at its first generation. */
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', tz).notNull(),
    endsAt: timestamp('ends_at', tz).notNull(),
    used: integer('used').notNull().default(0),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usage_months_identity_month_idx').on(t.identity, t.month),
    index('usage_months_ends_idx').on(t.endsAt),
  ],
);

/**
 * A generation in progress holds one unit of its month's quota, so concurrent requests
 * cannot overspend it while the writer works (docs/architecture.md). Rows are removed when the
 * message is stored or the generation fails. `expires_at` is a lease the owning process
 * renews while it works, so a crashed process's unit comes back soon by itself; a process
 * that starts on the same host and port as a crashed one frees its units at once (ADR 019).
 */
export const quotaReservations = pgTable(
  'quota_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Null only for reservations made by a version before the ledger (a rolling upgrade). */
    usageMonthId: uuid('usage_month_id').references(() => usageMonths.id, {
      onDelete: 'cascade',
    }),
    /** Where the owning process listens (host name, interface, port). */
    processSlot: text('process_slot'),
    /** Random per process start: tells a crashed predecessor's rows from the live owner's. */
    processBootId: text('process_boot_id'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', tz).notNull(),
  },
  (t) => [
    index('quota_reservations_user_idx').on(t.userId),
    index('quota_reservations_month_idx').on(t.usageMonthId),
    index('quota_reservations_slot_idx').on(t.processSlot),
  ],
);

/** Fixed-window counters shared by every process (generation and demo rate limits). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', tz).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Provider event ids already processed: webhook deliveries are at-least-once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', tz).notNull().defaultNow(),
});

/** The dev mailbox: outgoing mail when no SMTP_URL is set (refused in production). */
export const devMails = pgTable(
  'dev_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Headers beyond the basics (Reply-To, List-Unsubscribe…), as the mail would carry them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('dev_mails_created_idx').on(t.createdAt.desc())],
);

export const nowSql = sql`now()`;

/**
 * Last time an e-mail of a kind went to an address: at most one confirmation or reset
 * e-mail per address per minute, whichever process sends it.
 */
export const emailCooldowns = pgTable('email_cooldowns', {
  key: text('key').primaryKey(),
  lastSentAt: timestamp('last_sent_at', tz).notNull(),
});

/** Checkouts of the local test checkout (only used when Polar is not configured). */
export const testCheckouts = pgTable('test_checkouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
});

/**
 * Where a user sends announcements (issue 16). A webhook URL is a credential: it is stored
 * only encrypted (AES-256-GCM, DESTINATIONS_KEY; server/features/destinations/secret-box.ts),
 * with a masked form (host + last 4 characters) for display. E-mail destinations keep their
 * addresses in `email_recipients` and have no secret.
 */
export const destinations = pgTable(
  'destinations',
  {
    id: uuid('id').primaryKey(),
    /**
     * Who added it: its e-mail recipients' consent is asked in their name (ADR 027). Null once
     * they deleted their account (ADR 043): the team keeps the destination, but an e-mail list
     * then mails nobody until an admin saves it again, asking in their own name.
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The account id the URL's ciphertext is bound to (its adder's when sealed). Not a foreign
     * key: it outlives that account, so a team's webhook still opens after its adder left
     * (ADR 043).
     */
    urlSealedFor: text('url_sealed_for'),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    kind: text('kind').$type<DestinationKind>().notNull(),
    urlCiphertext: text('url_ciphertext'),
    urlMasked: text('url_masked'),
    emailRecipients: text('email_recipients').array(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('destinations_user_idx').on(t.userId, t.createdAt),
    index('destinations_workspace_idx').on(t.workspaceId, t.createdAt),
  ],
);

/**
 * One announcement to post once (ADR 020). The table is also the queue: workers claim due rows
 * with FOR UPDATE SKIP LOCKED, and every transition is a conditional update on `status` (and
 * `version` for the worker's own writes), so cancel, reschedule and a worker's claim never
 * both win. The destination's name and kind are copied so the list still reads after it is
 * deleted.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Who sent or scheduled it; null once they deleted their account (ADR 043): a team keeps
     * its sending history. A scheduled one is cancelled when its author leaves.
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    workspaceId: workspaceId(),
    destinationId: uuid('destination_id').references(() => destinations.id, {
      onDelete: 'set null',
    }),
    destinationName: text('destination_name').notNull(),
    destinationKind: text('destination_kind').$type<DestinationKind>().notNull(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    suggestionId: uuid('suggestion_id').references(() => messageSuggestions.id, {
      onDelete: 'set null',
    }),
    /** The text as sent (the option, possibly edited), and what formatting needs of the message. */
    text: text('text').notNull(),
    newHireName: text('new_hire_name').notNull(),
    messageType: text('message_type').$type<MessageType>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    /** When the user asked for it to go out, and the zone they picked it in (for display). */
    scheduledAt: timestamp('scheduled_at', tz).notNull(),
    timeZone: text('time_zone').notNull(),
    /** When a worker may next try: the scheduled time, or later after a retryable failure. */
    dueAt: timestamp('due_at', tz).notNull(),
    /** Unique per delivery; sent to providers that deduplicate (Google Chat, e-mail Message-ID). */
    idempotencyKey: text('idempotency_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Sends whose outcome is unknown (the process died mid-send, or the answer never came).
     * Each may have been posted; after one, the next unknown outcome fails the delivery
     * instead of trying again, so a delivery is posted at most twice (ADR 020).
     */
    uncertainAttempts: integer('uncertain_attempts').notNull().default(0),
    /** Bumped on every transition; a worker's writes name the version it claimed. */
    version: integer('version').notNull().default(0),
    leaseExpiresAt: timestamp('lease_expires_at', tz),
    sentAt: timestamp('sent_at', tz),
    /** The latest problem in plain words (a retry's reason, or why it failed). */
    lastError: text('last_error'),
    /** Why it failed, for the actions it offers: 'too_late' (past `send_by`). */
    failureCode: text('failure_code'),
    /**
     * The latest time it may still go out (issue 20 item 11): by default 12 h after the
     * scheduled time. Past it the delivery fails as too late instead of going out silently
     * late. Null on rows from before the rule: no limit.
     */
    sendBy: timestamp('send_by', tz),
    /**
     * SHA-256 of what the request asked for (option, destination, text, schedule): the same
     * Idempotency-Key with another body is refused (422) rather than answered with this one.
     */
    requestHash: text('request_hash'),
    /**
     * E-mail: each address's outcome so far ('sent', or 'uncertain' when the mail server took
     * the whole message but never confirmed it). A retry writes only to the others, so nobody
     * gets the announcement twice (ADR 026).
     */
    emailProgress: jsonb('email_progress').$type<Record<string, 'sent' | 'uncertain'>>(),
    /**
     * A member's request in a team that requires approval (ADR 044) is decided once, by an
     * admin or owner: who, when, and which way. The row is the record of the decision: `text`
     * is what was approved, `requested_text` what the member asked for when the approver
     * edited it, and a rejection's reason is its `last_error`.
     */
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', tz),
    decision: text('decision').$type<'approved' | 'rejected'>(),
    requestedText: text('requested_text'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    index('deliveries_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('deliveries_workspace_created_idx').on(t.workspaceId, t.createdAt.desc()),
    index('deliveries_due_idx')
      .on(t.dueAt)
      .where(sql`status = 'scheduled'`),
    index('deliveries_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`status = 'sending'`),
    index('deliveries_suggestion_idx').on(t.suggestionId),
    // The deliveries screen's two orders (ADR 037): upcoming by due time, the rest by when
    // they finished, newest first; and the history's "Sent to" lines, by message.
    // Per workspace, as the screen lists them (ADR 041, migration 0016).
    index('deliveries_workspace_upcoming_idx')
      .on(t.workspaceId, t.dueAt, t.id)
      .where(sql`status in ('awaiting_approval', 'scheduled', 'sending')`),
    index('deliveries_workspace_finished_idx').on(
      t.workspaceId,
      sql`(coalesce(${t.sentAt}, ${t.updatedAt})) desc`,
      t.id.desc().nullsFirst(),
    ),
    index('deliveries_message_idx').on(t.messageId),
    check(
      'deliveries_status_check',
      sql`status in ('awaiting_approval', 'scheduled', 'sending', 'sent', 'failed', 'cancelled', 'rejected', 'expired')`,
    ),
    check(
      'deliveries_decision_check',
      sql`decision is null or decision in ('approved', 'rejected')`,
    ),
  ],
);

/**
 * A team workspace's settings (ADR 044), one row once any is changed; none means the
 * defaults. Its own table rather than a column of `organization`, which is the organization
 * plugin's (ADR 040). A personal workspace never has one.
 */
export const workspaceSettings = pgTable('workspace_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  /** Members' sends become requests an admin or owner approves. Off by default. */
  approvalRequired: boolean('approval_required').notNull().default(false),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

/**
 * The addresses an account may e-mail announcements to (issue 20 item 3, ADR 027). An address
 * gets announcements only once it confirmed (a link in a confirmation mail) or when it is the
 * owner's own verified sign-in address; it can unsubscribe in one click, and then gets nothing
 * more from this owner. `owner_id` is the one column that says whose list it is, so team
 * workspaces (issue 24) can re-point it.
 */
export const emailRecipients = pgTable(
  'email_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    status: text('status').$type<RecipientStatus>().notNull(),
    /** SHA-256 of the confirmation link's token; the token itself is only in the mail. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', tz),
    confirmedAt: timestamp('confirmed_at', tz),
    unsubscribedAt: timestamp('unsubscribed_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_recipients_owner_email_idx').on(t.ownerId, t.email),
    // The daily cap on new recipients counts an owner's rows of the last 24 hours.
    index('email_recipients_owner_created_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('email_recipients_token_idx')
      .on(t.confirmTokenHash)
      .where(sql`confirm_token_hash is not null`),
    check('email_recipients_status_check', sql`status in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

/**
 * People of a workspace (issue 25, ADR 048): the joiners Herald announces, typed by hand or
 * imported from a spreadsheet. A person is found again by employee ID when they have one,
 * else by work e-mail (lower-cased), so re-importing a sheet updates rather than duplicates.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** Who added the person; the row stays when that account goes. */
    addedBy: text('added_by').references(() => user.id, { onDelete: 'set null' }),
    /** Exactly as typed. */
    name: text('name').notNull(),
    preferredName: text('preferred_name'),
    workEmail: text('work_email').notNull(),
    employeeId: text('employee_id'),
    role: text('role'),
    team: text('team'),
    managerName: text('manager_name'),
    managerEmail: text('manager_email'),
    location: text('location'),
    /** IANA zone; null means the workspace's. */
    timeZone: text('time_zone'),
    /** A day, not an instant: announced at the person's local morning (phase 2). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    previousCompany: text('previous_company'),
    expertise: text('expertise'),
    funFact: text('fun_fact'),
    hobbies: text('hobbies'),
    doNotAnnounce: boolean('do_not_announce').notNull().default(false),
    /**
     * The last role change (ADR 052), written only by `roleChange` in domain/people.ts, for
     * every writer (the form, an import, the HR webhook): set when the role changes from one
     * non-empty role to another, both cleared when the role is emptied, untouched otherwise.
     * The promotion event of the autopilot is derived from them: a person with both set and a
     * role has a promotion from `previous_role` to `role`, effective on `role_changed_on`
     * (the date the source gave, else that day in the person's zone); a later change
     * replaces it, so one person has at most one pending promotion.
     */
    previousRole: text('previous_role'),
    roleChangedOn: date('role_changed_on', { mode: 'string' }),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('people_workspace_email_idx').on(t.workspaceId, sql`lower(${t.workEmail})`),
    uniqueIndex('people_workspace_employee_id_idx')
      .on(t.workspaceId, t.employeeId)
      .where(sql`${t.employeeId} is not null`),
    // The People list: upcoming joiners by start date, keyset pages (ADR 037).
    index('people_workspace_start_idx').on(t.workspaceId, t.startDate, t.id),
  ],
);

/**
 * A workspace's inbound HR webhook (issue 25 item 3, ADR 052): at most one per workspace. The
 * id is the URL's unguessable part (never the workspace id); the signing secret is stored
 * only sealed (the destinations' SecretBox, bound to the hook id), with its last 4
 * characters for display. Rotating replaces the secret, keeping the id and so the URL.
 */
export const peopleHooks = pgTable('people_hooks', {
  id: text('id').primaryKey(),
  workspaceId: text('workspace_id')
    .notNull()
    .unique()
    .references(() => organization.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  secretLast4: text('secret_last4').notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  rotatedAt: timestamp('rotated_at', tz).notNull().defaultNow(),
});

/**
 * Signatures a hook accepted within the timestamp window (ADR 052): the same one again is a
 * replay (409). Rows older than the window are deleted as new requests come in.
 */
export const peopleHookSignatures = pgTable(
  'people_hook_signatures',
  {
    hookId: text('hook_id')
      .notNull()
      .references(() => peopleHooks.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    seenAt: timestamp('seen_at', tz).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hookId, t.signature] }),
    index('people_hook_signatures_seen_idx').on(t.seenAt),
  ],
);

/**
 * A team workspace's activity log (issue 24 item 7, ADR 047): one row per recorded action,
 * written by `recordActivity` in the transaction of the action. The actor's name is copied
 * at write time, so the log still reads after their account is deleted (the id goes null).
 * `subject` holds only what the screen shows (names, addresses invited, roles), never a
 * webhook URL. Kept as long as the workspace is.
 */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    subject: jsonb('subject').notNull().default({}),
    // clock_timestamp, not now(): entries of one transaction keep the order they were written
    // in, to the clock's resolution (PGlite's is coarser; the id breaks ties).
    createdAt: timestamp('created_at', tz)
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    // The screen's order (newest first, id breaking ties) and its keyset pages (ADR 037).
    index('activity_workspace_created_id_idx').on(
      t.workspaceId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Deleting an account sets its entries' actor to null.
    index('activity_actor_idx').on(t.actorId),
  ],
);

/**
 * A workspace's autopilot rules (issue 25 item 4, ADR 053), one row once saved; none means
 * the defaults (`DEFAULT_AUTOPILOT_RULES`: every event off). Its own table beside
 * `workspace_settings`, as a set the rules screen saves together.
 */
export const autopilotRules = pgTable(
  'autopilot_rules',
  {
    workspaceId: text('workspace_id')
      .primaryKey()
      .references(() => organization.id, { onDelete: 'cascade' }),
    welcomeEnabled: boolean('welcome_enabled').notNull().default(false),
    promotionEnabled: boolean('promotion_enabled').notNull().default(false),
    daysAhead: integer('days_ahead').notNull().default(3),
    tone: text('tone').$type<Tone>().notNull().default('warm_professional'),
    length: text('length').$type<Length>().notNull().default('medium'),
    /** Where approved posts go; null until chosen (or when the destination is deleted). */
    destinationId: uuid('destination_id').references(() => destinations.id, {
      onDelete: 'set null',
    }),
    /** HH:MM on the person's clock. */
    sendTime: text('send_time').notNull().default('09:00'),
    /** The zone for people without one; null: the owner's profile zone. */
    timeZone: text('time_zone'),
    skipWeekends: boolean('skip_weekends').notNull().default(true),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  () => [check('autopilot_rules_days_ahead_check', sql`days_ahead between 1 and 14`)],
);

/**
 * One announcement the autopilot makes (issue 25 items 5–6, ADR 053): a person, a kind
 * (welcome, promotion) and the day it is about. Unique on those, so re-imports, retries and
 * two workers make one event and so one draft. Claimed for drafting like deliveries
 * (SKIP LOCKED, a lease, `version` on the claimer's writes); approval creates its delivery.
 */
export const announcementEvents = pgTable(
  'announcement_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    /** Null once the person is deleted (the event is cancelled first and kept as a record). */
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** Copied: the record still reads after the person goes. */
    personName: text('person_name').notNull(),
    kind: text('kind', { enum: AUTOPILOT_EVENT_KINDS }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    sendDate: date('send_date', { mode: 'string' }).notNull(),
    sendAt: timestamp('send_at', tz).notNull(),
    draftAt: timestamp('draft_at', tz).notNull(),
    timeZone: text('time_zone').notNull(),
    state: text('state', { enum: AUTOPILOT_EVENT_STATES }).notNull().default('scheduled'),
    /** Bumped on every transition; a drafting worker's writes name the version it claimed. */
    version: integer('version').notNull().default(0),
    leaseExpiresAt: timestamp('lease_expires_at', tz),
    /** Leases that expired mid-draft: one is retried, a second fails the event. */
    leaseRecoveries: integer('lease_recoveries').notNull().default(0),
    /** Not before this time (a draft that failed, the plan's limit reached). */
    retryAt: timestamp('retry_at', tz),
    problem: text('problem'),
    /** The drafts, stored as a message of the workspace's history. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The person's manager when a member of the workspace; null: its admins and owners. */
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', tz),
    deliveryId: uuid('delivery_id').references(() => deliveries.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcement_events_once_idx').on(
      t.workspaceId,
      t.personId,
      t.kind,
      t.effectiveDate,
    ),
    // The worker's claim: scheduled events by draft time.
    index('announcement_events_draft_idx')
      .on(t.draftAt)
      .where(sql`state = 'scheduled'`),
    // Reminders and "missed": events still waiting, by send time.
    index('announcement_events_waiting_idx')
      .on(t.sendAt)
      .where(sql`state in ('scheduled', 'drafting', 'awaiting_review')`),
    index('announcement_events_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`state = 'drafting'`),
    // "Coming up" and a person's events.
    index('announcement_events_workspace_send_idx').on(t.workspaceId, t.sendDate, t.id),
    index('announcement_events_person_idx').on(t.personId),
    index('announcement_events_delivery_idx').on(t.deliveryId),
    check(
      'announcement_events_state_check',
      sql`state in ('scheduled', 'drafting', 'awaiting_review', 'approved', 'sent', 'missed', 'skipped', 'cancelled', 'failed')`,
    ),
    check('announcement_events_kind_check', sql`kind in ('welcome', 'promotion')`),
  ],
);
