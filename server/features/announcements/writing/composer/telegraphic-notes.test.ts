import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nlp } from './nlp.ts';
import { readNote } from './notes.ts';
import { withArticles, withSubjectArticle } from './prose.ts';
import { optionsOf } from './testing.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 104: notes typed as busy people type them, with no "a" or "the" and no subject, get the
 * word a reader adds only where the words make it certain; anything else stays as typed.
 */
describe('a count noun typed without its article', () => {
  it('takes "a" after "joined as" for a role one starts out in', () => {
    expect(withArticles('joined as apprentice in 2009')).toBe('joined as an apprentice in 2009');
    expect(withArticles('started as runner, now runs the pass')).toBe(
      'started as a runner, now runs the pass',
    );
  });
  it('leaves a title, a compound and a role with its article', () => {
    expect(withArticles('joined as Apprentice Electrician')).toBe(
      'joined as Apprentice Electrician',
    );
    expect(withArticles('joined as trainee solicitor')).toBe('joined as trainee solicitor');
    expect(withArticles('joined as an intern')).toBe('joined as an intern');
    expect(withArticles('took over as captain in May')).toBe('took over as captain in May');
  });
  it('takes "a" before a counted crew or team', () => {
    expect(withArticles('fitted 40 homes with team of 6')).toBe('fitted 40 homes with a team of 6');
    expect(withArticles('runs 3 rigs and evening squad of 9')).toBe(
      'runs 3 rigs and an evening squad of 9',
    );
    expect(withArticles('leads group of about 20')).toBe('leads a group of about 20');
  });
  it('leaves a crew already determined or not counted', () => {
    expect(withArticles('with her crew of 6')).toBe('with her crew of 6');
    expect(withArticles('runs a team of 12')).toBe('runs a team of 12');
    expect(withArticles('with team of volunteers')).toBe('with team of volunteers');
  });
  it('takes "a" or "an" before a span typed with its unit', () => {
    expect(withArticles("that's 3-year apprenticeship and the exam")).toBe(
      "that's a 3-year apprenticeship and the exam",
    );
    expect(withArticles('did 6-month secondment to Lagos')).toBe(
      'did a 6-month secondment to Lagos',
    );
    expect(withArticles('after 8-week trial')).toBe('after an 8-week trial');
  });
  it('leaves a plural span, a determined one and a mass noun', () => {
    expect(withArticles('12-hour shifts all winter')).toBe('12-hour shifts all winter');
    expect(withArticles('after her 2-year contract')).toBe('after her 2-year contract');
    expect(withArticles('after 3-year funding')).toBe('after 3-year funding');
  });
  it('takes "the" before the workplace after a preposition', () => {
    expect(withArticles('best month for depot')).toBe('best month for the depot');
    expect(withArticles('9 years with firm')).toBe('9 years with the firm');
    expect(withArticles('top sales in region this year')).toBe('top sales in the region this year');
  });
  it('leaves a named one, a compound and an idiom', () => {
    expect(withArticles('record for plant 3')).toBe('record for plant 3');
    expect(withArticles('for depot safety')).toBe('for depot safety');
    expect(withArticles('raised £900 for charity')).toBe('raised £900 for charity');
    expect(withArticles('5 years in hospital admin')).toBe('5 years in hospital admin');
    expect(withArticles('best in Region 4')).toBe('best in Region 4');
  });
});

describe('a listed noun typed bare as a sentence subject', () => {
  it('takes "the" for a story\'s animal, its coverage and those who sign off', () => {
    expect(withSubjectArticle('foal was up within the hour')).toBe(
      'the foal was up within the hour',
    );
    expect(withSubjectArticle('article ran in the Herald')).toBe('the article ran in the Herald');
    expect(withSubjectArticle('governors signed off 4/5')).toBe('the governors signed off 4/5');
  });
  it('takes "the" where an -ed verb has a pronoun object', () => {
    expect(withSubjectArticle('panel awarded us full marks')).toBe(
      'the panel awarded us full marks',
    );
  });
  it('leaves a surname typed with its capital', () => {
    expect(withSubjectArticle('Ward signed the forms')).toBe('Ward signed the forms');
    expect(withSubjectArticle('ward passed the audit')).toBe('the ward passed the audit');
  });
  it('reads the note a sentence, not a fragment', () => {
    const units = readNote(
      '- rebuilt the rota\n- panel awarded us full marks (98%)',
      'achievementDetails',
      new Set(['ama']),
    ).units;
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['predicate', 'rebuilt the rota'],
      ['sentence', 'the panel awarded us full marks (98%)'],
    ]);
  });
});

describe('a note that opens with the person’s past verb', () => {
  it('stays the person’s verb when a clause with its own subject follows', () => {
    const units = readNote(
      'covered 6 night shifts when we were down two nurses',
      'achievementDetails',
      new Set(['ama']),
    ).units;
    expect(units.map((u) => u.kind)).toEqual(['predicate']);
  });
});

describe('a count and its superlative after a comma', () => {
  it('takes "the" before "most ever"', () => {
    expect(withArticles('340 runners finished, most ever')).toBe(
      '340 runners finished, the most ever',
    );
  });
  it("leaves a place's superlative and one already determined", () => {
    expect(withArticles('came 2nd, best ever')).toBe('came 2nd, best ever');
    expect(withArticles('340 runners, our most ever')).toBe('340 runners, our most ever');
  });
});

describe('a deed counted once, typed first', () => {
  it('takes "a" before whom it was for', () => {
    expect(withArticles('record for depot')).toBe('a record for the depot');
    expect(withArticles('first for our bakery')).toBe('a first for our bakery');
  });
  it('leaves a deed used as a modifier', () => {
    expect(withArticles('record sales for the depot')).toBe('record sales for the depot');
    expect(withArticles('first for me')).toBe('first for me');
  });
});

describe('the prose options of busy notes', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Tomasz Nowak',
    role: 'Line Supervisor',
    achievementDescription: 'passed his NEBOSH diploma',
    achievementDetails:
      '- 2 yr course + the exam\n- did it with team of 9 on nights\n- panel awarded him a merit',
  };
  it('give each count noun its article and each bare subject "the"', async () => {
    for (const seed of [1, 2]) {
      const all = (await optionsOf(input, { seed })).join('\n');
      expect(all).toContain('a team of 9');
      expect(all).not.toMatch(/with team of 9/);
      expect(all).toMatch(/[Tt]he panel awarded him a merit/);
      expect(all).not.toMatch(/(?:^|[.!] )Panel awarded/m);
      expect(all).not.toMatch(/That's 2-year course/);
    }
  });
});

describe('a deed counted once, told alone', () => {
  it('says what the news adds up to, with its article', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Kofi Mensah',
      role: 'Forklift Driver',
      achievementDescription: '400 pallets in a shift',
      achievementDetails: 'record for depot',
    };
    const all = (await optionsOf(input)).join('\n');
    expect(all).toContain("That's a record for the depot.");
    expect(all).not.toMatch(/[Rr]ecord for depot/);
  });
});
