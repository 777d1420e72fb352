import { randomBytes } from 'node:crypto';

/** A seeded source of choices: the same seed always yields the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights must be positive. */
  pickWeighted<T>(items: readonly T[], weight: (item: T) => number): T;
}

/**
 * mulberry32: tiny, fast and good enough to choose phrasings; cryptographic quality is not
 * needed, reproducibility from a 32-bit seed is.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick(items) {
      if (items.length === 0) throw new Error('pick() needs at least one item.');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    pickWeighted(items, weight) {
      if (items.length === 0) throw new Error('pickWeighted() needs at least one item.');
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return items[items.length - 1] as (typeof items)[number];
    },
  };
}

/** A fresh seed for callers that want new phrasings on every call. */
export function freshSeed(): number {
  return randomBytes(4).readUInt32LE(0);
}

/** Derives the seed of a retry, far enough from the first that its choices differ. */
export function seedForAttempt(seed: number, attempt: number): number {
  return (seed + Math.imul(attempt, 0x9e3779b9)) >>> 0;
}
