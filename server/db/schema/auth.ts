import { relations } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Better Auth's tables, in the shape its Drizzle adapter expects (same as
 * `npx @better-auth/cli generate` writes). Timestamps are timestamptz so every process
 * agrees on "now" whatever its time zone.
 */

const tz = { withTimezone: true } as const;

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * The organization plugin's field (ADR 040). Herald never sets it: the active workspace is
     * the request's X-Herald-Workspace header, membership is read on every request.
     */
    activeOrganizationId: text('active_organization_id'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', tz),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', tz),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Better Auth's database rate-limit storage, shared by every server process. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Workspaces: Better Auth's organization plugin's tables (ADR 040), in the shape its Drizzle
 * adapter expects, plus Herald's fields (declared to the plugin as `additionalFields`). Herald
 * reads and writes them through its own routes (server/features/workspaces/), never through
 * the plugin's endpoints, which are not exposed.
 */
export const organization = pgTable('organization', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo'),
  metadata: text('metadata'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  /**
   * Set on a personal workspace (one per account, created with it): its account. Null on a
   * team workspace. Deleting the account deletes its personal workspace and what is in it.
   */
  personalUserId: text('personal_user_id')
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
});

/** Who belongs to a workspace, and as what: 'owner', 'admin' or 'member' (domain/workspaces.ts). */
export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_organization_user_idx').on(t.organizationId, t.userId),
    index('member_user_idx').on(t.userId),
  ],
);

/**
 * An invitation to a workspace by e-mail. Its link carries a random token whose SHA-256 is
 * `token_hash`; it works once ('pending' to 'accepted') and until `expires_at` (7 days).
 */
export const invitation = pgTable(
  'invitation',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    role: text('role'),
    /** 'pending', 'accepted', 'canceled' (revoked) or 'rejected'. */
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', tz).notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').unique(),
  },
  (t) => [
    index('invitation_organization_idx').on(t.organizationId),
    index('invitation_email_idx').on(t.email),
  ],
);

/**
 * Relations (no columns, no migration): with them Better Auth's adapter reads a session and
 * its user in one query (`advanced.database.joins` in server/auth.ts), the read every
 * signed-in request makes (issue 23 item 2).
 */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
