import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOptionsOf } from '../../testing.ts';
import { quietCapitalRuns, tidyTitle } from './tidy.ts';

/**
 * ADR 138: notes typed in capitals. A run of capitalised ordinary words is told in sentence
 * case, acronyms and codes kept; the person's name in the form the name field gives; a title
 * typed in capitals in title case; a note that only repeats the news is not told twice.
 * Inputs are this file's own.
 */
const MARI = new Set(['mari', 'tamm']);

describe('quietCapitalRuns: a run of capitals inside a quiet note', () => {
  it('tells the run in sentence case, with a capital where it opens the sentence', () => {
    expect(quietCapitalRuns('That EARNED THEM A SPOT at nationals', MARI)).toBe(
      'That earned them a spot at nationals',
    );
    expect(quietCapitalRuns('NO SICK DAYS IN 3 YEARS!!!', MARI)).toBe('No sick days in 3 years!!!');
    expect(quietCapitalRuns('great year. WE SHIPPED IT TWICE', MARI)).toBe(
      'great year. We shipped it twice',
    );
  });

  it('writes the name as the name field does, and keeps acronyms and codes', () => {
    expect(quietCapitalRuns('MARI IS OUR NEW GM and she EARNED THIS', MARI)).toBe(
      'Mari is our new GM and she earned this',
    );
    expect(quietCapitalRuns('covered ICU-3 and WARD B2 ALL WINTER', MARI)).toBe(
      'covered ICU-3 and ward B2 all winter',
    );
    expect(quietCapitalRuns('thanks to MARI for the rota', MARI)).toBe(
      'thanks to Mari for the rota',
    );
    expect(quietCapitalRuns('HAS A PhD from UCL', MARI)).toBe('Has a PhD from UCL');
  });

  it('keeps a place, a firm, another person and a short unknown word with their capitals', () => {
    expect(quietCapitalRuns('MOVED FROM NEW YORK last year', MARI)).toBe(
      'Moved from New York last year',
    );
    expect(quietCapitalRuns('she WORKED AT GOOGLE for years', MARI)).toBe(
      'she worked at Google for years',
    );
    expect(quietCapitalRuns('THANKS TO DAVID AND THE NHS', MARI)).toBe(
      'Thanks to David and the NHS',
    );
    expect(quietCapitalRuns('WON THE FA CUP twice', MARI)).toBe('Won the FA cup twice');
    expect(quietCapitalRuns('SHOWED GRACE UNDER PRESSURE', MARI)).toBe(
      'Showed grace under pressure',
    );
    expect(quietCapitalRuns('ES LA MEJOR de la oficina', MARI)).toBe('ES LA MEJOR de la oficina');
  });

  it('leaves a run of acronyms, and a word typed in capitals everywhere else too', () => {
    expect(quietCapitalRuns('audited by the NHS ICU team', MARI)).toBe(
      'audited by the NHS ICU team',
    );
    expect(quietCapitalRuns('ran LHR JFK routes', MARI)).toBe('ran LHR JFK routes');
    expect(quietCapitalRuns('BUILT NOVA from scratch', MARI, 'NOVA runs nightly')).toBe(
      'BUILT NOVA from scratch',
    );
    expect(quietCapitalRuns('BUILT NOVA from scratch', MARI, 'the nova pipeline')).toBe(
      'Built nova from scratch',
    );
  });

  it('keeps a body whose initials spell a word, and the system it names', () => {
    expect(quietCapitalRuns('report submitted to WHO GLASS in Sept', MARI)).toBe(
      'report submitted to WHO GLASS in Sept',
    );
    expect(quietCapitalRuns('guidance from NICE last year', MARI)).toBe(
      'guidance from NICE last year',
    );
  });

  it('tells "BEST. QUARTER. EVER." as one sentence', () => {
    expect(quietCapitalRuns('BEST. QUARTER. EVER.', MARI)).toBe('Best quarter ever.');
    expect(quietCapitalRuns('Won the cup. BEST. SEASON. EVER!', MARI)).toBe(
      'Won the cup. Best season ever!',
    );
  });
});

describe('tidyTitle: a title typed in capitals', () => {
  it('is told in title case, acronyms kept', () => {
    expect(tidyTitle('SENIOR LINE COOK')).toBe('Senior Line Cook');
    expect(tidyTitle('ICU CHARGE NURSE')).toBe('ICU Charge Nurse');
    expect(tidyTitle('VP R&D')).toBe('VP R&D');
    expect(tidyTitle('QA')).toBe('QA');
  });
});

const base = { length: 'medium' } as const;
const CASES: { input: GenerationRequest; said: string[]; never: RegExp[] }[] = [
  {
    input: {
      ...base,
      newHireName: 'Mari Tamm',
      role: 'General Manager',
      messageType: 'welcome',
      tone: 'friendly_approachable',
      funFact: 'MARI IS OUR NEW GM and she EARNED THIS',
    },
    said: ['earned this'],
    never: [/MARI|EARNED|our new GM/],
  },
  {
    input: {
      ...base,
      newHireName: 'Dele Okafor',
      role: 'Cook',
      currentRole: 'Line cook',
      newRole: 'SENIOR LINE COOK',
      promotionDetails: 'NO SICK DAYS IN 3 YEARS!!! DELE RAN THE PASS ALL SUMMER',
      messageType: 'promotion',
      tone: 'excited_fun',
    },
    said: ['Senior Line Cook', 'no sick days in 3 years', 'ran the pass all summer'],
    never: [/DELE|LINE COOK|SICK|SUMMER/],
  },
  {
    input: {
      ...base,
      length: 'long',
      newHireName: 'Ana Ruiz',
      role: 'Coach',
      achievementDescription: 'Won the regional final',
      achievementDetails: 'That EARNED THEM A SPOT at nationals. BEST. QUARTER. EVER.',
      messageType: 'achievements',
      tone: 'excited_fun',
    },
    said: ['earned them a spot at nationals', 'est quarter ever'],
    never: [/EARNED|SPOT|QUARTER|EVER/],
  },
  {
    input: {
      ...base,
      newHireName: 'Priya Shah',
      role: 'QA Lead',
      messageType: 'welcome',
      tone: 'warm_professional',
      funFact: 'PRIYA HAS A PhD IN LINGUISTICS',
    },
    said: ['Priya has a PhD in linguistics'],
    never: [/PRIYA|HAS A|LINGUISTICS/],
  },
  {
    input: {
      ...base,
      newHireName: 'Ngozi Eze',
      role: 'Store Manager',
      messageType: 'welcome',
      tone: 'casual_concise',
      expertise: 'ran the busiest store in Leeds. NGOZI KNOWS RETAIL INSIDE OUT',
    },
    said: ['knows retail inside out'],
    never: [/NGOZI|RETAIL|INSIDE/],
  },
  {
    input: {
      ...base,
      newHireName: 'Kwame Mensah',
      role: 'Nurse',
      currentRole: 'STAFF NURSE',
      newRole: 'CHARGE NURSE, ICU-3',
      promotionDetails: 'he RUNS the ward on nights. covered 40 SHIFTS during the flu wave',
      messageType: 'promotion',
      tone: 'inspiring_motivational',
    },
    said: ['ICU-3', 'runs the ward on nights', '40 shifts'],
    never: [/RUNS|SHIFTS|NURSE/],
  },
  {
    input: {
      ...base,
      newHireName: 'Sofía Martínez',
      role: 'Account Executive',
      achievementDescription: 'CLOSED THE BIGGEST DEAL IN COMPANY HISTORY',
      achievementDetails: 'a 3-year SaaS contract with the NHS. SOFÍA DID IT IN SIX WEEKS',
      messageType: 'achievements',
      tone: 'confident_assertive',
    },
    said: ['losed the biggest deal in company history', 'NHS', 'Sofía did it in six weeks'],
    never: [/SOFÍA|CLOSED|DEAL|WEEKS/],
  },
  {
    input: {
      ...base,
      newHireName: 'Lars Berg',
      role: 'Data engineer',
      messageType: 'welcome',
      tone: 'creative_playful',
      expertise: 'built our NOVA pipeline, LOVES KAFKA AND RUST',
      funFact: 'NOVA was his idea, and NOVA runs nightly',
    },
    said: ['NOVA pipeline', 'loves Kafka and Rust'],
    never: [/LOVES|KAFKA/],
  },
];

describe('capitals through the post (writeChecked)', () => {
  it('tells every shape quietly in all three options, the name as the name field gives it', async () => {
    for (const { input, said, never } of CASES)
      for (const seed of [1, 2]) {
        const options = await postedOptionsOf(input, { seed });
        expect(options).toHaveLength(3);
        const all = options.join('\n');
        for (const words of said) expect(all, input.newHireName).toContain(words);
        for (const option of options)
          for (const shout of never) expect(option, input.newHireName).not.toMatch(shout);
      }
  });

  it('never tells a note that only repeats the news', async () => {
    const options = await postedOptionsOf({
      ...base,
      newHireName: 'Mari Tamm',
      role: 'General Manager',
      messageType: 'welcome',
      tone: 'warm_professional',
      funFact: 'MARI IS OUR NEW GM!',
      hobbies: 'trail running',
    });
    for (const option of options) expect(option).not.toMatch(/new GM\b|MARI/);
  });
});
