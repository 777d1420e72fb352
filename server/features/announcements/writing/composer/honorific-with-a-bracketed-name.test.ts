import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';
import { hasFullName } from '../checks/option-checks.ts';

/**
 * A name typed with its own bracket ("Harpreet Kaur Sandhu (ਹਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ)") whose notes call
 * the person by a name of it and an honorific ("Harpreet ji"): the name as typed is posted
 * whole, never merged with the honorific inside its bracket (the writer failed on such a form
 * at every length), and the note asking for the honorific is obeyed, never posted.
 */
const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'casual_concise',
  length: 'long',
  newHireName: 'Harpreet Kaur Sandhu (ਹਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ)',
  role: 'Production Supervisor',
  achievementDescription: 'food safety certification for the unit',
  achievementDetails:
    'Harpreet ji set up the new hygiene rules with 64 women. Audit passed in Oct.',
  ...fields,
});

describe('an honorific beside a name that has its own bracket', () => {
  it.each([
    [
      'Harpreet Kaur Sandhu (ਹਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ)',
      "Harpreet ji set up the hygiene rules with 64 women, audit passed in Oct score AA. pls name her with 'ji'",
    ],
    [
      'Anil Kumar Verma (अनिल कुमार वर्मा)',
      'Anil ji rebuilt the cold store in 6 weeks, zero spoilage since August. please call him with ji',
    ],
    [
      'Kenji Watanabe (渡辺健二)',
      'Watanabe-san rewrote the line schedule, overtime down 30% in Q3. add -san after his name',
    ],
    [
      'Meera Pillai (മീര പിള്ള)',
      "Meera chechi trained 12 new nurses on the dialysis unit this year. pls add 'chechi' after her name",
    ],
    [
      'Thành Nguyễn (Nguyễn Văn Thành)',
      'Thành san closed the Osaka contract, 3-year deal, first in Japan for us',
    ],
    [
      'Sunita Devi Rawat (सुनीता देवी रावत)',
      'Sunita ji ran the night shift through the monsoon floods, not one delivery missed',
    ],
  ])('posts "%s" as typed at every length', async (newHireName, achievementDetails) => {
    for (const length of ['short', 'medium', 'long'] as const) {
      const options = await postedOverSeeds(
        achievement({ newHireName, achievementDetails, length }),
      );
      expect(options).toHaveLength(6);
      for (const option of options) {
        expect(hasFullName(option, newHireName)).toBe(true);
        expect(option).not.toMatch(
          /\b(?:name (?:her|him) with|call (?:her|him) with|after (?:her|his) name)\b/i,
        );
      }
    }
  });
});
