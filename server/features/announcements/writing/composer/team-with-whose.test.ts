import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../../testing.ts';
import { teamOf } from './phrases.ts';

/**
 * A team typed as its group noun and who leads it or where it works ("Garden team under
 * Oyakata Kato") is said as typed after "the", never with "team" added again.
 */
describe('a team with who leads it or where it works', () => {
  it.each([
    ['Garden team under Oyakata Kato', 'the Garden team under Oyakata Kato'],
    ['night crew at Dock 3', 'the night crew at Dock 3'],
    ['sales team for the North', 'the sales team for the North'],
    ['Design squad led by Maya', 'the Design squad led by Maya'],
    ['pastry team in the Leith kitchen', 'the pastry team in the Leith kitchen'],
  ])('"%s" is "%s"', (typed, said) => {
    expect(teamOf(typed)?.phrase).toBe(said);
  });

  it('reads right in the posted welcome', async () => {
    const { all } = await postedWelcome({ team: 'Garden team under Oyakata Kato' });
    expect(all).not.toMatch(/Oyakata Kato team/);
  });
});
