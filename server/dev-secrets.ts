import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The secrets development and test runs use when none is configured (ADR 017). Never a value
 * in the source: each installation makes its own on first start and keeps it in the data
 * directory (`secrets.json`, mode 0600), so sessions, confirmation links and saved webhook
 * URLs survive a restart and every process on that directory agrees. Production never uses
 * them: env.ts requires real secrets there. env.ts is the only caller.
 */
export interface DevSecrets {
  /** Signs sessions and e-mail tokens (BETTER_AUTH_SECRET). */
  betterAuthSecret: string;
  /** Signs the local test checkout's webhook events (POLAR_WEBHOOK_SECRET). */
  testCheckoutWebhookSecret: string;
  /** Seals saved webhook URLs (DESTINATIONS_KEY). */
  destinationsKey: string;
}

const FILE_NAME = 'secrets.json';
/**
 * Where installations made before the destinations key joined secrets.json keep it. It seals
 * their saved URLs, so it is read, never replaced.
 */
const LEGACY_DESTINATIONS_KEY_FILE = 'destinations.key';

const Key = z.string().min(32);
const Stored = z.object({
  betterAuthSecret: Key,
  testCheckoutWebhookSecret: z.string().startsWith('whsec_'),
  destinationsKey: Key.optional(),
});

const randomKey = () => randomBytes(32).toString('base64url');

function generate(): DevSecrets {
  return {
    betterAuthSecret: randomBytes(48).toString('base64url'),
    testCheckoutWebhookSecret: `whsec_${randomBytes(32).toString('base64')}`,
    destinationsKey: randomKey(),
  };
}

let processSecrets: DevSecrets | undefined;

/** Secrets for this process only: a throwaway (in-memory) database, unit tests. */
export function processDevSecrets(): DevSecrets {
  processSecrets ??= generate();
  return processSecrets;
}

/**
 * The file at `path`, read with `parse`; created with `make()` when it does not exist yet.
 * `lost` says what deleting a broken file costs.
 * Two processes starting at once agree and never read a half-written file: the content is
 * written aside, then linked into place (which fails if another process was first), and the
 * loser reads the winner's whole file. A file that exists but does not parse is an error that
 * names it, never a reason to derive a secret from what it holds.
 */
function readOrCreateOnce<T>(
  path: string,
  lost: string,
  make: () => string,
  parse: (text: string) => T,
): T {
  const read = () => {
    try {
      return parse(readFileSync(path, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new Error(
        `${path} is not a valid secrets file: delete it and Herald makes a new one (${lost}).`,
        { cause: error },
      );
    }
  };
  const existing = read();
  if (existing !== undefined) return existing;
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(aside, make(), { mode: 0o600 });
  try {
    linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  return read()!;
}

/** This installation's secrets, from `<dataDir>/secrets.json`, created on first use. */
export function installationDevSecrets(dataDir: string): DevSecrets {
  if (dataDir.startsWith('memory://')) return processDevSecrets();
  mkdirSync(dataDir, { recursive: true });
  const stored = readOrCreateOnce(
    join(dataDir, FILE_NAME),
    'signed-in sessions end, and saved webhook URLs must be pasted again',
    () => `${JSON.stringify(generate(), null, 2)}\n`,
    (text) => Stored.parse(JSON.parse(text)),
  );
  const destinationsKey =
    stored.destinationsKey ??
    readOrCreateOnce(
      join(dataDir, LEGACY_DESTINATIONS_KEY_FILE),
      'saved webhook URLs must be pasted again',
      () => `${randomKey()}\n`,
      (text) => Key.parse(text.trim()),
    );
  return { ...stored, destinationsKey };
}
