import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { nlp } from './nlp.ts';
import { verblessClause } from './prose.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Wanjiru Kamau',
  currentRole: 'Lab Technician',
  newRole: 'Lab Supervisor',
  promotionDetails: '',
  ...fields,
});

/**
 * ADR 162: a thing typed bare, then "now" and where it stands, or a verb a thing only
 * undergoes, is said with the "is" or "was" the note left out.
 */
describe('a clause typed without its "is" or "was"', () => {
  it('takes the verb that agrees with the thing', () => {
    expect(verblessClause('moisture content now below 12% every lot')).toBe(
      'moisture content is now below 12% in every lot',
    );
    expect(verblessClause('wait times now down to 4 min')).toBe('wait times are now down to 4 min');
    expect(verblessClause('halal licence renewed after the audit')).toBe(
      'halal licence was renewed after the audit',
    );
    expect(verblessClause('lab accredited by UKAS')).toBe('lab was accredited by UKAS');
  });

  it('leaves a clause with a verb, a person or a name', () => {
    expect(verblessClause('she now leads the night shift')).toBeUndefined();
    expect(verblessClause('Kwame now in charge of QA')).toBeUndefined();
    expect(verblessClause('team renewed the contract')).toBeUndefined();
    expect(verblessClause('best quarter on record')).toBeUndefined();
  });

  it('is told as a sentence in every option', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          'she rebuilt the sample intake, turnaround now under 2% of samples late every week. ISO 17025 scope extended thanks to her validation files',
      }),
    );
    for (const option of options) expect(option).not.toMatch(/turnaround now under/);
    for (const option of proseOf(options)) {
      expect(option).toContain('turnaround is now under 2% of samples late every week');
      if (option.includes('scope')) expect(option).toContain('scope was extended');
    }
  });
});

describe('an -s verb before the names of the people it is done to', () => {
  it('is the person\'s verb, and "both" and a past verb after the names says "who"', async () => {
    const options = await postedOverSeeds(
      promotion({
        newHireName: 'Henrik Dahl',
        currentRole: 'Electrician',
        newRole: 'Lead Electrician',
        promotionDetails:
          '- rewired the whole east wing\n- coaches Signe + Mads, both qualified as journeymen in May',
      }),
    );
    for (const option of proseOf(options)) {
      expect(option).toMatch(/(?:Henrik|He) coaches Signe and Mads, who both qualified/);
      expect(option).not.toMatch(/(?:^|\. )Coaches Signe/);
    }
  });
});
