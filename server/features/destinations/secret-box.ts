import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for webhook URLs at rest (issue 16 item 2). The key is derived from
 * DESTINATIONS_KEY with HKDF, so any long random string works as the variable's value. Each
 * value is bound to its row (associated data), so a ciphertext copied onto another
 * destination does not open.
 *
 * Rotation (issue 20 item 7): with a previous key (DESTINATIONS_KEY_PREVIOUS), values it
 * sealed still open, and `reseal` gives them a sealing under the current key; new values are
 * always sealed with the current key.
 */
export interface SecretBox {
  seal(plaintext: string, associatedData: string): string;
  /** The plaintext; throws when no key of this box opens the value. */
  open(sealed: string, associatedData: string): string;
  /** The value sealed again under the current key, or null when it already is (or no key opens it). */
  reseal(sealed: string, associatedData: string): string | null;
}

const VERSION = 'v1';

export function createSecretBox(keyMaterial: string, previousKeyMaterial?: string): SecretBox {
  const current = singleKeyBox(keyMaterial);
  if (!previousKeyMaterial) return { ...current, reseal: () => null };
  const previous = singleKeyBox(previousKeyMaterial);
  return {
    seal: current.seal,
    open(sealed, associatedData) {
      try {
        return current.open(sealed, associatedData);
      } catch {
        return previous.open(sealed, associatedData);
      }
    },
    reseal(sealed, associatedData) {
      try {
        current.open(sealed, associatedData);
        return null;
      } catch {
        try {
          return current.seal(previous.open(sealed, associatedData), associatedData);
        } catch {
          return null;
        }
      }
    },
  };
}

function singleKeyBox(keyMaterial: string): Omit<SecretBox, 'reseal'> {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'herald', 'destinations-url-v1', 32));
  return {
    seal(plaintext, associatedData) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, associatedData) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined)
        throw new Error('not a sealed destination secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
