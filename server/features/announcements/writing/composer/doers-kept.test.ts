import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 152: a fact keeps its doer. A passive typed with its agent ("signed off by board on
 * Friday"), a line whose subject is a thing ("budget: 40k → 28k") and a sentence that points
 * back with a pronoun ("58 families have chosen it so far") are never told as the person's
 * deed nor after something else they could point to. Every option, two seeds, the
 * production path.
 */
interface Shape {
  what: string;
  input: GenerationRequest;
  /** What no option may say: the fact given another doer, or a figure line with no verb. */
  never: RegExp[];
  /** Wherever `fact` is told, it is told `as` this. */
  kept: { fact: RegExp; as: RegExp }[];
}

const promotion = (
  newHireName: string,
  promotionDetails: string,
  tone: GenerationRequest['tone'] = 'confident_assertive',
  length: GenerationRequest['length'] = 'short',
): GenerationRequest => ({
  messageType: 'promotion',
  tone,
  length,
  newHireName,
  currentRole: 'Production Supervisor',
  newRole: 'Plant Manager',
  promotionDetails,
});

const achievement = (
  newHireName: string,
  achievementDescription: string,
  achievementDetails: string,
  tone: GenerationRequest['tone'] = 'warm_professional',
  length: GenerationRequest['length'] = 'medium',
): GenerationRequest => ({
  messageType: 'achievements',
  tone,
  length,
  newHireName,
  role: 'Market Manager',
  achievementDescription,
  achievementDetails,
});

const passives: Shape[] = [
  {
    what: 'the graded input: an arrow figure, a deed, a passive with its agent',
    input: promotion(
      'Uwase Mukamana',
      '- output 2t → 6.5t dried larvae/month\n- runs 11 people\n- signed off by board on Friday',
    ),
    never: [/Uwase (?:\w+ )*?signed off/i, /and signed off/, /Output 2t to 6\.5t/i],
    kept: [
      { fact: /Friday/, as: /(?:signed off by the board|board signed off) on Friday/ },
      { fact: /6\.5t/, as: /[Oo]utput went from 2t to 6\.5t/ },
    ],
  },
  {
    what: 'approved by a role typed bare, lower case',
    input: promotion(
      'Tomás Ibarra',
      'closed the Q3 books in 4 days\napproved by CFO last week',
      'casual_concise',
      'medium',
    ),
    never: [/Tomás (?:\w+ )*?approved/i, /and approved by/],
    kept: [{ fact: /approved/, as: /approved by the CFO last week/ }],
  },
  {
    what: 'reviewed by auditors after a dash list, with a remark after its comma',
    input: promotion(
      'Nguyễn Thị Lan',
      '- rebuilt the stock ledger from scratch\n- reviewed by 3 external auditors, no findings',
      'warm_professional',
      'medium',
    ),
    never: [/(?:Lan|Nguyễn Thị Lan) (?:\w+ )*?reviewed/i, /and reviewed by/],
    kept: [
      { fact: /reviewed by/, as: /(?:[Ii]t was reviewed|^• [Rr]eviewed) by 3 external auditors/m },
    ],
  },
  {
    what: 'a thing voted a title by its readers',
    input: achievement(
      'Marek Nowak',
      'Best market stall',
      'Runs the Saturday cheese stall at Hala Mirowska. Voted best stall by readers of the Herald 🧀',
    ),
    never: [/Marek (?:\w+ )*?voted/i, /and voted best stall/i],
    kept: [
      {
        fact: /voted best stall/i,
        as: /(?:[Ii]t was voted|• Voted) best stall by readers of the Herald/,
      },
    ],
  },
  {
    what: 'ratified by a committee, said of the promotion',
    input: promotion(
      'Aisha Bello',
      'Ran night shift for 3 years with zero lost-time incidents. Ratified by the works committee on 12 May.',
      'friendly_approachable',
      'medium',
    ),
    never: [/Aisha (?:\w+ )*?ratified/i, /and ratified by/],
    kept: [
      {
        fact: /[Rr]atified/,
        as: /(?:[Pp]romotion was ratified|• Ratified) by the works committee/,
      },
    ],
  },
  {
    what: 'what is done to the person keeps the person as its patient',
    input: achievement(
      'Sione Tupou',
      'Volunteer of the Year',
      'Nominated by her peers in the Auckland depot. Ran the food drive every Friday.',
      'inspiring_motivational',
    ),
    never: [/Sione (?:\w+ )*?nominated by/i],
    kept: [{ fact: /[Nn]ominated by her peers/, as: /(?:was nominated|• Nominated) by her peers/ }],
  },
];

const figures: Shape[] = [
  {
    what: 'a labelled figure line with an arrow',
    input: promotion(
      'Farah Haddad',
      '- cut agency spend\n- budget: 40k → 28k\n- led 3 site moves',
      'casual_concise',
      'medium',
    ),
    never: [/Budget:? (?:from )?40k to 28k[.!]/, /Farah (?:\w+ )*?budget/i],
    kept: [{ fact: /28k/, as: /[Bb]udget went from 40k to 28k/ }],
  },
  {
    what: 'a measure and an arrow, typed ASCII, no label',
    input: promotion(
      'Kwame Asante',
      'headcount 4 -> 9 in a year. Trained every new hire himself.',
      'warm_professional',
      'medium',
    ),
    never: [/[Hh]eadcount (?:from )?4 to 9[ .]/],
    kept: [{ fact: /\b9\b/, as: /[Hh]eadcount went from 4 to 9/ }],
  },
  {
    what: 'a figure with a unit glued on',
    input: promotion(
      'Ines Varga',
      'yield 12kg → 19kg per bed\nset up the drip lines',
      'excited_fun',
      'short',
    ),
    never: [/[Yy]ield (?:from )?12kg to 19kg/],
    kept: [{ fact: /19kg/, as: /[Yy]ield went from 12kg to 19kg/ }],
  },
];

describe("a passive with its agent and a thing's figure line keep their doer (ADR 152)", () => {
  for (const shape of [...passives, ...figures])
    it(
      shape.what,
      async () => {
        const options = await postedOverSeeds(shape.input);
        expect(options).toHaveLength(6);
        for (const option of options) {
          for (const never of shape.never) expect(option).not.toMatch(never);
          for (const { fact, as } of shape.kept) if (fact.test(option)) expect(option).toMatch(as);
        }
        for (const { fact } of shape.kept) expect(options.some((o) => fact.test(o))).toBe(true);
      },
      120_000,
    );
});

/** The sentence or line of an option just before the one holding `needle`. */
function toldBefore(option: string, needle: string): string | undefined {
  const pieces = option.split(/(?<=[.!?:])\s+|\n+/u).filter((p) => p.trim());
  const at = pieces.findIndex((p) => p.includes(needle));
  return at > 0 ? pieces[at - 1] : at === 0 ? '' : undefined;
}

interface Pointing {
  what: string;
  input: GenerationRequest;
  /** The sentence that points back, and what the sentence just before it must name. */
  pairs: { needle: string; antecedent: RegExp }[];
}

const meadow =
  "Jana opened a natural burial meadow at the Olšany site — trees instead of headstones, no varnished coffins. The first of its kind in Prague. 58 families have chosen it so far.\n\nShe also pushed for the 'quiet room' — a place where families can sit before the service. It was her idea, her budget proposal (CZK 420,000) and she chose every chair.";

const pointing: Pointing[] = [
  ...(['short', 'medium', 'long'] as const).map((length) => ({
    what: `the graded meadow and quiet room, ${length}`,
    input: achievement(
      'Jana Dvořáková',
      'Cemetery of the Year award',
      meadow,
      'excited_fun',
      length,
    ),
    pairs: [
      { needle: 'chosen it so far', antecedent: /meadow|first of its kind/i },
      { needle: 'It was her idea', antecedent: /quiet room/i },
    ],
  })),
  {
    what: 'a repair café, a fragment between it and "it"',
    input: achievement(
      'Oluwaseun Adeyemi',
      'Community award',
      'Started a repair café in the old Brixton library. Every second Saturday, all volunteers. It has fixed 1,300 things so far.',
      'casual_concise',
      'short',
    ),
    pairs: [{ needle: 'fixed 1,300 things', antecedent: /repair café|Every second Saturday/ }],
  },
  {
    what: '"they" after a fragment, promotion details',
    input: promotion(
      'Hana Suzuki',
      'Won back the Kobe Steel account after 2 years. Huge client, 40% of our exports. They renewed for three years in May.',
      'friendly_approachable',
      'short',
    ),
    pairs: [{ needle: 'renewed for three years', antecedent: /Kobe Steel|40% of our exports/ }],
  },
];

describe('a sentence that points back is told right after what it points to (ADR 152)', () => {
  for (const shape of pointing)
    it(
      shape.what,
      async () => {
        const options = await postedOverSeeds(shape.input);
        expect(options).toHaveLength(6);
        for (const option of options)
          for (const { needle, antecedent } of shape.pairs) {
            const before = toldBefore(option, needle);
            if (before !== undefined) expect(before, option).toMatch(antecedent);
          }
        for (const { needle } of shape.pairs)
          expect(options.some((o) => o.includes(needle))).toBe(true);
      },
      120_000,
    );
});

describe('a pronoun two sentences after someone else is still theirs (ADR 152)', () => {
  it('a patient, a fragment, then "He"', async () => {
    const options = await postedOverSeeds({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Amara Osei',
      role: 'Physiotherapist',
      funFact:
        'She coached a stroke patient through rehab. Nine months, three sessions a week. He now runs our Saturday walking group!',
    });
    for (const option of options) expect(option).not.toMatch(/Amara (?:now )?runs|[Ss]he now runs/);
  }, 120_000);
});

describe('a thing "now used by" others is said in the present', () => {
  // "…errors found at inspection from 6 to 0. It was used by all Pacific NW bases (R6).":
  // both of the twentieth set's readers read it as a thing of the past.
  it.each([
    'Impact: repack time 2h10 → 1h25 per rig, now used by all Pacific NW bases (R6).',
    'rewrote the lockout checklist, now adopted by all 4 plants',
    'built the rota tool — now used by every ward in the trust',
  ])('%s', async (details) => {
    const options = await postedOverSeeds({
      messageType: 'achievements',
      tone: 'casual_concise',
      length: 'long',
      newHireName: 'Marcus Okafor',
      role: 'Squad Leader',
      achievementDescription: 'Reworked our checklists',
      achievementDetails: details,
    });
    for (const option of options) expect(option).not.toMatch(/\bwas (?:used|adopted)\b/);
  });
});
