import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../testing.ts';

/**
 * An arrow is read by what stands on each side of it (ADR 158): between two figures a change
 * ("from 4:1 to 3:1", a ratio one figure), between a fact and what came of it a consequence
 * (", so … went", ", which saved…", a dash before a noun phrase), never "to" ("…for the
 * collection to our first museum piece", rewritten by every reader). Points moved on a score
 * are a change ("up 9 points"), a level held is met ("always 90 or more"), and a quotation's
 * words are the speaker's: never re-cased or re-punctuated. The inputs are written for this
 * test; none is a graded form.
 */
const achievement = (details: string, name = 'Aroha Ngata'): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: name,
  role: 'Operations Lead',
  achievementDescription: 'turned the season around',
  achievementDetails: details,
});

/** Every option: no garbled form; each option that tells the fact tells it in the good form. */
async function expectSaid(input: GenerationRequest, fact: string, bad: RegExp, good: RegExp) {
  const options = await postedOverSeeds(input);
  expect(options).toHaveLength(6);
  for (const option of options) {
    expect(option).not.toMatch(bad);
    expect(option).not.toMatch(/->|=>|→|⇒|\uE0A0|\uE0A1|\uE0A2/u);
    if (option.includes(fact)) expect(option).toMatch(good);
  }
  for (const option of proseOf(options)) expect(option).toMatch(good);
}

describe('an arrow before what came of a fact is a consequence', () => {
  it.each([
    [
      'rebuilt the kiln shelving after the Seddon quake → firing capacity doubled',
      'firing capacity',
      /quake to firing|quake, firing/,
      /quake, so firing capacity doubled/,
    ],
    [
      'renegotiated the flour contract with Sasko → saves us R14,000 a month',
      'R14,000',
      /Sasko to saves/,
      /Sasko, which saves us R14,000 a month/,
    ],
    [
      'the Dunedin order got lost in transit -> the courier drove it up overnight',
      'overnight',
      /transit to the courier/,
      /transit, so the courier drove it up overnight/,
    ],
    [
      'retrained the whole packing crew => could open the second line in May',
      'second line',
      /crew to could|possible to could/,
      /crew, which made it possible to open the second line in May/,
    ],
    [
      'trained all 14 drivers on the new tachographs → zero fines this year',
      'zero fines',
      /tachographs to zero/,
      /tachographs — zero fines this year/,
    ],
    [
      'moved every order onto the new app ⇒ missed deliveries went from 31 to 2',
      'missed deliveries',
      /app to missed|which missed/,
      /app, so missed deliveries went from 31 to 2/,
    ],
    [
      'cut the dye-house water use by 40% → halved the effluent bill',
      'effluent bill',
      /from 40%|to halved/,
      /by 40%, which halved the effluent bill/,
    ],
    [
      'set up a night shift at the Mombasa depot → cutting the backlog by half',
      'backlog',
      /depot to cutting/,
      /depot, cutting the backlog by half/,
    ],
    [
      'redesigned the tasting menu (9 courses, all local) → booked out until March',
      'booked out',
      /local\) to booked|which booked/,
      /local\) — booked out until March/,
    ],
  ])('%s', async (details, fact, bad, good) => {
    await expectSaid(achievement(details), fact, bad, good);
  });
});

describe('an arrow between two figures is a change, between two short names a route', () => {
  it.each([
    [
      'changed the mortar mix 4:1 → 3:1 after the cracks',
      '3:1',
      /4:from|(?<!from )4:1 to 3:1/,
      /from 4:1 to 3:1/,
    ],
    [
      'got the pick time per order 45 min -> 12 min',
      '12 min',
      /(?<!from )45 min(?:utes)? to/,
      /from 45 min(?:utes)? to 12 min/,
    ],
    [
      'cut the weekend rota 3 shifts → 2 shifts',
      '2 shifts',
      /(?<!from )3 shifts to/,
      /from 3 shifts to 2 shifts/,
    ],
    ['headcount went from 4 → 11 in her first year', '11', /from from/, /went from 4 to 11/],
    [
      'cold store losses down from approx 9% → 3.5% this season',
      '3.5%',
      /from about from|from approx from/,
      /down from about 9% to 3\.5%/,
    ],
    [
      'grew the co-op membership 120 → under 300 in a year',
      '300',
      /(?<!from )120 to/,
      /from 120 to under 300/,
    ],
    [
      'moved from line cook → sous chef in two years',
      'sous chef',
      /cook — sous|cook, so/,
      /line cook to sous chef/,
    ],
  ])('%s', async (details, fact, bad, good) => {
    await expectSaid(achievement(details, 'Tomás Ferreira'), fact, bad, good);
  });
});

describe('points moved on a score, and a level held', () => {
  it.each([
    ['eNPS +9 pts after the rota change', '9 points', /\+9|pts/, /eNPS up 9 points/],
    [
      'CSAT -4 pts during the outage week, back up since',
      '4 points',
      /-4|pts/,
      /CSAT down 4 points/,
    ],
    [
      'loaves scored always 90+ at the county show',
      '90',
      /more than 90/,
      /always 90 or more at the county show/,
    ],
  ])('%s', async (details, fact, bad, good) => {
    await expectSaid(achievement(details, 'Ingrid Dahl'), fact, bad, good);
  });
});

describe("a quotation's words are the speaker's", () => {
  it.each([
    [
      'The mayor called her stall "the BEST market in the county!!" at the fair',
      '"the BEST market in the county!!"',
    ],
    [
      'the foreman said "NO ONE moves stock like her" at the toolbox talk',
      '"NO ONE moves stock like her"',
    ],
    [
      'a regular wrote «SUPERB coffee, every single time!!» in the guest book',
      '«SUPERB coffee, every single time!!»',
    ],
    [
      'the inspector wrote “Cleanest kitchen I have seen?! Outstanding.” on the form',
      '“Cleanest kitchen I have seen?! Outstanding.”',
    ],
  ])('%s', async (details, quote) => {
    const options = await postedOverSeeds(achievement(details, 'Mehmet Yıldız'));
    for (const option of proseOf(options)) expect(option).toContain(quote);
    for (const option of options)
      if (option.includes(quote.slice(1, 8))) expect(option).toContain(quote);
  });
});
