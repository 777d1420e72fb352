import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * ADR 165: an honorific typed with the name is said with the name, never alone as if it were
 * the name ("Give Don a shout", "Send Doña a note", "say hello to Daw"). The first three
 * inputs are the readers' (ga19, ra06, vw17) as typed; the others are shapes of the same class.
 */
const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName: 'Ana Silva',
  role: 'Supervisor',
  achievementDescription: 'her line shipped 4,000 units with no defects',
  ...fields,
});

interface Shape {
  name: string;
  input: GenerationRequest;
  /** The honorific alone, as a reader must never see it. */
  never: RegExp;
  /** How every later mention may say the name: at least one option must. */
  called: string;
  /** Facts every option keeps. */
  facts?: readonly string[];
}

const shapes: Shape[] = [
  {
    name: 'ga19: Don before a Spanish name with no accent, the notes calling him Don Cuco',
    input: {
      messageType: 'achievements',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Don Refugio Orozco',
      role: 'Jimador mayor',
      achievementDescription:
        'his crew harvested 3,100 tons of blue agave this yr w/ no injuries, best sugar (brix) avg in 5 yrs',
      achievementDetails:
        '- 3,100 t piñas\n- avg 27 °Brix (prev 24)\n- 0 injuries w/ the coa, 8 man crew\n- picked the right plants, no overripe\n45 años de jimador. gracias Don Cuco 🌵',
    },
    never: /\bDon\b(?! (?:Refugio|Cuco)\b)/u,
    called: 'Don Refugio',
    facts: ['3,100'],
  },
  {
    name: 'ra06: Doña before the given name',
    input: {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Doña Altagracia Peña',
      role: 'Torcedora (master roller)',
      achievementDescription: '40 años on the bench + rolled the anniversary box',
      achievementDetails:
        '40 años torciendo. rolled the special 25-cigar anniversary box, 0 rejects. she taught half the gallery',
      expertise: '',
    },
    never: /\bDoña\b(?! Altagracia\b)/u,
    called: 'Doña Altagracia',
    facts: ['25-cigar'],
  },
  {
    name: 'vw17: Daw before a Burmese name, which has no family name',
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Daw Khin Thida Aung',
      role: 'Braille & Orientation and Mobility Teacher (Primary Section)',
      startDate: '1.12.2026',
      company: 'Yangon School for the Blind - taught 9 years',
      hobbies: 'reading, gardening, she knits hats for the boarding students every winter',
      funFact:
        'she lost her own sight at age 12 and she learned braille at this very school!! she is coming home',
      expertise: 'Myanmar & English braille, O&M cane training, abacus maths',
    },
    // Said with her title, never the title alone nor the name stripped of it.
    never: /\bDaw\b(?! Khin Thida\b)|(?<!Daw )\bKhin Thida\b/u,
    called: 'Daw Khin Thida Aung',
    facts: ['age 12'],
  },
  {
    name: 'Seu before a Brazilian given name',
    input: achievement({
      newHireName: 'Seu Jorge Almeida',
      role: 'Mestre de obras',
      achievementDescription: 'his team finished the Bloco C slab 12 days early',
      achievementDetails: '- 0 accidents in 2026\n- trained 5 new pedreiros',
    }),
    never: /\bSeu\b(?! Jorge\b)/u,
    called: 'Seu Jorge',
    facts: ['12 days', '5 new pedreiros'],
  },
  {
    name: 'Dona before a Portuguese name with no accent, the notes calling her Dona Cida',
    input: achievement({
      newHireName: 'Dona Aparecida Santos',
      role: 'Head cook',
      achievementDescription: 'she fed 1,200 guests at the festa junina with no complaints',
      achievementDetails: 'obrigado Dona Cida!',
    }),
    never: /\bDona\b(?! (?:Aparecida|Cida)\b)/u,
    called: 'Dona Aparecida',
    facts: ['1,200'],
  },
  {
    name: 'Doña before a given name and nothing else',
    input: achievement({
      newHireName: 'Doña Carmen',
      role: 'Cafeteria lead',
      achievementDescription: 'she ran the cafeteria through the whole renovation, 0 days closed',
    }),
    never: /\bDoña\b(?! Carmen\b)/u,
    called: 'Doña Carmen',
    facts: ['renovation'],
  },
  {
    name: 'U before a Burmese name',
    input: achievement({
      newHireName: 'U Kyaw Min Htet',
      role: 'Workshop foreman',
      achievementDescription: 'his workshop rebuilt 14 ferry engines this year',
    }),
    never: /\bU\b(?! Kyaw Min Htet\b)|(?<!U )\bKyaw Min Htet\b/u,
    called: 'U Kyaw Min Htet',
    facts: ['14 ferry engines'],
  },
  {
    name: 'Tía before a Spanish name',
    input: achievement({
      newHireName: 'Tía Rosa Méndez',
      role: 'Kitchen lead',
      achievementDescription: 'she cooked for 300 people at the harvest fiesta',
    }),
    never: /\bTía\b(?! Rosa\b)/u,
    called: 'Tía Rosa',
    facts: ['300 people'],
  },
];

describe('an honorific typed with the name is never said alone as the name', () => {
  it.each(shapes.map((s) => [s.name, s] as const))('%s', async (_name, shape) => {
    const options = await postedOverSeeds(shape.input);
    const all = options.join('\n---\n');
    for (const option of options) {
      expect(option, all).not.toMatch(shape.never);
      for (const fact of shape.facts ?? []) expect(option, all).toContain(fact);
    }
    // The name as a colleague says it, honorific and all, is said somewhere after the first
    // mention or in the closing.
    expect(
      options.some(
        (o) =>
          o.split(shape.called).length > 2 ||
          o.endsWith(`${shape.called}.`) ||
          o.includes(`${shape.called} `),
      ),
      all,
    ).toBe(true);
  });

  // English given names that are also honorifics elsewhere keep their reading.
  it.each([
    ['Don Smith', /\bDon\b/],
    ['Dona Lee Carter', /\bDona Lee Carter\b/],
    ['Tia Jackson', /\bTia\b/],
  ])('%s keeps its reading', async (name, said) => {
    const options = await postedOverSeeds(achievement({ newHireName: name }));
    for (const option of options) expect(option).toMatch(said);
  });
});
