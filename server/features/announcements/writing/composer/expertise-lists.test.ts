import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import type { Tone } from '#domain/tones.ts';
import { postedOptionsOf } from '../../testing.ts';

/**
 * ADR 143: an expertise field typed as a list mixing kinds (skills, languages, credentials,
 * states, traits) is read once, each item told in its kind's frame: languages spoken once,
 * together, in a proper list; a credential or a state "is …"; a trait "known for being …";
 * skills after "specialises in". These inputs are our own.
 */
const welcome = (
  newHireName: string,
  role: string,
  expertise: string,
  tone: Tone = 'warm_professional',
  length: GenerationRequest['length'] = 'medium',
): GenerationRequest => ({
  messageType: 'welcome',
  tone,
  length,
  newHireName,
  role,
  startDate: 'Monday',
  expertise,
});

const optionsOf = (input: GenerationRequest, seed: number) => postedOptionsOf(input, { seed });

/** A skills frame with the word inside its object ("specialises in x, Twi/English"). */
const inSkills = (word: string) =>
  new RegExp(
    String.raw`(?:specialises in|expertise (?:in|covers)|Expertise:)(?:(?!\b(?:speaks|uses|is|holds|known)\b)[^.\n])*${word}`,
    'i',
  );

/** "Swahili and Kikuyu and English": a typed "+" or "/" said as "and … and". */
const AND_AND = /\b(\p{L}+) and \p{L}+(?: \p{L}+)? and \p{L}+/u;

interface Case {
  input: GenerationRequest;
  /** Said somewhere in the three options. */
  said: RegExp[];
  /** Never in any option. */
  never: RegExp[];
}

const CASES: Case[] = [
  {
    input: welcome('Wanjiru Kamau', 'Ward Nurse', 'wound care, Swahili + Kikuyu + English, triage'),
    said: [/speaks Swahili, Kikuyu and English/, /Languages: Swahili, Kikuyu and English/],
    never: [AND_AND, inSkills('Swahili'), inSkills('Kikuyu')],
  },
  {
    input: welcome(
      'Jean-Luc Bégué',
      'Harbour Pilot',
      'harbour pilotage, VHF radio, Mauritian Creole, French',
      'confident_assertive',
    ),
    said: [/speaks Mauritian Creole and French/],
    never: [inSkills('Creole'), inSkills('French')],
  },
  {
    input: welcome(
      'Kwabena Owusu',
      'Field Agronomist',
      'cocoa grading, smallholder training, Twi/English',
      'friendly_approachable',
    ),
    said: [/speaks Twi and English/],
    never: [inSkills('Twi'), /Twi\/English/],
  },
  {
    input: welcome(
      'Maude Tremblay',
      'Weld Inspector',
      'ultrasonic testing, CWB-certified, bilingual',
    ),
    said: [/is CWB-certified and bilingual/],
    never: [inSkills('CWB'), inSkills('bilingual'), /and CWB-certified/],
  },
  {
    input: welcome(
      'Rory Doyle',
      'Barber',
      'skin fades, beard sculpting, quick, tidy',
      'casual_concise',
    ),
    said: [/known for being quick and tidy/],
    never: [/is quick, and is tidy/, inSkills('quick'), inSkills('tidy')],
  },
  {
    input: welcome(
      'Ah Lam Tsang',
      'Front Desk Agent',
      'Hakka, Cantonese, English and a little Tagalog',
      'excited_fun',
    ),
    said: [/speaks Hakka, Cantonese, English and a little Tagalog/],
    never: [/expertise covers/i, /, and English and/, inSkills('Hakka')],
  },
  {
    input: welcome(
      'Inês Carvalho',
      'Bookkeeper',
      'Portuguese\nbookkeeping, VAT returns\nSpanish and Catalan',
      'warm_professional',
      'long',
    ),
    said: [/speaks Portuguese, Spanish and Catalan/],
    never: [/speaks[^.]*\.[^]*speaks/, inSkills('Catalan')],
  },
  {
    input: welcome(
      'Gethin Pryce',
      'Support Worker',
      'deaf awareness, BSL, Welsh, lifting and handling',
    ),
    said: [/speaks Welsh/, /uses BSL/],
    never: [inSkills('BSL'), inSkills('Welsh')],
  },
  {
    input: welcome(
      'Teresa Fonseca',
      'Pharmacy Technician',
      'dispensing, CPR-certified, Portuguese (fluent), stock audits',
      'inspiring_motivational',
    ),
    said: [/is CPR-certified/, /speaks Portuguese \(fluent\)/],
    never: [inSkills('CPR'), inSkills('Portuguese')],
  },
  {
    input: welcome(
      'Piotr Zieliński',
      'Arborist',
      '• tree felling\n• chainsaw-certified\n• Polish + English\n• calm under pressure',
      'creative_playful',
    ),
    said: [/is chainsaw-certified/, /speaks Polish and English/],
    never: [inSkills('chainsaw-certified'), inSkills('Polish'), AND_AND],
  },
];

describe('an expertise list mixing kinds', () => {
  it.each(CASES.map((c) => [c.input.expertise, c] as const))('%s', async (_e, c) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(c.input, seed);
      expect(options).toHaveLength(3);
      const all = options.join('\n');
      for (const said of c.said) expect(all, `seed ${seed}`).toMatch(said);
      for (const option of options)
        for (const never of c.never) expect(option, `seed ${seed}`).not.toMatch(never);
    }
  });
});

describe('words that only look like languages', () => {
  it.each([
    'French polishing, veneering, Dutch ovens',
    'Creole cooking, brunch service, English breakfasts',
  ])('%s stays a skill', async (expertise) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome('Noor Haddad', 'Cook', expertise), seed);
      for (const option of options) expect(option, `seed ${seed}`).not.toMatch(/\bspeaks\b/);
    }
  });
});

describe('a "+" chain in any note', () => {
  it('is told as a list, never "and … and"', async () => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(
        {
          ...welcome('Selam Tesfaye', 'Line Cook', 'injera, berbere + mitmita + awaze'),
          hobbies: 'running + cycling + swimming',
        },
        seed,
      );
      for (const option of options) expect(option, `seed ${seed}`).not.toMatch(AND_AND);
    }
  });
});

describe('an area with a figure typed before the skills', () => {
  // "Hemi's expertise covers DC chargers (150–350kW). Hemi specialises in OCPP…": the
  // nineteenth set's readers joined the two sentences (ADR 097 took only areas typed after).
  it.each([
    ['DC chargers (150–350kW), OCPP, high-voltage safety', 'DC chargers \\(150–350kW\\)'],
    ['MIG welding (up to 12mm), TIG welding, sheet metal', 'MIG welding \\(up to 12mm\\)'],
    ['cold chain (2–8°C), GDP audits, route planning', 'cold chain \\(2–8°C\\)'],
    [
      'LED retrofits (300+ sites), DALI controls, emergency lighting',
      'LED retrofits \\(more than 300 sites\\)',
    ],
    ['Level 3 rope access, blade inspection, composite repair', 'Level 3 rope access'],
    ['G4 boilers, heat pumps, underfloor heating', 'G4 boilers'],
  ])('%s: one skills sentence, in the order typed', async (expertise, first) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome('Hemi Walker', 'Technician', expertise), seed);
      for (const option of options) {
        expect(option, `seed ${seed}`).not.toMatch(/expertise covers/);
        expect(option.match(/specialises in|brings expertise in/g)?.length ?? 0).toBeLessThan(2);
      }
      expect(options.join('\n'), `seed ${seed}`).toMatch(
        new RegExp(`(?:specialises in|brings expertise in|Expertise:) ${first}`),
      );
    }
  });
});

describe('a noun then an -ing word among skills', () => {
  // "Hemi specialises in TIG and is pipe fitting": the tagger reads "fitting" as a state.
  it.each(['TIG, pipe fitting', 'wound care, ward nursing', 'LED retrofits, emergency lighting'])(
    '%s is a skill, never "is …ing"',
    async (expertise) => {
      for (const seed of [1, 2]) {
        const options = await optionsOf(welcome('Hemi Walker', 'Technician', expertise), seed);
        for (const option of options)
          expect(option, `seed ${seed}`).not.toMatch(/\bis (?:pipe|ward|emergency) \w+ing\b/);
        expect(options.join('\n')).toMatch(
          /(?:specialises in|expertise in|Expertise:) [^.\n]*ing\b/,
        );
      }
    },
  );
});

describe('an acronym that spells a verb', () => {
  // "Hemi LED retrofits (more than 300 sites).": LED read as the verb "led".
  it.each(['LED retrofits (300+ sites), DALI controls', 'LED signage (40 stores), neon repair'])(
    "%s is never the person's verb",
    async (expertise) => {
      for (const seed of [1, 2])
        for (const option of await optionsOf(welcome('Hemi Walker', 'Technician', expertise), seed))
          expect(option, `seed ${seed}`).not.toMatch(/Hemi LED\b/);
    },
  );
});

describe('a skill with a size or a model in it', () => {
  // "Christelle specialises in draping and men's shirts. Her expertise covers grading sizes S
  // to 3XL.": both of the twentieth set's readers joined the two sentences.
  it.each([
    "draping, men's shirts, grading sizes S→3XL",
    'engine rebuilds, 4x4 conversions, diagnostics on 3D scanners',
    'cabling, 5G small cells, fibre splicing',
  ])('%s: one skills sentence', async (expertise) => {
    for (const seed of [1, 2])
      for (const option of await optionsOf(
        welcome('Christelle Mbuyi', 'Pattern Cutter', expertise, 'casual_concise'),
        seed,
      ))
        expect(
          option.match(/specialises in|brings expertise in|expertise covers/g)?.length ?? 0,
          `seed ${seed}: ${option}`,
        ).toBeLessThan(2);
  });
});
