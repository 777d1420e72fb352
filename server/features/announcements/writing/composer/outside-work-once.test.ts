import { describe, expect, it } from 'vitest';
import { optionsOf } from './testing.ts';

/**
 * ADR 128: a pastimes note that says "outside work" itself, told beside the writer's own
 * "Outside work" frame, said it twice. Inputs of our own.
 */
const welcome = {
  messageType: 'welcome' as const,
  tone: 'friendly_approachable' as const,
  length: 'medium' as const,
  newHireName: 'Ngozi Eze',
  role: 'Payroll Officer',
  startDate: '',
  company: '',
  expertise: '',
  funFact: '',
};

describe('"outside work" said once', () => {
  it.each([
    'learning Korean mostly through dramas outside work',
    'Outside work: sourdough and long walks',
    'outside of work she bakes sourdough',
    'OUTSIDE WORK - climbing, mostly indoors',
    'bakes sourdough outside work, runs a supper club',
    'climbing (outside work obvs) 🧗',
    'outside work, choir practice on Tuesdays',
  ])('"%s"', async (hobbies) => {
    for (const length of ['short', 'medium', 'long'] as const)
      for (const seed of [1, 2, 3, 4]) {
        const options = await optionsOf({ ...welcome, length, hobbies }, { seed });
        for (const option of options) {
          expect(option.match(/outside (?:of )?work/gi)?.length ?? 0).toBeLessThanOrEqual(1);
          expect(option).not.toMatch(/\(\s*\)|:\s*[:,-]/);
        }
        expect(options.join('\n')).toMatch(/sourdough|climbing|Korean|choir/);
      }
  });
});
