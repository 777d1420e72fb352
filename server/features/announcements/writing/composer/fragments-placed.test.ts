import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, postedWelcome, proseOf } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'casual_concise',
  length: 'medium',
  newHireName: 'Ana Silva',
  currentRole: 'Technician',
  newRole: 'Team Lead',
  startDate: '1 Dec 2026',
  ...fields,
});

/** The sentences of the prose lines of an option (a bulleted line is a list's item). */
const sentencesOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('•'))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/));

/** The sentence of the options that holds `words`, each one. */
const holding = (options: readonly string[], words: string) =>
  options.flatMap(sentencesOf).filter((s) => s.includes(words));

/**
 * ADR 186: a remark the typist makes to the person ("kwame pls stop renaming our branches")
 * or about their own lot ("no more ringing me at midnight 😅") tells no fact of the person's:
 * it is never lumped with the facts before it, nor posted as a stray bullet.
 */
describe('a remark to the person or the typist’s own aside', () => {
  const cases: [string, GenerationRequest, RegExp, string][] = [
    [
      'a request to the person by name, after list items (ip12 shape)',
      promotion({
        newHireName: 'Kwame Mensah',
        currentRole: 'Backend Engineer',
        newRole: 'Staff Engineer, Payments squad',
        promotionDetails:
          '- moved billing to Postgres in 2026, latency -40%\n- Stripe + Paystack integrations\n- mentors 2 interns, runs the architecture forum\n- firefighter during Black Friday\nnew scope: staff eng for payments (6 devs), owns the tech roadmap. still codes ~60%. kwame pls stop renaming our branches',
      }),
      /renaming our branches/i,
      'Paystack',
    ],
    [
      'the typist spared a late call, after a safety record (ip04 shape)',
      promotion({
        tone: 'confident_assertive',
        length: 'long',
        newHireName: 'Sione Tupou',
        currentRole: 'Electrician',
        newRole: 'Site Supervisor',
        promotionDetails:
          "Sione's numbers:\n• 9 years here, A-grade licence + solar PV ticket\n• zero incidents on his crew 3 years straight\n• rewired the cold store in 2026, cut downtime ~25%\n\nAs supervisor he now runs 14 sparkies across 3 sites. no more ringing me at midnight 😅",
      }),
      /ringing me/i,
      'zero incidents',
    ],
    [
      'a request with the name after it',
      promotion({
        newHireName: 'Ravi Pillai',
        currentRole: 'Line Cook',
        newRole: 'Sous Chef',
        promotionDetails:
          'runs the grill station, cut food waste 18% this year. pls stop hiding the good knives, Ravi',
      }),
      /good knives/i,
      'food waste',
    ],
    [
      'a request to the person after a comma, in a nurse’s notes',
      promotion({
        tone: 'warm_professional',
        newHireName: 'Priya Nair',
        currentRole: 'Staff Nurse',
        newRole: 'Charge Nurse, Ward 7',
        promotionDetails:
          'led the falls audit (falls down 30%), precepts the new grads. Priya, please don’t bring more donuts',
      }),
      /donuts/i,
      'falls',
    ],
    [
      'the typist’s own relief, typed with an emoji',
      promotion({
        tone: 'casual_concise',
        newHireName: 'Mateus Costa',
        currentRole: 'Warehouse Operative',
        newRole: 'Shift Lead',
        promotionDetails:
          '- forklift certified\n- zero picking errors in Q3\n- no more texting me on Sundays about the rota 🙏',
      }),
      /texting me/i,
      'picking errors',
    ],
  ];
  for (const [name, input, remark, fact] of cases)
    it(`is left out, the facts kept: ${name}`, async () => {
      const options = await postedOverSeeds(input);
      for (const option of options) expect(option).not.toMatch(remark);
      expect(options.join('\n')).toContain(fact);
    });
});

/**
 * ADR 186: fragments of unlike kinds left over after the sentences are never one sentence
 * joined by "and": they follow a lead that says what they are, each option its own.
 */
describe('leftover fragments in prose', () => {
  it('follow the record’s lead, never a bare sentence joined by "and" (ip12 shape)', async () => {
    const options = proseOf(
      await postedOverSeeds(
        promotion({
          newHireName: 'Kwame Mensah',
          currentRole: 'Backend Engineer',
          newRole: 'Staff Engineer, Payments squad',
          promotionDetails:
            '- moved billing to Postgres in 2026, latency -40%\n- Stripe + Paystack integrations\n- mentors 2 interns, runs the architecture forum\n- firefighter during Black Friday\nnew scope: staff eng for payments (6 devs), owns the tech roadmap. still codes ~60%.',
        }),
      ),
    );
    const told = holding(options, 'Black Friday');
    expect(told.length).toBeGreaterThan(0);
    for (const s of told) expect(s).toMatch(/^Kwame['’]s (?:record so far|track record): /);
  });

  it('a count of nothing keeps its lead, never a verbless sentence (ip04 shape)', async () => {
    const options = proseOf(
      await postedOverSeeds(
        promotion({
          tone: 'confident_assertive',
          length: 'long',
          newHireName: 'Dagny Berg',
          currentRole: 'Crane Operator',
          newRole: 'Lifting Supervisor',
          promotionDetails:
            '• 12 years on the tower cranes\n• zero dropped loads on her crew 5 seasons running\n• rigged the new quay cranes in 2026, cut setup time ~20%\nAs supervisor she now plans every lift on the port.',
        }),
      ),
    );
    for (const s of holding(options, 'dropped loads')) expect(s).not.toMatch(/^Zero/);
  });

  it('the two prose options stay two, each with its own lead', async () => {
    const options = await postedOverSeeds(
      promotion({
        newHireName: 'Lena Vogel',
        currentRole: 'QA Engineer',
        newRole: 'QA Lead, Mobile',
        promotionDetails:
          '- rebuilt the release checklist in 2026, crash rate -35%\n- Appium + Detox suites\n- on-call rock during the Black Week sale\nnew scope: QA lead for mobile (4 testers). still tests ~40%.',
      }),
    );
    for (const option of proseOf(options)) expect(option).not.toMatch(/^•/m);
  });
});

/**
 * ADR 186: a note with a label of its own never follows the news's colon ("…Payments squad:
 * new scope: staff eng…"): two labels in a row.
 */
describe('a labelled note after the news', () => {
  const cases: [string, GenerationRequest][] = [
    [
      'new scope after a squad title (ip12 shape)',
      promotion({
        newHireName: 'Kwame Mensah',
        currentRole: 'Backend Engineer',
        newRole: 'Staff Engineer, Payments squad',
        promotionDetails:
          '- moved billing to Postgres in 2026, latency -40%\n- mentors 2 interns, runs the architecture forum\nnew scope: staff eng for payments (6 devs), owns the tech roadmap. still codes ~60%.',
      }),
    ],
    [
      'new remit after a regional title',
      promotion({
        tone: 'warm_professional',
        newHireName: 'Amara Obi',
        currentRole: 'Area Sales Rep',
        newRole: 'Regional Sales Manager, Lagos & Ogun',
        promotionDetails:
          '- grew Ogun sales 30% in 2026\n- trains the new reps, runs the Monday pipeline call\nnew remit: 9 reps across 2 states. still visits the big accounts herself.',
      }),
    ],
    [
      'team after a plant title',
      promotion({
        newHireName: 'Tomasz Nowak',
        currentRole: 'Maintenance Technician',
        newRole: 'Maintenance Planner',
        promotionDetails:
          '- cut unplanned stops ~15% in 2026\n- mentors 3 apprentices, runs the parts store\nnew team: 6 fitters on 2 shifts. still fixes the big presses ~30% of the time',
      }),
    ],
  ];
  for (const [name, input] of cases)
    it(`is a sentence of its own: ${name}`, async () => {
      for (const option of proseOf(await postedOverSeeds(input)))
        for (const s of sentencesOf(option)) expect(s).not.toMatch(/:\s[^.!?:]*?\b\p{L}+:\s/u);
    });
});

/**
 * ADR 186: a list, then after a dash what the person does ("…, HACCP — trains young cooks on
 * the line"): the verb phrase is the person's sentence, never a tail hanging off the list.
 */
describe('a dash clause about the person after a list', () => {
  const cases: [string, Partial<GenerationRequest>, string][] = [
    [
      'a baker who coaches (iw02 shape)',
      {
        newHireName: 'Marta Kowalczyk',
        role: 'Baker',
        team: 'Bakery',
        expertise:
          'sourdough, rye bread, croissant dough, food safety — coaches new bakers on the night shift',
      },
      'coaches new bakers on the night shift',
    ],
    [
      'a mechanic who trains apprentices',
      {
        newHireName: 'Kofi Boateng',
        role: 'Senior Mechanic',
        team: 'Workshop',
        expertise: 'diesel engines, hydraulics, brakes - trains the apprentices on Fridays',
      },
      'trains the apprentices on Fridays',
    ],
    [
      'an analyst who ran a team',
      {
        newHireName: 'Hana Sato',
        role: 'Data Analyst',
        team: 'Finance',
        expertise: 'SQL, Power BI, forecasting – ran the reporting team at her last job',
      },
      'ran the reporting team at her last job',
    ],
  ];
  for (const [name, fields, tail] of cases)
    it(`is told as the person's own sentence: ${name}`, async () => {
      const { prose, all, cards } = await postedWelcome(fields);
      expect(all).not.toMatch(new RegExp(`[—–-]\\s+${tail}`));
      // On the card it is a line of its own, never a clause under the skills' label.
      for (const line of cards.flatMap((c) => c.split('\n')))
        if (line.startsWith('• Expertise:')) expect(line).not.toContain(tail);
      const short = fields.newHireName!.split(' ')[0]!;
      for (const option of prose)
        if (option.includes(tail))
          expect(option).toMatch(new RegExp(`(?:${short}|She|He|They|and) ${tail}`));
    });
});
