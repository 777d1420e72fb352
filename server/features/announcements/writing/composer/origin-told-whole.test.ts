import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { backgroundOf, originUnsure } from './tidy.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 125: a company field typed as a bare common noun, a place or a job with how long and no
 * preposition, or a job in place of a place, is told in whole English: "from a crab
 * fishery", "after 3 years at a Mombasa shipping agent", "after 5 years as a welder at
 * Harland". These inputs are our own.
 */
describe('a common noun with no article', () => {
  it.each([
    ['crab fishery', 'from a crab fishery'],
    ['goat dairy', 'from a goat dairy'],
    ['Family bakery in Porto', 'from a family bakery in Porto'],
    ['pig farm near Tamale', 'from a pig farm near Tamale'],
    ['Nairobi timber yard', 'from a Nairobi timber yard'],
    ['from tile warehouse', 'from a tile warehouse'],
    ['orthopaedic ward', 'from the orthopaedic ward'],
    ['from maternity unit at Ninewells', 'from the maternity unit at Ninewells'],
    ['early shift at a bottling plant', 'from the early shift at a bottling plant'],
    ['From neonatal ICU', 'from the neonatal ICU'],
    ['events agency', 'from an events agency'],
  ])('%s → %s', (typed, after) => {
    expect(backgroundOf(typed)?.after).toBe(after);
    expect(originUnsure(typed)).toBe(false);
  });

  it('keeps a name as typed and an unknown head unsure', () => {
    expect(backgroundOf('Harland Foods')).toBeUndefined();
    expect(backgroundOf('from Harland Foods')?.after).toBe('from Harland Foods');
    expect(originUnsure('contract work for galleries')).toBe(true);
    // A capital the parse knows neither as a place nor as a word: no article is sure.
    expect(backgroundOf('Kwabenya timber yard')).toBeUndefined();
    expect(originUnsure('the orthopaedic ward')).toBe(false);
    expect(backgroundOf('the orthopaedic ward')).toBeUndefined();
  });
});

describe('a span with a place after it', () => {
  // "from a 8 years behind the bar" was posted: a span is no bare place to take an article.
  it.each([
    ['8 years behind the bar at the Cellar', 'after 8 years behind the bar at the Cellar'],
    ['12 years under the hood at a Ford dealer', 'after 12 years under the hood at a Ford dealer'],
    ['3 seasons aboard a Bering Sea crabber', 'after 3 seasons aboard a Bering Sea crabber'],
    ['5 years of nights at a care home', 'after 5 years of nights at a care home'],
    [
      '2 years across the Cairngorms as a ranger',
      'after 2 years across the Cairngorms as a ranger',
    ],
    ['6 years in retail', 'after 6 years in retail'],
  ])('%s → %s', (typed, after) => {
    expect(backgroundOf(typed)?.after).toBe(after);
  });

  it('gives no article to a phrase that has its own', () => {
    expect(backgroundOf('nights behind the bar')?.after ?? '').not.toMatch(/\ba nights\b/);
    expect(backgroundOf('8 years behind the bar')?.after ?? '').not.toMatch(/\ban? 8\b/);
  });
});

describe('a place or a job with how long and no preposition', () => {
  it.each([
    ['Nairobi shipping agent 3 yrs', 'after 3 years at a Nairobi shipping agent'],
    ['Porto cork factory 11 years', 'after 11 years at a Porto cork factory'],
    ['crab fishery (2 years)', 'after 2 years at a crab fishery'],
    ['Harland Foods, 9 yrs', 'after 9 years at Harland Foods'],
    ['DHL - 4 years', 'after 4 years at DHL'],
    ['burns unit at Ninewells (6 years)', 'after 6 years in the burns unit at Ninewells'],
    [
      'night shift at a bottling plant 2 years',
      'after 2 years on the night shift at a bottling plant',
    ],
    ['welder at Harland 5 yrs', 'after 5 years as a welder at Harland'],
    ['agronomist with SODECAO 8 ans', 'after 8 years as an agronomist with SODECAO'],
    ['electrician (12 años)', 'after 12 years as an electrician'],
    ['Bäckerei in Graz 3 Jahre', 'after 3 years at Bäckerei in Graz'],
    ['technician at Fiat 7 anni', 'after 7 years as a technician at Fiat'],
    ['ICU nurse 10 years', 'after 10 years as an ICU nurse'],
  ])('%s → %s', (typed, after) => {
    expect(backgroundOf(typed)?.after).toBe(after);
  });

  it('reads a foreign unit only after a typed number', () => {
    expect(backgroundOf('welder at Harland several ans')?.after).not.toMatch(/years/);
  });

  it('is unsure of a place whose kind it does not know, and says so on the labelled line', async () => {
    expect(originUnsure('quarry logistics thing 4 years')).toBe(true);
    expect(originUnsure('Freelance (8 yrs)')).toBe(true);
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome('quarry logistics thing 4 yrs'), { seed });
      expect(options.slice(0, 2).join('\n'), `seed ${seed}`).not.toMatch(/quarry/);
      expect(options[2], `seed ${seed}`).toMatch(/Previously: quarry logistics thing 4 years/i);
    }
  });

  it('keeps a name with its place as typed', () => {
    expect(backgroundOf('Fenwick, Leeds warehouse')).toBeUndefined();
    expect(originUnsure('Fenwick, Leeds warehouse')).toBe(false);
    expect(backgroundOf('Fenwick, Leeds warehouse (3 yrs)')?.after).toBe(
      'after 3 years at Fenwick, Leeds warehouse',
    );
  });
});

describe('a job typed in place of a place', () => {
  it.each([
    ['self-employed plumber', 'after working as a self-employed plumber'],
    ['freelance for magazines', 'after freelance work for magazines'],
    ['Freelancing for ad agencies', 'after freelancing for ad agencies'],
    ['freelance sound engineer', 'after working as a freelance sound engineer'],
    ['self-employed', 'after being self-employed'],
    ['part-time roofer', 'after working as a part-time roofer'],
  ])('%s → %s', (typed, after) => {
    expect(backgroundOf(typed)?.after).toBe(after);
  });
});

const welcome = (company: string): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Adaeze Okafor',
  role: 'Warehouse Lead',
  company,
  startDate: 'Monday',
});

describe('the options tell the company field in whole English', () => {
  it.each([
    [
      'Nairobi shipping agent 3 yrs',
      /after 3 years at a Nairobi shipping agent/,
      /Previously: 3 years at a Nairobi shipping agent/,
    ],
    [
      'welder at Harland 5 yrs',
      /after 5 years as a welder at Harland/,
      /Previously: 5 years as a welder at Harland/,
    ],
    [
      'agronomist with SODECAO 8 ans',
      /after 8 years as an agronomist with SODECAO/,
      /Previously: 8 years as an agronomist with SODECAO/,
    ],
    ['crab fishery', /from a crab fishery/, /Joining from: A crab fishery/],
    [
      'self-employed plumber',
      /after working as a self-employed plumber/,
      /Previously: Self-employed plumber/,
    ],
  ])('%s', async (company, prose, line) => {
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(welcome(company), { seed });
      expect(options.slice(0, 2).join('\n'), `seed ${seed}`).toMatch(prose);
      expect(options[2], `seed ${seed}`).toMatch(line);
      expect(options[2], `seed ${seed}`).not.toMatch(/Joining from: .*\d/);
    }
  });
});
