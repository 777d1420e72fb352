import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 127: a note whose verb has the person as its object ("qualifies him for the nationals")
 * has another subject ("This…"); the person is never put before it ("He qualifies him",
 * "Saoirse Ní Dhomhnaill earns her…"). Inputs are this file's own.
 */
const achievement = (newHireName: string, details: string): GenerationRequest => ({
  newHireName,
  messageType: 'achievements',
  tone: 'excited_fun',
  length: 'medium',
  role: 'Line Cook',
  achievementDescription: 'Regional barista championship',
  achievementDetails: details,
});

describe('the person as the object of a note (ADR 127)', () => {
  it.each([
    ['Tomasz Wójcik-Lee', 'pulled 40 shots in the final\nqualifies him for the nationals'],
    ['Saoirse Ní Dhomhnaill', 'scored 92/100\nearned her a place at the Dublin final'],
    ['Kwame Asante', 'Latte art round won outright\nputs him straight into the World qualifier'],
    ['Rosa Elena Martínez', 'beat 30 baristas; sends her to Milan in March'],
    ['Jun Takeda', 'top score in milk steaming\ngot him a sponsorship with the roaster'],
    ['Amara Osei (she/her)', '2 years of practice\nqualified her for the finals'],
  ])('%s: the note keeps the person as its object', async (name, details) => {
    for (const seed of [1, 2]) {
      for (const option of await optionsOf(achievement(name, details), { seed })) {
        expect(option).not.toMatch(
          /\b(?:he|she|He|She|Tomasz|Saoirse|Kwame|Rosa|Jun|Amara|Lee|Dhomhnaill|Asante|Martínez|Takeda|Osei)\)? (?:qualifies|qualified|earned|earns|puts|put|sends|got|gets) (?:him|her)\b/u,
        );
      }
    }
  });
});
