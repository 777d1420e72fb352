import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * A nickname typed any way users type one, and a suffix or credential after the name: the
 * first mention says the name as typed, every later one (the closing and the scannable
 * post's last line too) the short form, never the whole string again (ADR 115, amended).
 */
const base = {
  tone: 'friendly_approachable',
  length: 'short',
  role: 'Charge Nurse',
  startDate: 'Monday 30 November',
  hobbies: 'sea swimming and chess',
  achievementDescription: 'led the ward through the winter surge',
  achievementDetails: 'zero missed shifts, trained 12 new nurses',
} as const;

describe('the short form of a name typed with a nickname or a suffix', () => {
  it.each([
    ['Ciarán "Little Ciarán" Doyle', 'Little Ciarán'],
    ['Tran Thi Mai (goes by Maggie)', 'Maggie'],
    // Typed after a comma, the calling name is said in brackets with the name (ADR 150).
    ['Małgorzata, pref. Gosia', 'Gosia', 'Małgorzata (Gosia)'],
    ['Vladimir Orlov (a.k.a. Vova)', 'Vova'],
    ['Chinedu Obi, BSN, RN', 'Chinedu'],
    ['Abena “Bee” Owusu', 'Bee'],
  ])('%s is said once, then %s', async (typed, short, said = typed) => {
    for (const messageType of ['welcome', 'achievements'] as const) {
      const out = await optionsOf({
        ...base,
        messageType,
        newHireName: typed,
      } as GenerationRequest);
      for (const option of out) {
        expect(option.split(said).length - 1).toBe(1);
        // The closing, or the scannable post's last line, speaks by the short form.
        const after = option.slice(option.indexOf(said) + said.length).trim();
        expect(after.split('\n').at(-1)).toContain(short);
      }
    }
  });
});
