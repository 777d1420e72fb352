import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { user } from './auth.ts';

const tz = { withTimezone: true } as const;

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  email: text('email').notNull(),
  /** IANA zone; the month for usage limits starts at 00:00 here. */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

export const subscriptionPlans = pgTable('subscription_plans', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  /** null = unlimited (spec: absent or zero means unlimited). */
  monthlyMessageLimit: integer('monthly_message_limit'),
  tones: text('tones').array().notNull(),
  messageTypes: text('message_types').array().notNull(),
  priceCents: integer('price_cents').notNull(),
});

export const subscribers = pgTable('subscribers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: text('plan')
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

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    newHireName: text('new_hire_name').notNull(),
    role: text('role'),
    tone: text('tone').notNull(),
    messageType: text('message_type').notNull(),
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
    index('messages_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    // Substring search can use trigrams; narrow terms then read only the rows they match.
    index('messages_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

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
  (t) => [uniqueIndex('message_suggestions_message_position_idx').on(t.messageId, t.position)],
);

/**
 * A generation in progress holds one unit of the monthly quota, so concurrent requests
 * cannot overspend it while the writer works (ARCHITECTURE §6). Rows are removed when the
 * message is stored or the generation fails; `expires_at` frees quota held by a crashed process.
 */
export const quotaReservations = pgTable(
  'quota_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', tz).notNull(),
  },
  (t) => [index('quota_reservations_user_idx').on(t.userId)],
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
