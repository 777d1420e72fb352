import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installationDevSecrets } from './dev-secrets.ts';
import { ENV_VARIABLES, EnvError, parseEnv } from './env.ts';
import { secretWeakness } from './secret-strength.ts';

const strong = () => randomBytes(48).toString('base64');

/** Everything production needs, with real-looking random secrets. */
function productionVars(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: strong(),
    SMTP_URL: 'smtp://mail.example.com:587',
    POLAR_ACCESS_TOKEN: 'polar_at_123',
    POLAR_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    POLAR_PRO_PRODUCT_ID: 'prod_1',
    APP_URL: 'https://herald.example.com/',
    DESTINATIONS_KEY: strong(),
    DATABASE_URL: 'postgres://herald:pw@db.example.com:5432/herald',
  };
}

function problems(vars: Record<string, string>): string[] {
  try {
    parseEnv(vars);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('the documented configuration', () => {
  it('lists every variable in .env.example and docs/configuration.md', () => {
    const example = readFileSync('.env.example', 'utf8');
    const docs = readFileSync('docs/configuration.md', 'utf8');
    for (const name of ENV_VARIABLES) {
      expect(example, name).toMatch(new RegExp(`^# ${name}=`, 'm'));
      expect(docs, name).toContain(`| \`${name}\``);
    }
  });
});

describe('parseEnv', () => {
  it('runs with no configuration at all, on the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      APP_URL: 'http://localhost:3000',
      DATA_DIR: '.data',
      usesDevMailbox: true,
      usesTestCheckout: true,
      usesComposer: true,
      REQUIRE_EMAIL_VERIFICATION: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    const found = problems({ PORT: 'abc', DATABASE_URL: 'nonsense', AI_PROVIDER: 'skynet' });
    expect(found).toHaveLength(3);
    expect(found.join('\n')).toMatch(/PORT="abc"/);
    expect(found.join('\n')).toMatch(/DATABASE_URL="nonsense": must be a postgres/);
    expect(found.join('\n')).toMatch(/AI_PROVIDER="skynet"/);
  });

  it('rejects out-of-range and malformed values', () => {
    expect(problems({ PORT: '70000' }).join()).toMatch(/PORT/);
    expect(problems({ REQUIRE_EMAIL_VERIFICATION: 'maybe' }).join()).toMatch(
      /REQUIRE_EMAIL_VERIFICATION/,
    );
    expect(problems({ SMTP_URL: 'http://mail' }).join()).toMatch(/SMTP_URL/);
    expect(problems({ BETTER_AUTH_SECRET: 'short' }).join()).toMatch(/at least 32/);
  });

  it('accepts a PostgreSQL URL and parses booleans', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/herald', TRUST_PROXY: 'true' });
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/herald');
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('refuses unsafe defaults in production and says which variable to set', () => {
    const found = problems({ NODE_ENV: 'production' }).join('\n');
    expect(found).toMatch(/BETTER_AUTH_SECRET is required in production/);
    expect(found).toMatch(/SMTP_URL is required in production: the dev mailbox is refused/);
    expect(found).toMatch(
      /POLAR_ACCESS_TOKEN is required in production: the local test checkout is refused/,
    );
    expect(found).toMatch(/APP_URL is required in production/);
    expect(found).toMatch(/DESTINATIONS_KEY is required in production/);
  });

  it('wants a strong DESTINATIONS_KEY and no loopback allowance in production', () => {
    const base = productionVars();
    expect(problems({ ...base, DESTINATIONS_KEY: 'short' }).join()).toMatch(
      /DESTINATIONS_KEY is shorter than 32 characters: refused in production/,
    );
    expect(problems({ ...base, DESTINATIONS_KEY: 'ab'.repeat(20) }).join()).toMatch(
      /DESTINATIONS_KEY is not random enough .*: refused in production/,
    );
    expect(
      problems({
        ...base,
        DESTINATIONS_KEY: 'q8Zr2Vn6Kt0Xw4Bp9Lm3Hs7Fd1Jc5Gy8',
        DESTINATION_ALLOW_HOSTS: '127.0.0.1',
      }).join(),
    ).toMatch(/DESTINATION_ALLOW_HOSTS is refused in production/);
    // A settable clock (ADR 053) is for tests only.
    expect(problems({ ...base, TEST_CLOCK: '2027-03-01T08:00:00Z' }).join()).toMatch(
      /TEST_CLOCK is refused in production/,
    );
    expect(parseEnv({ TEST_CLOCK: '2027-03-01T08:00:00Z' }).TEST_CLOCK).toBe(
      '2027-03-01T08:00:00Z',
    );
    // Outside production the allowance parses into a host list.
    expect(
      parseEnv({ DESTINATION_ALLOW_HOSTS: '127.0.0.1:4472, localhost' }).DESTINATION_ALLOW_HOSTS,
    ).toEqual(['127.0.0.1:4472', 'localhost']);
  });

  it('starts in production when every unsafe default is replaced', () => {
    const env = parseEnv(productionVars());
    expect(env).toMatchObject({
      HOST: '0.0.0.0',
      APP_URL: 'https://herald.example.com',
      usesDevMailbox: false,
    });
  });

  it('requires PostgreSQL in production unless the embedded database is explicitly allowed', () => {
    const { DATABASE_URL: _, ...withoutDatabase } = productionVars();
    expect(problems(withoutDatabase).join('\n')).toMatch(
      /DATABASE_URL is required in production[\s\S]*ALLOW_EMBEDDED_DATABASE=true/,
    );
    const env = parseEnv({ ...withoutDatabase, ALLOW_EMBEDDED_DATABASE: 'true' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.warnings.join()).toMatch(/ALLOW_EMBEDDED_DATABASE=true: .*Run one process only/);
    expect(parseEnv(productionVars()).warnings).toEqual([]);
    // Outside production the embedded database needs no opt-in and says nothing.
    expect(parseEnv({}).warnings).toEqual([]);
  });

  it('wants https for APP_URL in production, except on a loopback host', () => {
    for (const url of ['http://herald.example.com', 'http://10.0.0.5:3000'])
      expect(problems({ ...productionVars(), APP_URL: url }).join()).toMatch(
        /APP_URL must be an https:\/\/ URL in production/,
      );
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://herald.localhost'])
      expect(parseEnv({ ...productionVars(), APP_URL: url }).APP_URL).toBe(url);
  });

  it('runs without Polar when billing is off, every account on DEFAULT_PLAN (pro by default)', () => {
    const {
      POLAR_ACCESS_TOKEN: _t,
      POLAR_WEBHOOK_SECRET: _s,
      POLAR_PRO_PRODUCT_ID: _p,
      ...withoutPolar
    } = productionVars();
    expect(problems(withoutPolar).join()).toMatch(
      /POLAR_ACCESS_TOKEN is required in production.*Set BILLING=off/,
    );
    const off = parseEnv({ ...withoutPolar, BILLING: 'off' });
    expect(off).toMatchObject({ assignedPlan: 'pro', usesTestCheckout: false });
    expect(parseEnv({ BILLING: 'off', DEFAULT_PLAN: 'basic' }).assignedPlan).toBe('basic');
    expect(parseEnv({}).assignedPlan).toBeNull();
    expect(problems({ BILLING: 'maybe', DEFAULT_PLAN: 'gold' }).join('\n')).toMatch(
      /BILLING="maybe": must be on or off[\s\S]*DEFAULT_PLAN="gold": must be basic or pro/,
    );
    // Polar variables left behind are ignored, and the start-up log says so.
    const ignored = parseEnv({ ...productionVars(), BILLING: 'off' });
    expect(ignored.POLAR_ACCESS_TOKEN).toBeUndefined();
    expect(ignored.warnings.join()).toMatch(/BILLING=off: the POLAR_\* variables are ignored/);
  });

  it('logs readably in development and as JSON elsewhere', () => {
    expect(parseEnv({}).LOG_FORMAT).toBe('pretty');
    expect(parseEnv({ NODE_ENV: 'test' }).LOG_FORMAT).toBe('json');
    expect(parseEnv(productionVars()).LOG_FORMAT).toBe('json');
    expect(parseEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
  });

  it('requires a model and key for a configured AI provider', () => {
    expect(problems({ AI_PROVIDER: 'openai' }).join('\n')).toMatch(
      /AI_MODEL is required[\s\S]*AI_API_KEY is required/,
    );
    expect(problems({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3' }).join()).toMatch(
      /AI_BASE_URL/,
    );
    expect(
      parseEnv({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      }).usesComposer,
    ).toBe(false);
  });

  it('bounds the AI writer by an idle timeout and a generous total, one retry of a busy provider', () => {
    expect(parseEnv({})).toMatchObject({
      AI_TIMEOUT_MS: 120_000,
      AI_IDLE_TIMEOUT_MS: 20_000,
      AI_MAX_RETRIES: 1,
      AI_FALLBACK: 'none',
    });
    expect(
      parseEnv({ AI_IDLE_TIMEOUT_MS: '5000', AI_MAX_RETRIES: '0', AI_FALLBACK: 'composer' }),
    ).toMatchObject({ AI_IDLE_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 0, AI_FALLBACK: 'composer' });
    const found = problems({ AI_IDLE_TIMEOUT_MS: '10', AI_MAX_RETRIES: '5', AI_FALLBACK: 'gpt' });
    expect(found).toHaveLength(3);
    expect(found.join('\n')).toMatch(/AI_IDLE_TIMEOUT_MS="10": must be at least 500/);
    expect(found.join('\n')).toMatch(/AI_MAX_RETRIES="5": must be 0, 1 or 2/);
    expect(found.join('\n')).toMatch(/AI_FALLBACK="gpt": must be none or composer/);
  });

  // Issue 17, item 3: with a published or guessable secret, anyone can forge session and
  // confirmation tokens, or webhook events that make them Pro.
  it.each([
    [
      'the development secret once published in the source',
      'herald-development-secret-do-not-use-in-production',
    ],
    [
      'the test checkout secret once published in the source',
      `whsec_${Buffer.from('herald-local-test-checkout-only').toString('base64')}`,
    ],
    [
      'a test fixture secret',
      `whsec_${Buffer.from('test-webhook-secret-for-herald-32b').toString('base64')}`,
    ],
    ['32 × "a"', 'a'.repeat(32)],
    ['a short word repeated', 'password'.repeat(5)],
    ['two characters alternating', 'ab'.repeat(24)],
    ['two characters in no pattern (about 40 bits)', 'abbabaabbbabaaababbbaabababbbaaabbabbaab'],
    ['one character with a few others', `${'a'.repeat(29)}xyz`],
    ['too short', 'Zx9-Qw3!Lm'],
  ])('refuses %s as a production secret', (_what, secret) => {
    for (const key of ['BETTER_AUTH_SECRET', 'POLAR_WEBHOOK_SECRET']) {
      const found = problems({ ...productionVars(), [key]: secret }).join('\n');
      expect(found).toMatch(
        new RegExp(`${key}.*(refused in production|must be at least 32 characters)`),
      );
      // The message names the variable, never the value.
      expect(found).not.toContain(secret);
    }
  });

  it('accepts random secrets of the usual shapes', () => {
    for (const secret of [
      randomBytes(48).toString('base64'),
      randomBytes(32).toString('base64url'),
      randomBytes(16).toString('hex'),
      randomBytes(32).toString('hex'),
      `whsec_${randomBytes(24).toString('base64')}`,
      `polar_whs_${randomBytes(32).toString('base64url')}`,
      // A real `randomBytes(16).toString('hex')` draw that a stricter floor refused.
      '8c528225cdc8778f4c2732cf4cc8caf9',
    ])
      expect(secretWeakness(secret), secret).toBeUndefined();
  });

  it('publishes no development secret: each process or installation makes its own', () => {
    const env = parseEnv({});
    expect(secretWeakness(env.BETTER_AUTH_SECRET)).toBeUndefined();
    expect(secretWeakness(env.POLAR_WEBHOOK_SECRET)).toBeUndefined();
    // The same within a process (several servers on one database agree)...
    expect(parseEnv({ NODE_ENV: 'test' }).BETTER_AUTH_SECRET).toBe(env.BETTER_AUTH_SECRET);
    // ...and configured values win.
    const configured = strong();
    expect(parseEnv({ BETTER_AUTH_SECRET: configured }).BETTER_AUTH_SECRET).toBe(configured);
  });

  describe('per-installation secrets', () => {
    const dirs: string[] = [];
    const dataDir = () => {
      const dir = mkdtempSync(join(tmpdir(), 'herald-secrets-'));
      dirs.push(dir);
      return join(dir, 'data');
    };
    afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

    it('are written once into the data directory, readable by the owner only, and kept', () => {
      const dir = dataDir();
      const first = parseEnv({ DATA_DIR: dir }, { devSecrets: installationDevSecrets });
      const file = join(dir, 'secrets.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        betterAuthSecret: first.BETTER_AUTH_SECRET,
        testCheckoutWebhookSecret: first.POLAR_WEBHOOK_SECRET,
        destinationsKey: first.DESTINATIONS_KEY,
      });
      expect(secretWeakness(first.DESTINATIONS_KEY)).toBeUndefined();
      const again = parseEnv({ DATA_DIR: dir }, { devSecrets: installationDevSecrets });
      expect(again.BETTER_AUTH_SECRET).toBe(first.BETTER_AUTH_SECRET);
      expect(again.POLAR_WEBHOOK_SECRET).toBe(first.POLAR_WEBHOOK_SECRET);
      expect(again.DESTINATIONS_KEY).toBe(first.DESTINATIONS_KEY);
      const other = parseEnv({ DATA_DIR: dataDir() }, { devSecrets: installationDevSecrets });
      expect(other.BETTER_AUTH_SECRET).not.toBe(first.BETTER_AUTH_SECRET);
      expect(other.POLAR_WEBHOOK_SECRET).not.toBe(first.POLAR_WEBHOOK_SECRET);
      expect(other.DESTINATIONS_KEY).not.toBe(first.DESTINATIONS_KEY);
    });

    it('give way to configured values, the destinations key too', () => {
      const key = strong();
      const env = parseEnv(
        { DATA_DIR: dataDir(), DESTINATIONS_KEY: key },
        { devSecrets: installationDevSecrets },
      );
      expect(env.DESTINATIONS_KEY).toBe(key);
    });

    it('are not written for a throwaway in-memory database', () => {
      const env = parseEnv({ DATA_DIR: 'memory://' }, { devSecrets: installationDevSecrets });
      expect(secretWeakness(env.BETTER_AUTH_SECRET)).toBeUndefined();
    });
  });

  it('never prints a secret or a URL password in a configuration error', () => {
    const vars = {
      DATABASE_URL: 'postgres://herald:Db-Pa55@word@/herald',
      SMTP_URL: 'http://mailer:Smtp-Pa55word@mail.example.com',
      AI_BASE_URL: 'ftp://bot:Ai-Pa55word@models.example.com',
      BETTER_AUTH_SECRET: 'Short-Secret-Value',
    };
    const found = problems(vars).join('\n');
    for (const key of Object.keys(vars)) expect(found).toContain(key);
    for (const secret of ['Db-Pa55@word', 'Smtp-Pa55word', 'Ai-Pa55word', 'Short-Secret-Value'])
      expect(found).not.toContain(secret);
    expect(found).toContain('postgres://herald:[redacted]@/herald');
  });
});
