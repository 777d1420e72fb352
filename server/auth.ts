import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { organization } from 'better-auth/plugins/organization';
import {
  AUTH_MESSAGES,
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  validTimeZone,
} from '#domain/auth.ts';
import { cleanText } from '#domain/clean-text.ts';
import { INVITATION_DAYS } from '#domain/workspaces.ts';
import type { Db } from './db/client.ts';
import * as schema from './db/schema/index.ts';
import type { Env } from './env.ts';
import { claimEmailSlot } from './features/auth/email-cooldown.ts';
import { createSessionReader } from './features/auth/session-read.ts';
import {
  confirmationEmail,
  existingAccountEmail,
  passwordResetEmail,
} from './features/auth/emails.ts';
import { hashPassword, isCommonPassword, verifyPassword } from './features/auth/password-policy.ts';
import { PER_ADDRESS_LIMITS, perAddressKey } from './features/auth/per-address-limits.ts';
import type { Mailer } from './integrations/email.ts';
import type { Logger } from './logger.ts';
import { ensurePersonalWorkspace } from './middleware/require-workspace.ts';
import { consumeRateLimit } from './rate-limit.ts';

/** Header our client-ip middleware sets on the request handed to Better Auth (never the client's). */
export const CLIENT_IP_HEADER = 'x-herald-client-ip';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Routes that set the account's name. */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);

const PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export function createAuth(deps: { env: Env; db: Db; mailer: Mailer; logger: Logger }) {
  const { env, db, mailer, logger } = deps;
  const log = logger.child({ component: 'auth' });

  /** Sends unless this kind of mail went to the address in the last minute (no enumeration: callers answer the same either way). */
  async function sendLimited(kind: string, mail: ReturnType<typeof confirmationEmail>) {
    if (!(await claimEmailSlot(db, kind, mail.to))) {
      log.info({ kind }, 'e-mail suppressed by the per-address cooldown');
      return;
    }
    await mailer.send(mail);
  }

  const auth = betterAuth({
    appName: 'Herald',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
      },
    }),
    // Workspaces are the organization plugin's tables (ADR 040). Its endpoints are not
    // exposed (features/auth/routes.ts answers 404 under /api/auth/organization): Herald's
    // own routes manage workspaces with its roles, error contract, rate limits and mailer.
    plugins: [
      organization({
        creatorRole: 'owner',
        membershipLimit: env.WORKSPACE_MEMBER_CAP,
        invitationExpiresIn: INVITATION_DAYS * DAY,
        schema: {
          organization: {
            additionalFields: {
              personalUserId: { type: 'string', required: false, input: false },
            },
          },
          invitation: {
            additionalFields: {
              tokenHash: { type: 'string', required: false, input: false },
            },
          },
        },
      }),
    ],
    logger: {
      level: 'warn',
      log: (level, message) => log[level === 'debug' ? 'debug' : level]({}, message),
    },
    session: {
      expiresIn: 7 * DAY,
      updateAge: DAY,
    },
    // Errors that are not Better Auth's own (a database outage) reach our error handler, which
    // answers 503 JSON and logs without query parameters, instead of an empty 500 and a
    // console dump of the failed query's parameters (session tokens) (docs/security.md).
    onAPIError: { throw: true },
    advanced: {
      useSecureCookies: env.NODE_ENV === 'production',
      cookiePrefix: 'herald',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth skips the origin check when NODE_ENV=test; we test what production runs.
      disableOriginCheck: false,
      // A session and its user in one query (relations in db/schema/auth.ts), not two: the
      // fixed cost of every signed-in request (issue 23 item 2, ADR 031).
      database: { joins: true },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: MINUTE,
      max: 100,
      customRules: {
        '/sign-in/email': { window: MINUTE, max: 10 },
        '/sign-up/email': { window: 10 * MINUTE, max: 10 },
        '/request-password-reset': { window: MINUTE, max: 5 },
        '/send-verification-email': { window: MINUTE, max: 5 },
        '/reset-password': { window: MINUTE, max: 10 },
        '/change-password': { window: MINUTE, max: 10 },
        '/get-session': false,
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      autoSignIn: !env.REQUIRE_EMAIL_VERIFICATION,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${env.APP_URL}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await sendLimited('reset', passwordResetEmail(user.email, url));
      },
      async onExistingUserSignUp({ user }) {
        await sendLimited(
          'existing',
          existingAccountEmail(
            user.email,
            `${env.APP_URL}/auth/login`,
            `${env.APP_URL}/auth/forgot-password`,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: HOUR,
      async sendVerificationEmail({ user, url }) {
        await sendLimited('confirm', confirmationEmail(user.email, url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The product's profile row is born with the user (display name, e-mail, time zone).
          async after(user, ctx) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            await db
              .insert(schema.profiles)
              .values({
                userId: user.id,
                displayName: user.name,
                email: user.email,
                timeZone: validTimeZone(body.timeZone) ?? 'UTC',
              })
              .onConflictDoNothing();
            // And their personal workspace, which everything they make belongs to (ADR 041).
            await ensurePersonalWorkspace(db, user.id, user.name);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const field = PASSWORD_FIELDS[ctx.path];
        const password = field ? body[field] : undefined;
        if (typeof password === 'string' && isCommonPassword(password))
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message: AUTH_MESSAGES.commonPassword,
          });

        // The app's rules for the account name and address hold on every Better Auth route
        // that sets them, not only in the sign-up form (issue 17): bidi overrides and
        // invisible characters removed, 2..80 characters, an address of at most 254.
        let cleaned: Record<string, unknown> | undefined;
        if (NAME_PATHS.has(ctx.path) && (ctx.path === '/sign-up/email' || 'name' in body)) {
          const name = typeof body.name === 'string' ? cleanText(body.name) : '';
          if (Array.from(name).length < DISPLAY_NAME_MIN)
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_NAME',
              message: AUTH_MESSAGES.displayName,
            });
          if (Array.from(name).length > DISPLAY_NAME_MAX)
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_NAME',
              message: AUTH_MESSAGES.displayNameTooLong,
            });
          cleaned = { ...body, name };
        }
        if (
          ctx.path === '/sign-up/email' &&
          typeof body.email === 'string' &&
          body.email.trim().length > EMAIL_MAX
        )
          throw new APIError('BAD_REQUEST', {
            code: 'INVALID_EMAIL',
            message: AUTH_MESSAGES.email,
          });

        const perAddress = PER_ADDRESS_LIMITS[ctx.path];
        if (perAddress && typeof body.email === 'string') {
          const result = await consumeRateLimit(
            db,
            perAddressKey(ctx.path, body.email),
            perAddress,
          );
          if (!result.allowed)
            throw new APIError(
              'TOO_MANY_REQUESTS',
              {
                code: 'RATE_LIMITED',
                message: 'Too many attempts for this account. Please try again later.',
              },
              { 'Retry-After': String(result.retryAfterSeconds) },
            );
        }
        if (cleaned) return { context: { body: cleaned } };
      }),
    },
  });
  // The product API's session read: Better Auth's, with its common case in one prepared
  // statement (features/auth/session-read.ts, ADR 059).
  return Object.assign(auth, { signedInUser: createSessionReader(auth, db) });
}

export type Auth = ReturnType<typeof createAuth>;
