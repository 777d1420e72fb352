import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';
import { createAuth, type Auth } from './auth.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { accountRoutes } from './features/account/routes.ts';
import { selectWriter } from './features/announcements/configured-writer.ts';
import { generateRoutes, messageRoutes } from './features/announcements/routes.ts';
import type { Writer } from './features/announcements/writer.ts';
import { billingRoutes, polarWebhookRoutes, testBillingRoutes } from './features/billing/routes.ts';
import { demoRoutes } from './features/demo/routes.ts';
import { createPolarClient, type PolarClient } from './integrations/polar.ts';
import { authRoutes } from './features/auth/routes.ts';
import { devMailboxRoutes } from './features/dev-mailbox/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { planRoutes } from './features/plans/routes.ts';
import { createMailer, type Mailer } from './integrations/email.ts';
import type { Logger } from './logger.ts';
import { clientIp } from './middleware/client-ip.ts';
import { Drain } from './middleware/drain.ts';
import { apiNotFound, onError } from './middleware/on-error.ts';
import { requestLogger } from './middleware/request-logger.ts';
import { rejectUnstorableText } from './middleware/storable-text.ts';
import { staticSiteRoutes, type StaticSite } from './site/static-site.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  drain?: Drain;
  /** The built web app; absent in API-only tests and in `npm run dev` (Vite serves it). */
  site?: StaticSite | null;
  /** Replaces the configured writer (benchmarks and tests use fake AI models). */
  writer?: Writer;
}

/** Services built once per app from its configuration. */
interface Services {
  auth: Auth;
  mailer: Mailer;
  writer: Writer;
  polar: PolarClient | null;
}

/** The JSON API under /api. Its type is what the web app's typed client is built from. */
function createApi(deps: AppDeps, services: Services) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(deps.database))
    .route('/plans', planRoutes(db))
    .route('/account', accountRoutes(db, services.auth))
    .route(
      '/generate',
      generateRoutes({
        db,
        auth: services.auth,
        writer: services.writer,
        timeoutMs: deps.env.AI_TIMEOUT_MS,
        ratePerMinute: deps.env.GENERATION_RATE_LIMIT_PER_MINUTE,
      }),
    )
    .route('/messages', messageRoutes({ db, auth: services.auth }))
    .route('/demo', demoRoutes(db))
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

export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  const { db } = deps.database;
  const production = env.NODE_ENV === 'production';
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, logger });
  const services: Services = {
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
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json(
          { error: 'payload_too_large', message: 'The request body is larger than 64 KB.' },
          413,
        ),
    }),
  );

  app.use('/api/*', clientIp(env.TRUST_PROXY));
  app.use('/api/*', rejectUnstorableText());
  app.route('/api/auth', authRoutes(services.auth, deps.database));
  // The dev mailbox exists only when it is the transport; env.ts refuses it in production.
  if (mailer.transport === 'dev-mailbox') app.route('/api/dev/mailbox', devMailboxRoutes(db));
  const webhookDeps = { db, secret: env.POLAR_WEBHOOK_SECRET, logger };
  app.route('/api/webhooks/polar', polarWebhookRoutes(webhookDeps));
  // The local test checkout exists only without Polar; env.ts refuses that in production.
  if (!services.polar)
    app.route('/api/test-billing', testBillingRoutes({ ...webhookDeps, auth: services.auth }));
  app.route('/api', createApi(deps, services));
  app.all('/api/*', apiNotFound);
  if (deps.site) app.route('/', staticSiteRoutes(deps.site));

  app.notFound((c) => c.json({ error: 'not_found', message: 'Not found.' }, 404));
  app.onError(onError);
  return app;
}
