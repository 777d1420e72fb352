import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { readNote } from './notes.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 078: a story's details typed as several fragments are told in the order typed, each
 * whole. The tenth set's readers graded C the options that told them shuffled ("A lot of them
 * mention…" after another story), moved a later fragment up to the news (": 3 months in the
 * field"), split a sentence at its marks ("at 16!! (2009) while…") or ran two clauses an emoji
 * ended into one. Inputs of our own for each class.
 */

const person = new Set(['oskar', 'tomás', 'tomas']);
const units = (raw: string) => readNote(raw, 'promotionDetails', person).units.map((u) => u.text);

const seeds = [1, 2, 3];
const prose = (options: readonly string[]) => options.slice(0, 2);

describe('a note is cut only where a sentence ends', () => {
  it('keeps a bracket typed after the marks with the sentence that goes on after it', () => {
    expect(
      units(
        'Tomás began in the stockroom at 17!! (2011) while at college, then sales, then buying',
      ),
    ).toEqual([
      'Tomás began in the stockroom at 17 (2011) while at college, then sales, then buying',
    ]);
    // A sentence that ends before a bracket of its own still ends there.
    expect(units('Huge year!! (Ask her about Lisbon.)')).toHaveLength(2);
  });

  it('ends a clause at an emoji before a figure, as before a word', () => {
    expect(
      units(
        'Oskar passed his final assessment yesterday 🎉 1,200 logged hours, started here in 2019',
      ),
    ).toEqual([
      'Oskar passed his final assessment yesterday 🎉',
      '1,200 logged hours, started here in 2019',
    ]);
    // Never before a figure that carries the clause on.
    expect(units('came 2nd 🥈 in the final')).toHaveLength(1);
  });
});

describe('a fragment keeps the subject it has', () => {
  it('reads "un" and a participle of no verb as a state, never the person\'s deed', () => {
    const read = (raw: string) =>
      readNote(raw, 'achievementDetails', person).units.map((u) => u.kind);
    expect(read('undefeated in 11 races')).not.toContain('predicate');
    expect(read('unbeaten all season at home')).not.toContain('predicate');
    // A verb with its own "un" is still one.
    expect(read('unlocked the archive for the whole team')).toEqual(['predicate']);
  });
});

describe('a verb the tagger reads as a noun', () => {
  const priya: GenerationRequest = {
    newHireName: 'Priya Raman',
    messageType: 'promotion',
    currentRole: 'Senior Auditor',
    newRole: 'Audit Manager – Energy & Utilities',
    promotionDetails:
      'Effective 1 March. Led the audit of our 2 biggest grid clients. Mentors in our Early Careers network, 25+ mentees so far. Will report to Dana Whitfield.',
    tone: 'warm_professional',
    length: 'long',
  };

  it('gives "mentors in our network" its subject and joins nothing after its figure', async () => {
    for (const seed of seeds)
      for (const option of prose(await optionsOf(priya, { seed }))) {
        expect(option, option).not.toMatch(/(?:^|[.!?]\s)Mentors in/);
        expect(option, option).not.toMatch(/so far and/);
      }
  });
});

describe('details told in the order typed', () => {
  const marta: GenerationRequest = {
    newHireName: 'Marta Kowalczyk',
    messageType: 'achievements',
    role: 'Ferry Deckhand',
    achievementDescription: 'Passenger Award 2025',
    achievementDetails:
      '212 thank-you cards from passengers this season, most on the whole fleet. a lot of them mention she remembers the regulars by name. in july she found a lost wallet with €900 on the car deck and handed the cash back the same day',
    tone: 'friendly_approachable',
    length: 'long',
  };

  it('keeps a detail that points back right after the one it points to', async () => {
    for (const seed of seeds)
      for (const option of await optionsOf(marta, { seed })) {
        const cards = option.indexOf('212 thank-you cards');
        const them = option.indexOf('lot of them mention');
        const wallet = option.indexOf('found a lost wallet');
        expect(cards, option).toBeGreaterThanOrEqual(0);
        expect(them, option).toBeGreaterThan(cards);
        expect(wallet, option).toBeGreaterThan(them);
      }
  });

  const jonas: GenerationRequest = {
    newHireName: 'Jonas Lindqvist',
    messageType: 'achievements',
    role: 'Features Editor',
    achievementDescription: 'won Podcast of the Year at the Nordic Audio Awards',
    achievementDetails:
      "for 'The Salt Roads', a 5-part series on the old herring trade. 2 months of archive digging",
    tone: 'friendly_approachable',
    length: 'medium',
  };

  it('never moves a later fragment up to the news after its colon', async () => {
    for (const seed of seeds)
      for (const option of prose(await optionsOf(jonas, { seed }))) {
        expect(option, option).not.toMatch(/: 2 months of archive digging/);
        if (option.includes('2 months'))
          expect(option.indexOf('Salt Roads'), option).toBeLessThan(option.indexOf('2 months'));
      }
  });

  const kemal: GenerationRequest = {
    newHireName: 'Kemal Aydın',
    messageType: 'promotion',
    currentRole: 'Shift Lead',
    newRole: 'Depot Manager, Bursa',
    promotionDetails:
      'Kemal took the depot from last to 2nd on safety audits. Deliveries up 18% on last year. Well done!!',
    tone: 'excited_fun',
    length: 'short',
  };

  it('still lets the first fragment typed follow the news when a sentence came before it', async () => {
    for (const seed of seeds)
      expect((await optionsOf(kemal, { seed })).join('\n')).toMatch(/[Dd]eliveries up 18%/);
  });

  const ines: GenerationRequest = {
    newHireName: 'Ines Duarte',
    messageType: 'achievements',
    role: 'Network Engineer',
    achievementDescription: 'our campus network came back up after the flood 🌊',
    achievementDetails:
      'she rewired the core switch herself. 2am in the basement, whole team cheering',
    tone: 'creative_playful',
    length: 'short',
  };

  it('says a time of day as when, never as a count ("That\'s 2am…") nor verbless', async () => {
    for (const seed of seeds)
      for (const option of await optionsOf(ines, { seed }))
        expect(option, option).not.toMatch(
          /That's 2\s?am|(?:^|[.!?]\s+|\p{Extended_Pictographic}\uFE0F?\s+)2am/iu,
        );
  });
});
