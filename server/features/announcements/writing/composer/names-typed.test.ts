import { describe, expect, it } from 'vitest';
import { LENGTHS, type GenerationRequest } from '#domain/generation.ts';
import { writeChecked } from '../../generate.ts';
import { createComposer } from './composer.ts';

/**
 * A preferred name typed with a remark in brackets made the writer fail on one seed in five
 * at every length (2026-11-27): the remark was repeated at every mention, the name check
 * refused each option, and the guaranteed scannable post too. The input is written for this
 * test.
 */
const input: GenerationRequest = {
  newHireName: 'Joana Costa',
  preferredName: 'Miss Costa (the class will call her Miss C anyway)',
  role: 'Reception class teacher',
  team: 'Early Years',
  startDate: 'after the summer',
  hobbies: 'netball, pottery',
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
};

describe('a remark typed after the preferred name', () => {
  it('never makes the writer fail, and is never posted', async () => {
    for (const length of LENGTHS)
      for (let seed = 1; seed <= 5; seed++) {
        const options = await writeChecked(
          createComposer(),
          { ...input, length },
          AbortSignal.timeout(30_000),
          {},
          { today: '2026-11-23', seed },
        );
        expect(options).toHaveLength(3);
        for (const option of options) {
          expect(option).toContain('Joana Costa');
          expect(option).not.toContain('anyway');
        }
      }
  });
});
