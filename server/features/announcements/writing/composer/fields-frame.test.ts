import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { backgroundOf, tidyCompany } from './tidy.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 137: the company and expertise fields often hold something else (a job, a career, a
 * trait, languages, a deed, knowledge of things). Each item is told in the frame its kind
 * needs. These inputs are our own.
 */
const welcome = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Marisol Quispe',
  role: 'Site Coordinator',
  startDate: 'Monday',
  ...fields,
});

const prose = async (fields: Partial<GenerationRequest>, seed: number) =>
  (await optionsOf(welcome(fields), { seed })).slice(0, 2).join('\n');

describe('expertise holding languages', () => {
  it.each([
    ['Kashmiri, Urdu, English', /speaks Kashmiri, Urdu and English/],
    ['Quechua, Spanish', /speaks Quechua and Spanish/],
    ['yoruba, igbo, english', /speaks Yoruba, Igbo and English/],
    ['Tagalog; Ilocano; English', /speaks Tagalog, Ilocano and English/],
    ['Polish, Russian and German', /speaks Polish, Russian and German/],
    ['Punjabi / Hindi', /speaks Punjabi and Hindi/],
    ['Welsh, English.', /speaks Welsh and English/],
    ['Somali, Arabic, Swahili', /speaks Somali, Arabic and Swahili/],
  ])('%s', async (expertise, told) => {
    for (const seed of [1, 2]) {
      const text = await prose({ expertise }, seed);
      expect(text, `seed ${seed}`).toMatch(told);
      expect(text, `seed ${seed}`).not.toMatch(
        /specialises in|expertise (?:in|covers)|\bis \p{Lu}/u,
      );
    }
  });

  it('labels the scannable line', async () => {
    const options = await optionsOf(welcome({ expertise: 'Kashmiri, Urdu, English' }));
    expect(options[2]).toMatch(/Languages: Kashmiri, Urdu and English/);
  });
});

describe('expertise holding a willingness', () => {
  it.each([
    ['happy to do the 5am hive checks', /Marisol is happy to do the 5am hive checks\./],
    ['Willing to cover weekend shifts', /Marisol is willing to cover weekend shifts\./],
    ['always happy to train new starters', /Marisol is always happy to train new starters\./],
    ['keen to learn forklift', /Marisol is keen to learn forklift\./],
    ['stock rotation, happy to do early deliveries', /\bis happy to do early deliveries\./],
    ['up for night shoots', /Marisol is up for night shoots\./],
    ['glad to help with the rota', /Marisol is glad to help with the rota\./],
    ['Happy to mentor apprentices!', /Marisol is happy to mentor apprentices\./],
  ])('%s', async (expertise, told) => {
    for (const seed of [1, 2]) {
      const text = await prose({ expertise }, seed);
      expect(text, `seed ${seed}`).toMatch(told);
      expect(text, `seed ${seed}`).not.toMatch(
        /(?:expertise (?:in|covers)|specialises in)(?:(?!\bis\b)[^.])*(?:happy|willing|keen|up for|glad)/i,
      );
    }
  });
});

describe('expertise holding a deed', () => {
  it.each([
    [
      'cocktail program, inventory, cut pour cost by 4% at his last job',
      /cut pour cost by 4% at his last job\./,
      'cut pour',
    ],
    ['rota planning, grew footfall 20%', /grew footfall 20%\./, 'grew'],
    ['HACCP, led the kitchen refit', /led the kitchen refit\./, 'led'],
    ['grant writing, raised £40k for the hospice', /raised £40k for the hospice\./, 'raised'],
    ['stock control, Launched the Leeds site', /launched the Leeds site\./i, 'launched'],
    [
      'crop rotation, doubled the yield in 2 seasons',
      /doubled the yield in 2 seasons\./,
      'doubled',
    ],
    [
      'customs brokerage, saved the firm $1.2M in duties',
      /saved the firm \$1\.2M in duties\./,
      'saved',
    ],
    ['built a team of 12', /built a team of 12\./, 'built'],
  ])('%s', async (expertise, told, verb) => {
    for (const seed of [1, 2]) {
      const text = await prose({ expertise }, seed);
      expect(text, `seed ${seed}`).toMatch(told);
      expect(text, `seed ${seed}`).not.toMatch(
        new RegExp(`(?:expertise (?:in|covers)|specialises in)(?:(?!, and )[^.])*\\b${verb}`, 'i'),
      );
    }
  });

  it('leaves a skill that opens like a verb a skill', async () => {
    expect(await prose({ expertise: 'cut flowers, wedding arrangements' }, 1)).toMatch(
      /(?:expertise (?:in|covers)|specialises in) cut flowers/,
    );
  });
});

describe('expertise holding knowledge of permits', () => {
  it.each([
    'traffic management plans, radio comms, city permits',
    'building permits, site surveys',
    'event permits and crowd plans',
    'council permits, street closures',
    'planning permits, heritage consents',
    'film permits, location scouting',
    'road permits, convoy planning',
    'municipal permits, zoning',
  ])('%s', async (expertise) => {
    for (const seed of [1, 2]) {
      const text = await prose({ expertise }, seed);
      expect(text, `seed ${seed}`).not.toMatch(/holds[^.]*permits/);
      expect(text, `seed ${seed}`).toMatch(/permits/);
    }
  });
});

/** The company field as the writer reads it: tidied first, as the options read it. */
const background = (typed: string) => backgroundOf(tidyCompany(typed))?.after;

describe('company holding a job with a word before it', () => {
  it.each([
    ['freelance setter for 4 years', 'after 4 years as a freelance setter'],
    ['Freelance setter', 'after working as a freelance setter'],
    ['part-time cleaner for 2 yrs', 'after 2 years as a part-time cleaner'],
    ['relief milker for 5 years', 'after 5 years as a relief milker'],
    ['stay-at-home dad for 6 yrs', 'after 6 years as a stay-at-home dad'],
    ['stay at home mum', 'after working as a stay-at-home mum'],
    ['sous chef', 'after working as a sous chef'],
    ['deckhand, 9 yrs', 'after 9 years as a deckhand'],
    ['9 yrs deckhand', 'after 9 years as a deckhand'],
    ['3 years line cook', 'after 3 years as a line cook'],
  ])('%s → %s', (typed, after) => {
    expect(background(typed)).toBe(after);
  });
});

describe('company holding a job typed with "ex-" or "former"', () => {
  it.each([
    ['ex-army medic, 12 yrs', 'after 12 years as an army medic'],
    ['Ex-police officer', 'after working as a police officer'],
    ['former paramedic', 'after working as a paramedic'],
    ['ex RAF engineer (20 years)', 'after 20 years as an RAF engineer'],
    ['ex-teacher', 'after working as a teacher'],
    ['former nurse for 10 years', 'after 10 years as a nurse'],
    ['ex-navy diver', 'after working as a navy diver'],
    ['Ex-Google', 'from Google'],
  ])('%s → %s', (typed, after) => {
    expect(background(typed)).toBe(after);
  });
});

describe('company holding a job at a place, with "@" or the years it ran', () => {
  it.each([
    ['sous chef @ Nopa 2019-2024', 'after working as a sous chef at Nopa from 2019 to 2024'],
    ['barista @ Blue Bottle', 'after working as a barista at Blue Bottle'],
    ['line cook @ Zuni (3 yrs)', 'after 3 years as a line cook at Zuni'],
    ['welder at Harland 2015–2023', 'after working as a welder at Harland from 2015 to 2023'],
    ['nurse at St Mary’s (2012 - 2020)', 'after working as a nurse at St Mary’s from 2012 to 2020'],
    ['pharmacist at Boots 2018-present', 'after working as a pharmacist at Boots since 2018'],
    ['Nopa 2019-2024', 'after working at Nopa from 2019 to 2024'],
    ['Harland Foods, 2010-2022', 'after working at Harland Foods from 2010 to 2022'],
  ])('%s → %s', (typed, after) => {
    expect(background(typed)).toBe(after);
  });

  it('keeps an "@" that is no job at a place as typed', () => {
    expect(background('@acme on twitter')).toBeUndefined();
  });
});

describe('company holding a career of jobs', () => {
  it.each([
    [
      '9 yrs deckhand then mate on the Fogo Island ferry (MV Veteran)',
      'after 9 years as a deckhand, then working as a mate on the Fogo Island ferry (MV Veteran)',
    ],
    [
      'stay-at-home dad for 6 yrs, before that retail',
      'after working in retail, then 6 years as a stay-at-home dad',
    ],
    [
      'barista, then shift lead at a café',
      'after working as a barista, then as a shift lead at a café',
    ],
    ['welder 5 yrs -> site foreman', 'after 5 years as a welder, then working as a site foreman'],
    [
      'sous chef at Nopa, before that line cook',
      'after working as a line cook, then as a sous chef at Nopa',
    ],
    [
      'hospitality then 4 years as a carer',
      'after working in hospitality, then 4 years as a carer',
    ],
    // A job typed with its article keeps it: never "as an a peer educator".
    [
      '5 yrs with Mbuya Clinic as a TB supporter, before that a peer educator at her church',
      'after working as a peer educator at her church, then 5 years with Mbuya Clinic as a TB supporter',
    ],
    [
      'an apprentice plumber, then 3 yrs as a gas fitter',
      'after working as an apprentice plumber, then 3 years as a gas fitter',
    ],
    ['the night porter at a hostel for 2 years', 'after 2 years as the night porter at a hostel'],
  ])('%s → %s', (typed, after) => {
    expect(background(typed)).toBe(after);
  });

  it('keeps a career of employers as before', () => {
    expect(tidyCompany('Dishoom, before that River Café')).toBe(
      'Dishoom (before that, River Café)',
    );
    expect(background('Dishoom, before that River Café')).toBeUndefined();
  });
});

describe('company holding several places', () => {
  it.each([
    ['various bars in Leeds', 'after working at various bars in Leeds'],
    ['several kitchens in Lisbon', 'after working at several kitchens in Lisbon'],
    ['different schools around Accra', 'after working at different schools around Accra'],
    ['Various hotels', 'after working at various hotels'],
    ['a few garages in Cork', 'after working at a few garages in Cork'],
    ['multiple agencies', 'after working at multiple agencies'],
    ['a number of farms near Tamale', 'after working at a number of farms near Tamale'],
    ['many restaurants', 'after working at many restaurants'],
  ])('%s → %s', (typed, after) => {
    expect(background(typed)).toBe(after);
  });
});

describe('the options tell a company field that holds a job or a career', () => {
  it.each([
    [
      '9 yrs deckhand then mate on the Fogo Island ferry (MV Veteran)',
      /after 9 years as a deckhand, then working as a mate on the Fogo Island ferry \(MV Veteran\)/,
      /Previously: 9 years as a deckhand, then mate on the Fogo Island ferry \(MV Veteran\)/,
    ],
    [
      'freelance setter for 4 years',
      /after 4 years as a freelance setter/,
      /Previously: Freelance setter for 4 years/,
    ],
    [
      'sous chef @ Nopa 2019-2024',
      /after working as a sous chef at Nopa from 2019 to 2024/,
      /Previously: Sous chef at Nopa, 2019–2024/,
    ],
    [
      'various bars in Leeds',
      /after working at various bars in Leeds/,
      /Previously: Various bars in Leeds/,
    ],
  ])('%s', async (company, told, line) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome({ company }), { seed });
      expect(options.slice(0, 2).join('\n'), `seed ${seed}`).toMatch(told);
      expect(options[2], `seed ${seed}`).toMatch(line);
    }
  });
});
