import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_WORKSPACE_MEMBER_CAP, PLAN_NAMES, type PlanName } from '#domain/plans.ts';
import { installationDevSecrets, processDevSecrets, type DevSecrets } from './dev-secrets.ts';
import { displayValue } from './redact.ts';
import { secretWeakness } from './secret-strength.ts';

/**
 * All configuration, parsed once at boot. This is the only module that reads process.env
 * (lint enforces it); everything else receives the parsed `Env`. See docs/configuration.md.
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'must be true or false',
    })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const postgresUrl = z
  .string()
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && !!url.hostname;
      } catch {
        return false;
      }
    },
    { error: 'must be a postgres:// or postgresql:// URL with a host' },
  )
  .optional();

const httpUrl = z
  .string()
  .refine(
    (v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: 'must be an http(s) URL' },
  )
  .transform((v) => v.replace(/\/+$/, ''));

const schema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be a port number (0-65535)' })
    .max(65535, { error: 'must be a port number (0-65535)' })
    .default(3000),
  HOST: optionalString,
  // `npm run dev` sets false: Vite serves the web app, the API must not serve an old build.
  SERVE_WEB: bool(true),
  APP_URL: httpUrl.optional(),
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  // Embedded PGlite in production: single-process self-hosting only (ADR 023).
  ALLOW_EMBEDDED_DATABASE: bool(false),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  BETTER_AUTH_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  REQUIRE_EMAIL_VERIFICATION: bool(true),
  TRUST_PROXY: bool(false),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Herald <no-reply@herald.localhost>'),
  // Bounds on every SMTP exchange: nodemailer's defaults (2 min to connect, 10 min of silence)
  // let one stalled mail server hold the delivery worker (issue 20 item 1).
  SMTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SMTP_GREETING_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SMTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('hello@herald.app'),
  AI_PROVIDER: z
    .enum(['openai', 'anthropic', 'openai-compatible'], {
      error: 'must be openai, anthropic or openai-compatible',
    })
    .optional(),
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  AI_BASE_URL: httpUrl.optional(),
  // A bound on the whole generation; a slow stream is cut by AI_IDLE_TIMEOUT_MS only when it
  // stops sending (ADR 014).
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1000, { error: 'must be at least 1000' })
    .max(600_000, { error: 'must be at most 600000' })
    .default(120_000),
  AI_IDLE_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(500, { error: 'must be at least 500' })
    .max(300_000, { error: 'must be at most 300000' })
    .default(20_000),
  AI_MAX_RETRIES: z.coerce
    .number({ error: 'must be 0, 1 or 2' })
    .int({ error: 'must be 0, 1 or 2' })
    .min(0, { error: 'must be 0, 1 or 2' })
    .max(2, { error: 'must be 0, 1 or 2' })
    .default(1),
  AI_FALLBACK: z.enum(['none', 'composer'], { error: 'must be none or composer' }).default('none'),
  // Self-hosting without payments: no checkout or portal, every account on DEFAULT_PLAN.
  BILLING: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  DEFAULT_PLAN: z.enum(PLAN_NAMES, { error: `must be ${PLAN_NAMES.join(' or ')}` }).default('pro'),
  POLAR_ACCESS_TOKEN: optionalString,
  POLAR_WEBHOOK_SECRET: optionalString,
  POLAR_SERVER: z
    .enum(['sandbox', 'production'], { error: 'must be sandbox or production' })
    .default('sandbox'),
  POLAR_PRO_PRODUCT_ID: optionalString,
  POLAR_API_URL: httpUrl.optional(),
  /** Members a workspace may have, owner included (issue 24: flat price, capped seats). */
  WORKSPACE_MEMBER_CAP: z.coerce
    .number()
    .int()
    .min(2)
    .max(1000)
    .default(DEFAULT_WORKSPACE_MEMBER_CAP),
  GENERATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  // Send and schedule (issue 16, ADR 020).
  DESTINATIONS_KEY: optionalString,
  // The key before a rotation: saved URLs it sealed still open (docs/deployment.md).
  DESTINATIONS_KEY_PREVIOUS: optionalString,
  DESTINATION_ALLOW_HOSTS: optionalString.transform((v) =>
    v
      ? v
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean)
      : [],
  ),
  DELIVERY_WORKER: bool(true),
  /**
   * Starts the server's clock at this instant and mounts /api/dev/clock to move it (issue 25,
   * ADR 053): end-to-end tests post "at 09:00 in Tokyo" without waiting. Refused in production.
   */
  TEST_CLOCK: z.iso
    .datetime({ offset: true, error: 'TEST_CLOCK must be an ISO instant (2027-03-01T08:00:00Z).' })
    .optional(),
  DELIVERY_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  DELIVERY_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  // Posts in flight per process: a post mostly waits on its provider, so many fit (ADR 038);
  // 128 lets two processes drain 2,000 a second from a 50 ms provider (ADR 051).
  DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(256),
  // Longest one delivery may hold a worker slot (every address of an e-mail list included).
  DELIVERY_BUDGET_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  // New e-mail recipients (confirmation mails) an account may add per 24 hours (ADR 027).
  EMAIL_NEW_RECIPIENTS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(30),
  SEND_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
});

/** Every variable the server reads (.env.example and docs/configuration.md list them all). */
export const ENV_VARIABLES = Object.keys(schema.shape);

type Parsed = z.output<typeof schema>;

export type Env = Omit<
  Parsed,
  | 'HOST'
  | 'APP_URL'
  | 'LOG_LEVEL'
  | 'LOG_FORMAT'
  | 'BETTER_AUTH_SECRET'
  | 'POLAR_WEBHOOK_SECRET'
  | 'DESTINATIONS_KEY'
> & {
  HOST: string;
  APP_URL: string;
  LOG_LEVEL: NonNullable<Parsed['LOG_LEVEL']>;
  LOG_FORMAT: NonNullable<Parsed['LOG_FORMAT']>;
  /** The configured secret, or outside production this installation's own (dev-secrets.ts). */
  BETTER_AUTH_SECRET: string;
  /** Polar's secret, or in test-checkout mode this installation's own (refused in production). */
  POLAR_WEBHOOK_SECRET: string;
  /** The configured key, or outside production this installation's own (dev-secrets.ts). */
  DESTINATIONS_KEY: string;
  /** Derived: which embedded defaults are in use (docs/architecture.md, Embedded defaults). */
  usesDevMailbox: boolean;
  usesTestCheckout: boolean;
  usesComposer: boolean;
  /** With BILLING=off, the plan every account is on; null while billing is on. */
  assignedPlan: PlanName | null;
  /** Allowed but worth saying at start-up (index.ts logs them). */
  warnings: string[];
};

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Parses a set of variables; throws EnvError naming every bad variable at once (values of
 * secrets and URL passwords are never printed). Outside production, missing secrets come
 * from `devSecrets` (per process by default; `loadEnv` keeps them per installation).
 */
export function parseEnv(
  source: Record<string, string | undefined>,
  options: { devSecrets?: (dataDir: string) => DevSecrets } = {},
): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? 'environment');
        return `${key}=${displayValue(key, source[key])}: ${issue.message}`;
      }),
    );
  }
  const raw = result.data;
  const production = raw.NODE_ENV === 'production';
  const problems: string[] = [];

  if (production) {
    if (!raw.BETTER_AUTH_SECRET)
      problems.push(
        'BETTER_AUTH_SECRET is required in production: set it to a random string of at least 32 characters (e.g. `openssl rand -base64 48`).',
      );
    if (!raw.SMTP_URL)
      problems.push(
        'SMTP_URL is required in production: the dev mailbox is refused there. Set it to your SMTP server (smtp://user:pass@host:587).',
      );
    if (!raw.POLAR_ACCESS_TOKEN && raw.BILLING === 'on')
      problems.push(
        'POLAR_ACCESS_TOKEN is required in production: the local test checkout is refused there. Set BILLING=off to run without payments.',
      );
    if (!raw.APP_URL)
      problems.push('APP_URL is required in production: the public https URL of Herald.');
    else if (!raw.APP_URL.startsWith('https://') && !isLoopbackUrl(raw.APP_URL))
      problems.push(
        'APP_URL must be an https:// URL in production (http:// is allowed only on a loopback host such as localhost or 127.0.0.1).',
      );
    if (!raw.DATABASE_URL && !raw.ALLOW_EMBEDDED_DATABASE)
      problems.push(
        'DATABASE_URL is required in production: set it to your PostgreSQL (postgres://user:pass@host:5432/herald). To run a single process on the embedded database instead, set ALLOW_EMBEDDED_DATABASE=true.',
      );
    // Secrets an attacker could know or guess (ADR 017): published development values, and
    // values too short or too uniform to be random.
    for (const key of [
      'BETTER_AUTH_SECRET',
      'POLAR_WEBHOOK_SECRET',
      'DESTINATIONS_KEY',
      'DESTINATIONS_KEY_PREVIOUS',
    ] as const) {
      const weakness = raw[key] && secretWeakness(raw[key]);
      if (weakness)
        problems.push(
          `${key} ${weakness}: refused in production. Use a long random value (e.g. \`openssl rand -base64 48\`, or the secret Polar generated).`,
        );
    }
    if (!raw.DESTINATIONS_KEY)
      problems.push(
        'DESTINATIONS_KEY is required in production: it encrypts saved webhook URLs. Set it to a random string of at least 32 characters (e.g. `openssl rand -base64 48`).',
      );
    if (raw.TEST_CLOCK)
      problems.push(
        'TEST_CLOCK is refused in production: it lets anyone set the time the server schedules by.',
      );
    if (raw.DESTINATION_ALLOW_HOSTS.length)
      problems.push(
        'DESTINATION_ALLOW_HOSTS is refused in production: it lets webhooks reach hosts other than the providers’ own.',
      );
  }
  const billing = raw.BILLING === 'on';
  if (billing && raw.POLAR_ACCESS_TOKEN && !raw.POLAR_WEBHOOK_SECRET)
    problems.push(
      'POLAR_WEBHOOK_SECRET is required with POLAR_ACCESS_TOKEN, to verify Polar webhooks.',
    );
  if (billing && raw.POLAR_ACCESS_TOKEN && !raw.POLAR_PRO_PRODUCT_ID)
    problems.push(
      'POLAR_PRO_PRODUCT_ID is required with POLAR_ACCESS_TOKEN: the Pro product to sell.',
    );
  if (raw.AI_PROVIDER) {
    if (!raw.AI_MODEL) problems.push(`AI_MODEL is required when AI_PROVIDER=${raw.AI_PROVIDER}.`);
    if (raw.AI_PROVIDER === 'openai-compatible' && !raw.AI_BASE_URL)
      problems.push('AI_BASE_URL is required when AI_PROVIDER=openai-compatible.');
    if (raw.AI_PROVIDER !== 'openai-compatible' && !raw.AI_API_KEY)
      problems.push(`AI_API_KEY is required when AI_PROVIDER=${raw.AI_PROVIDER}.`);
  }
  if (problems.length) throw new EnvError(problems);

  const warnings: string[] = [];
  if (production && !raw.DATABASE_URL)
    warnings.push(
      `ALLOW_EMBEDDED_DATABASE=true: data lives in the embedded database in ${raw.DATA_DIR}. Run one process only, back that directory up, and prefer DATABASE_URL (PostgreSQL).`,
    );
  if (!billing && raw.POLAR_ACCESS_TOKEN)
    warnings.push('BILLING=off: the POLAR_* variables are ignored.');

  // With billing off no webhook is mounted, so no secret is kept for one (nothing is written
  // to DATA_DIR, which a container may not let us write).
  const webhookSecret =
    raw.POLAR_WEBHOOK_SECRET ?? (billing ? undefined : randomBytes(32).toString('base64'));
  const dev =
    raw.BETTER_AUTH_SECRET && webhookSecret && raw.DESTINATIONS_KEY
      ? undefined
      : (options.devSecrets ?? processDevSecrets)(raw.DATA_DIR);
  return {
    ...raw,
    HOST: raw.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    APP_URL: raw.APP_URL ?? `http://localhost:${raw.PORT}`,
    LOG_LEVEL: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'silent' : 'info'),
    // Readable in a developer's terminal; one JSON line per entry for log collectors.
    LOG_FORMAT: raw.LOG_FORMAT ?? (raw.NODE_ENV === 'development' ? 'pretty' : 'json'),
    BETTER_AUTH_SECRET: raw.BETTER_AUTH_SECRET ?? dev!.betterAuthSecret,
    POLAR_WEBHOOK_SECRET: webhookSecret ?? dev!.testCheckoutWebhookSecret,
    DESTINATIONS_KEY: raw.DESTINATIONS_KEY ?? dev!.destinationsKey,
    usesDevMailbox: !raw.SMTP_URL,
    POLAR_ACCESS_TOKEN: billing ? raw.POLAR_ACCESS_TOKEN : undefined,
    usesTestCheckout: billing && !raw.POLAR_ACCESS_TOKEN,
    usesComposer: !raw.AI_PROVIDER,
    assignedPlan: billing ? null : raw.DEFAULT_PLAN,
    warnings,
  };
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: a smoke test, or a TLS proxy on this machine. */
function isLoopbackUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** Reads the process environment. Only boot code (index.ts, scripts) calls this. */
export function loadEnv(): Env {
  // eslint-disable-next-line n/no-process-env -- this is the one sanctioned reader
  return parseEnv(process.env, { devSecrets: installationDevSecrets });
}
