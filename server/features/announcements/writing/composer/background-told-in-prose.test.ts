import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedWelcome } from '#server/features/announcements/testing.ts';

/**
 * ADR 184: every prose option of a medium or long welcome tells the background the user
 * typed, as a whole clause that frames it right, whatever its shape: a span, a trade and
 * places; stints joined with "+" or "; before:"; a course just finished; a department of an
 * institution; a school and an internship. Before, a background no reader framed as a place
 * to come from was told on the scannable post's "Background:" line only ("background lost").
 * Our own shapes (other trades, people, countries); every option, two seeds.
 */

const misframed =
  /from:? \d|\d+-(?:year|month|season) \p{Ll}|(?:from|joins us) (?:just|recently)\b/iu;

describe('a background no frame took is told in every prose option', () => {
  it.each([
    // A span, a trade and places, a second stint after "+".
    [
      {
        company: '6 yrs line cook, restaurants in Split + 3 summers in Hvar',
        role: 'Sous Chef',
      },
      ['Split', 'Hvar', 'line cook'],
    ],
    [
      {
        company: '10 yrs welder, shipyards in Gdańsk + 2 yrs in Rotterdam',
        role: 'Welding Supervisor',
        length: 'long',
      },
      ['Gdańsk', 'Rotterdam', 'welder'],
    ],
    // Two stints, the earlier after "; before:".
    [
      {
        company: '4 yrs baker then shift lead, co-op bakery in Tampere; before: barista, Turku',
        tone: 'friendly_approachable',
      },
      ['Tampere', 'Turku', 'barista'],
    ],
    // A course just finished.
    [
      {
        company: 'just finished the plumbing course at the Kumasi technical institute',
        role: 'apprentice plumber',
        tone: 'casual_concise',
      },
      ['has just finished the plumbing course at the Kumasi technical institute'],
    ],
    [
      {
        company: 'recently completed the barbering course at Lusaka city college',
        role: 'junior barber',
        tone: 'excited_fun',
      },
      ['recently completed the barbering course at Lusaka city college'],
    ],
    // A department of an institution, then a residency.
    [
      {
        company:
          '5 yrs manuscripts dept, state archive in Tbilisi + 1 yr residency in Leiden (papyrus)',
        role: 'Archivist',
        length: 'long',
      },
      ['Tbilisi', 'Leiden', 'manuscripts'],
    ],
    // A school and an internship.
    [
      {
        company: 'architecture @ UCT, interned 5 months at a studio in Durban',
        role: 'junior designer',
        tone: 'excited_fun',
      },
      ['UCT', 'Durban'],
    ],
  ])('%o', async (fields, said) => {
    const { prose, all } = await postedWelcome(fields as Partial<GenerationRequest>);
    for (const option of prose) for (const words of said) expect(option).toContain(words);
    expect(all).not.toMatch(misframed);
  });
});

describe('a span, a trade and where it was are said as a clause', () => {
  it.each([
    [
      { company: '6 yrs line cook, restaurants in Split + 3 summers in Hvar' },
      /spent 6 years as a line cook in restaurants in Split and 3 summers in Hvar/,
    ],
    [
      { company: '9 yrs electrician, mines in Kalgoorlie', length: 'long' },
      /spent 9 years as an electrician in mines in Kalgoorlie/,
    ],
    [
      { company: '3 yrs nanny, families in Geneva + 1 yr in Lyon', tone: 'friendly_approachable' },
      /spent 3 years as a nanny in families in Geneva and 1 year in Lyon/,
    ],
  ])('%o', async (fields, told) => {
    const { prose } = await postedWelcome(fields as Partial<GenerationRequest>);
    for (const option of prose) expect(option).toMatch(told);
  });
});

describe('a workplace is still where they come from', () => {
  it.each([
    [{ company: 'Tata Steel' }, 'from Tata Steel'],
    [{ company: 'Equity Bank, Nyeri branch', length: 'long' }, 'from Equity Bank, Nyeri branch'],
  ])('%o', async (fields, said) => {
    const { prose } = await postedWelcome(fields as Partial<GenerationRequest>);
    expect(prose.some((p) => p.includes(said))).toBe(true);
    expect(prose.join('\n')).not.toMatch(/Before joining us/);
  });
});

describe('a long welcome keeps every field in both prose options', () => {
  it.each([
    [
      {
        newHireName: 'Σοφία Παπαδοπούλου',
        preferredName: 'Sofia',
        role: 'Lab Technician — Chemistry & Biology (years 10–13)',
        team: 'Science faculty',
        startDate: '8th January 2027 (first day of spring term)',
        company: 'BSc Chemistry (AUTh, Thessaloniki); 4 yrs teaching at a lyceum in Volos',
        expertise:
          'microscale experiments w/ household materials, runs a robotics club for girls — 3 of her teams reached the national final',
        hobbies: 'rebetiko guitar, stargazing',
        funFact: 'she built a spectroscope from a cereal box and an old CD for her classes!!',
        tone: 'inspiring_motivational',
      },
      ['Volos', 'robotics club', 'spectroscope', 'stargazing'],
    ],
    [
      {
        newHireName: 'Mateus Oliveira Santos',
        preferredName: 'Teu',
        role: 'Sound Engineer (live + studio)',
        team: 'Production',
        company: '7 yrs sound tech, theatres in Recife + 2 seasons on a festival crew in Salvador',
        expertise: 'analogue desks, stage monitoring, trains the weekend volunteers',
        hobbies: 'plays cavaquinho, surfs at Boa Viagem',
        funFact: 'he once mixed a frevo orchestra of 60 in the rain',
        tone: 'warm_professional',
      },
      ['Recife', 'Salvador', 'cavaquinho', 'frevo orchestra'],
    ],
    [
      {
        newHireName: 'Aigerim Bekova',
        role: 'Paper conservator',
        team: 'Conservation lab (archives)',
        company: '5 yrs manuscripts dept, state library in Almaty + 1 yr fellowship in Leiden',
        expertise: 'leaf casting, iron-gall ink treatment, condition surveys',
        hobbies: 'felt-making, mountain hiking',
        funFact: 'she restored a 300-year-old map found rolled inside a drum',
        tone: 'friendly_approachable',
      },
      ['Almaty', 'Leiden', 'map', 'felt-making'],
    ],
  ])('%o', async (fields, said) => {
    const { prose } = await postedWelcome({
      ...fields,
      length: 'long',
    } as Partial<GenerationRequest>);
    for (const option of prose) for (const words of said) expect(option).toContain(words);
  });
});
