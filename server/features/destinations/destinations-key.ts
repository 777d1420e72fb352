import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';

const KEY_FILE = 'destinations.key';

/**
 * The key material for webhook URLs. DESTINATIONS_KEY when set (required in production,
 * env.ts). Otherwise a key made for this installation and kept beside the embedded database
 * (`DATA_DIR/destinations.key`, readable by its owner only), so no two installations share a
 * known development key. With an in-memory database nothing outlives the process, so neither
 * does its key.
 */
function resolveDestinationsKey(env: Env, logger: Logger): string {
  if (env.DESTINATIONS_KEY) return env.DESTINATIONS_KEY;
  if (env.DATA_DIR.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = join(env.DATA_DIR, KEY_FILE);
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    // 'wx' fails if the file exists: two processes starting at once keep the first one's key.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    logger.info({ file }, 'created a development key for saved webhook URLs');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The box for saved webhook URLs: this installation's key, and the one before a rotation. */
export function destinationsBox(env: Env, logger: Logger): SecretBox {
  return createSecretBox(resolveDestinationsKey(env, logger), env.DESTINATIONS_KEY_PREVIOUS);
}
