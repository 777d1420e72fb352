import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../../testing.ts';

/**
 * A skills list whose item ends in an aside with a comma of its own ("never missed a box in
 * 17 yrs (his words, but also true)"): the aside is one, never cut at its comma. Cut there the
 * post said "(his words." and lost the bracket's close.
 */
const balanced = (text: string) =>
  (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0);

describe('an aside with a comma, at the end of a list', () => {
  it.each([
    [
      'coding system on the lids, timing the 11:20 local, never missed a box in 17 yrs (his words, but also true)',
      '(his words, but also true)',
    ],
    [
      'sourdough, lamination, never burnt a batch (her words, and I believe her)',
      '(her words, and I believe her)',
    ],
    [
      'forklifts, stock counts, zero lost pallets in 5 yrs (his claim, but the logs agree)',
      '(his claim, but the logs agree)',
    ],
    ['hoof trimming, calving, knows every cow by name (really, all 240)', '(really, all 240)'],
    ['tig welding, pipe fitting and reading drawings (mostly, he says)', '(mostly, he says)'],
  ])('"%s" keeps %s whole', async (expertise, aside) => {
    const { options } = await postedWelcome({ expertise, length: 'medium' });
    for (const option of options) expect(balanced(option), option).toBe(true);
    expect(options.join('\n')).toContain(aside);
  });
});
