import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../../testing.ts';

/**
 * A background framed by what it is (ADR 199): a span of work is "after" it, never a place
 * one comes "from"; a second fact typed after a comma is its own clause with a subject; a
 * colleague's stint "in our" place is one they have worked with us, never one they join us
 * after; an earlier part of more than one fact is never said "before that".
 */
const welcome = (company: string, fields = {}) =>
  postedWelcome({ newHireName: 'Tomás Reyes', company, ...fields });

describe('a span of work is "after" it, never "from"', () => {
  it.each([
    [
      '30 yrs splicing rope for the harbour boats',
      /after 30 years splicing rope|spent 30 years splicing rope/,
    ],
    [
      '22 years restoring clock movements in the Jura workshops',
      /after 22 years restoring|spent 22 years restoring/,
    ],
    [
      '15 yrs mending sails on the pier for the regatta clubs',
      /after 15 years mending sails|spent 15 years mending sails/,
    ],
  ])('%s', async (company, said) => {
    const { prose, all } = await welcome(company);
    expect(all).not.toMatch(/\b(?:joins|comes to|coming to|joined|came to) us from \d/);
    for (const option of prose) expect(option).toMatch(said);
  });
});

describe('a second fact after a comma is a clause with its subject', () => {
  it.each([
    [
      '4 yrs in a Cork bakery, ran the wholesale orders for a cafe chain',
      'ran the wholesale orders',
    ],
    ['3 yrs at a surf school in Peniche, did the bookings for a hostel', 'did the bookings'],
  ])('%s', async (company, second) => {
    const { prose, all } = await welcome(company, { length: 'medium' });
    expect(all).not.toMatch(new RegExp(`after [^.]*, ${second}`));
    for (const option of prose) expect(option).toMatch(new RegExp(`\\band ${second}\\b`));
  });
});

describe('a stint with us is one they have worked, not one they join us after', () => {
  it.each([
    ['6 seasons in our orchard on the summer picking crew', 'has worked 6 seasons in our orchard'],
    ['3 summers at our campsite as a lifeguard', 'has worked 3 summers at our campsite'],
    ['5 yrs with us on the weekend market stall, now full time', 'has worked 5 years with us'],
  ])('%s', async (company, said) => {
    const { prose, all, cards } = await welcome(company, { length: 'medium' });
    expect(all).not.toMatch(
      /(?:joins|comes to|coming to) us (?:after|from)|Before joining us|Joining from/,
    );
    for (const option of prose) expect(option).toContain(said);
    for (const card of cards) expect(card).toMatch(/Background: \d/);
  });
});

describe('an earlier part of more than one fact is never said "before that"', () => {
  it.each([
    [
      'Dutch, industrial design in Eindhoven, then 3 yrs at a ceramics studio in Arita',
      'industrial design in Eindhoven',
    ],
    [
      'Chilean, architecture in Valparaíso, then 4 yrs at a timber framing firm in Oslo',
      'architecture in Valparaíso',
    ],
  ])('%s', async (company, earlier) => {
    const { all, cards } = await welcome(company, { length: 'long' });
    expect(all).not.toMatch(/before that, (?:Dutch|Chilean)/i);
    expect(all).not.toMatch(/Before joining us: (?:dutch|chilean)/i);
    for (const card of cards) expect(card).toContain(earlier);
  });
});

describe('"self taught" is never a fragment after "Before joining us:"', () => {
  it.each([
    [
      'self-taught, 4 yrs fixing scooters in Hanoi',
      'is self-taught and spent 4 years fixing scooters',
    ],
    [
      'Self taught, 7 years at a guitar repair shop in Memphis',
      'is self-taught and spent 7 years at a guitar repair shop',
    ],
    ['self taught, 3 yrs tiling pools in Perth + bathrooms for a builder', undefined],
  ])('%s', async (company, said) => {
    const { prose, all } = await welcome(company, { length: 'long' });
    expect(all).not.toMatch(/Before joining us: self/i);
    if (said) for (const option of prose) expect(option).toContain(said);
  });
});
