import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 144: the previous-company field typed as a label, a clause with a verb, a company and a
 * clause joined by a dash, or a span with a doing; and any field typed with its own label.
 * These inputs are our own. Every option, two seeds.
 */
const welcome = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Tiihu Kanerva',
  role: 'Conservation Technician',
  startDate: 'Monday',
  ...fields,
});

/** Words the reader rewrote: a label or a verb framed as a company, a hyphenated doing. */
const MISREAD =
  /(?:from|at|as an?)\s+(?:previous employer|prev|last job|company|background|employer)\b|(?:Joining from|Previously): (?:Previous employer|Prev|Last job|Company|Background)\b|as an? (?:trained|taught|worked|ran|shore|drove)\b|\d+-(?:year|month|season) \p{Ll}+ing\b|\bfrom \p{Ll}+ed\b/iu;

describe('company field typed with a label', () => {
  it.each([
    [
      'Previous employer: Hydro-Québec (9 yrs)',
      /after 9 years at Hydro-Québec/,
      /Previously: 9 years at Hydro-Québec/,
    ],
    ['Prev: Tata Steel', /from Tata Steel/, /Joining from: Tata Steel/],
    [
      'Last job: Maersk Line, 4 yrs',
      /after 4 years at Maersk Line/,
      /Previously: 4 years at Maersk Line/,
    ],
    ['Company - Vodacom', /from Vodacom/, /Joining from: Vodacom/],
    ['previous employer: Banco de Chile', /from Banco de Chile/, /Joining from: Banco de Chile/],
    [
      'Background: taught maths at a secondary school in Accra',
      /after teaching maths at a secondary school in Accra/,
      /Previously: Taught maths at a secondary school in Accra/,
    ],
  ])('%s', async (company, prose, line) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome({ company }), { seed });
      const text = options.join('\n---\n');
      expect(text, `seed ${seed}`).not.toMatch(MISREAD);
      expect(options.slice(0, 2).join('\n'), `seed ${seed}`).toMatch(prose);
      expect(options[2], `seed ${seed}`).toMatch(line);
    }
  });
});

describe('company field holding a clause with a verb and how long', () => {
  it.each([
    [
      'Trained as a saddler with a harness maker in Walsall, 6 yrs',
      /after training as a saddler with a harness maker in Walsall for 6 years/,
    ],
    [
      'worked as a deckhand on trawlers out of Peterhead - 3 years',
      /after working as a deckhand on trawlers out of Peterhead for 3 years/,
    ],
    [
      'drove for a courier firm in Lagos 5 yrs',
      /after driving for a courier firm in Lagos for 5 years/,
    ],
    [
      'shore for the Tūhoe station crews 4 seasons',
      /after shearing for the Tūhoe station crews for 4 seasons/,
    ],
    [
      'Taught piano at a conservatory in Porto (10 years)',
      /after teaching piano at a conservatory in Porto for 10 years/,
    ],
  ])('%s', async (company, prose) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome({ company }), { seed });
      expect(options.join('\n'), `seed ${seed}`).not.toMatch(MISREAD);
      expect(options.slice(0, 2).join('\n'), `seed ${seed}`).toMatch(prose);
      expect(options[2], `seed ${seed}`).toMatch(/Previously: /);
    }
  });
});

describe('company and a clause joined by a dash', () => {
  it.each([
    [
      'Hospital Italiano de Buenos Aires - ran the night pharmacy 8 yrs',
      /after 8 years running the night pharmacy at Hospital Italiano de Buenos Aires/,
    ],
    ['Kenya Wildlife Service — guided safaris', /after guiding safaris at Kenya Wildlife Service/],
    [
      'Royal Ballet School – taught pointe technique 15 years',
      /after 15 years teaching pointe technique at Royal Ballet School/,
    ],
    [
      'Ørsted - managed turbine maintenance crews',
      /after managing turbine maintenance crews at Ørsted/,
    ],
  ])('%s', async (company, prose) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome({ company }), { seed });
      expect(options.join('\n'), `seed ${seed}`).not.toMatch(MISREAD);
      expect(options.slice(0, 2).join('\n'), `seed ${seed}`).toMatch(prose);
      expect(options[2], `seed ${seed}`).not.toMatch(/ - |—|–/);
    }
  });
});

describe('a span with a doing', () => {
  it.each([
    [
      'company',
      '3 yrs restoring old reels at the film archive',
      /3 years restoring old reels at the film archive/,
    ],
    ['company', '6 years fixing fishing boats in Galle', /6 years fixing fishing boats in Galle/],
    ['expertise', 'spent 2 yrs cataloguing the herbarium', /2 years cataloguing the herbarium/],
    ['funFact', 'did 4 yrs busking his way round Europe', /4 years busking his way round Europe/],
  ] as const)('%s: %s', async (key, value, told) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome({ [key]: value }), { seed });
      const text = options.join('\n');
      expect(text, `seed ${seed}`).not.toMatch(MISREAD);
      expect(text, `seed ${seed}`).toMatch(told);
    }
  });
});

describe('company field holding a doing typed with "was"', () => {
  it.each([
    [
      'was restoring stained glass for the diocese',
      /after restoring stained glass for the diocese/,
    ],
    [
      'Was running the bar at a ski lodge in Niseko, 2 yrs',
      /after running the bar at a ski lodge in Niseko for 2 years/,
    ],
  ])('%s', async (company, prose) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome({ company }), { seed });
      expect(options.join('\n'), `seed ${seed}`).not.toMatch(/from was\b|as an? was\b/i);
      expect(options.slice(0, 2).join('\n'), `seed ${seed}`).toMatch(prose);
    }
  });
});

describe('a name that opens with a past stays a name', () => {
  it.each([
    ['Built Environment Ltd, 4 yrs', /after 4 years at Built Environment Ltd/],
    ['Guided Tours of Ireland', /from Guided Tours of Ireland/],
    ['Sold Out Events - 3 yrs', /Sold Out Events/],
  ])('%s', async (company, prose) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome({ company }), { seed });
      expect(options.join('\n'), `seed ${seed}`).not.toMatch(/after (?:building|guiding|selling)/);
      expect(options.join('\n'), `seed ${seed}`).toMatch(prose);
    }
  });
});
