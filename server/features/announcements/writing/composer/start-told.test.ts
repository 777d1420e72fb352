import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { screenOption } from '../checks/fact-screen.ts';
import { dayTold } from '../start-date.ts';
import { optionsOf } from './testing.ts';

/**
 * Start dates told the way a reader says them (ADR 116): a day typed relative to the posting
 * day, or roughly, is told as its day; a start that cannot be read is told as typed on a
 * labelled line only; a day already behind is never a future start. The inputs are written
 * for this test; the posting day is Monday 23 November 2026.
 */
const TODAY = '2026-11-23';

const welcome = (
  startDate: string,
  fields: Partial<GenerationRequest> = {},
): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Ines Marlow',
  role: 'Vineyard Technician',
  company: 'Quinta do Vale',
  expertise: 'pruning and canopy work',
  startDate,
  ...fields,
});

describe('a day typed relative to the posting day (ADR 116)', () => {
  it('is told as its day, with its weekday', () => {
    expect(dayTold('3 weeks from now', TODAY)).toEqual({ day: 'Monday 14 December' });
    expect(dayTold('in 10 days', TODAY)).toEqual({ day: 'Thursday 3 December' });
    expect(dayTold('tmrw', TODAY)).toEqual({ day: 'Tuesday 24 November' });
    expect(dayTold('next wed', TODAY)).toEqual({ day: 'Wednesday 2 December' });
  });

  it('drops the same day typed in another language', () => {
    expect(dayTold('mañana (tomorrow)', TODAY)).toEqual({ day: 'Tuesday 24 November' });
    expect(dayTold('明天 tomorrow', TODAY)).toEqual({ day: 'Tuesday 24 November' });
    expect(dayTold('next friday / 下週五', TODAY)).toEqual({ day: 'Friday 4 December' });
  });

  it('keeps the occasion typed beside it', () => {
    expect(dayTold('3 weeks from now (start of pruning season)', TODAY)).toEqual({
      day: 'Monday 14 December',
      occasion: 'at the start of the pruning season',
      typed: 'start of pruning season',
    });
  });

  it('leaves words it cannot place as typed', () => {
    expect(dayTold('next week', TODAY)).toBeUndefined();
    expect(dayTold('tomorrow (induction at 9)', TODAY)).toBeUndefined();
    expect(dayTold('tomorrow (Ines asked for a quiet one)', TODAY)).toBeUndefined();
    expect(dayTold('Monday 7 December', TODAY)).toBeUndefined();
  });
});

describe('a day typed roughly (ADR 116)', () => {
  it('is told as around that day, without a weekday', () => {
    expect(dayTold('March 3rd-ish', TODAY)).toEqual({ day: 'around 3 March' });
    expect(dayTold('~12 Jan', TODAY)).toEqual({ day: 'around 12 January' });
    expect(dayTold('roughly 4 Feb', TODAY)).toEqual({ day: 'around 4 February' });
    expect(dayTold('beginning of spring term (Jan 18ish)', TODAY)).toEqual({
      day: 'around 18 January',
      occasion: 'at the beginning of the spring term',
      typed: 'beginning of spring term',
    });
  });

  it('is left alone when the day is behind the posting day', () => {
    expect(dayTold('Oct 2ish', TODAY)).toBeUndefined();
  });
});

describe('options that tell the start (ADR 116)', () => {
  const all = async (input: GenerationRequest) =>
    (await optionsOf(input, { today: TODAY })).join('\n');

  it('tell a relative start as its day, in a sentence a reader would post', async () => {
    const input = welcome('3 weeks from now (start of pruning season)');
    const text = await all(input);
    expect(text).not.toMatch(/weeks from now/);
    expect(text).toMatch(/Monday 14 December, at the start of the pruning season/);
    expect(text).toMatch(/Starts: Monday 14 December \(start of pruning season\)/);
    for (const option of await optionsOf(input, { today: TODAY }))
      expect(screenOption(option, input, { today: TODAY })).toEqual([]);
  });

  it('never glue "for" to an occasion that opens with "start of"', async () => {
    const text = await all(welcome('start of spring term (Jan 18ish)'));
    expect(text).not.toMatch(/for of|ish\b/);
    expect(text).toMatch(/around 18 January/);
  });

  it('tell a day typed in two languages once', async () => {
    const text = await all(welcome('mañana (tomorrow)'));
    expect(text).not.toMatch(/mañana|on tomorrow/);
    expect(text).toMatch(/Tuesday 24 November/);
  });

  it('tell a start that cannot be read as typed, on the labelled line only', async () => {
    const input = welcome('arrives on the supply boat if seas allow (Tuesday? Wednesday? no idea)');
    const options = await optionsOf(input, { today: TODAY });
    const text = options.join('\n');
    expect(text).not.toMatch(/starts on|first day is|date TBC, for/);
    expect(text).toMatch(
      /Arrives: on the supply boat if seas allow \(Tuesday\? Wednesday\? no idea\)/,
    );
    for (const option of options) expect(screenOption(option, input, { today: TODAY })).toEqual([]);
  });

  it('never tell a day already behind as a start to come', async () => {
    const text = await all(welcome('21/10'));
    expect(text).not.toMatch(/starts on|first day is|Starts:/);
    expect(text).toMatch(/21 October/);
  });
});

describe('"with effect from" typed short (ADR 116)', () => {
  it('is "effective" before the date it dates, and nowhere else', async () => {
    const { expandShorthand } = await import('../shorthand.ts');
    expect(expandShorthand('Confirmed by the board, w.e.f. 3rd March 2027.')).toBe(
      'Confirmed by the board, effective 3rd March 2027.',
    );
    expect(expandShorthand('moves to nights wef Monday')).toBe('moves to nights effective Monday');
    expect(expandShorthand('the WEF panel in Davos')).toBe('the WEF panel in Davos');
  });

  it('tells the promotion date cleanly, never a stop-cut "w.e.f" line', async () => {
    const input: GenerationRequest = {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Tomas Brandt',
      currentRole: 'Senior Clerk',
      newRole: 'Chief Clerk',
      promotionDetails:
        'Selected after the panel interviews, w.e.f. 1st February 2027.\n• Ran the archive move (40,000 files)',
    };
    const options = await optionsOf(input, { today: TODAY });
    const text = options.join('\n');
    expect(text).not.toMatch(/w\.e\.f/i);
    expect(text).toMatch(/effective 1 February 2027|Effective: 1 February 2027/);
    for (const option of options) expect(screenOption(option, input, { today: TODAY })).toEqual([]);
  });
});

describe('a day months behind (ADR 116)', () => {
  it("is still told as before: next year's day is as likely", async () => {
    const text = (await optionsOf(welcome('June 15'), { today: TODAY })).join('\n');
    expect(text).toMatch(/starts on June 15|first day is June 15/);
  });
});
