import { describe, expect, it } from 'vitest';
import { isShortenedBeforeStop } from '#domain/text.ts';
import { sentencesOf } from './read.ts';

/**
 * ADR 159: the eval's reader cuts a text where the writer does, at the stops of the one list
 * (domain/text.ts): a title's ("Sr.", "Mohd.") and a shortened word's stop end no sentence, a
 * company's ("Ltd.", "Inc.") only before a word that opens one.
 */
describe('the eval’s reader and the writer read the same stops (ADR 159)', () => {
  it('reads the same stops as the eval’s reader', () => {
    for (const [text, count] of [
      ['Trained under Sr. Mereana Walker. She runs 24 beds.', 2],
      ['His abba Mohd. Yusuf wove on loom no. 1 before him.', 1],
      ['She said no. Then she built it anyway.', 2],
      ['He joined Dunmore Ltd. in 2019. She leads it.', 2],
      ['She left Acme Inc. She leads the audit team now.', 2],
      ['From 9 a.m. on Friday, incl. 2 new starters.', 1],
    ] as const) {
      expect(sentencesOf(text).map((s) => s.text)).toHaveLength(count);
    }
    expect(isShortenedBeforeStop('his abba Mohd', 'Yusuf')).toBe(true);
    expect(isShortenedBeforeStop('she said no', 'Then')).toBe(false);
    expect(isShortenedBeforeStop('latency under 200 ms', 'Then')).toBe(false);
  });
});
