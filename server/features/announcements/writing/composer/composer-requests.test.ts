import { describe, expect, it } from 'vitest';
import { CASES, EVAL_TODAY } from '../../../../../bench/eval/cases.ts';
import { createComposer } from './composer.ts';

/**
 * "If you work with Sofia, say congratulations on becoming our Support Team Lead.
 * Congratulations on the move to Support Team Lead, Sofia!" is padding a reader cuts: an
 * option asks the team for congratulations at most once after its opening line.
 */
describe('composer: one request for congratulations per option', () => {
  it('holds for every promotion case of the eval on three seeds', async () => {
    const composer = createComposer();
    const twice: string[] = [];
    for (const c of CASES.filter((c) => c.input.messageType === 'promotion'))
      for (const seed of [1, 2, 3]) {
        const options: string[] = [];
        for await (const option of composer.write(c.input, { seed, today: EVAL_TODAY }))
          options.push(option);
        for (const option of options) {
          const [, ...rest] = option.split(/(?<=[.!?])\s+/);
          if (rest.filter((s) => /congratulat/i.test(s)).length > 1)
            twice.push(`${c.id} seed ${seed}: ${option}`);
        }
      }
    expect(twice).toEqual([]);
  });
});
