import { beforeAll, describe, expect, it } from 'vitest';
import { fragmentAlone } from './composer.ts';
import { nlp } from './nlp.ts';
import { readNote } from './notes.ts';
import { optionsOf } from './testing.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

const prose = (options: string[]) => options.slice(0, 2);

/**
 * ADR 096: an achievement's details are never cut into pieces and glued after a label; a
 * participle typed after a thing describes the thing, never the person's deed.
 */
describe('a participle typed after a thing', () => {
  it('is no deed of the person', () => {
    const units = readNote(
      'for our spring recital. 60 tutus, built over 3 weekends.',
      'achievementDetails',
      new Set(['ines']),
    ).units;
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['fragment', 'for our spring recital'],
      ['fragment', '60 tutus, built over 3 weekends'],
    ]);
    // A deed with its object stays the person's.
    const [deed] = readNote('built the new kiln in 3 days', 'achievementDetails', new Set()).units;
    expect(deed?.kind).toBe('predicate');
    // ADR 145: no "That's" before a figure; prose tucks the count in brackets (`tucked`).
    expect(fragmentAlone('60 tutus, built over 3 weekends', 'Inês')).toBe(
      '60 tutus, built over 3 weekends.',
    );
  });
  it('is told whole in the prose options, after the news and its reason', async () => {
    const options = await optionsOf({
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'long',
      newHireName: 'Inês Duarte',
      role: 'Wardrobe Lead',
      achievementDescription: 'shortlisted for the National Dance Awards - best costumes',
      achievementDetails: 'for our spring recital. 60 tutus, built over 3 weekends.',
      expertise: '',
    });
    for (const option of prose(options)) {
      expect(option).not.toMatch(/Inês built|Along the way/);
      // ADR 145: the count in brackets with the sentence it counts for, no "That's".
      expect(option).toContain(
        'best costumes, for our spring recital (60 tutus, built over 3 weekends).',
      );
      expect(option).not.toMatch(/(?:^|\. )For our spring recital\./);
    }
  });
});

describe("an achievement's fragments of unlike kinds", () => {
  it('are never joined by "and" after a label', async () => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(
        {
          messageType: 'achievements',
          tone: 'confident_assertive',
          length: 'medium',
          newHireName: 'Lena Vogt',
          role: 'Research Assistant',
          achievementDescription: 'Best Talk prize at the Alpine Glaciology Workshop',
          achievementDetails:
            'talk on meltwater lakes in the Aletsch basin. 1 of 2 prizes out of approx 90 talks. she finished the slides at 3am the night before 😅',
          expertise: 'glacier hydrology, drone surveys',
        },
        { seed },
      );
      for (const option of prose(options)) {
        expect(option).not.toMatch(/Along the way|basin and 1 of 2/);
        // ADR 145: in brackets with the sentence before, never after an invented "That's".
        expect(option).toContain('(1 of 2 prizes out of about 90 talks)');
      }
    }
  });
});

describe('a sentence typed after a verb phrase and a comma', () => {
  it('is a sentence of its own when its subject and verb are certain', () => {
    const units = readNote(
      'runs the winter coat drive every yr, families love it. set up the tool library, 35 tools lent so far',
      'achievementDetails',
      new Set(['tom']),
    ).units;
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['predicate', 'runs the winter coat drive every year'],
      ['sentence', 'families love it'],
      ['predicate', 'set up the tool library, 35 tools lent so far'],
    ]);
    const told = readNote(
      "built the reading shed, 12 done so far. coaches the U9s, she's bringing her dad",
      'achievementDetails',
      new Set(['amy']),
    ).units;
    expect(told.map((u) => u.text)).toEqual([
      'built the reading shed, with 12 done so far',
      // A pronoun's clause is left glued: whose "she" it is is not certain.
      "coaches the U9s, she's bringing her dad",
    ]);
    // After a fragment, the clause is left glued, as typed: alone it would be verbless.
    const [glued] = readNote(
      'gala in Leeds on the 3rd, she is bringing her dad',
      'achievementDetails',
      new Set(['amy']),
    ).units;
    expect(glued?.text).toBe('gala in Leeds on the 3rd, she is bringing her dad');
  });
});

describe('an award typed lower case as the headline', () => {
  it('follows the opening’s colon with "a"', async () => {
    const [chat] = await optionsOf({
      messageType: 'achievements',
      tone: 'confident_assertive',
      length: 'short',
      newHireName: 'Marta Silva',
      role: 'Lifeguard, Senior',
      achievementDescription: 'commendation for courage from the harbour board',
      achievementDetails: 'swam out to a capsized dinghy in a storm last june',
      expertise: '',
    });
    expect(chat).toContain(': a commendation for courage from the harbour board.');
  });
});
