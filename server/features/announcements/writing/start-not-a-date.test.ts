import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../testing.ts';

/**
 * A start-date field holding something that is not a day (ADR 151): "asap" with an aside,
 * a start that waits on something, a day with a condition in brackets, a start already past
 * typed with its verb. Every option says the start in the right tense or leaves it out; the
 * scannable line holds a readable value. Posting day Monday 23 November 2026.
 */
const welcome = (startDate: string, extra: Partial<GenerationRequest> = {}): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Ana Silva',
  role: 'Line Pilot',
  startDate,
  ...extra,
});

describe('"asap" with an aside is as soon as possible, never started (ADR 151)', () => {
  it.each<GenerationRequest>([
    welcome('asap – cyclone season already started', {
      newHireName: 'Losana Vuki',
      role: 'Cyclone Response Coordinator',
      tone: 'inspiring_motivational',
      length: 'short',
    }),
    welcome('ASAP!! we are badly short-staffed'),
    welcome('asap (backlog already huge)', { tone: 'casual_concise', length: 'long' }),
    welcome('immediately - the audit started yesterday', { tone: 'excited_fun' }),
    welcome('As soon as possible, the team is already stretched', {
      tone: 'friendly_approachable',
    }),
  ])('%#', async (input) => {
    const options = await postedOverSeeds(input);
    for (const o of options) {
      expect(o).not.toMatch(
        /\bstarted\b|\bjoined\b|Started:|already|short-staffed|backlog|audit|stretched/iu,
      );
      expect(o).not.toMatch(/ASAP,/u);
    }
    for (const scannable of [options[2]!, options[5]!])
      expect(scannable).toMatch(/Starts: as soon as possible/u);
  });
});

describe('a start that waits on something is no day (ADR 151)', () => {
  it.each<[string, RegExp]>([
    ['after her notice period', /notice/iu],
    ['once his visa comes through', /visa/iu],
    ['after she serves her notice', /notice/iu],
    ['when the background checks clear', /checks/iu],
    ['pending visa', /visa|pending/iu],
    ['TBC', /TBC/u],
  ])('%s', async (startDate, gone) => {
    const options = await postedOverSeeds(welcome(startDate));
    for (const o of options) {
      expect(o).not.toMatch(gone);
      expect(o).not.toMatch(/Starts?:|\bstarts\b/u);
      expect(o).toMatch(/Ana/u);
    }
  });
});

describe('a day with a condition in brackets is the day (ADR 151)', () => {
  it.each<[string, RegExp]>([
    ['mon 7th dec (check-ride on the 9th if wind allows)', /Monday 7 December/u],
    ['Jan 4 (induction on the 6th if the room is free)', /January 4|4 January/u],
    ['tues 1st dec (sim check on the 3rd, weather permitting)', /Tuesday 1 December/u],
  ])('%s', async (startDate, day) => {
    const options = await postedOverSeeds(welcome(startDate));
    for (const o of options)
      expect(o).not.toMatch(/\bif\b|permitting|check-ride|induction|sim check/iu);
    for (const scannable of [options[2]!, options[5]!])
      expect(scannable).toMatch(new RegExp(`Starts: ${day.source}`, 'u'));
  });
});

describe('a start already past, typed with its verb, is said once in the past (ADR 151)', () => {
  it.each<[string, RegExp]>([
    ['already started last week', /last week/u],
    ['started 2 weeks ago', /2 weeks ago|two weeks ago/u],
    ['joined yesterday', /yesterday/u],
    ['has already started', /./u],
  ])('%s', async (startDate, when) => {
    const options = await postedOverSeeds(welcome(startDate));
    for (const o of options) {
      expect(o).not.toMatch(
        /started on|starts|already started|joined yesterday yesterday|Started: (?:already|started|joined|has)/iu,
      );
      expect(o).toMatch(when);
    }
    expect(options.join('\n')).toMatch(/\bjoined\b|\bstarted\b/u);
  });
});

describe('an unsettled month stays told as unsettled (ADR 107, ADR 151)', () => {
  it('says early January, date to be confirmed', async () => {
    const options = await postedOverSeeds(welcome('early Jan, exact date tbd'));
    for (const o of options) expect(o).not.toMatch(/tbd|exact date/u);
    for (const scannable of [options[2]!, options[5]!])
      expect(scannable).toMatch(/Starts: early January \(date TBC\)/u);
  });
});
