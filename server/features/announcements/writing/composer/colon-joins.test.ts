import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nlp } from './nlp.ts';
import { afterColon } from './phrases.ts';
import { joinedToNews, onDate, roleHeldSentence } from './prose.ts';
import { optionsOf } from './testing.ts';

beforeAll(() => void nlp());

describe('a note after the news joined as a reader says it (ADR 103)', () => {
  it('joins when it takes effect, how many times over, the span and a first', () => {
    expect(joinedToNews('from 3/5 (after Easter)')).toBe(', starting 3/5 (after Easter)');
    expect(joinedToNews('effective 2025.03.01')).toBe(', effective 2025.03.01');
    expect(joinedToNews('3rd season running')).toBe(' for the 3rd season running');
    expect(joinedToNews('2nd yr in a row')).toBe(' for the 2nd year in a row');
    expect(joinedToNews('6 years of appeals')).toBe(' after 6 years of appeals');
    expect(joinedToNews('1st female head of surgery here')).toBe(
      ' — the first female head of surgery here',
    );
  });

  it('leaves anything it cannot read to the safe form', () => {
    expect(joinedToNews('from Leeds')).toBeUndefined();
    expect(joinedToNews('first time ever zero faults')).toBeUndefined();
    expect(joinedToNews('years of work: done')).toBeUndefined();
    expect(joinedToNews('holder of 5 patents')).toBeUndefined();
  });

  it('reads a date typed year first as a date', () => {
    expect(onDate('2025.03.01')).toBe('on 2025.03.01');
    expect(onDate('2025.3')).toBeUndefined();
  });

  it('says a role held of the person, only with a person word before its preposition', () => {
    expect(roleHeldSentence('co-inventor on 4 patents', 'Ines')).toBe(
      'Ines is a co-inventor on 4 patents.',
    );
    expect(roleHeldSentence('mentor to 9 apprentices', 'Ines')).toBe(
      'Ines is a mentor to 9 apprentices.',
    );
    expect(roleHeldSentence('holder of 5 patents', 'Ines')).toBeUndefined();
    expect(roleHeldSentence('record night', 'Ines')).toBeUndefined();
    expect(roleHeldSentence('mentor to 9 apprentices, 2 interns', 'Ines')).toBeUndefined();
  });

  it('lowers a capital after a colon only where the word can be no name', () => {
    expect(afterColon('Best quarter ever')).toBe('best quarter ever');
    expect(afterColon('Record morning')).toBe('record morning');
    expect(afterColon('Kaizen award')).toBe('Kaizen award');
    expect(afterColon('Michelin Green Star')).toBe('Michelin Green Star');
  });
});

const promotion = (promotionDetails: string): GenerationRequest =>
  ({
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'short',
    newHireName: 'Marco Bianchi',
    currentRole: 'Cook',
    newRole: 'Head Chef, Trattoria Sole',
    promotionDetails,
  }) as GenerationRequest;

describe('the composer never glues these after the news with a colon (ADR 103)', () => {
  it('says when after a comma and a first after a dash', async () => {
    const [chat] = await optionsOf(promotion('from 3/5 (after Easter). he rebuilt the menu'));
    expect(chat).toContain('Head Chef, Trattoria Sole, starting 3/5 (after Easter).');
    const [first] = await optionsOf(promotion('first woman head chef in the group'));
    expect(first).toContain('Trattoria Sole — the first woman head chef in the group');
  });

  it('says a role held as a sentence of its own', async () => {
    const [chat] = await optionsOf(promotion('mentor to 9 apprentices'));
    expect(chat).toContain('Trattoria Sole. Marco is a mentor to 9 apprentices.');
  });

  it('closes on a verdict typed as a note, never "Marco fully deserved."', async () => {
    const options = await optionsOf({
      ...promotion('fully deserved. from monday'),
      length: 'long',
    });
    expect(options.join('\n')).not.toMatch(/Marco fully deserved/);
    expect(options[0]).toMatch(/Fully deserved, Marco/);
  });
});
