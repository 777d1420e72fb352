import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../../testing.ts';

/**
 * A welcome's notes read for what they are (ADR 194): languages after "in" are the ones a
 * thing is given in, not the person's; a weekday typed in Indonesian, Malay or Tagalog is told
 * in English; a background or a team typed with a bracket of its own never gets a second one
 * in a row; a list left open in brackets keeps its ellipsis; and a welcome of few fields keeps
 * its one expertise in prose.
 */
describe('languages a thing is given in', () => {
  it.each([
    ['Roman coins, family tours in HU/EN/IT', 'family tours in Hungarian, English and Italian'],
    [
      'whale behaviour, boat safety, school talks in Spanish, English and French',
      'school talks in Spanish, English and French',
    ],
    [
      'bread science, workshops in NL/EN/DE for visitors',
      'workshops in Dutch, English and German for visitors',
    ],
  ])(
    '"%s" keeps "%s" whole and says nothing of what the person speaks',
    async (expertise, kept) => {
      const { all, prose, cards } = await postedWelcome({ expertise, length: 'medium' });
      expect(all).not.toMatch(/\bspeaks\b|Languages:/);
      for (const card of cards) expect(card).toContain(kept);
      // Prose tells the thing whole, or leaves it to the card; never a language on its own.
      const first = /in (\p{L}+)/u.exec(kept)![1]!;
      for (const option of prose) if (option.includes(first)) expect(option).toContain(kept);
      if (!kept.endsWith('visitors')) for (const option of prose) expect(option).toContain(kept);
    },
  );
});

describe('a weekday typed in Indonesian, Malay or Tagalog', () => {
  it.each([
    ['Rabu, 2 Dec', 'Wednesday 2 December'],
    ['Senin 7/12', 'Monday'],
    ['Isnin, 30 Nov', 'Monday 30 November'],
    ['Huwebes 3 Dec', 'Thursday 3 December'],
  ])('"%s" is told as "%s"', async (startDate, told) => {
    const { options, all } = await postedWelcome({ startDate });
    for (const option of options) expect(option).toContain(told);
    expect(all).not.toMatch(/\b(?:Rabu|Senin|Isnin|Huwebes)\b/);
  });

  it('"Rabu" elsewhere stays a name', async () => {
    const { all } = await postedWelcome({ funFact: 'named her cat Rabu after a friend' });
    expect(all).toContain('Rabu');
  });
});

describe('a bracket never follows another', () => {
  it.each([
    '3 yrs at a parcel startup (~800 couriers), before that a courier herself for 4 yrs',
    '5 yrs at a bakery chain (40 shops), before that a baker himself for 6 yrs',
  ])('background "%s"', async (company) => {
    const { all } = await postedWelcome({ company, length: 'long' });
    expect(all).not.toMatch(/\)\s*\(/);
    expect(all).toMatch(/\b[35] years at a (?:parcel startup|bakery chain) \(/);
  });

  it.each([
    ['Courier Ops – Depok hub (Margonda)', 'Depok hub, Margonda'],
    ['Field Sales – North depot (Leeds)', 'North depot, Leeds'],
  ])('team "%s"', async (team, said) => {
    const { prose } = await postedWelcome({ team });
    for (const option of prose) expect(option).not.toMatch(/\)\s*\(/);
    expect(prose.join('\n')).toContain(said);
  });
});

describe('a welcome of few fields', () => {
  it.each([
    ['cocoa bean grading (grade I, II...) and fair-trade audits', '(grade I, II…)'],
    [
      'Darjeeling tea tasting (first flush, second flush, autumnal...)',
      '(first flush, second flush, autumnal…)',
    ],
  ])(
    'keeps its one expertise "%s" in every option, its open list as typed',
    async (expertise, open) => {
      const { options } = await postedWelcome({ expertise, length: 'short', startDate: '3rd Dec' });
      for (const option of options) expect(option).toContain(open);
      expect(options.join('\n')).not.toMatch(/ and [^,()]*\.\)/);
    },
  );
});

describe('a pastime note read for what it is', () => {
  it.each([
    ['Sikh – does seva at the gurdwara kitchen every Sunday', 'Sikh'],
    ['Quakeress – sits in silent meeting on Sundays', 'Quakeress'],
    ['Warkari – walks the Pandharpur wari every year', 'Warkari'],
  ])(
    '"%s": a name labelling what follows is no pastime, its capital kept',
    async (hobbies, name) => {
      const { all } = await postedWelcome({ hobbies, length: 'long' });
      expect(all).not.toMatch(/\b(?:is into|enjoys)\s+\p{L}*(?:sikh|quakeress|warkari)/iu);
      expect(all).not.toContain(name.toLowerCase());
      expect(all).toContain(name);
    },
  );

  it.each([
    [
      'ice climbing, learned in 2 seasons and already booked a trip to Rjukan!',
      /ice climbing, learned it in 2 seasons and has already booked a trip to Rjukan/,
    ],
    [
      'kitesurfing, picked up at 50 and just ordered a second board',
      /kitesurfing, picked it up at 50 and has just ordered a second board/,
    ],
  ])('"%s": a clause after a pastime is about it', async (hobbies, told) => {
    const { all } = await postedWelcome({ hobbies });
    expect(all).toMatch(told);
    expect(all).not.toMatch(/\band (?:already|just) \p{L}+ed\b/u);
  });

  it('a pastime with a verb of its own keeps it', async () => {
    const { all } = await postedWelcome({ hobbies: 'Chess – plays on Lichess every night' });
    expect(all).toMatch(/chess and plays on Lichess every night/);
  });
});
