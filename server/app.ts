import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';
import { createAuth, type Auth } from './auth.ts';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import { accountRoutes } from './features/account/routes.ts';
import { autopilotRoutes } from './features/autopilot/routes.ts';
import type { AutopilotDeps } from './features/autopilot/worker.ts';
import {
  selectFallback,
  selectWriter,
} from './features/announcements/writing/configured-writer.ts';
import { generateRoutes, messageRoutes } from './features/announcements/routes.ts';
import type { ReservationOwner } from './features/announcements/quota.ts';
import type { GenerationDeps } from './features/announcements/generate.ts';
import type { Writer } from './features/announcements/writing/writer.ts';
import { subscriptionEnder } from './features/billing/end-subscriptions.ts';
import { billingRoutes, polarWebhookRoutes, testBillingRoutes } from './features/billing/routes.ts';
import { demoRoutes } from './features/demo/routes.ts';
import { createPolarClient, type PolarClient } from './integrations/polar.ts';
import { deliveryRoutes } from './features/deliveries/routes.ts';
import { createSender, type Sender } from './features/destinations/send.ts';
import { destinationsBox } from './features/destinations/destinations-key.ts';
import { destinationRoutes } from './features/destinations/routes.ts';
import type { SecretBox } from './features/destinations/secret-box.ts';
import { createRecipientLinks } from './features/destinations/email-recipients.ts';
import { recipientPageRoutes } from './features/destinations/recipient-pages.ts';
import { authRoutes } from './features/auth/routes.ts';
import { devMailboxRoutes } from './features/dev-mailbox/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { planRoutes } from './features/plans/routes.ts';
import { invitationRoutes, workspaceRoutes } from './features/workspaces/routes.ts';
import { IMPORT_BODY_LIMIT, IMPORT_PATH, peopleRoutes } from './features/people/routes.ts';
import { HOOK_BODY_LIMIT, HOOK_PREFIX, peopleHookRoutes } from './features/people/hook-routes.ts';
import { HOOK_MESSAGES } from '#domain/people-hook.ts';
import { systemClock, TestClock, type Clock } from './clock.ts';
import { devClockRoutes } from './features/dev-clock/routes.ts';
import { createUsageIdentity, type UsageIdentity } from './features/usage/identity.ts';
import { createMailer, type Mailer } from './integrations/email.ts';
import type { Logger } from './logger.ts';
import { clientIp } from './middleware/client-ip.ts';
import { Drain } from './middleware/drain.ts';
import { apiNotFound, onError } from './middleware/on-error.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { requireSameOrigin } from './middleware/same-origin.ts';
import { rejectUnstorableText } from './middleware/storable-text.ts';
import { staticSiteRoutes, type StaticSite } from './site/static-site.ts';
import { apiError } from './api-error.ts';

const BODY_LIMIT_BYTES = 64 * 1024;
const BODYLESS = new Set(['GET', 'HEAD']);

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  drain?: Drain;
  /** The built web app; absent in API-only tests and in `npm run dev` (Vite serves it). */
  site?: StaticSite | null;
  /** Replaces the configured writer (benchmarks and tests use fake AI models). */
  writer?: Writer;
  /** This process as the holder of quota reservations (start.ts sets its slot on listening). */
  owner?: ReservationOwner;
  /** Send and schedule: the key box and this process's delivery worker (start.ts). */
  delivery?: { box: SecretBox; wake: () => void };
  /** Where new code reads the time (server/clock.ts); tests pass a TestClock. */
  clock?: Clock;
  /** This process's autopilot worker, woken when the test clock moves (start.ts). */
  wakeAutopilot?: () => void;
}

/** Services built once per app from its configuration. */
interface Services {
  auth: Auth;
  mailer: Mailer;
  writer: Writer;
  polar: PolarClient | null;
  usageIdentity: UsageIdentity;
  owner: ReservationOwner;
  box: SecretBox;
  sender: Sender;
  wakeDeliveries: () => void;
}

/** The JSON API under /api. Its type is what the web app's typed client is built from. */
function createApi(deps: AppDeps, services: Services) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(deps.database))
    .route('/plans', planRoutes(db))
    .route(
      '/account',
      accountRoutes({
        db,
        auth: services.auth,
        usageIdentity: services.usageIdentity,
        assignedPlan: deps.env.assignedPlan,
        endSubscriptions: subscriptionEnder({
          db,
          polar: services.polar,
          testCheckoutSecret: deps.env.usesTestCheckout ? deps.env.POLAR_WEBHOOK_SECRET : null,
        }),
      }),
    )
    .route(
      '/generate',
      generateRoutes({
        ...generationDeps(deps, services),
        auth: services.auth,
        ratePerMinute: deps.env.GENERATION_RATE_LIMIT_PER_MINUTE,
      }),
    )
    .route('/messages', messageRoutes({ db, auth: services.auth }))
    .route('/demo', demoRoutes(db))
    .route(
      '/destinations',
      destinationRoutes({
        db,
        auth: services.auth,
        box: services.box,
        sender: services.sender,
        mailer: services.mailer,
        allowHosts: deps.env.DESTINATION_ALLOW_HOSTS,
        assignedPlan: deps.env.assignedPlan,
        appUrl: deps.env.APP_URL,
        newRecipientsPerDay: deps.env.EMAIL_NEW_RECIPIENTS_PER_DAY,
      }),
    )
    .route(
      '/deliveries',
      deliveryRoutes({
        db,
        auth: services.auth,
        sendsPerHour: deps.env.SEND_RATE_LIMIT_PER_HOUR,
        wake: services.wakeDeliveries,
        assignedPlan: deps.env.assignedPlan,
        mailer: services.mailer,
        appUrl: deps.env.APP_URL,
      }),
    )
    .route(
      '/workspaces',
      workspaceRoutes({
        db,
        auth: services.auth,
        mailer: services.mailer,
        appUrl: deps.env.APP_URL,
        memberCap: deps.env.WORKSPACE_MEMBER_CAP,
      }),
    )
    .route(
      '/people',
      peopleRoutes({
        db,
        auth: services.auth,
        clock: deps.clock ?? systemClock,
        assignedPlan: deps.env.assignedPlan,
        box: services.box,
        appUrl: deps.env.APP_URL,
      }),
    )
    .route(
      '/autopilot',
      autopilotRoutes({
        db,
        auth: services.auth,
        clock: deps.clock ?? systemClock,
        generation: generationDeps(deps, services),
        generationsPerMinute: deps.env.GENERATION_RATE_LIMIT_PER_MINUTE,
      }),
    )
    .route(
      '/invitations',
      invitationRoutes({ db, auth: services.auth, memberCap: deps.env.WORKSPACE_MEMBER_CAP }),
    )
    .route(
      '/billing',
      billingRoutes({
        db,
        env: deps.env,
        auth: services.auth,
        logger: deps.logger,
        polar: services.polar,
      }),
    );
}

export type AppType = ReturnType<typeof createApi>;

/** How a generation runs with this configuration: the generate route's and the autopilot's. */
function generationDepsFor(
  env: Env,
  db: Db,
  writer: Writer,
  owner: ReservationOwner,
  usageIdentity: UsageIdentity = createUsageIdentity(env.BETTER_AUTH_SECRET),
): GenerationDeps {
  return {
    db,
    writer,
    fallback: selectFallback(env, writer),
    usageIdentity,
    owner,
    assignedPlan: env.assignedPlan,
    timeoutMs: env.AI_TIMEOUT_MS,
    retry: { busyRetries: env.AI_MAX_RETRIES },
  };
}

const generationDeps = (deps: AppDeps, services: Services) =>
  generationDepsFor(
    deps.env,
    deps.database.db,
    services.writer,
    services.owner,
    services.usageIdentity,
  );

/** Posts deliveries and test messages with this configuration (also the worker's, start.ts). */
export function createDeliverySender(env: Env, mailer: Mailer, box: SecretBox, db: Db): Sender {
  return createSender({
    db,
    mailer,
    box,
    timeoutMs: env.DELIVERY_TIMEOUT_MS,
    allowHosts: env.DESTINATION_ALLOW_HOSTS,
    mailDomain: new URL(env.APP_URL).hostname,
    appUrl: env.APP_URL,
    links: createRecipientLinks(env.BETTER_AUTH_SECRET),
  });
}

/** The configured mail transport, every SMTP exchange bounded in time (also start.ts's). */
export function createConfiguredMailer(env: Env, db: Db, logger: Logger): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    db,
    logger,
    timeouts: {
      connectionMs: env.SMTP_CONNECTION_TIMEOUT_MS,
      greetingMs: env.SMTP_GREETING_TIMEOUT_MS,
      socketMs: env.SMTP_SOCKET_TIMEOUT_MS,
    },
  });
}

/**
 * What the autopilot's passes need with this configuration: the worker start-up runs (with
 * the mailer it shares with the delivery worker), and the passes tests and the bench run.
 */
export function autopilotDepsFor(
  env: Env,
  db: Db,
  options: {
    clock: Clock;
    logger: Logger;
    owner: ReservationOwner;
    mailer?: Mailer;
    writer?: Writer;
  },
): AutopilotDeps {
  return {
    db,
    clock: options.clock,
    mailer: options.mailer ?? createConfiguredMailer(env, db, options.logger),
    logger: options.logger,
    appUrl: env.APP_URL,
    generation: generationDepsFor(env, db, options.writer ?? selectWriter(env), options.owner),
  };
}

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const { db } = deps.database;
  const production = env.NODE_ENV === 'production';
  const mailer = createConfiguredMailer(env, db, logger);
  const box = deps.delivery?.box ?? destinationsBox(env);
  const services: Services = {
    box,
    sender: createDeliverySender(env, mailer, box, db),
    wakeDeliveries: deps.delivery?.wake ?? (() => {}),
    mailer,
    auth: createAuth({ env, db, mailer, logger }),
    writer: deps.writer ?? selectWriter(env),
    polar: env.POLAR_ACCESS_TOKEN
      ? createPolarClient({
          accessToken: env.POLAR_ACCESS_TOKEN,
          server: env.POLAR_SERVER,
          baseUrl: env.POLAR_API_URL,
        })
      : null,
    usageIdentity: createUsageIdentity(env.BETTER_AUTH_SECRET),
    owner: deps.owner ?? { bootId: randomUUID(), slot: null },
  };
  const app = new Hono<AppEnv>();

  app.use(requestLogger(logger));
  app.use((deps.drain ?? new Drain()).middleware());
  app.use(
    secureHeaders({
      // HTML pages carry their own hash-based policy (static-site.ts); the API's is below.
      contentSecurityPolicy: undefined,
      strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginResourcePolicy: 'same-origin',
      crossOriginOpenerPolicy: 'same-origin',
      xXssProtection: '0',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    // The recipient pages (/api/email) bring their own policy for their HTML.
    if (!c.res.headers.has('Content-Security-Policy'))
      c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    // Every 429 says when to come back (RFC 9110); Better Auth's own say it only in
    // X-Retry-After. Routes that know better set their own.
    if (c.res.status === 429 && !c.res.headers.has('Retry-After'))
      c.header('Retry-After', c.res.headers.get('X-Retry-After') ?? '60');
  });
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => apiError(c, 413, 'payload_too_large', 'The request body is larger than 64 KB.'),
  });
  // A spreadsheet import carries the file (ADR 048): its own bound, checked at the same
  // point, before any middleware reads the body.
  const limitImport = bodyLimit({
    maxSize: IMPORT_BODY_LIMIT,
    onError: (c) =>
      apiError(
        c,
        413,
        'payload_too_large',
        'This file is too large to import. Split it into smaller files.',
      ),
  });
  // The HR webhook carries up to 1 MB of people (ADR 052).
  const limitHook = bodyLimit({
    maxSize: HOOK_BODY_LIMIT,
    onError: (c) => apiError(c, 413, 'payload_too_large', HOOK_MESSAGES.tooLarge),
  });
  app.use((c, next) =>
    // A GET or HEAD carries no body; asking the request for one would build a full fetch
    // Request (and an AbortController) on every read (ADR 059).
    BODYLESS.has(c.req.method)
      ? next()
      : c.req.path === IMPORT_PATH || c.req.path === `${IMPORT_PATH}/preview`
        ? limitImport(c, next)
        : c.req.path.startsWith(HOOK_PREFIX)
          ? limitHook(c, next)
          : limitBody(c, next),
  );

  app.use('/api/*', requireSameOrigin(env.APP_URL));
  app.use('/api/*', clientIp(env.TRUST_PROXY));
  app.use('/api/*', rejectUnstorableText());
  app.route('/api/auth', authRoutes(services.auth, deps.database));
  // The dev mailbox exists only when it is the transport; env.ts refuses it in production.
  if (mailer.transport === 'dev-mailbox') app.route('/api/dev/mailbox', devMailboxRoutes(db));
  // The settable clock exists only when TEST_CLOCK started it; env.ts refuses that in production.
  if (deps.clock instanceof TestClock && env.TEST_CLOCK && !production)
    app.route(
      '/api/dev/clock',
      devClockRoutes(deps.clock, () => {
        deps.wakeAutopilot?.();
        services.wakeDeliveries();
      }),
    );
  const webhookDeps = { db, secret: env.POLAR_WEBHOOK_SECRET, logger };
  const billing = !env.assignedPlan;
  if (billing)
    app.route(
      '/api/webhooks/polar',
      polarWebhookRoutes({ ...webhookDeps, proProductId: env.POLAR_PRO_PRODUCT_ID ?? null }),
    );
  app.route(
    HOOK_PREFIX.slice(0, -1),
    peopleHookRoutes({
      db,
      box: services.box,
      clock: deps.clock ?? systemClock,
      assignedPlan: env.assignedPlan,
    }),
  );
  // The local test checkout exists only without Polar; env.ts refuses that in production.
  if (env.usesTestCheckout)
    app.route('/api/test-billing', testBillingRoutes({ ...webhookDeps, auth: services.auth }));
  // Pages for people Herald e-mails on a user's behalf: confirm, unsubscribe (ADR 027). Under
  // /api so `npm run dev` proxies them like the rest of the server.
  app.route(
    '/api/email',
    recipientPageRoutes({ db, links: createRecipientLinks(env.BETTER_AUTH_SECRET) }),
  );
  app.route('/api', createApi(deps, services));
  app.all('/api/*', apiNotFound);
  if (deps.site)
    app.route(
      '/',
      staticSiteRoutes(deps.site, {
        devMailbox: mailer.transport === 'dev-mailbox',
        testCheckout: env.usesTestCheckout,
      }),
    );

  app.notFound((c) => apiError(c, 404, 'not_found', 'Not found.'));
  app.onError(onError);
  return app;
}
