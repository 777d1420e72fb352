import { describe, expect, it } from 'vitest';
import { postedWelcome } from '#server/features/announcements/testing.ts';

/**
 * ADR 149: a deed typed in the expertise field ("built the dispatch system at Uber") is the
 * person's background, never a skill on an "Expertise:" line; a figure that is part of a
 * name ("4x4", "3D") is no count, never "a track record of 4x4". Every option, two seeds.
 */

const posted = postedWelcome;

describe('a deed typed in the expertise field is background, not a skill', () => {
  it.each([
    ['built the dispatch system at Uber', /built the dispatch system at Uber/],
    ['led the payments migration at Monzo', /led the payments migration at Monzo/],
    ['set up the night clinic at St Mary’s', /set up the night clinic at St Mary’s/],
  ])('%s', async (expertise, told) => {
    const { all, prose, cards } = await posted({ expertise });
    expect(all).not.toMatch(
      /Expertise: |expertise in (?:built|led|set up)|specialises in (?:built|led|set)/,
    );
    for (const option of prose) expect(option).toMatch(told);
    for (const card of cards) expect(card).toMatch(told);
  });
});

describe('a figure that is part of a name is no record', () => {
  it.each(['4x4 and truck tyres', '3D printing and CAD', 'truck tyres and 4x4 conversions'])(
    '%s',
    async (expertise) => {
      const { all, prose } = await posted({ expertise });
      expect(all).not.toMatch(/track record of/);
      const first = expertise.split(' ')[0]!;
      for (const option of prose) expect(option).toContain(first);
    },
  );
});
