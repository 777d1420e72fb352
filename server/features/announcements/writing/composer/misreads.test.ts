import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { screenOption } from '../checks/fact-screen.ts';
import { optionsOf } from './testing.ts';

/**
 * Words the writer misread or mislabelled (ADR 087), end to end: each option tells the
 * reading, and the fact screen accepts every expansion (an expansion is not an invented fact).
 */
const TODAY = '2026-11-23';

async function told(input: GenerationRequest): Promise<string[]> {
  const options = await optionsOf(input, { today: TODAY });
  for (const option of options) expect(screenOption(option, input, { today: TODAY })).toEqual([]);
  return options;
}

const welcome: GenerationRequest = {
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Tomasz Wójcik',
  role: 'Yard Operative',
  startDate: 'Monday 30th November',
  company: 'Stobart',
};

describe('misread words (ADR 087)', () => {
  it('keeps an acronym that spells a word as typed, never the word (LED, PET)', async () => {
    const options = await told({
      messageType: 'promotion',
      tone: 'confident_assertive',
      length: 'medium',
      newHireName: 'Ines Varga',
      currentRole: 'Line Technician',
      newRole: 'Recycling Shift Lead',
      promotionDetails: 'spotted the PET bale contamination before it shipped',
      expertise: 'LED retrofits, PLC faults',
    });
    for (const option of options) {
      expect(option).not.toMatch(/\b(?:led|Led) retrofits|\bpet bale/);
      expect(option).not.toMatch(/Ines LED|She led/);
    }
    expect(options.some((o) => o.includes('PET bale contamination'))).toBe(true);
    expect(options.some((o) => o.includes('LED retrofits'))).toBe(true);
  });

  it('tells a licence typed as the fun fact as one the person holds', async () => {
    const options = await told({ ...welcome, funFact: 'CPCS ticket, telehandler + dumper' });
    expect(options[0]).toContain('Tomasz holds a CPCS ticket (telehandler and dumper).');
    // The label never says the credential's kind twice ("Ticket: CPCS ticket", ADR 091).
    expect(options[2]).toContain('• Holds: CPCS ticket (telehandler and dumper)');
    for (const option of options) expect(option).not.toContain('Fun fact');
  });

  it('tells a list of languages once, never "X and Y and Z"', async () => {
    const options = await told({
      ...welcome,
      funFact: 'speaks polish, czech + english, handy on site',
    });
    for (const option of options) {
      // The scannable post says it under "Languages:" (ADR 091).
      expect(option).toContain('Polish, Czech and English, which is handy on site');
      expect(option).not.toMatch(/Polish and Czech and|Polish; Czech/);
    }
  });

  it('labels a list of languages by what it is, never "Fun fact" (ADR 091)', async () => {
    const options = await told({
      ...welcome,
      funFact: 'speaks polish, czech + english, handy on site',
    });
    expect(options[2]).toContain('• Languages: Polish, Czech and English, which is handy on site');
    for (const option of options) {
      expect(option).not.toContain('Fun fact');
      expect(option).not.toMatch(/Licence: \S+ licence|Languages: Tomasz/);
    }
  });

  it('tells a count of languages spoken as what it is, the word said once (ADR 091)', async () => {
    const options = await told({
      ...welcome,
      funFact: 'speaks 3 languages (polish, czech, english)',
    });
    expect(options[2]).toMatch(/• Speaks: 3 languages \(Polish, Czech,? (?:and )?English\)/);
    for (const option of options) {
      expect(option).not.toContain('Fun fact');
      expect(option).not.toMatch(/Languages: 3 languages/);
    }
  });

  it('tells expertise typed as a person noun as who the person is', async () => {
    const options = await told({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Kara Lowe',
      currentRole: 'Loader Operator',
      newRole: 'Shift Supervisor',
      promotionDetails: 'ran nights for 2 yrs',
      expertise: 'Volvo A40 assessor',
    });
    expect(options[0]).toContain('is a Volvo A40 assessor');
    for (const option of options) expect(option).not.toContain('expertise covers');
  });

  it('tells a start date typed with what starts on it, in the future tense', async () => {
    const options = await told({ ...welcome, startDate: 'inductions from 2 March' });
    expect(options.join('\n')).toContain('on 2 March, with inductions');
    for (const option of options) expect(option).not.toMatch(/\bjoined\b|on inductions/);
  });

  it('tells a day, a duration and a year typed short in a note', async () => {
    const options = await told({
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Ruth Okafor',
      role: 'Lifeboat Crew',
      achievementDescription: 'cliff rescue',
      achievementDetails: 'held a walker on the ledge for 40 mins till the winch came, sun morning',
    });
    const all = options.join('\n');
    expect(all).toContain('40 minutes till');
    expect(all).toContain('on Sunday morning');
    expect(all).not.toMatch(/40-minute|and Sunday/);
  });
});
