import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * The start date told once, whole, and only when it is a date (ADR 179): a day typed twice
 * (two languages, two forms, either side of an arrow, a dash or a slash), a day beside the
 * month it falls in or the period it opens, a day guessed, a day with the place after it, and
 * a weekday typed alone. The inputs are written for this test; the posting day of
 * `postedOverSeeds` is Monday 23 November 2026.
 */
const welcome = (
  startDate: string,
  fields: Partial<GenerationRequest> = {},
): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Liesel Vantongeren',
  role: 'Stage Manager',
  company: 'the Opera House in Ghent',
  expertise: 'rigging and cue calling',
  startDate,
  ...fields,
});

const promotion = (startDate: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'short',
  newHireName: 'Marisol Quintero',
  currentRole: 'Deckhand',
  newRole: 'Bosun',
  startDate,
  promotionDetails: 'Ran the winter refit of the aft deck. 9 yrs on the ferries.',
});

describe('a start day typed twice is told once (ADR 179)', () => {
  it.each([
    // two scripts either side of an arrow
    ['3월 14일 → Mar 14', /14 March/, /→|\bto March 14|March 14/],
    // a preposition of each language on each side of a slash
    ['od 07.12 / from 7 Dec', /Monday 7 December/, /\bod\b|07\.12|\//],
    ['ab 9.12. / from 9 Dec', /Wednesday 9 December/, /\bab\b|9\.12|\//],
    // the month and year, then the weekday and day, after a dash
    ['Dezember 2026 — Do, 10.12.', /Thursday 10 December/, /Dezember|\bDo\b|—/],
  ])('%s', async (typed, told, garbled) => {
    const options = await postedOverSeeds(welcome(typed));
    for (const option of options) expect(option, option).not.toMatch(garbled);
    expect(options.join('\n')).toMatch(told);
  });

  it('keeps two different days either side of an arrow as typed, never as one day', async () => {
    const options = await postedOverSeeds(welcome('1 Dec → 8 Dec'));
    expect(options.join('\n')).not.toMatch(/Tuesday 1 December(?! to)/);
  });
});

describe('a day beside the period it opens is told with the period after it (ADR 179)', () => {
  it('says the day, then "at the start of" the period, in prose', async () => {
    const options = await postedOverSeeds(welcome('Semester 2 — Wed 3 Feb 2027'));
    for (const option of proseOf(options)) {
      expect(option, option).not.toMatch(/on Semester 2|Semester 2 —/);
      expect(option, option).toMatch(/Wednesday 3 February, at the start of Semester 2/);
    }
  });

  it("tells a promotion's day once, never the dash", async () => {
    const options = await postedOverSeeds(promotion('next duty rotation – 14 Dec'));
    expect(options.join('\n')).not.toMatch(/rotation –/);
    for (const option of options) expect(option, option).toMatch(/14 December/);
  });
});

describe('a guessed day is told as around it, its condition on the labelled line (ADR 179)', () => {
  it('never pastes "probably" after "starts on"', async () => {
    const options = await postedOverSeeds(
      welcome('probably 11th jan, or sooner if her visa comes early'),
    );
    for (const option of options) expect(option, option).not.toMatch(/on probably|is probably/);
    for (const option of proseOf(options)) expect(option, option).toMatch(/around 11 January/);
    expect(options.join('\n')).toMatch(/Starts: probably Monday 11 January, or sooner if/);
  });
});

describe('a place typed after the day is told after the day (ADR 179)', () => {
  it('never says "with at"', async () => {
    const options = await postedOverSeeds(welcome('joins at Ostend pier from 3 Dec'));
    for (const option of options) expect(option, option).not.toMatch(/with at|with in/);
    for (const option of proseOf(options))
      expect(option, option).toMatch(/3 December at Ostend pier/);
  });
});

describe('a weekday typed alone is the one to come (ADR 179)', () => {
  it('is told in prose, not on a "Start date:" line only', async () => {
    const options = await postedOverSeeds(
      welcome('fri', { length: 'short', company: undefined, expertise: undefined }),
    );
    expect(options.join('\n')).not.toMatch(/Start date:/);
    for (const option of proseOf(options))
      expect(option, option).toMatch(/on Friday|first day is Friday/);
  });
});

describe("a promotion's day typed in its details again is told once (ADR 179)", () => {
  it.each([
    ['21 Dec', 'Ran the winter refit. Takes over the early crossing from 21.12.'],
    ['14.1.', 'Ran the winter refit. Leads the harbour crew from 14 January.'],
  ])('%s', async (startDate, promotionDetails) => {
    const options = await postedOverSeeds({ ...promotion(startDate), promotionDetails });
    for (const option of options) {
      const days = option.match(/\b(?:21\.12|21 December|14\.1|14 January)\b/g) ?? [];
      expect(days.length, option).toBe(1);
    }
    expect(options.join('\n')).toMatch(/early crossing|harbour crew/);
  });
});

/**
 * A date typed in the East Asian order with its year ("2027年1月6日") keeps the year with it,
 * and a day followed by what the person starts at ("wed 2 dec rehearsal") is told with it, not
 * run into it: "2027年6 January" and "starts on Wednesday 2 December rehearsal" were the
 * twenty-fourth set's readers' C (ADR 179, amended).
 */
describe('a start day with its year before it, or what starts after it', () => {
  it.each([
    ['2027年1月11日 (Mon, after the holidays)', /11 January 2027/, /年|2027\s*11 January/u],
    ['2027년 1월 11일', /11 January 2027/, /년|월/u],
    ['thu 3 dec training', /Thursday 3 December, with the training/, /December training/u],
    ['mon 7 dec induction', /Monday 7 December, with the induction/, /December induction/u],
  ])('%s', async (typed, told, garbled) => {
    const options = await postedOverSeeds(welcome(typed));
    for (const option of options) expect(option, option).not.toMatch(garbled);
    expect(proseOf(options).some((o) => told.test(o))).toBe(true);
  });
});
