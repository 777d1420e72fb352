import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { backgroundOf, originUnsure } from './tidy.ts';
import { optionsOf } from './testing.ts';

/**
 * Issue 21, ADR 122: the company field is said in "joins us from…" only when it is an
 * organisation or a place. A verb phrase, a span of years or a job typed in its place takes the
 * frame that fits it; a shape the parse is unsure of stays off the prose and is told on the
 * scannable post's labelled line. These inputs are our own.
 */
describe('a company field read by its shape', () => {
  it('tells a verb phrase as what the person did before', () => {
    expect(backgroundOf('sold tickets at the Odeon')?.after).toBe(
      'after selling tickets at the Odeon',
    );
    expect(backgroundOf('built bridges for Arup')?.after).toBe('after building bridges for Arup');
    expect(backgroundOf('Drove forklifts in a cold store')?.after).toBe(
      'after driving forklifts in a cold store',
    );
  });

  it('tells a span of years as a span', () => {
    expect(backgroundOf('12 years in hospital catering')?.after).toBe(
      'after 12 years in hospital catering',
    );
    expect(backgroundOf('three years with Network Rail')?.after).toBe(
      'after three years with Network Rail',
    );
    expect(backgroundOf('paramedic in Cardiff for 6 years')?.after).toBe(
      'after 6 years as a paramedic in Cardiff',
    );
  });

  it('tells a job typed as the company as the job it was', () => {
    expect(backgroundOf('estimator for a roofing firm')?.after).toBe(
      'after working as an estimator for a roofing firm',
    );
    expect(backgroundOf('pharmacist at Boots')?.after).toBe(
      'after working as a pharmacist at Boots',
    );
  });

  it('keeps an organisation a company', () => {
    expect(backgroundOf('United Airlines')).toBeUndefined();
    expect(backgroundOf('Northwind Traders')).toBeUndefined();
    expect(originUnsure('Northwind Traders')).toBe(false);
    expect(originUnsure('the Met Office')).toBe(false);
    expect(originUnsure('a small design studio')).toBe(false);
    expect(originUnsure('Acme')).toBe(false);
  });

  it('is unsure of a bare lowercase phrase that names no organisation', () => {
    expect(originUnsure('contract work for galleries')).toBe(true);
    expect(originUnsure('seaweed thing by the harbour')).toBe(true);
    // The field comes upper-firsted: a word the parse has never seen is no sure article.
    expect(originUnsure('Oyster hatchery')).toBe(true);
    // A kind of place or a part of one takes its article (ADR 125).
    expect(backgroundOf('oyster hatchery')?.after).toBe('from an oyster hatchery');
    expect(backgroundOf('paediatric ward')?.after).toBe('from the paediatric ward');
    expect(backgroundOf('Estimator for a roofing firm')?.after).toBe(
      'after working as an estimator for a roofing firm',
    );
  });
});

const welcome = (company: string): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Tomasz Wrona',
  role: 'Depot Supervisor',
  company,
  startDate: 'Monday',
});

describe('the prose says the company field only in a frame it fits', () => {
  it.each([
    ['hauled freight across Poland', /after hauling freight across Poland/],
    ['dispatcher for a courier firm', /after working as a dispatcher for a courier firm/],
    ['7 years at DHL', /after 7 years at DHL/],
  ])('%s', async (company, told) => {
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(welcome(company), { seed });
      const prose = options.slice(0, 2).join('\n');
      expect(prose, `seed ${seed}`).not.toMatch(new RegExp(`from ${company}`, 'i'));
      expect(prose, `seed ${seed}`).toMatch(told);
    }
  });

  it('leaves an unsure field out of the prose and tells it on the labelled line', async () => {
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(welcome('parcel sorting hub'), { seed });
      expect(options.slice(0, 2).join('\n'), `seed ${seed}`).not.toMatch(/parcel sorting hub/);
      expect(options[2], `seed ${seed}`).toMatch(/Joining from: parcel sorting hub/i);
    }
  });
});

describe('a group typed among the hobbies', () => {
  it.each(['sixth form debating society', 'five-a-side football team, baking', 'uni jazz band'])(
    'is never the object of "enjoys" or "is into": %s',
    async (hobbies) => {
      for (const seed of [1, 2, 3]) {
        const options = await optionsOf({ ...welcome('Northwind Traders'), hobbies }, { seed });
        const all = options.join('\n');
        expect(all, `seed ${seed}`).not.toMatch(/(?:enjoys|is into) [^.]*(?:society|team|band)\b/);
        // Still told: the fact is in some option.
        expect(all, `seed ${seed}`).toMatch(/society|team|band/);
      }
    },
  );
});
