import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1); Better Auth's default
 * scrypt settings are below that (../../../docs/security.md).
 */
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed or foreign hash must read as "wrong password", not crash sign-in.
    return false;
  }
}

let common: Set<string> | undefined;

/**
 * The 10,000 most frequent passwords of public breach corpora, ordered by frequency
 * (from @zxcvbn-ts/language-common, MIT), compared case-insensitively.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}
