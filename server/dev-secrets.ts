import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The secrets development and test runs use when none is configured (ADR 017). Never a value
 * in the source: each installation makes its own on first start and keeps it in the data
 * directory (`secrets.json`, mode 0600), so sessions and confirmation links survive a
 * restart and every process on that directory agrees. Production never uses them: env.ts
 * requires real secrets there.
 */
export interface DevSecrets {
  /** Signs sessions and e-mail tokens (BETTER_AUTH_SECRET). */
  betterAuthSecret: string;
  /** Signs the local test checkout's webhook events (POLAR_WEBHOOK_SECRET). */
  testCheckoutWebhookSecret: string;
}

const FILE_NAME = 'secrets.json';

const Stored = z.object({
  betterAuthSecret: z.string().min(32),
  testCheckoutWebhookSecret: z.string().startsWith('whsec_'),
});

function generate(): DevSecrets {
  return {
    betterAuthSecret: randomBytes(48).toString('base64url'),
    testCheckoutWebhookSecret: `whsec_${randomBytes(32).toString('base64')}`,
  };
}

let processSecrets: DevSecrets | undefined;

/** Secrets for this process only: a throwaway (in-memory) database, unit tests. */
export function processDevSecrets(): DevSecrets {
  processSecrets ??= generate();
  return processSecrets;
}

/**
 * This installation's secrets, from `<dataDir>/secrets.json`, created on first use. Two
 * processes starting at once agree: the file appears whole (written aside, then linked into
 * place, which fails if another process was first) and the loser reads the winner's.
 */
export function installationDevSecrets(dataDir: string): DevSecrets {
  if (dataDir.startsWith('memory://')) return processDevSecrets();
  const path = join(dataDir, FILE_NAME);
  try {
    return Stored.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new Error(
        `${path} is not a valid secrets file: delete it and Herald makes a new one (signed-in sessions end).`,
        { cause: error },
      );
  }
  mkdirSync(dataDir, { recursive: true });
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, `${JSON.stringify(generate(), null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  return Stored.parse(JSON.parse(readFileSync(path, 'utf8')));
}
