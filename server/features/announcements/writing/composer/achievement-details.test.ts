import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { createComposer } from './composer.ts';
import { nlp } from './nlp.ts';
import { readNote } from './notes.ts';
import { clauseSentence, withIndefiniteArticle, withArticles } from './prose.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

async function optionsOf(input: GenerationRequest, seed: number): Promise<string[]> {
  const out: string[] = [];
  for await (const option of createComposer().write(input, { seed, today: '2026-11-23' }))
    out.push(option);
  return out;
}

/**
 * ADR 092: an achievement's details are told after the deed as sentences of their own, never
 * glued after its colon, and in the order typed.
 */
describe('a clause of achievement details', () => {
  it('takes the one frame its words allow', () => {
    expect(clauseSentence('booking site v3 live in 4 regions')).toBe(
      'booking site v3 is live in 4 regions',
    );
    expect(clauseSentence('score went 61 to 88 in the audit')).toBe(
      'the score went from 61 to 88 in the audit',
    );
    expect(clauseSentence('waiting time halved')).toBe('waiting time has halved');
    expect(clauseSentence('returns doubled')).toBe('returns doubled');
  });
  it('leaves anything else', () => {
    expect(clauseSentence('our volunteers live in 4 regions')).toBeUndefined();
    expect(clauseSentence('best quarter on record')).toBeUndefined();
    expect(clauseSentence('about 12k downloads')).toBeUndefined();
  });
  it('splits a comma list only when every clause is framed', () => {
    const split = readNote(
      'booking site v3 live in 4 regions, score went 61 to 88 in the audit, waiting time halved',
      'achievementDetails',
      new Set(['ana']),
    ).units;
    expect(split.map((u) => [u.kind, u.text])).toEqual([
      ['sentence', 'booking site v3 is live in 4 regions'],
      ['sentence', 'the score went from 61 to 88 in the audit'],
      ['sentence', 'waiting time has halved'],
    ]);
    const whole = readNote(
      'booking site v3 live in 4 regions, lots of happy users',
      'achievementDetails',
      new Set(['ana']),
    ).units;
    expect(whole).toHaveLength(1);
  });
});

describe("a deed's object typed without its article", () => {
  it('takes "the" where it is certain', () => {
    expect(withArticles('launched new booking site')).toBe('launched the new booking site');
    expect(withArticles('won regional baking contest')).toBe('won the regional baking contest');
  });
  it('leaves anything else', () => {
    expect(withArticles('launched new features')).toBe('launched new features');
    expect(withArticles('won the regional contest')).toBe('won the regional contest');
    expect(withArticles('built new Salesforce dashboard')).toBe('built new Salesforce dashboard');
  });
});

describe('the prose options of an achievement with a comma list of details', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'friendly_approachable',
    length: 'short',
    newHireName: 'Ana Lima',
    currentRole: 'Web Developer',
    achievementDescription: 'launched new booking site',
    achievementDetails:
      'booking site v3 live in 4 regions, score went 61 to 88 in the audit, waiting time halved',
  };
  it('never glue the details after the deed with a colon', async () => {
    for (const seed of [1, 2, 3]) {
      const out = await optionsOf(input, seed);
      for (const prose of out.slice(0, 2)) {
        expect(prose).toContain('launched the new booking site.');
        expect(prose).not.toMatch(/booking site: /);
      }
      // Every clause is told in at least one option.
      const all = out.join('\n');
      for (const fact of ['4 regions', '61 to 88', 'halved']) expect(all).toContain(fact);
    }
  });
});

describe('an achievement typed as a bare noun phrase', () => {
  it('takes "a" or "an" where certain, lower case', () => {
    expect(withIndefiniteArticle('cliff rescue')).toBe('a cliff rescue');
    expect(withIndefiniteArticle('island relay record')).toBe('an island relay record');
  });
  it('leaves a name, a figure, a plural or an unsure sound', () => {
    expect(withIndefiniteArticle('Atlantic crossing record')).toBeUndefined();
    expect(withIndefiniteArticle('3 rescues')).toBeUndefined();
    expect(withIndefiniteArticle('night rescues')).toBeUndefined();
    expect(withIndefiniteArticle('unit record')).toBeUndefined();
    expect(withIndefiniteArticle('the cliff rescue')).toBeUndefined();
  });
  it('follows the news after its colon in lower case', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Ana Lima',
      currentRole: 'Lifeguard',
      achievementDescription: 'cliff rescue',
      achievementDetails: 'climbed down to a kayaker trapped below the cliffs at dusk',
    };
    for (const seed of [1, 2, 3]) {
      const out = await optionsOf(input, seed);
      for (const prose of out.slice(0, 2)) expect(prose).not.toMatch(/: Cliff rescue\b/);
      expect(out.slice(0, 2).join('\n')).toMatch(/: a cliff rescue[.!]/);
    }
  });
  it('keeps a name typed first as typed', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Ana Lima',
      currentRole: 'Librarian',
      achievementDescription: 'Þorrablót quiz record',
      achievementDetails: 'ran the quiz for 3 nights to a full hall',
    };
    const out = await optionsOf(input, 1);
    expect(out.slice(0, 2).join('\n')).not.toMatch(/\ban? þorrablót/i);
  });
});

describe('a detail fragment typed after another detail', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'inspiring_motivational',
    length: 'short',
    newHireName: 'Ana Lima',
    currentRole: 'Records Officer',
    achievementDescription: 'finished cataloguing the 1890s map collection',
    achievementDetails:
      '6,400 maps catalogued + photographed over 3 yrs, now searchable online. already 9k searches 1st week',
  };
  it('never follows the deed after its colon, and is told in some option', async () => {
    for (const seed of [1, 2, 3]) {
      const out = await optionsOf(input, seed);
      for (const prose of out.slice(0, 2)) expect(prose).not.toMatch(/collection: already/i);
      expect(out.join('\n')).toMatch(/already 9k searches/i);
    }
  });
});
