import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 127: a name with no certain short form is said in full once; later mentions in prose,
 * as a subject or a possessive, use the given name a closing uses. Inputs are this file's own.
 */
const promotion = (newHireName: string, promotionDetails: string): GenerationRequest => ({
  newHireName,
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'long',
  currentRole: 'Forklift Operator',
  newRole: 'Warehouse Supervisor',
  promotionDetails,
  expertise: 'cold-chain logistics',
});

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the full name said once in prose (ADR 127)', () => {
  it.each([
    ['Raimundo Nonato Bezerra', 'started here in 2009 on nights. trained 30+ new starters'],
    [
      'Thandiwe Nomvula Dlamini',
      'joined in 2015; ran the night dock; her expertise saved the audit',
    ],
    ['Ifeoluwa Temitope Bakare', 'Rebuilt the picking routes.\nCut mis-picks by 40%'],
    ['Sefo Tavita Leiataua', 'led the stocktake 3 years running, trained the new pickers'],
    ['Mwajuma Halima Mrisho', 'started as a temp in 2019!! now runs chilled goods'],
    ['Kristjan Mart Tamm', "covers weekends (by choice). his team's accuracy is 99.6%"],
  ])('%s is said in full once in each prose option', async (name, details) => {
    for (const seed of [1, 2]) {
      const [chat, narrative] = await optionsOf(promotion(name, details), { seed });
      for (const option of [chat!, narrative!]) expect(count(option, name)).toBe(1);
    }
  });
});
