import { describe, expect, it } from 'vitest';
import { postedWelcome } from '#server/features/announcements/testing.ts';

/**
 * ADR 160: a background field that holds a job and where it was held ("Total E&P Gabon,
 * offshore HSE advisor 9 ans"), a name before a kind of place ("PNG cannery"), a career of
 * jobs named with their employer ("Bolt Food courier, then…"), a clause in brackets after a
 * name, an aside after a sure reading, the years a clause ran. Our own inputs (other trades,
 * countries and languages than the readers'); every option, two seeds, through the check pass.
 */

const posted = postedWelcome;

/** A job pasted as if it were an employer: "at ferry deckhand", "at X, lab assistant". */
const JOB_AS_PLACE =
  /\b(?:at|from) (?:[\p{Ll}-]+ )*(?:deckhand|advisor|adviser|assistant|mechanic|courier|teacher|nurse|engineer|welder|technician|rider|driver|cook|guide)\b|\bat [^,.\n]+, (?:[\p{Ll}]+ )*(?:advisor|assistant|nurse|technician|welder|engineer)\b/u;

describe('a job and its employer, one each side of a comma, with how long', () => {
  it.each([
    [
      { company: 'Petrobras, subsea welding inspector 7 años', tone: 'casual_concise' },
      /after 7 years as a subsea welding inspector at Petrobras/,
    ],
    [
      { company: 'ex-bus mechanic, Kampala City Transit ~5 yrs' },
      /after about 5 years as a bus mechanic at Kampala City Transit/,
    ],
    [
      { company: 'Universiteit Gent, research technician 3 jaar', length: 'long' },
      /after 3 years as a research technician at Universiteit Gent/,
    ],
    [
      { company: 'night-shift ICU nurse, Hospital Italiano 6 anos', tone: 'excited_fun' },
      /after 6 years as a night-shift ICU nurse at Hospital Italiano/,
    ],
    [
      { company: 'Deutsche Bahn, Stellwerk technician 4 Jahre', length: 'short' },
      /after 4 years as a Stellwerk technician at Deutsche Bahn/,
    ],
  ] as const)('%o', async (fields, told) => {
    const { all, prose, cards } = await posted(fields);
    expect(all).not.toMatch(JOB_AS_PLACE);
    expect(all).not.toMatch(/\b(?:años|jaar|anos|Jahre)\b|as an? ex-|\bex-/u);
    for (const option of prose) expect(option).toMatch(told);
    for (const card of cards) expect(card).toMatch(/Previously: (?:About )?\d+ years as an? /);
  });
});

describe('a job with no span, and a name before a kind of place', () => {
  it.each([
    [
      { company: 'forklift driver, Maersk Tema' },
      /after working as a forklift driver at Maersk Tema/,
    ],
    [
      { company: 'Kenyan tea estate in Kericho (9 yrs)' },
      /after 9 years at a Kenyan tea estate in Kericho/,
    ],
    [
      { company: 'Fiji sugar mill in Lautoka, 3 yrs', tone: 'casual_concise' },
      /after 3 years at a Fiji sugar mill in Lautoka/,
    ],
  ] as const)('%o', async (fields, told) => {
    const { all, prose } = await posted(fields);
    expect(all).not.toMatch(JOB_AS_PLACE);
    expect(all).not.toMatch(/\bat (?:Kenyan|Fiji)\b/u);
    for (const option of prose) expect(option).toMatch(told);
  });
});

describe('a career of jobs named with their employer', () => {
  it('says each job as a job, the verb once', async () => {
    const { all, prose } = await posted({ company: 'Glovo rider, then tyre shop fitter' });
    expect(all).not.toMatch(/from (?:Tyre|tyre) shop fitter|from Glovo/u);
    for (const option of prose)
      expect(option).toMatch(/after working as a \p{L}+ rider, then as a tyre shop fitter/u);
  });
});

describe('a clause in brackets after a name, an aside, the years a clause ran', () => {
  it.each([
    [
      { company: 'Lycée Blaise Pascal (taught Creole lang. 4 yrs)' },
      /after 4 years teaching Creole language at Lycée Blaise Pascal/,
    ],
    [
      { company: 'was a village midwife 11 yrs (hence Mama Ngozi)', tone: 'casual_concise' },
      /after 11 years as a village midwife \(hence Mama Ngozi\)/,
    ],
    [
      { company: 'sang w/ the Kaunas chamber choir 2016–2022' },
      /after singing with the Kaunas chamber choir from 2016 to 2022/,
    ],
  ] as const)('%o', async (fields, told) => {
    const { all, prose } = await posted(fields);
    expect(all).not.toMatch(/\blang\.|after being|\bw\/|from (?:Lycée|Was|Sang)\b/u);
    for (const option of prose) expect(option).toMatch(told);
  });
});

describe('a job beside words no frame is sure of', () => {
  it.each([
    [
      'welding inspector, somewhere up north 5 Jahre',
      /Welding inspector, somewhere up north 5 years/,
    ],
    ['HSE advisor, onshore and offshore 9 ans', /HSE advisor, onshore and offshore 9 years/],
  ])('%s is kept whole on its line, never framed as a place', async (company, line) => {
    const { all, prose, cards } = await posted({ company });
    expect(all).not.toMatch(JOB_AS_PLACE);
    expect(all).not.toMatch(/\b(?:ans|Jahre)\b/u);
    for (const option of prose) expect(option).not.toMatch(/comes to us|coming to us/);
    for (const card of cards) expect(card).toMatch(line);
  });
});

describe('a job typed with the name of its employer', () => {
  it.each([
    ['Pick n Pay cashier 3 yrs', /after 3 years as a Pick n Pay cashier/],
    ['Accra, taxi driver 5 yrs', /after 5 years as a taxi driver in Accra/],
    [
      'Ministry of Fisheries, data analyst 2 yrs',
      /after 2 years as a data analyst at the Ministry of Fisheries/,
    ],
  ])('%s', async (company, told) => {
    const { all, prose } = await posted({ company });
    expect(all).not.toMatch(JOB_AS_PLACE);
    for (const option of prose) expect(option).toMatch(told);
  });
});
