import { describe, expect, it } from 'vitest';
import { loadOnce } from '#web/lib/load-once.ts';

describe('loadOnce', () => {
  it('loads once and shares the answer', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('tries a failed download again on the next call (the focus fails, the submit succeeds)', async () => {
    let attempts = 0;
    const load = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'schema';
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe('schema');
    await expect(load()).resolves.toBe('schema');
    expect(attempts).toBe(2);
  });
});
