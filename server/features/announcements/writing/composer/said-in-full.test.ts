import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { screenOption } from '../checks/fact-screen.ts';
import { readStartDate } from '../start-date.ts';
import { asksOf } from './asks.ts';
import { readNote, withoutDangling } from './notes.ts';
import { startOf } from './phrases.ts';
import { polish } from './polish.ts';
import { optionsOf } from './testing.ts';
import { tidyFields, withNewRoleSaid, withWhoseName } from './tidy.ts';

/**
 * ADR 066: what a user typed in shorthand, said in full as a reader would post it. Every
 * input here is our own, of the classes the seventh and eighth sets' readers rewrote; each
 * class has its false friends, which stay as typed.
 */

const TODAY = '2026-11-23';
const none = new Set<string>();
const units = (raw: string, field: Parameters<typeof readNote>[1] = 'promotionDetails') =>
  readNote(raw, field, none).units.map((u) => [u.kind, u.text]);

describe('days and times typed in a note', () => {
  const achievement: GenerationRequest = {
    messageType: 'achievements',
    tone: 'friendly_approachable',
    length: 'medium',
    newHireName: 'Ines Carvalho',
    role: 'Head Brewer',
    achievementDescription: 'our oatmeal stout won Silver at the Great British Beer Festival',
    achievementDetails: 'first medal for the brewery. tap takeover fri 5pm',
  };

  it('writes the day out in every option that tells it, never "fri"', async () => {
    const options = await optionsOf(achievement);
    const told = options.filter((o) => /tap takeover/i.test(o));
    expect(told.length).toBeGreaterThan(0);
    for (const option of told) {
      expect(option).toMatch(/Friday at 5pm/);
      expect(option).not.toMatch(/\bfri\b/);
    }
  });

  it('is no invented fact to the fact screen: "Friday" is the typed "fri"', async () => {
    for (const option of await optionsOf(achievement))
      expect(screenOption(option, achievement, { today: TODAY })).toEqual([]);
    const typed = { ...achievement, achievementDetails: 'first medal. tasting sat 4pm' };
    expect(
      screenOption(
        'Ines Carvalho, our Head Brewer, won Silver. Join us for the tasting on Saturday at 4pm.',
        typed,
        { today: TODAY },
      ).filter((p) => /saturday/i.test(p.evidence)),
    ).toEqual([]);
  });

  it('tells a tasting typed with its short day as an invitation in every option', async () => {
    const options = await optionsOf({
      ...achievement,
      length: 'short',
      achievementDetails: 'first medal for the brewery. team tasting sun 3pm',
    });
    for (const option of options)
      expect(option).toContain('Join us for the team tasting on Sunday at 3pm.');
  });

  it('leaves "sat", "sun", "mon" and "wed" that are words', () => {
    expect(units('sat on the interview panel 3 times', 'expertise')[0]![1]).toBe(
      'sat on the interview panel 3 times',
    );
    expect(units('the wed 4pm slot is hers', 'achievementDetails')[0]![1]).toContain('wed 4pm');
    expect(units('always up before the sun 5am shifts', 'hobbies')[0]![1]).toContain('the sun');
  });
});

describe('the start field said as a person would', () => {
  it('tells a time in words and its day after a dash as one start', () => {
    expect(startOf('after the Easter break - Tue 22/04', undefined, false)).toEqual({
      adverbial: 'after the Easter break, on Tuesday 22/04',
      value: 'after the Easter break, Tuesday 22/04',
      own: true,
    });
    expect(startOf('next rotation - 9th', undefined, false)?.adverbial).toBe(
      'next rotation, on the 9th',
    );
    // Not a day after the dash: left as typed.
    expect(startOf('next week - laptop arrives', undefined, false)?.adverbial).not.toMatch(/, on /);
  });

  it('tells a dated start with an hour and a place as a start to come', async () => {
    expect(readStartDate({ startDate: '12/03/2025, 6am sharp at the gatehouse' }, TODAY)).toEqual(
      {},
    );
    // Without an hour to turn up at, a day behind us is still the past.
    expect(readStartDate({ startDate: '12/03/2025' }, TODAY).tense).toBe('past');
    const options = await optionsOf({
      messageType: 'welcome',
      tone: 'confident_assertive',
      length: 'medium',
      newHireName: 'Tomasz Nowak',
      role: 'Plant Operator',
      company: 'Balfour',
      startDate: '12/03/2025, 6am sharp at the gatehouse',
    });
    for (const option of options) expect(option).not.toMatch(/\b[Ss]tarted\b|\bjoined\b/);
    expect(options.join('\n')).toMatch(/starts on 12\/03\/2025 at 6am sharp at the gatehouse/);
  });

  it('drops chat debris typed with the start', () => {
    expect(
      tidyFields({
        messageType: 'welcome',
        tone: 'creative_playful',
        length: 'short',
        newHireName: 'Lerato Khumalo',
        startDate: 'today haha',
      }).startDate,
    ).toBe('today');
  });
});

describe('chat shorthand pasted into prose', () => {
  it('says "new role =" before a verb as a sentence with the name', () => {
    expect(withNewRoleSaid('new role = runs the venue rota and supplier orders', 'Joana')).toBe(
      'In the new role, Joana runs the venue rota and supplier orders',
    );
    expect(withNewRoleSaid('cut waste 30%. new job: will lead the pass', 'Joana')).toBe(
      'cut waste 30%. In the new job, Joana will lead the pass',
    );
    // A noun after the "=" is no verb: left as typed.
    expect(withNewRoleSaid('new role = rota and orders', 'Joana')).toBe(
      'new role = rota and orders',
    );
  });

  it('reads the said-in-full new role as a sentence about the person, a long name too', () => {
    const read = (text: string) =>
      readNote(text, 'promotionDetails', new Set(['mei', 'ling', 'tan'])).units.map((u) => [
        u.kind,
        u.subject,
      ]);
    expect(read('In the new role, Mei Ling Tan runs the night audit.')).toEqual([
      ['sentence', 'person'],
    ]);
    expect(read('In the new role, Mei runs the night audit.')).toEqual([['sentence', 'person']]);
  });

  it('drops a dash or a conjunction left dangling at a unit’s end', () => {
    expect(withoutDangling('fixed the printer with 30 seconds to spare so')).toBe(
      'fixed the printer with 30 seconds to spare',
    );
    expect(withoutDangling('cake on the terrace to celebrate -')).toBe(
      'cake on the terrace to celebrate',
    );
    // A "so" the clause owns stays.
    expect(withoutDangling('she said so')).toBe('she said so');
    expect(withoutDangling('we hope so')).toBe('we hope so');
  });

  it('keeps the group asked along after a dash, never a dangling "-."', () => {
    const [unit] = readNote(
      "We're having pizza in the yard on Thursday 1pm to celebrate - partners very welcome!",
      'achievementDetails',
      none,
    ).units;
    const { asks } = asksOf([unit!], []);
    expect(asks[0]?.text).toBe(
      "We're having pizza in the yard on Thursday at 1pm to celebrate. Partners are welcome too.",
    );
  });

  it('says one mark after a bracket that ends with its own', () => {
    expect(polish('Reach is up 9% (best q3 yet!)!')).toBe('Reach is up 9% (best q3 yet)!');
    expect(polish('Reach is up 9% (a record).')).toBe('Reach is up 9% (a record).');
    expect(polish('Reach is up 9% (best q3 yet!) Well done!')).toBe(
      'Reach is up 9% (best q3 yet)! Well done!',
    );
    // A bracket that holds only its mark is the user's aside, kept.
    expect(polish('Named in 90 reviews this year(!)')).toBe('Named in 90 reviews this year(!)');
    expect(polish('Named in 90 reviews (!)!')).toBe('Named in 90 reviews (!)!');
    expect(polish('since the early days (2016!) when we started')).toBe(
      'since the early days (2016!) when we started',
    );
  });

  it('writes a radio quarter as the industry does', async () => {
    const options = await optionsOf({
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Cormac Doyle',
      role: 'Drivetime Presenter',
      achievementDescription: 'drivetime reach +11% (rajar q3!!)',
    });
    for (const option of options) {
      expect(option).toContain('RAJAR Q3');
      expect(option).not.toMatch(/!\)!|!\) \p{Lu}/u);
    }
  });

  it('joins an adverb typed alone to the unit it stresses', () => {
    expect(units('juggles. seriously.', 'funFact')).toEqual([['predicate', 'juggles, seriously']]);
  });

  it('reads a skill that opens with a bare verb form as a noun', () => {
    expect(units('harness inspections', 'expertise')).toEqual([['noun', 'harness inspections']]);
    expect(units('runs the toolbox talks', 'expertise')).toEqual([
      ['predicate', 'runs the toolbox talks'],
    ]);
  });

  it('lists skills a figure kept apart as one list on the scannable line', async () => {
    const options = await optionsOf({
      messageType: 'welcome',
      tone: 'confident_assertive',
      length: 'medium',
      newHireName: 'Piotr Zielinski',
      role: 'Site Safety Advisor',
      company: 'Kier',
      expertise: 'confined spaces, harness inspections, CDM 2015',
    });
    const text = options.join('\n');
    expect(text).toContain('confined spaces, harness inspections and CDM 2015');
    expect(text).not.toMatch(/Piotr harness|and harness inspections and CDM 2015/);
  });
});

describe('a fun fact that is no sentence of its own', () => {
  it('says whose name a name fact is about', () => {
    expect(withWhoseName('name is pronounced NEEV, she will correct you kindly', 'Niamh')).toBe(
      "Niamh's name is pronounced NEEV, she will correct you kindly",
    );
    expect(withWhoseName('Surname rhymes with orange', 'Dev')).toBe(
      "Dev's surname rhymes with orange",
    );
    expect(withWhoseName('grew up on a dairy farm, first job was milking at 6', 'Dev')).toBe(
      "grew up on a dairy farm. Dev's first job was milking at 6",
    );
    expect(withWhoseName('only woman on the 1998 rowing eight', 'Dev')).toBe(
      'Dev is the only woman on the 1998 rowing eight',
    );
    // A superlative about no person, a "first" that is no subject: left as typed.
    expect(withWhoseName('first marathon at 50', 'Dev')).toBe('first marathon at 50');
    expect(withWhoseName("first name's Bob", 'Dev')).toBe("first name's Bob");
    // "name" that is no subject of its own stays.
    expect(withWhoseName('named after a hurricane', 'Dev')).toBe('named after a hurricane');
    expect(withWhoseName('name-drops footballers', 'Dev')).toBe('name-drops footballers');
  });

  it('gives a fun fact opening with "has" and a participle the person as subject', async () => {
    expect(units('has been to Svalbard twice', 'funFact')).toEqual([
      ['predicate', 'has been to Svalbard twice'],
    ]);
    const options = await optionsOf({
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Kyle Harding',
      role: 'Fitter',
      funFact: 'has been to Svalbard twice (for work)',
    });
    const told = options.filter((o) => /Svalbard/.test(o));
    expect(told.length).toBeGreaterThan(0);
    for (const option of told) expect(option).toMatch(/Kyle has been to Svalbard/);
  });
});

describe('a bullet keeps the mark typed inside its bracket (ADR 069)', () => {
  it('moves no mark out of a bracket on a labelled line', () => {
    expect(polish('• Team: front desk (all 3 of us!)')).toBe('• Team: front desk (all 3 of us!)');
  });
});
