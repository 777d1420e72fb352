import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { screenOption } from '../checks/fact-screen.ts';
import { dayTold, readStartDate } from '../start-date.ts';
import { optionsOf } from './testing.ts';

/**
 * Start dates told as a reader says them (ADR 124): figures with two readings, a year typed
 * first, a weekday in a week to come, a hoped-for day after "ASAP", and a day glossed in
 * another language are told as the day, with its weekday. The inputs are written for this
 * test; the posting day is Monday 23 November 2026.
 */
const TODAY = '2026-11-23';
const told = (typed: string) => dayTold(typed, TODAY)?.day;

const welcome = (startDate: string): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Odile Fennimore',
  role: 'Cellar Hand',
  company: 'Brookfield Cider',
  expertise: 'barrel care',
  startDate,
});

describe('a day in figures with two readings (ADR 124)', () => {
  it('is the reading nearest ahead of the posting day, with its weekday', () => {
    // 8 December is 15 days ahead; 12 August is gone this year and months off next.
    expect(told('8/12')).toBe('Tuesday 8 December');
    expect(told('12/8')).toBe('Tuesday 8 December');
    expect(told('12-8')).toBe('Tuesday 8 December');
    expect(told('12.8')).toBe('Tuesday 8 December');
    expect(told('04/01')).toBe('Monday 4 January');
    expect(told('1/4')).toBe('Monday 4 January');
    expect(told('5.1.')).toBe('Tuesday 5 January');
    expect(told('12/10/2026')).toBe('Thursday 10 December');
    expect(told('12/10/26')).toBe('Thursday 10 December');
    expect(told('start date: 12/3')).toBe('Thursday 3 December');
  });

  it('takes the only reading that is a day', () => {
    expect(told('15/12')).toBe('Tuesday 15 December');
    expect(told('12/15')).toBe('Tuesday 15 December');
    expect(told('28.1.')).toBe('Thursday 28 January');
    expect(told('1-28')).toBe('Thursday 28 January');
  });

  it('takes the reading the typed weekday falls on', () => {
    expect(told('Fri 12/4')).toBe('Friday 4 December');
    expect(told('tues 1/12')).toBe('Tuesday 1 December');
    expect(told('thurs 3/12')).toBe('Thursday 3 December');
    expect(told('Monday, 7.12.')).toBe('Monday 7 December');
    expect(told('12/7 (mon)')).toBe('Monday 7 December');
  });

  it('is not guessed when both readings are far, near each other, or gone', () => {
    expect(told('6/7')).toBeUndefined();
    expect(told('3.2')).toBeUndefined();
    expect(told('10/11')).toBeUndefined();
    // A time, and one reading gone (ADR 116's labelled day gone), are not this rule's.
    expect(told('9.30')).toBeUndefined();
    expect(told('21/10')).toBeUndefined();
    expect(told('Wed 12/8')).toBeUndefined();
  });

  it('gives the one reader the same day and tense', () => {
    expect(readStartDate({ startDate: '12/8' }, TODAY)).toEqual({
      iso: '2026-12-08',
      tense: 'future',
    });
    expect(readStartDate({ startDate: '3/4/2026' }, TODAY).tense).toBe('past');
    expect(readStartDate({ startDate: '2027.2.9' }, TODAY)).toEqual({
      iso: '2027-02-09',
      tense: 'future',
    });
  });
});

describe('a day typed year first (ADR 124)', () => {
  it('is told with its weekday, the year only when it is not the next one', () => {
    expect(told('2027/1/12')).toBe('Tuesday 12 January');
    expect(told('2027.02.09')).toBe('Tuesday 9 February');
    expect(told('2027-2-9')).toBe('Tuesday 9 February');
    expect(told('2026/12/01')).toBe('Tuesday 1 December');
    expect(told('2028/3/1')).toBe('Wednesday 1 March 2028');
    expect(told('2026-10-01')).toBeUndefined();
    expect(told('2027/13/01')).toBeUndefined();
  });
});

describe('a weekday in a week to come (ADR 124)', () => {
  it('is told as its day, without the relative words', () => {
    expect(told('next week on Wednesday')).toBe('Wednesday 2 December');
    expect(told('Thurs next week')).toBe('Thursday 3 December');
    expect(told('friday of next week')).toBe('Friday 4 December');
    expect(told('next week, Mon')).toBe('Monday 30 November');
    expect(told('in 3 wks (Tuesday)')).toBe('Tuesday 15 December');
    expect(told('Monday in two weeks')).toBe('Monday 7 December');
    expect(told('the week after next, Wed')).toBe('Wednesday 9 December');
    expect(told('Tuesday (next week)')).toBe('Tuesday 1 December');
    expect(told('NEXT WEEK TUESDAY')).toBe('Tuesday 1 December');
  });

  it('leaves a week without a weekday as typed', () => {
    expect(told('in 3 weeks')).toBe('Monday 14 December');
    expect(told('next week')).toBeUndefined();
    expect(told('next week (probably)')).toBeUndefined();
  });
});

describe('a day hoped for after "ASAP" (ADR 124)', () => {
  it('is told as around that day', () => {
    expect(told('ASAP, aiming 15.12')).toBe('around 15 December');
    expect(told('asap (hopefully 12/8)')).toBe('around 8 December');
    expect(told('as soon as possible - ideally 4 Jan')).toBe('around 4 January');
    expect(told('ASAP; target: Jan 11')).toBe('around 11 January');
    expect(told('a.s.a.p. (aiming for 2027-01-05)')).toBe('around 5 January');
    expect(told('asap, hoping for the 14th')).toBeUndefined();
    expect(told('asap')).toBeUndefined();
  });
});

describe('a day glossed in another language (ADR 124)', () => {
  it('is told once, in English, with its weekday', () => {
    expect(told('January 11, for début janvier')).toBe('Monday 11 January');
    expect(told('11 Jan (à la mi-janvier)')).toBe('Monday 11 January');
    expect(told('Dec 8 / principios de diciembre')).toBe('Tuesday 8 December');
    expect(told('Jan 11 (after the holidays)')).toBeUndefined();
  });
});

describe('options that tell such a start (ADR 124)', () => {
  const options = (typed: string) => optionsOf(welcome(typed), { today: TODAY });

  it('say the day in prose and on the labelled line, and the fact screen accepts it', async () => {
    for (const [typed, day] of [
      ['12/8', 'Tuesday 8 December'],
      ['2027/1/12', 'Tuesday 12 January'],
      ['tues next week', 'Tuesday 1 December'],
      ['ASAP, aiming 15.12', 'around 15 December'],
      ['January 11, for début janvier', 'Monday 11 January'],
    ] as const) {
      const written = await options(typed);
      const text = written.join('\n');
      expect(text, typed).toContain(day);
      expect(text, typed).not.toContain(typed);
      for (const option of written)
        expect(screenOption(option, welcome(typed), { today: TODAY }), typed).toEqual([]);
    }
  });

  it('keep figures that read two ways as typed, never a reading guessed', async () => {
    const text = (await options('6/7')).join('\n');
    expect(text).toMatch(/6\/7/);
    expect(text).not.toMatch(/June|July/);
  });
});

describe('when a promotion takes effect, typed after a deed (ADR 124)', () => {
  const promotion = (promotionDetails: string): GenerationRequest => ({
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Halvard Quist',
    currentRole: 'Dispatcher',
    newRole: 'Dispatch Lead',
    promotionDetails,
  });

  it('is its own sentence or labelled line, never glued to the deed', async () => {
    for (const typed of [
      'Rebuilt the winter rota for all four depots, effective 4th January',
      'rebuilt the winter rota for all four depots effective 4 Jan.',
      'Trained every new starter this year, effective Monday 7 December',
      'Cut missed pickups by a third - effective 1/4',
      'Ran the depot through the flood, effective from 11 January',
      'took over the Leith routes when Ana left, EFFECTIVE 4 JAN',
    ]) {
      const input = promotion(typed);
      const written = await optionsOf(input, { today: TODAY });
      const text = written.join('\n');
      expect(text, typed).not.toMatch(/(?:depots|year|third|flood|left),?\s+-?\s*effective/i);
      expect(text, typed).toMatch(/takes effect|starts on|Effective:|Starts:|new role starts/i);
      for (const option of written)
        expect(screenOption(option, input, { today: TODAY }), typed).toEqual([]);
    }
  });

  // "pay rise effective 4 Jan" was this test's input; a person's pay is never posted since
  // (ADR 156, amended), so a clause of another kind stands in for it.
  it('leaves a clause that is no deed as typed', async () => {
    const text = (await optionsOf(promotion('new van effective 4 Jan'), { today: TODAY })).join(
      '\n',
    );
    expect(text).toMatch(/new van effective 4 January/i);
  });
});
