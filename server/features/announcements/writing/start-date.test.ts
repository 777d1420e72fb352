import { describe, expect, it } from 'vitest';
import {
  dayByWeekday,
  readStartDate,
  startDateWords,
  occasionThenDay,
  startExtras,
  withoutOtherLanguageDay,
  englishDate,
} from './start-date.ts';
import { optionsOf } from './composer/testing.ts';
import { screenOption } from './checks/fact-screen.ts';
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
    // Unconfirmed: what is known, and that the day is to be confirmed (ADR 107).
    ['Mon (tbc)', { date: 'Mon (date TBC)' }],
    ['Monday?', { date: 'Monday (date TBC)' }],
    ['Jan 5, tentatively', { date: 'Jan 5 (date TBC)' }],
    ['TBD', {}],
    // Left as typed: a date of the month, a bracket about the date, a start that is not a date.
    ['September 22', { date: 'September 22' }],
    ['Sept 22nd', { date: 'Sept 22nd' }],
    ['Monday 8th (first day of induction)', { date: 'Monday 8th (first day of induction)' }],
    ['after onboarding wk', { date: 'after onboarding wk' }],
    ['Jan term', { date: 'Jan term' }],
    ['w/c 8 Dec', { date: 'w/c 8 Dec' }],
    // A question mark inside a link asks nothing (ADR 109).
    ['see https://rota.test/start?week=2', { date: 'see https://rota.test/start?week=2' }],
    ['Monday? (see the rota)', { date: 'Monday (date TBC)' }],
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
    expect(withoutOtherLanguageDay('Tuesday / Mardi')).toBe('Tuesday');
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

describe('a start date typed in another language or with its shift (ADR 095)', () => {
  it.each([
    ['to 5.3.', 'Thursday 5 March'],
    ['Di. 9.12.', 'Tuesday 9 December'],
    ['czwartek 17 grudnia', 'Thursday 17 December'],
    ['vendredi 4 juin', 'Friday 4 June'],
    ['miércoles 3 de marzo', 'Wednesday 3 March'],
    ['torsdag 11. februar', 'Thursday 11 February'],
    ['sexta-feira 8 de janeiro', 'Friday 8 January'],
    ['perşembe 14 ocak', 'Thursday 14 January'],
    ['onsdag 2/12', 'Wednesday 2/12'],
    ['nächsten Mittwoch', 'next Wednesday'],
    ['Thurs 10.12', 'Thurs 10 December'],
    ['22.1.2027', '22 January 2027'],
    ['quinta', 'Thursday'],
    ['2. Dezember', '2 December'],
    ['2. December', '2 December'],
    ['5월 12일', '12 May'],
    ['5/12 (화)', 'Tuesday 5/12'],
    ['Τετάρτη 6/5', 'Wednesday 6/5'],
  ])('tells "%s" as "%s"', (typed, told) => expect(englishDate(typed)).toBe(told));

  // ADR 105: the names are Intl's, so a language is one locale more: Romanian and Czech.
  it.each([
    ['joi 12 martie', 'Thursday 12 March'],
    ['luni, 7 decembrie', 'Monday, 7 December'],
    ['sambata 3 octombrie', 'Saturday 3 October'],
    ['čtvrtek 17. prosince', 'Thursday 17 December'],
    ['pondeli 4. ledna', 'Monday 4 January'],
    ['úterý 9.6.', 'Tuesday 9 June'],
  ])('tells "%s" as "%s" in a language Intl names', (typed, told) =>
    expect(englishDate(typed)).toBe(told),
  );

  it('leaves words that only look like a foreign date as typed', () => {
    expect(englishDate('Monday 9.30')).toBe('Monday 9.30');
    expect(englishDate('to be confirmed')).toBe('to be confirmed');
    expect(englishDate('Mai Nguyen sends her best')).toBe('Mai Nguyen sends her best');
    expect(englishDate('3.5 years at the depot')).toBe('3.5 years at the depot');
    // Intl's Danish "december" and short "out", "set" are never read as a foreign month.
    expect(englishDate('3 out of 5 shifts')).toBe('3 out of 5 shifts');
    expect(englishDate('12 set pieces')).toBe('12 set pieces');
  });

  it('keeps the English of a day typed twice and drops the other language', () => {
    expect(withoutOtherLanguageDay('czwartek (thurs 17th)')).toBe('thurs 17th');
    expect(withoutOtherLanguageDay('Fri 4th (vendredi)')).toBe('Fri 4th');
    expect(withoutOtherLanguageDay('donderdag 17. (thurs)')).toBe('Thursday 17.');
    expect(startOf('czwartek (thurs 17th)', undefined, false)?.adverbial).toBe('on Thursday 17th');
  });

  it('reads the day a foreign date names, for the tense and the fact screen', () => {
    expect(read('Di. 9.12.').iso).toBe('2026-12-09');
    expect(read('Di. 9.12.').tense).toBe('future');
  });

  it('tells the shift typed with the day as the shift she starts on', () => {
    expect(startExtras('next Tues 7am shift')).toEqual({
      day: 'next Tues',
      shift: 'the 7am shift',
    });
    expect(startOf('next Tues 7am shift', undefined, false)).toMatchObject({
      adverbial: 'next Tuesday on the 7am shift',
      value: 'next Tuesday, 7am shift',
    });
    expect(startOf('Thurs 17th, late shift', undefined, false)?.adverbial).toBe(
      'on Thursday 17th on the late shift',
    );
    expect(startOf('Wednesday 8am start', undefined, false)?.adverbial).toBe('on Wednesday at 8am');
  });

  it('writes posts that tell the day in English, and the fact screen accepts them', async () => {
    for (const startDate of ['to 5.3.', 'czwartek (thurs 17th)', 'Dienstag 9.12.']) {
      const input = {
        messageType: 'welcome',
        tone: 'confident_assertive',
        length: 'medium',
        newHireName: 'Iris Kallio',
        role: 'warehouse lead',
        team: 'Logistics',
        startDate,
      } as const;
      const options = await optionsOf(input);
      const text = options.join('\n');
      expect(text).not.toMatch(/\b(?:to 5\.3|czwartek|Dienstag)\b/);
      expect(text).toMatch(/Thursday 5 March|Thursday 17th|Tuesday 9 December/);
      for (const option of options)
        expect(screenOption(option, input, { today: TODAY })).toEqual([]);
    }
  });
});

describe('a start not yet settled (ADR 107)', () => {
  it.each([
    ['late April tbc', { date: 'late April (date TBC)' }],
    ['wk 3 of Jan (exact day TBD)', { date: 'wk 3 of Jan (date TBC)' }],
    ['v. 8 (late Feb), exact date tbc', { date: 'week 8 (late Feb, date TBC)' }],
    ['Thursday??', { date: 'Thursday (date TBC)' }],
    ['2 June - date not confirmed yet', { date: '2 June (date TBC)' }],
    // A start that waits on something named is still no date.
    ['Jan 5 pending visa', {}],
    ['tbc', {}],
  ])('“%s” → %j', (typed, words) => expect(startDateWords(typed)).toEqual(words));

  it('says the part of the year with "in"', () => {
    expect(startOf('late April (date TBC)', undefined, false)?.adverbial).toBe(
      'in late April (date TBC)',
    );
    expect(startOf('week 8 (late Feb, date TBC)', undefined, false)?.adverbial).toBe(
      'in week 8 (late February, date TBC)',
    );
    expect(startOf('term 3', undefined, false)).toEqual({
      adverbial: 'in Term 3',
      value: 'Term 3',
    });
  });

  it('tells it in every option rather than leaving the start out', async () => {
    const options = await optionsOf({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Tomas Novak',
      role: 'Site Engineer',
      startDate: 'late April tbc',
      hobbies: 'climbing',
    });
    for (const option of options) expect(option).toMatch(/late April \(date TBC\)/);
  });
});

describe('a day in figures with its weekday (ADR 107)', () => {
  it.each([
    // 10 May 2026 is a Sunday, 5 October 2026 a Monday: the weekday picks the reading.
    ['sun 10/5', 'Sunday 10 May'],
    ['tue 8/9', 'Tuesday 8 September'],
    ['Thu 4/6', 'Thursday 4 June'],
    // Both readings fall on the weekday within a year (5 October 2026, 10 May 2027).
    ['Mon 10/5', undefined],
    ['Tue 3/2', undefined],
    // Neither falls on a Friday near today.
    ['fri 10/5', undefined],
    ['10/5', undefined],
  ])('“%s” → %s', (typed, told) => expect(dayByWeekday(typed, TODAY)).toBe(told));

  it('writes the day out in the options', async () => {
    const options = await optionsOf({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Ines Duarte',
      role: 'Pharmacist',
      startDate: 'tue 8/9',
    });
    expect(options.join('\n')).toMatch(/Tuesday 8 September/);
    expect(options.join('\n')).not.toMatch(/8\/9/);
  });

  it('reads "may" beside a day as the month', () => {
    expect(startOf('may 14', undefined, false)?.value).toBe('May 14');
    expect(startOf('14th may', undefined, false)?.value).toBe('14 May');
  });
});

describe('start dates in the Baltic, Slavic, Nordic, Swahili and Chinese languages (ADR 114)', () => {
  it.each([
    ['neljapäev 12.2.', 'Thursday 12 February'],
    ['pirmdiena, 9. marts', 'Monday, 9 March'],
    ['ketvirtadienis', 'Thursday'],
    ['Jumatatu 7 Machi', 'Monday 7 March'],
    ['9 марта', '9 March'],
    ['пятница 4 сентября', 'Friday 4 September'],
    ['星期三', 'Wednesday'],
    ['mánadagur 5. mai', 'Monday 5 May'],
    ['hétfő', 'Monday'],
    ['2. oktobrī', '2 October'],
  ])('tells %j in English', (typed, told) => {
    expect(englishDate(typed)).toBe(told);
  });

  it.each([
    ['с 3 марта', '3 March'],
    ['от 21 декабря', '21 December'],
    ['nuo gegužės 4', 'May 4'],
    ['empieza el 4 de mayo', '4 May'],
    ['commence le mardi', 'Tuesday'],
    ['beginnt am Donnerstag', 'Thursday'],
    ['alkaa maanantaina', 'Monday'],
    ['начинается в понедельник', 'Monday'],
  ])('drops the lead-in of %j', (typed, told) => {
    expect(englishDate(typed)).toBe(told);
  });

  it('tells a Latvian date typed beside its English once', () => {
    expect(withoutOtherLanguageDay('darbs sākas 5. martā / 5 March')).toBe('5 March');
  });

  it('keeps an English verb and a lead-in word before no date', () => {
    expect(englishDate('start Monday')).toBe('start Monday');
    expect(englishDate('ab und zu')).toBe('ab und zu');
  });
});
