import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedWelcome } from '../../testing.ts';

/**
 * ADR 189: a prose option reads as prose, not as a list of notes. No more than two sentences
 * in a row open with the name the post calls the person by; a label inside prose ("Fun fact:")
 * is followed by a sentence that reads on from it ("Fun fact: his grandfather…", never "Fun
 * fact: His…"); and a long post ends on its tone's close, never on its last note
 * ("…Outside work: choir (soprano) at St Anne's Church."). Inputs written for this test; the
 * prose options of seeds 1 and 2.
 */
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu}|\p{N})/u);

/** The longest run of sentences in a row that open with `name`. */
function longestRun(text: string, name: string): number {
  const opens = new RegExp(`^${esc(name)}(?![\\p{L}\\p{M}])`, 'u');
  let run = 0;
  let most = 0;
  for (const s of sentences(text)) {
    run = opens.test(s) ? run + 1 : 0;
    most = Math.max(most, run);
  }
  return most;
}

const casual = { tone: 'casual_concise', length: 'medium' } as const;

const runs: { fields: Partial<GenerationRequest>; short: string; kept: RegExp[] }[] = [
  {
    fields: {
      ...casual,
      newHireName: 'Kwame Mensah',
      preferredName: 'Kwams',
      role: 'drummer (Fri + Sat services)',
      team: 'Worship band',
      startDate: 'fri 4 dec',
      company: 'played drums for a few churches in Kumasi, 3 yrs w/ a highlife band in Accra',
      expertise:
        'reads charts + plays by ear, Twi & Ga worship songs, can switch grooves on the spot',
    },
    short: 'Kwams',
    kept: [/reads charts/, /plays by ear/, /switch grooves on the spot/],
  },
  {
    fields: {
      ...casual,
      newHireName: 'Tomás Ó Briain',
      preferredName: 'Tomás',
      role: 'bar staff (Thurs–Sun)',
      startDate: 'thurs 3 dec',
      expertise:
        'pulls a proper pint + mixes cocktails, Irish & Scotch whiskies, can change a keg on his own',
    },
    short: 'Tomás',
    kept: [/mixes cocktails/, /change a keg/],
  },
  {
    fields: {
      ...casual,
      length: 'long',
      newHireName: 'Amina Yusuf',
      preferredName: 'Mina',
      role: 'tailor (alterations)',
      team: 'Workroom',
      startDate: 'mon 7 dec',
      expertise:
        'cuts patterns + fits clients, Hausa & Yoruba dress styles, can take in a suit jacket overnight',
      hobbies: 'plays netball on saturdays',
    },
    short: 'Mina',
    kept: [/fits clients/, /suit jacket overnight/],
  },
  {
    fields: {
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Lars Eriksson',
      preferredName: 'Lasse',
      role: 'ski technician (weekends)',
      team: 'Rental shop',
      startDate: 'sat 12 dec',
      expertise: 'waxes + tunes skis, Nordic & alpine kit, can mount bindings in ten minutes',
    },
    short: 'Lasse',
    kept: [/tunes skis/, /mount bindings/],
  },
];

describe('no more than two sentences in a row open with the name', () => {
  it.each(runs)('$fields.newHireName', async ({ fields, short, kept }) => {
    const { prose, all } = await postedWelcome(fields);
    for (const option of prose) expect(longestRun(option, short), option).toBeLessThanOrEqual(2);
    // Every fact still told by some option: the joins drop nothing.
    for (const fact of kept) expect(all).toMatch(fact);
  });
});

const warmLong = { tone: 'warm_professional', length: 'long' } as const;

const labelled: { fields: Partial<GenerationRequest>; capital: RegExp; lower: RegExp }[] = [
  {
    fields: {
      ...warmLong,
      newHireName: 'Mateo Ferreyra',
      preferredName: 'Teo',
      role: 'Youth Programme Coordinator',
      team: 'Youth & Education',
      startDate: 'mon 11 jan',
      expertise: 'informal education, camp logistics for 80+ kids, safeguarding',
      hobbies: 'plays the charango, cycles along the river on sundays',
      funFact: 'his grandfather sailed from Genoa on the same ship as our founder — 1911!',
    },
    capital: /Fun fact: His\b/,
    lower: /Fun fact: his grandfather/,
  },
  {
    fields: {
      ...warmLong,
      newHireName: 'Rivka Abramowicz',
      preferredName: 'Rivi',
      role: 'Community Programmes Manager',
      team: 'Programmes',
      startDate: 'mon 11 jan',
      expertise: 'volunteer training, grant reporting',
      funFact: 'her great-uncle founded the first choir in our town — 1931!',
    },
    capital: /Fun fact: Her\b/,
    lower: /Fun fact: her great-uncle/,
  },
  {
    fields: {
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Chidi Okafor',
      preferredName: 'Chidi',
      role: 'Site Engineer',
      team: 'Bridges',
      startDate: 'mon 7 dec',
      expertise: 'steel erection, temporary works design',
      funFact: 'his first job was on the same bridge we are now repairing',
    },
    capital: /Fun fact: His\b/,
    lower: /Fun fact: (?:his|Chidi's) first job/,
  },
  {
    fields: {
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Saoirse Nic Aodha',
      preferredName: 'Saoirse',
      role: 'Senior Archivist',
      team: 'Reading room',
      startDate: 'tue 1 dec',
      expertise: 'estate papers, cataloguing, oral history',
      funFact: 'her mother catalogued the same collection in 1979!',
    },
    capital: /Fun fact: Her\b/,
    lower: /Fun fact: her mother/,
  },
];

describe('a label inside prose reads on into its sentence', () => {
  it.each(labelled)('$fields.newHireName', async ({ fields, capital, lower }) => {
    const { prose } = await postedWelcome(fields);
    expect(prose.join('\n')).not.toMatch(capital);
    expect(
      prose.some((o) => lower.test(o)),
      prose.join('\n---\n'),
    ).toBe(true);
  });
});

/** A welcome's close in the warm tone: a welcome, a glad line, an invitation or a look ahead. */
const CLOSE =
  /(?:welcome|glad to have you|say hello|introduce yourself|feel at home|looking forward|stop by)[^.!?]*[.!?]$/i;

const closes: Partial<GenerationRequest>[] = [
  {
    ...warmLong,
    newHireName: 'Katarzyna Wróbel',
    preferredName: 'Kasia',
    role: 'Map conservator (atlases and wall maps)',
    team: 'Conservation workshop (special collections)',
    startDate: '07.12.2026',
    company: '5 yrs conservation dept, national library in Warsaw + 1 yr residency in Prague',
    expertise: 'paper repair, wheat-starch linings, atlas bindings 17–19th c., condition surveys',
    hobbies: "makes her own sketchbooks, choir (soprano) at St Anne's Church",
    funFact: 'she once found a 1702 letter folded inside an atlas spine!',
  },
  {
    ...warmLong,
    newHireName: 'Mirela Popescu',
    preferredName: 'Mira',
    role: 'Textile conservator (tapestries and costume)',
    team: 'Conservation lab (decorative arts)',
    startDate: '07.12.2026',
    expertise: 'tapestry stabilisation, silk crepeline overlays, wet cleaning',
    hobbies: 'dyes her own yarns, choir (soprano) at the cathedral',
    funFact: 'she once found a 1790 letter sewn inside a waistcoat lining!',
  },
  {
    ...warmLong,
    newHireName: 'Henrik Aas',
    preferredName: 'Henke',
    role: 'Organ builder (voicing and tuning)',
    team: 'Workshop',
    startDate: 'mon 4 jan',
    expertise: 'reed voicing, pipe repair, tuning historic organs',
    hobbies: 'builds his own harpsichords, brass band (cornet) in Saltaire',
    funFact: 'he tuned the organ at his own wedding!',
  },
  {
    ...warmLong,
    newHireName: 'Yuki Tanabe',
    preferredName: 'Yuki',
    role: 'Head Gardener (Japanese garden)',
    team: 'Grounds',
    startDate: 'mon 11 jan',
    expertise: 'moss gardens, pruning pines, stone setting',
    hobbies: 'plays the shakuhachi, allotment (plot 14) by the canal',
    funFact: 'she raked the gravel at Ryōan-ji for a season!',
  },
  {
    ...warmLong,
    newHireName: 'Dawit Bekele',
    preferredName: 'Dawit',
    role: 'Coffee roaster',
    team: 'Roastery',
    startDate: 'tue 1 dec',
    company: '6 yrs at a roastery in Addis Ababa',
    expertise: 'light roasts, cupping, green bean sourcing',
    hobbies: 'runs marathons, choir (bass) at the Ethiopian Orthodox church',
  },
];

describe('a long post ends on its close, never on a labelled note', () => {
  it.each(closes)('$newHireName', async (fields) => {
    const { prose } = await postedWelcome(fields);
    for (const option of prose) {
      expect(option.trim(), option).toMatch(CLOSE);
      expect(sentences(option.trim()).at(-1), option).not.toMatch(/^(?:Outside work|Fun fact):/);
    }
  });
});
