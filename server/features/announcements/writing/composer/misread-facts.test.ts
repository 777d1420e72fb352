import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { screenOption } from '../checks/fact-screen.ts';
import { tidyTitle } from './tidy.ts';
import { proseOf } from '../../testing.ts';
import { optionsOf } from './testing.ts';

/**
 * Facts the writer misread (ADR 094): an item of a list told as the wrong kind of thing, a
 * report of the news told as the person's deed, a role's weekly day left as typed. Every
 * option of each input passes the fact screen: a reading is no invented fact.
 */
const TODAY = '2026-11-23';

async function told(input: GenerationRequest): Promise<string[]> {
  const out: string[] = [];
  for (const seed of [1, 2]) {
    const options = await optionsOf(input, { seed, today: TODAY });
    for (const option of options) expect(screenOption(option, input, { today: TODAY })).toEqual([]);
    out.push(...options);
  }
  return out;
}

const welcome: GenerationRequest = {
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName: 'Ruairi Byrne',
  role: 'Staff Nurse',
  startDate: 'Monday 7th December',
  company: 'Beaumont Hospital',
};

describe('facts the writer misread (ADR 094)', () => {
  it('gives a describing word typed alone in a skill list the skill before it', async () => {
    const options = await told({ ...welcome, expertise: 'wound care, paediatric, triage' });
    for (const option of options)
      expect(option).not.toMatch(/is paediatric|and paediatric\b(?! care)/);
    expect(options.some((o) => /wound care, paediatric care and triage/.test(o))).toBe(true);
  });

  it('keeps a person\'s state a state ("chartered" is no kind of care)', async () => {
    const options = await told({ ...welcome, expertise: 'bridge design, chartered' });
    expect(options.join('\n')).not.toContain('chartered design');
  });

  it('tells a sport and the place played in it as one pastime', async () => {
    const options = await told({ ...welcome, hobbies: 'hurling, corner back\nbaking' });
    for (const option of options) expect(option).not.toMatch(/hurling and corner back/i);
    expect(options.some((o) => /hurling \(corner back\)/.test(o))).toBe(true);
  });

  it('reads a plural before a noun in a skill list as one kind of thing, never a verb', async () => {
    const options = await told({ ...welcome, expertise: 'sepsis, falls prevention, kids wards' });
    for (const option of options) expect(option).not.toMatch(/Ruairi kids|Ruairi falls|He kids/);
    expect(options.some((o) => /sepsis, falls prevention and kids wards/.test(o))).toBe(true);
  });

  it('keeps a skill whose first word the tagger takes for a verb ("gas", "load")', async () => {
    const options = await told({
      ...welcome,
      role: 'Lab Analyst',
      expertise: 'gas chromatography, load testing, mass spectrometry',
    });
    const prose = proseOf(options);
    for (const option of prose) expect(option).toContain('gas chromatography');
    for (const option of prose) expect(option).not.toContain('expertise covers');
  });

  it('says languages among the skills are spoken, never a specialism', async () => {
    const options = await told({
      ...welcome,
      expertise: 'employment law, Afrikaans/isiXhosa/English, mediation',
    });
    for (const option of options)
      expect(option).not.toMatch(/(?:specialises|expertise) in [^.,]*Afrikaans/);
    const prose = proseOf(options);
    for (const option of prose) expect(option).toContain('speaks Afrikaans, isiXhosa and English');
  });

  it('keeps "Fun fact" before a story told in two languages', async () => {
    const options = await told({
      ...welcome,
      funFact: 'sang the anthem in Irish and English at Croke Park',
    });
    expect(
      options.some((o) => o.includes('Fun fact: Ruairi sang the anthem in Irish and English')),
    ).toBe(true);
  });

  it('tells "announced at…" as the news announced, never the person announcing', async () => {
    const options = await told({
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Keziah Mensah',
      role: 'Senior Pharmacist',
      achievementDescription: 'regional pharmacist of the year',
      achievementDetails:
        '- announced at the county health awards\n- first from our trust to win it',
    });
    for (const option of options) expect(option).not.toMatch(/(?:Keziah|She) announced/);
    expect(
      options.some((o) => o.includes('The news was announced at the county health awards.')),
    ).toBe(true);
  });
});

describe('a job title typed with its weekly day', () => {
  it.each([
    ['dental nurse / reception on thurs', 'dental nurse / reception on Thursdays'],
    ['Barista, kitchen cover on weds', 'Barista, kitchen cover on Wednesdays'],
    ['bar staff every fri', 'bar staff every Friday'],
    ['Head of Sales on secondment', 'Head of Sales on secondment'],
  ])('%s → %s', (typed, title) => expect(tidyTitle(typed)).toBe(title));
});
