import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nlp } from './nlp.ts';
import { readNote, sincePerfect } from './notes.ts';
import { earnedSentence } from './promotion-details.ts';
import { aloneFrame, withArticles } from './prose.ts';
import { optionsOf } from './testing.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 111: a note typed as a fragment, told alone in prose, takes a frame only from a closed
 * list of shapes its words make certain; anything else stays where fragments belong.
 */
describe('"official" and when', () => {
  it('is said of the news', () => {
    expect(aloneFrame('official from next month (Tuesday)')).toBe(
      "It's official from next month (Tuesday).",
    );
    expect(aloneFrame('Official as of the 3rd')).toBe("It's official as of the 3rd.");
  });
  it('leaves "official" that is no time', () => {
    expect(aloneFrame('official launch party friday')).toBeUndefined();
    expect(aloneFrame('official timekeeper at the derby')).toBeUndefined();
  });
});

describe('a measure that moved, told alone', () => {
  it('takes "is" or "are"', () => {
    expect(aloneFrame('output at Norden up 25%')).toBe('Output at Norden is up 25%.');
    expect(aloneFrame('returns down 12%')).toBe('Returns are down 12%.');
  });
  it('leaves a deed that moved it', () => {
    expect(aloneFrame('brought returns down 12%')).toBeUndefined();
  });
});

describe('a levelled course typed "done"', () => {
  it('is what the person has completed', () => {
    expect(aloneFrame('NVQ lvl 2 done', 'Ivan Petrov')).toBe(
      'Ivan Petrov has completed NVQ level 2.',
    );
    expect(aloneFrame('FA level 1 passed', 'Ivan')).toBe('Ivan has completed FA level 1.');
    expect(earnedSentence('CIPD level 5 done', 'Ama')).toBe('Ama has completed CIPD level 5.');
  });
  it('leaves a course that wants an article, and anything after it', () => {
    expect(aloneFrame('MBA done', 'Ivan')).toBeUndefined();
    expect(aloneFrame('first aid done', 'Ivan')).toBeUndefined();
    expect(aloneFrame('NVQ level 2 done, starting level 3', 'Ivan')).toBeUndefined();
    expect(earnedSentence('NVQ level 2 almost done', 'Ama')).toBeUndefined();
  });
});

describe('a top score typed with its figure', () => {
  it('is the score the person holds', () => {
    expect(aloneFrame('top safety score in the fleet 98.2', 'Lea')).toBe(
      'Lea has the top safety score in the fleet (98.2).',
    );
    expect(aloneFrame('Highest review score 4.9/5', 'Lea')).toBe(
      'Lea has the highest review score (4.9/5).',
    );
  });
  it('leaves a superlative that is no score, or a figure that is not last', () => {
    expect(aloneFrame('highest sales 4 months running', 'Lea')).toBeUndefined();
    expect(aloneFrame('top score 98 in the fleet', 'Lea')).toBeUndefined();
  });
});

describe('"1st time for" one place', () => {
  it('is a first', () => {
    expect(withArticles("That's 1st time for our bakery")).toBe("That's a first for our bakery");
    expect(withArticles("That's first time for the depot")).toBe("That's a first for the depot");
  });
  it('leaves a time said otherwise', () => {
    expect(withArticles('first time our bakery entered')).toBe('first time our bakery entered');
    expect(withArticles('1st time for our bakery')).toBe('1st time for our bakery');
    expect(withArticles('1st time for ages')).toBe('1st time for ages');
  });
});

describe('a verb phrase in the present with "since" and a time', () => {
  it('is said in the present perfect', () => {
    expect(sincePerfect('drives the night bus since March')).toBe(
      'has driven the night bus since March',
    );
    expect(sincePerfect('Keeps the stores running since 2020')).toBe(
      'has kept the stores running since 2020',
    );
    expect(sincePerfect('also coaches the U10s since last year')).toBe(
      'has also coached the U10s since last year',
    );
  });
  it('leaves "since" that says why, a clause after a comma, and a verb it cannot conjugate', () => {
    expect(sincePerfect('leads the rota since nobody else will')).toBe(
      'leads the rota since nobody else will',
    );
    expect(sincePerfect('runs the kiosk, open since 2019')).toBe('runs the kiosk, open since 2019');
    expect(sincePerfect('runs the kiosk since 2019')).toBe('runs the kiosk since 2019');
    expect(sincePerfect('drives the night bus')).toBe('drives the night bus');
  });
  it('makes "does the …" the verb phrase the tagger left a fragment', () => {
    const [unit] = readNote(
      '- does the school run by bike since 2022',
      'achievementDetails',
      new Set(),
    ).units;
    expect(unit).toMatchObject({
      kind: 'predicate',
      text: 'has done the school run by bike since 2022',
    });
    const [plural] = readNote('- results since March', 'achievementDetails', new Set()).units;
    expect(plural!.text).toBe('results since March');
  });
});

describe('the options of notes typed as fragments', () => {
  it('tell each in its frame in prose and as typed in the scannable post', async () => {
    const input: GenerationRequest = {
      messageType: 'promotion',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Tomas Berg',
      currentRole: 'Analyst',
      newRole: 'Senior Analyst',
      promotionDetails: 'rebuilt the churn model. NVQ lvl 4 done. official from next month',
    };
    for (const seed of [1, 2]) {
      const [chat, narrative, scannable] = await optionsOf(input, { seed });
      for (const prose of [chat!, narrative!]) {
        expect(prose).toContain("It's official from next month.");
        expect(prose).toMatch(/has completed NVQ level 4/);
        expect(prose).not.toMatch(/(?:^|[.:] )(?:Official|NVQ)/);
      }
      expect(scannable).toContain('NVQ level 4 done');
    }
  });
  it('say a story\'s present "since" in the perfect and a top score as held', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Lea Kim',
      role: 'Bus Driver',
      achievementDescription: 'Driver of the Year',
      achievementDetails:
        '- mentored 4 new drivers\n- top safety score in the fleet 98.2\n- drives the night bus since March 2019',
    };
    for (const seed of [1, 2]) {
      const [chat, narrative] = await optionsOf(input, { seed });
      for (const prose of [chat!, narrative!]) {
        expect(prose).not.toMatch(/drives the night bus since/);
        expect(prose).not.toMatch(/(?:^|[.:] )Top safety score/);
      }
      expect(`${chat}\n${narrative}`).toMatch(/has driven the night bus since March 2019/);
    }
  });
});
