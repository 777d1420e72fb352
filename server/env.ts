import { z } from 'zod';

/**
 * All configuration, parsed once at boot. This is the only module that reads process.env
 * (lint enforces it); everything else receives the parsed `Env`. See docs/configuration.md.
 */

const DEV_AUTH_SECRET = 'herald-development-secret-do-not-use-in-production';

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
  APP_URL: httpUrl.optional(),
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
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
  CONTACT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('hello@herald.app'),
  AI_PROVIDER: z
    .enum(['openai', 'anthropic', 'openai-compatible'], {
      error: 'must be openai, anthropic or openai-compatible',
    })
    .optional(),
  AI_MODEL: optionalString,
  AI_API_KEY: optionalString,
  AI_BASE_URL: httpUrl.optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1000, { error: 'must be at least 1000' })
    .max(300_000)
    .default(45_000),
  POLAR_ACCESS_TOKEN: optionalString,
  POLAR_WEBHOOK_SECRET: optionalString,
  POLAR_SERVER: z
    .enum(['sandbox', 'production'], { error: 'must be sandbox or production' })
    .default('sandbox'),
  POLAR_PRO_PRODUCT_ID: optionalString,
  POLAR_API_URL: httpUrl.optional(),
  GENERATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
});

type Parsed = z.output<typeof schema>;

/** Signs the local test checkout's events; base64 after `whsec_`, as Standard Webhooks keys are. */
const TEST_CHECKOUT_WEBHOOK_SECRET = `whsec_${Buffer.from('herald-local-test-checkout-only').toString('base64')}`;

export type Env = Omit<
  Parsed,
  'HOST' | 'APP_URL' | 'LOG_LEVEL' | 'BETTER_AUTH_SECRET' | 'POLAR_WEBHOOK_SECRET'
> & {
  HOST: string;
  APP_URL: string;
  LOG_LEVEL: NonNullable<Parsed['LOG_LEVEL']>;
  BETTER_AUTH_SECRET: string;
  /** Polar's secret, or in test-checkout mode a fixed local one (refused in production). */
  POLAR_WEBHOOK_SECRET: string;
  /** Derived: which embedded defaults are in use (ARCHITECTURE §3). */
  usesDevMailbox: boolean;
  usesTestCheckout: boolean;
  usesComposer: boolean;
};

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a set of variables; throws EnvError naming every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? 'environment');
        return `${key}=${JSON.stringify(source[key] ?? '')}: ${issue.message}`;
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
    if (!raw.POLAR_ACCESS_TOKEN)
      problems.push(
        'POLAR_ACCESS_TOKEN is required in production: the local test checkout is refused there.',
      );
    if (!raw.APP_URL)
      problems.push('APP_URL is required in production: the public https URL of Herald.');
    else if (!raw.APP_URL.startsWith('https://'))
      problems.push('APP_URL must be an https:// URL in production.');
  }
  if (raw.POLAR_ACCESS_TOKEN && !raw.POLAR_WEBHOOK_SECRET)
    problems.push(
      'POLAR_WEBHOOK_SECRET is required with POLAR_ACCESS_TOKEN, to verify Polar webhooks.',
    );
  if (raw.POLAR_ACCESS_TOKEN && !raw.POLAR_PRO_PRODUCT_ID)
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

  return {
    ...raw,
    HOST: raw.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    APP_URL: raw.APP_URL ?? `http://localhost:${raw.PORT}`,
    LOG_LEVEL: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'silent' : 'info'),
    BETTER_AUTH_SECRET: raw.BETTER_AUTH_SECRET ?? DEV_AUTH_SECRET,
    POLAR_WEBHOOK_SECRET: raw.POLAR_WEBHOOK_SECRET ?? TEST_CHECKOUT_WEBHOOK_SECRET,
    usesDevMailbox: !raw.SMTP_URL,
    usesTestCheckout: !raw.POLAR_ACCESS_TOKEN,
    usesComposer: !raw.AI_PROVIDER,
  };
}

/** Reads the process environment. Only boot code (index.ts, scripts) calls this. */
export function loadEnv(): Env {
  // eslint-disable-next-line n/no-process-env -- this is the one sanctioned reader
  return parseEnv(process.env);
}
