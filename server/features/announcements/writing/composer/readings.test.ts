import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { expandShorthand } from '../shorthand.ts';
import { readStartDate } from '../start-date.ts';
import { optionsOf } from './testing.ts';
import { readNote } from './notes.ts';
import { startOf } from './phrases.ts';
import { NOT_A_WIN, standingFor } from './tidy.ts';

/**
 * The sixth set's garbled sentences and misread fields: a tense, a piece of shorthand, a verb
 * or a label is read only when it is certain, and the safe form is taken otherwise.
 */

const TODAY = '2026-11-23';

const write = (input: GenerationRequest, seed = 1) => optionsOf(input, { seed, today: TODAY });

const kinds = (text: string, field: Parameters<typeof readNote>[1], person = 'mira') =>
  readNote(text, field, new Set([person])).units.map((u) => u.kind);

describe('rule 1: the tense of a start is read against today, and only when certain', () => {
  const read = (startDate: string) => readStartDate({ startDate }, TODAY);

  it('takes a near day for what it is: past just behind today, future ahead', () => {
    expect(read('Nov 9').tense).toBe('past');
    expect(read('dec 14').tense).toBe('future');
    expect(read('March 3, 2026').tense).toBe('past');
  });

  it('gives no tense to a day typed without its year that lies weeks behind today', () => {
    // Five and twelve weeks back: next year's day, or a note written a while ago.
    expect(read('Oct 12')).toEqual({ iso: '2026-10-12' });
    expect(read('Aug 30')).toEqual({ iso: '2026-08-30' });
  });

  it('never reads a start that waits on a condition as past', () => {
    expect(read('Nov 16 (pending references)').tense).toBeUndefined();
    expect(read('Jan 11, all being well').tense).toBe('future');
    expect(read('Nov 20, hopefully').tense).toBeUndefined();
  });

  it('says a start of unsure tense in the present in every option', async () => {
    const options = await write({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Mira Castellanos',
      role: 'Payroll Specialist',
      team: 'Finance',
      startDate: 'Sept 14 (work permit permitting)',
      company: 'Paychex',
    });
    for (const option of options) {
      expect(option, option).not.toMatch(/\b(?:started|joined)\b/);
      expect(option, option).toMatch(/\b(?:starts|Starts|joins|Joining)\b/);
    }
  });
});

describe('rule 1, looking ahead: a day behind today is never looked forward to', () => {
  it('has no "first day" line ahead of a start whose day has passed', async () => {
    const input: GenerationRequest = {
      messageType: 'welcome',
      tone: 'inspiring_motivational',
      length: 'medium',
      newHireName: 'Dr. Hamid Farouk',
      role: 'Staff Pharmacist',
      startDate: 'Aug 3',
    };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const option of await write(input, seed)) {
        expect(option, option).not.toMatch(/first day on/);
        expect(option, option).not.toMatch(/\bstarted\b/);
      }
    }
  });
});

describe('rule 2: shorthand is written out only where its reading is certain', () => {
  it('reads "w/c" before a day as the week it begins, and keeps it as typed elsewhere', () => {
    expect(expandShorthand('w/c 9 Mar, nights')).toBe('the week of 9 March, nights');
    expect(expandShorthand('wc 3/16')).toBe('the week of 3/16');
    expect(expandShorthand('w/e 3/4 figures')).toBe('w/e 3/4 figures');
    expect(expandShorthand('trained w/ the regional team')).toBe('trained with the regional team');
  });

  it('starts "the week of" a day without "on", and tells a named start after its day', () => {
    expect(startOf('w/c 9 Mar', undefined, false)).toMatchObject({
      adverbial: 'the week of 9 March',
    });
    expect(startOf('induction - Jan 12', undefined, false)).toEqual({
      adverbial: 'on January 12, for induction',
      value: 'January 12 (induction)',
    });
    // More said after the day: a sentence of its own, never inside the opening.
    expect(startOf('w/c 9 Mar, nights', undefined, false)).toEqual({
      adverbial: 'the week of 9 March on nights',
      value: 'the week of 9 March, nights',
      own: true,
    });
    expect(startOf('Tuesday, March 9', undefined, false)?.own).toBeUndefined();
    expect(startOf('March 9, 2027', undefined, false)?.own).toBeUndefined();
  });

  it('reads a grade or a level with "+" as that one and above, not "more than"', () => {
    expect(expandShorthand('level 3+ passes up 20%')).toBe('level 3 or above passes up 20%');
    expect(expandShorthand('band 7+ in the mock')).toBe('band 7 or above in the mock');
    expect(expandShorthand('ran 30+ drills')).toBe('ran more than 30 drills');
  });

  it('joins no count of years to a pronoun or a preposition, and bounds take "of"', () => {
    expect(expandShorthand("the 4 yrs she's led the desk")).toBe("the 4 years she's led the desk");
    expect(expandShorthand('9 yrs behind the bar')).toBe('9 years behind the bar');
    expect(expandShorthand('20+ yrs retail ops')).toBe('more than 20 years of retail ops');
    expect(expandShorthand('a 5 yr plan')).toBe('a 5-year plan');
  });

  it('never splits an "eff." date into a bullet of its own', async () => {
    const options = await write({
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Dario Ferrante',
      currentRole: 'Shift Lead',
      newRole: 'Store Manager',
      promotionDetails: '6 yrs at the Elm St store. runs the Elm St store eff. 2/2',
    });
    for (const option of options) {
      expect(option, option).not.toMatch(/\beff\b|•\s*Eff\s*•|•\s*\d+\/\d+\s*$/m);
    }
  });
});

describe('rule 3: a verb phrase only where the first word is certainly a verb', () => {
  it('reads a pair of -s words as nouns, unless an object follows the pair', () => {
    expect(kinds('audits and filings', 'expertise')).toEqual(['noun']);
    expect(kinds('drinks and plans', 'hobbies')).not.toContain('predicate');
    expect(kinds('trains and mentors the new hires', 'promotionDetails')).toEqual(['predicate']);
  });

  it('reads a noun with a participle as a headline, never as the person’s verb', () => {
    expect(kinds('scores published by the board', 'achievementDetails')).toEqual(['fragment']);
    expect(kinds('grants awarded in June', 'achievementDetails')).toEqual(['fragment']);
  });

  it('reads "has …" as the person’s verb phrase, so a fun fact gets a subject', () => {
    expect(kinds('has a parrot named Captain', 'funFact')).toEqual(['predicate']);
  });

  it('lowers a verb’s capital even before a run of capitals', async () => {
    const options = await write({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Imogen Hart',
      currentRole: 'Analyst',
      newRole: 'Senior Analyst',
      promotionDetails: 'Ran SOC 2 audit prep. Will own the controls roadmap.',
    });
    const prose = options.slice(0, 2).join('\n');
    expect(prose).toMatch(/Imogen ran SOC 2 audit prep/);
    expect(prose).not.toMatch(/Imogen Ran\b/);
  });
});

describe('rule 4: achievement wording keeps who did what', () => {
  it('keeps a standing short of a win as typed, joined with "for"', () => {
    expect(standingFor('Finalist - Scottish Bakery Awards')).toBe(
      'Finalist for Scottish Bakery Awards',
    );
    expect(standingFor('Runner-up, Young Engineer of the Year')).toBe(
      'Runner-up for Young Engineer of the Year',
    );
    expect(standingFor('Won Young Engineer of the Year')).toBe('Won Young Engineer of the Year');
    expect(NOT_A_WIN.test('Shortlisted for the Turner Prize')).toBe(true);
    expect(NOT_A_WIN.test('Won the Turner Prize')).toBe(false);
  });

  it('never heads a finalist’s post as a win, nor makes the news the person’s own', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Oksana Melnyk',
      role: 'Pastry Chef',
      achievementDescription: 'Finalist - Scottish Bakery Awards',
      achievementDetails: 'confirmed this morning. 3 yrs on our pastry section',
    };
    for (const seed of [1, 2, 3, 4]) {
      for (const option of await write(input, seed)) {
        expect(option, option).not.toMatch(/\bwin\b|\bwon\b|winner/i);
        expect(option, option).toMatch(/Finalist for Scottish Bakery Awards/i);
        expect(option, option).not.toMatch(/Oksana confirmed/);
      }
    }
  });
});

describe('rule 5: a label only on a value that is one', () => {
  const welcome = (funFact: string): GenerationRequest => ({
    messageType: 'welcome',
    tone: 'friendly_approachable',
    length: 'long',
    newHireName: 'Tobias Lindqvist',
    preferredName: 'Toby',
    role: 'Sound Engineer',
    team: 'Studio B',
    startDate: 'Dec 7',
    funFact,
  });

  it('says "Fun fact:" once, over the fun fact’s sentences in the order typed', async () => {
    for (const seed of [1, 2]) {
      for (const option of await write(welcome('has a hedgehog called Pip. Pip is 3'), seed)) {
        expect(option.match(/Fun fact/g)?.length ?? 0, option).toBeLessThanOrEqual(1);
        expect(option, option).not.toMatch(/Fun fact: has\b/);
        if (option.includes('Pip is 3'))
          expect(option.indexOf('hedgehog'), option).toBeLessThan(option.indexOf('Pip is 3'));
      }
    }
  });

  it('keeps a value with a label of its own, and what follows it, out of "Fun fact:"', async () => {
    const options = await write(
      welcome('Studio tour: Thu 4pm in Studio B. Guests bring headphones'),
    );
    for (const option of options) {
      expect(option, option).not.toMatch(/Fun fact: (?:studio tour|guests)/i);
    }
    expect(options[2]).toMatch(/• Studio tour: .*Guests bring headphones/);
  });
});
