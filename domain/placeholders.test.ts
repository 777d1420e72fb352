import { describe, expect, it } from 'vitest';
import { factsFor, factWordsOf, isThin, type GenerationRequest } from './generation.ts';
import { isPlaceholder, withoutPlaceholders } from './placeholders.ts';

// ADR 121: an optional field holding only a placeholder is an empty field.
const base = {
  newHireName: 'Bertil Okonkwo',
  tone: 'warm_professional',
  messageType: 'welcome',
  length: 'long',
  role: 'Warehouse Planner',
  team: 'Logistics',
} as GenerationRequest;

describe('a placeholder', () => {
  it.each([
    'n/a',
    'N/A',
    'N / A',
    'na',
    'NA',
    'None',
    'nothing.',
    '-',
    '--',
    '—',
    '?',
    '??',
    'tbd',
    'TBC',
    'idk',
    'no idea',
    'Not sure',
    'skip',
    'same as above',
    'See above',
    'ask her',
    'later',
    'x',
    '.',
    '(none yet)',
  ])('“%s” is one', (typed) => {
    expect(isPlaceholder(typed)).toBe(true);
  });

  it.each([
    'None of the above, but loves quizzes',
    'NA region sales',
    '- sailing\n- chess',
    'swims 2x a week',
    'Tallink?',
    'nothing beats a sauna',
    'Xerox',
  ])('“%s” is the user’s words', (typed) => {
    expect(isPlaceholder(typed)).toBe(false);
    expect(withoutPlaceholders({ ...base, hobbies: typed }).hobbies).toBe(typed);
  });
});

describe('withoutPlaceholders', () => {
  it('empties every optional field that holds only a placeholder', () => {
    const typed = {
      ...base,
      preferredName: 'n/a',
      company: 'TBD',
      expertise: 'none really',
      hobbies: '—',
      funFact: 'idk, ask her',
    };
    expect(withoutPlaceholders(typed)).toEqual(base);
  });

  it('drops only the placeholder item of a list', () => {
    expect(withoutPlaceholders({ ...base, hobbies: 'kayaking, n/a' }).hobbies).toBe('kayaking');
    expect(withoutPlaceholders({ ...base, hobbies: 'tbd; kayaking; bouldering' }).hobbies).toBe(
      'kayaking; bouldering',
    );
    expect(withoutPlaceholders({ ...base, expertise: 'SAP, -, forklift licence' }).expertise).toBe(
      'SAP, forklift licence',
    );
    // An aside in brackets is not a list; a "--" line over a signature is e-mail debris.
    const aside = 'ran a ferry café for years (long story, ask her)';
    expect(withoutPlaceholders({ ...base, funFact: aside }).funFact).toBe(aside);
    const signed = 'sails on weekends\n\n--\nHR Partner, Sent from my phone';
    expect(withoutPlaceholders({ ...base, hobbies: signed }).hobbies).toBe(signed);
  });

  it('leaves required fields, the start date and a team called NA as typed', () => {
    const typed = {
      ...base,
      team: 'NA',
      startDate: 'TBC',
      messageType: 'promotion',
      currentRole: 'Planner',
      newRole: 'Lead Planner',
      promotionDetails: 'n/a',
    } as GenerationRequest;
    expect(withoutPlaceholders(typed)).toBe(typed);
  });

  it('gives every reader of the facts, and the form’s thin notice, the same empty field', () => {
    const typed = { ...base, company: 'n/a', hobbies: '-', funFact: 'see above', expertise: '??' };
    expect(factsFor(typed)).toEqual(factsFor(base));
    expect(factWordsOf(typed)).toBe(factWordsOf(base));
    expect(isThin(typed)).toBe(isThin(base));
    expect(isThin(base)).toBe(true);
  });
});
