import { describe, expect, it } from 'vitest';
import { LENGTH_BOUNDS, type GenerationRequest } from '#domain/generation.ts';
import { countWords } from './phrases.ts';
import { COVER_OVERRUN, fragmentAlone } from './composer.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 064: at medium and long every option (chat post, narrative, scannable post) tells every
 * fact the user typed; a fragment no frame can say is told as typed, a sentence of its own,
 * never dropped. Inputs of the classes the eighth set's readers graded down for a fact left
 * out: a figures-only fragment, an event typed as shorthand, a thanks, a new remit, a fun fact.
 */

/** The key words of each fact: every option must hold each one (case aside). */
interface Case {
  name: string;
  input: Omit<GenerationRequest, 'length'>;
  keys: readonly (readonly string[])[];
}

const CASES: readonly Case[] = [
  {
    name: 'a figures-only fragment',
    input: {
      messageType: 'achievements',
      tone: 'warm_professional',
      newHireName: 'Orla Brennan',
      role: 'Volunteer Coordinator',
      team: 'Community',
      achievementDescription: 'Ran the spring coat drive',
      achievementDetails:
        '1,240 coats, 87 volunteers, 9 schools. She also set up the drop-off rota with the libraries.',
    },
    keys: [['1,240 coats', '87 volunteers', '9 schools'], ['drop-off rota']],
  },
  {
    name: 'an event typed as shorthand',
    input: {
      messageType: 'achievements',
      tone: 'excited_fun',
      newHireName: 'Dev Malhotra',
      role: 'Sound Engineer',
      team: 'Post-production',
      achievementDescription: 'Mixed the documentary that won the regional film award',
      achievementDetails:
        'Did the whole 5.1 mix in four weeks. First award for the studio. drinks thurs 6pm in the courtyard',
    },
    keys: [['four weeks'], ['First award'], ['drinks', 'courtyard', '6pm']],
  },
  {
    name: 'a thanks to others',
    input: {
      messageType: 'achievements',
      tone: 'warm_professional',
      newHireName: 'Hana Kobayashi',
      role: 'Line Maintenance Lead',
      team: 'Hangar 3',
      achievementDescription: 'Got the grounded aircraft back in service overnight',
      achievementDetails:
        'Swapped the hydraulic pump in 7 hours. Thanks to the stores team for finding the part at 2am.',
    },
    keys: [
      ['hydraulic pump', '7 hours'],
      ['stores team', 'the part'],
    ],
  },
  {
    name: 'a new remit from a date',
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      newHireName: 'Callum Reid',
      currentRole: 'Shift Lead',
      newRole: 'Warehouse Operations Manager',
      team: 'Fulfilment',
      promotionDetails:
        'Cut pick errors by 40% this year. From 1 June he will run both night shifts and own the returns process.',
    },
    keys: [['40%'], ['1 June', 'night shifts', 'returns process']],
  },
  {
    name: 'a fun fact and hobbies',
    input: {
      messageType: 'welcome',
      tone: 'excited_fun',
      newHireName: 'Ines Carvalho',
      role: 'Backend Engineer',
      team: 'Payments',
      startDate: 'Monday, March 9',
      company: 'Stripe',
      expertise: 'Go, Postgres, ledger design',
      hobbies: 'open-water swimming, pottery',
      funFact: 'She once played the cello on a cruise ship for a whole summer.',
    },
    keys: [
      ['Stripe'],
      ['ledger design', 'Postgres'],
      ['open-water swimming', 'pottery'],
      ['cello', 'cruise ship'],
    ],
  },
];

const lower = (s: string) => s.toLowerCase();

describe('every option tells every typed fact at medium and long (ADR 064)', () => {
  for (const length of ['medium', 'long'] as const)
    for (const { name, input, keys } of CASES)
      it(`${name}, ${length}`, async () => {
        for (const seed of [1, 2]) {
          const options = await optionsOf({ ...input, length } as GenerationRequest, { seed });
          expect(options).toHaveLength(3);
          options.forEach((option) => {
            for (const key of keys.flat())
              expect(lower(option), `seed ${seed}: “${key}” in\n${option}`).toContain(lower(key));
            // Over its band only within the bound ADR 064 allows.
            expect(countWords(option)).toBeLessThanOrEqual(
              Math.floor(LENGTH_BOUNDS[length].maxWords * (1 + COVER_OVERRUN)),
            );
          });
        }
      });
});

describe('a short post keeps to the point', () => {
  it('tells the event with its day and time in every option', async () => {
    const input = { ...CASES[1]!.input, length: 'short' } as GenerationRequest;
    for (const option of await optionsOf(input))
      expect(option, option).toMatch(/drinks[^.]*(?:Thursday|thurs)[^.]*6pm/i);
  });
});

describe('fragmentAlone: a fragment as a sentence of its own', () => {
  it('capitalises, ends and keeps the words as typed', () => {
    expect(fragmentAlone('first award for the studio')).toBe('First award for the studio.');
    expect(fragmentAlone('drinks on the roof thurs 6pm!')).toBe('Drinks on the roof thurs 6pm!');
  });

  it('leaves a lower-case-by-design token first as typed; a counted phrase says what it adds up to', () => {
    // ADR 096: a counted phrase alone reads "That's…", as after a sentence with a colon.
    // ADR 145: no "That's" before a figure; in prose `tucked` puts it in brackets.
    // ADR 163: alone, a verbless tally follows a lead, never a sentence of its own.
    expect(fragmentAlone('3 firsts for the lab')).toBe('The numbers: 3 firsts for the lab.');
    expect(fragmentAlone('iOS release shipped on time')).toBe('iOS release shipped on time.');
  });

  it('puts a unit that is mostly figures after a short label, and says a hedge as "about"', () => {
    expect(fragmentAlone('1,240 coats, 87 volunteers, 9 schools')).toBe(
      'The numbers: 1,240 coats, 87 volunteers, 9 schools.',
    );
    expect(fragmentAlone('trained like 20 new starters')).toBe('Trained about 20 new starters.');
  });
});

describe('fragmentAlone: a figure in a sentence of its own', () => {
  it('puts no label before a unit with a verb of its own', () => {
    expect(fragmentAlone('of 410 samples tested, 88% are still usable')).toBe(
      'Of 410 samples tested, 88% are still usable.',
    );
  });

  it("gives the person's verb and particle typed with no subject the person (ADR 069)", () => {
    expect(fragmentAlone('takes over the Leeds depot from 3 March', 'Priya')).toBe(
      'Priya takes over the Leeds depot from 3 March.',
    );
    expect(fragmentAlone('costs over budget', 'Priya')).toBe('Costs over budget.');
  });

  it('counts no day or hour as a figure (ADR 069)', () => {
    expect(
      fragmentAlone('the mural opens in the foyer on 9 June, with a first look at 4pm on 7 June'),
    ).toBe('The mural opens in the foyer on 9 June, with a first look at 4pm on 7 June.');
  });
});

describe('a short post whose titles fill the band (ADR 107)', () => {
  // Long titles, a company with its branch and three pastimes fill the short band before
  // the fun fact is listed: it goes where there is room up to what the check pass accepts.
  const input: GenerationRequest = {
    messageType: 'welcome',
    tone: 'creative_playful',
    length: 'short',
    newHireName: 'Halima Odhiambo',
    role: 'Credit Officer – Dairy & Smallholder lending',
    startDate: '2 march (finally!)',
    company: 'Co-op Bank, Kisumu branch',
    hobbies: '- swims at the lake club every sat\n- sings tenor in the choir\n- keeps 3 hens',
    funFact: 'her first ever borrower, a fish trader, now runs 4 stalls',
    expertise: 'loan appraisal, mobile repayment plans, 6 yrs in branch banking',
  };

  it('still tells every fact in one option, at every seed', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const options = await optionsOf(input, { seed });
      expect(options.some((o) => /fish trader, now runs 4 stalls/.test(o))).toBe(true);
      for (const option of options)
        expect(countWords(option)).toBeLessThanOrEqual(
          Math.ceil(LENGTH_BOUNDS.short.maxWords * 1.4),
        );
    }
  });
});
