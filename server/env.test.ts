import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

function problems(vars: Record<string, string>): string[] {
  try {
    parseEnv(vars);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

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
  });

  it('starts in production when every unsafe default is replaced', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
      POLAR_ACCESS_TOKEN: 'polar_at_123',
      POLAR_WEBHOOK_SECRET: 'whsec',
      POLAR_PRO_PRODUCT_ID: 'prod_1',
      APP_URL: 'https://herald.example.com/',
    });
    expect(env).toMatchObject({
      HOST: '0.0.0.0',
      APP_URL: 'https://herald.example.com',
      usesDevMailbox: false,
    });
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
});
