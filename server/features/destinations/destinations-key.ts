import type { Env } from '../../env.ts';
import { createSecretBox, type SecretBox } from './secret-box.ts';

/**
 * The box for saved webhook URLs: DESTINATIONS_KEY (configured, or outside production this
 * installation's own, resolved with the other development secrets in env.ts), and the key
 * before a rotation.
 */
export function destinationsBox(env: Env): SecretBox {
  return createSecretBox(env.DESTINATIONS_KEY, env.DESTINATIONS_KEY_PREVIOUS);
}
