import { describe, expect, it } from 'vitest';
import {
  readStartDate,
  startDateWords,
  occasionThenDay,
  startExtras,
  withoutOtherLanguageDay,
} from './start-date.ts';
import { startOf } from './composer/phrases.ts';

// Monday 23 November 2026, as the eval and the fact screen's examples fix it.
const TODAY = '2026-11-23';
const read = (startDate: string, startDateIso?: string) =>
  readStartDate({ startDate, ...(startDateIso && { startDateIso }) }, TODAY);

describe('the one start-date reader (ADR 028)', () => {
  it('takes the date picker’s day when the form sent one, whatever the words say', () => {
    expect(read('Tuesday, December 1, 2026', '2026-12-01')).toEqual({
      iso: '2026-12-01',
      tense: 'future',
    });
    expect(read('next spring', '2026-11-02')).toEqual({ iso: '2026-11-02', tense: 'past' });
  });

  it('reads the words the three old readers disagreed on the same way everywhere', () => {
    // "dec 1" (no year) was null for the send dialog and a date for the fact screen.
    expect(read('dec 1')).toEqual({ iso: '2026-12-01', tense: 'future' });
    // "next Tues" was null for the prompt and the send dialog: it names a day, seen from today.
    expect(read('next Tues')).toEqual({ iso: '2026-12-01', tense: 'future' });
    expect(read('Tuesday, December 1, 2026')).toEqual({ iso: '2026-12-01', tense: 'future' });
    expect(read('2026-12-01')).toEqual({ iso: '2026-12-01', tense: 'future' });
    expect(read('1 Dec 2026')).toEqual({ iso: '2026-12-01', tense: 'future' });
    expect(read('tmrw')).toEqual({ iso: '2026-11-24', tense: 'future' });
  });

  it('gives no day where the readings disagree, or no day is named', () => {
    // US March 9 or British 3 September: both plausible, so neither day nor tense.
    expect(read('Mon 3/9')).toEqual({});
    expect(read('mid-December')).toEqual({});
    expect(read('after spring break')).toEqual({});
    expect(read('TBD')).toEqual({});
    expect(read('started last week').tense).toBe('past');
  });
});

describe('only the date of a start date typed in words (ADR 055, 2026-11-27)', () => {
  it.each([
    ['class starts 11/3', { date: '11/3' }],
    ['start date: Jan 5', { date: 'Jan 5' }],
    ['she starts Monday', { date: 'Monday' }],
    ['Sept. / 22 yrs at the school', { date: 'Sept.', fact: '22 yrs at the school' }],
    ['September 22 years at the school', { date: 'September', fact: '22 years at the school' }],
    ['Jan, 3 months on secondment first', { date: 'Jan', fact: '3 months on secondment first' }],
    ['next week (wed probably, laptop arriving tue)', { date: 'next week' }],
    ['1 Dec (calving just finished so good timing)', { date: '1 Dec' }],
    ['Mon 3/9 - laptop arriving Friday', { date: 'Mon 3/9' }],
    ['after the holidays (ask HR)', { date: 'after the holidays' }],
    ['asap', { date: 'ASAP' }],
    // Unconfirmed: no date at all, rather than "starts on Monday (tbc)".
    ['Mon (tbc)', {}],
    ['Monday?', {}],
    ['Jan 5, tentatively', {}],
    ['TBD', {}],
    // Left as typed: a date of the month, a bracket about the date, a start that is not a date.
    ['September 22', { date: 'September 22' }],
    ['Sept 22nd', { date: 'Sept 22nd' }],
    ['Monday 8th (first day of induction)', { date: 'Monday 8th (first day of induction)' }],
    ['after onboarding wk', { date: 'after onboarding wk' }],
    ['Jan term', { date: 'Jan term' }],
    ['w/c 8 Dec', { date: 'w/c 8 Dec' }],
  ])('“%s” → %j', (typed, words) => expect(startDateWords(typed)).toEqual(words));
});

describe('a start field that holds more than the day (ADR 058)', () => {
  it('reads the day, the hour and the place apart', () => {
    expect(startExtras('Tuesday 7:30am in the site office')).toEqual({
      day: 'Tuesday',
      time: '7:30am',
      place: 'in the site office',
    });
    expect(startExtras('thurs 0600 hrs')).toEqual({ day: 'thurs', time: '0600 hrs' });
    // Not a day and an hour: left as typed.
    expect(startExtras('Jan 5 after winter break')).toBeUndefined();
    expect(startExtras('Monday')).toBeUndefined();
  });

  it('tells them after the day, and flags the start for a sentence of its own', () => {
    expect(startOf('Wednesday 7am at gate 4', undefined, false)).toEqual({
      adverbial: 'on Wednesday at 7am at gate 4',
      value: 'Wednesday, 7am at gate 4',
      own: true,
    });
    expect(startOf('next tues 9am sharp', undefined, false)).toMatchObject({
      adverbial: 'next Tuesday at 9am sharp',
      own: true,
    });
  });

  it('tells a day typed in two languages once, in English', () => {
    expect(withoutOtherLanguageDay('Mardi / Tuesday 9th')).toBe('Tuesday 9th');
    expect(withoutOtherLanguageDay('Tuesday / Mardi')).toBe('Tuesday / Mardi');
    expect(startOf('Mardi / Tuesday 9th', undefined, false)?.adverbial).toBe('on Tuesday 9th');
  });

  it('gives "the" to a day of the month', () => {
    expect(startOf('15th of the month', undefined, false)?.adverbial).toBe(
      'on the 15th of the month',
    );
  });
});

describe('a start date typed with its context (ADR 087)', () => {
  it('tells a day typed twice, once in another language, once in English', () => {
    expect(withoutOtherLanguageDay('mardi prochain (next tues)')).toBe('next tues');
    expect(withoutOtherLanguageDay('this Friday (vendredi)')).toBe('this Friday');
    expect(startDateWords('jueves (thurs)')).toEqual({ date: 'thurs' });
    expect(withoutOtherLanguageDay('next week (after induction)')).toBe(
      'next week (after induction)',
    );
  });

  it('reads what starts on a day apart from the day', () => {
    expect(occasionThenDay('induction from 2 March')).toEqual({
      occasion: 'induction',
      day: '2 March',
    });
    expect(occasionThenDay('fittings on Monday 9th')).toEqual({
      occasion: 'fittings',
      day: 'Monday 9th',
    });
    expect(occasionThenDay('night shift starts Thursday 3rd')).toEqual({
      occasion: 'night shift',
      day: 'Thursday 3rd',
      verb: 'starts',
    });
    expect(occasionThenDay('next week from 2 March')).toBeUndefined();
    expect(occasionThenDay('from 2 March')).toBeUndefined();
  });

  it('tells the day, then what starts', () => {
    expect(startOf('induction from 2 March', undefined, false)).toEqual({
      adverbial: 'on 2 March, with induction',
      value: '2 March (induction)',
      own: true,
    });
    expect(startOf('night shift starts Thurs 3rd', undefined, false)?.adverbial).toBe(
      'on Thursday 3rd, when night shift starts',
    );
    expect(startOf('lundi prochain (next mon)', undefined, false)?.adverbial).toBe('next Monday');
  });

  it('gives a future tense to a day months ahead, so a welcome never says "joined"', () => {
    expect(read('induction from 2 March').tense).toBe('future');
  });
});
