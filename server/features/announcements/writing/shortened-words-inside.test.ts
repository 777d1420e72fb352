import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, postedWelcome } from '../testing.ts';

/**
 * German and Swiss qualifications are typed with words shortened inside them ("eidg.
 * Käsermeister", "staatl. geprüfte", "techn. Leiter"): the stop ends no sentence. Cut there,
 * "He passed the eidg." was posted and the exam it named was lost (the twenty-fifth set).
 */
const promotion = (promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Urs Fässler',
  currentRole: 'Cheesemaker',
  newRole: 'Head Cheesemaker',
  promotionDetails,
});

/** The shortened word ending a sentence: followed by nothing, a line's end or a new sentence. */
const cutAfter = (word: string) =>
  new RegExp(`\\b${word}\\.(?:\\s*$|\\n|\\s+(?:The|She|He|They|Please|Send|Congrat|Well)\\b)`, 'm');

describe('a word shortened inside a qualification', () => {
  it.each([
    ['Passed the eidg. Käsermeister exam in October, top of his class.', 'eidg', 'Käsermeister'],
    ['passed the eidg. Fachausweis in March, best in the canton', 'eidg', 'Fachausweis'],
    ['finished the staatl. anerkannte Ausbildung as Erzieherin in June', 'staatl', 'anerkannte'],
    [
      'got the IHK gepr. Industriemeister title in May, first in the plant',
      'gepr',
      'Industriemeister',
    ],
    ['took over as techn. Leiter of the night shift in September', 'techn', 'Leiter'],
  ])('keeps "%s" whole', async (details, word, next) => {
    const options = await postedOverSeeds(promotion(details));
    const all = options.join('\n---\n');
    expect(all).not.toMatch(cutAfter(word));
    expect(all).toContain(`${word}. ${next}`);
  });

  it('keeps a background typed with one whole', async () => {
    const { all } = await postedWelcome({
      company: 'kaufm. Ausbildung at Migros, then 4 yrs in logistics',
    });
    expect(all).not.toMatch(cutAfter('kaufm'));
  });
});
