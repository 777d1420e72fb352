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

/**
 * ADR 127, amended (round 2): such a note, typed after what it refers to, is told as a
 * sentence of its own with "That" as its subject ("That qualifies him for the nationals."),
 * never a bare fragment ("Qualifies him for the nationals.") nor glued after a colon.
 */
describe('a person-object note says what it follows (ADR 127, round 2)', () => {
  it.each([
    [
      'Bogdan Ilić',
      'Fastest lap in the heats\nQualifies him for the nationals',
      'qualifies him for the nationals',
    ],
    [
      'Ana Sousa',
      'placed 2nd of 40 teams. earned her a place in the county squad!',
      'earned her a place in the county squad',
    ],
    [
      'Femi Adebayo',
      'Got him a place in the England U21 squad 🏉',
      'got him a place in the England U21 squad',
    ],
    [
      'Leila Haddad',
      '3 clean rounds; puts her top of the league table',
      'puts her top of the league table',
    ],
    [
      'Riley Chen',
      'won the final 6-2\nearned them a spot at the State Championships',
      'earned them a spot at the state championships',
    ],
    [
      'Noor Khan',
      'Personal best (41.2s)\nlanded her a trial with the national team',
      'landed her a trial with the national team',
    ],
    [
      'Sam Otieno',
      'top scorer, 14 goals\nwhich sent him to the regional final',
      'sent him to the regional final',
    ],
  ])('%s: "That …" after the sentence it follows', async (name, details, told) => {
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(achievement(name, details), { seed });
      for (const option of options.slice(0, 2)) {
        // Never a bare fragment, never the person as its subject, never after a colon.
        const first = told.split(' ')[0]!;
        expect(option).not.toMatch(new RegExp(`(?:^|[.!?]\\s+|:\\s+)${first}\\b`, 'iu'));
        expect(option).not.toMatch(
          new RegExp(`\\b(?:he|she|they|${name.split(' ')[0]}) ${first}\\b`, 'iu'),
        );
      }
      const prose = options.slice(0, 2).join('\n');
      if (prose.toLowerCase().includes(told))
        expect(prose.toLowerCase()).toMatch(new RegExp(`(?:that|which) ${told}`));
    }
  });
});

describe('a person-object fun fact after a semicolon (ADR 127, round 2)', () => {
  it.each([
    ['Ola Berg', 'ran a marathon in Antarctica\ngot her a Guinness record'],
    ['Tariq Aziz', 'baked 2,000 cupcakes in a day. Earned him a TV slot'],
  ])('%s: "that" goes on in lower case', async (newHireName, funFact) => {
    const options = await optionsOf({
      newHireName,
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      role: 'Analyst',
      funFact,
    });
    const all = options.join('\n');
    expect(all).not.toMatch(/; That\b/u);
    expect(all).not.toMatch(/(?:^|[.!]\s)(?:Got|Earned) (?:him|her)\b/mu);
    expect(all).toMatch(/\b[Tt]hat (?:got|earned) (?:him|her)\b/u);
  });
});
