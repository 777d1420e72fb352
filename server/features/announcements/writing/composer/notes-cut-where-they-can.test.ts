import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { escapeRegExp } from '#domain/text.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * ADR 155: a note is cut only where it can be cut. A shortened word's stop ("17th-c.",
 * "Pit No. 4") ends no sentence, so nothing is pasted inside it; a lead-in that points at a
 * list ("What Olumide did:") goes with its list, never a sentence or a bullet of its own; no
 * sentence or line starts with a colon. Inputs are the twentieth set's readers' shapes and
 * this file's own variations.
 */

const promotion = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Tolu Adeyemi',
  currentRole: 'Conservator',
  newRole: 'Studio Coordinator',
  promotionDetails: '',
  ...over,
});

const achievement = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'confident_assertive',
  length: 'medium',
  newHireName: 'Olumide Bakare',
  role: 'Site Engineer',
  achievementDescription: 'Finished the Lekki bridge deck 3 weeks early',
  achievementDetails: '',
  ...over,
});

describe("a shortened word's stop ends no sentence (ADR 155)", () => {
  it.each([
    {
      typed:
        'Tolu led the conservation of the 17th-c. atlas collection (63 volumes, vellum + parchment bindings) ahead of the exhibition in March. She also trained two interns.',
      short: '17th-c.',
      after: 'atlas collection',
    },
    {
      typed: 'restored the early 20th-c. organ case at the chapel, 400 pipes cleaned by hand 🎶',
      short: '20th-c.',
      after: 'organ case',
    },
    {
      typed:
        'sorted the 1st-c. coin hoard from the dig at Vindolanda 🪙 and wrote vol. 2 of the report',
      short: '1st-c.',
      after: 'coin hoard',
    },
    {
      typed:
        'Søren catalogued approx. 1,200 maps from the 18th-c. survey and rebuilt the reading room.',
      short: '18th-c.',
      after: 'survey',
    },
    {
      typed: 'Mended the 16th-cent. tapestry and trained 3 volunteers on the loom.',
      short: '16th-cent.',
      after: 'tapestry',
    },
    {
      typed: 'Ji-woo drove the 21st-cent. rebuild of tram no. 7 and cut its downtime by 40%.',
      short: '21st-cent.',
      after: 'rebuild',
    },
  ])('keeps "$short" inside its sentence', async ({ typed, short, after }) => {
    for (const tone of ['warm_professional', 'casual_concise'] as const)
      for (const option of await postedOverSeeds(promotion({ promotionDetails: typed, tone }))) {
        // Neither a bullet nor a sentence ends at the shortened word.
        expect(option).not.toMatch(new RegExp(`${escapeRegExp(short.slice(0, -1))}\\.?\\s*$`, 'm'));
        // The words after it go on in the same sentence, as typed (no capital).
        if (option.includes(after))
          expect(option).toMatch(new RegExp(`${escapeRegExp(short)} ${escapeRegExp(after)}`, 'i'));
        expect(option).not.toMatch(new RegExp(`${escapeRegExp(short)} \\p{Lu}(?!\\p{Lu})`, 'u'));
      }
  });

  it.each([
    {
      newRole: 'Block Cutting Foreman (Pit No. 4 & 5)',
      details:
        'Kwame has run the saws for eight years. In 2026 his pit gave 2,340 tonnes of dimension stone with no lost-time injury.',
      fact: 'his pit gave 2,340 tonnes',
    },
    {
      newRole: 'Shift Lead (Line No. 3)',
      details:
        'Kwame has run the night crew for six years. In 2025 his line cut changeover time from 40 to 18 minutes with no recalls.',
      fact: '18 minutes',
    },
    {
      newRole: 'Head Brewer (Brewhouse No. 2)',
      details:
        'Kwame has brewed with us for six years. In 2025 his brewhouse made 4,100 hectolitres 🍺 with no batch lost.',
      fact: '4,100 hectolitres',
    },
    {
      newRole: 'Crew Chief (Bay No. 2, approx. 30 staff)',
      details: 'He kept every aircraft on time through the winter. 0 missed departures.',
      fact: 'on time through the winter',
    },
    {
      newRole: 'Archivist (Vol. 4 Project)',
      details:
        'Kwame has kept the archive for eight years. In 2026 his team indexed 3,000 letters with no item lost.',
      fact: '3,000 letters',
    },
    {
      newRole: 'Head of Dept. (Stone, approx. 40 staff)',
      details: 'In 2026 his pit gave 2,340 tonnes. He mentors the apprentices.',
      fact: '2,340 tonnes',
    },
  ])('keeps the title "$newRole" whole', async ({ newRole, details, fact }) => {
    for (const tone of ['confident_assertive', 'excited_fun'] as const) {
      const options = await postedOverSeeds(
        promotion({
          newHireName: 'Kwame Asante',
          currentRole: 'Quarry Operator',
          newRole,
          promotionDetails: details,
          tone,
        }),
      );
      for (const option of options) {
        // The title's shortened word is no label: no fact follows it after a colon.
        expect(option).not.toMatch(/\b(?:No|Vol|Dept|approx):/);
        // Where the title's bracket is told, it is told whole.
        const open = newRole.indexOf('(');
        if (open >= 0 && option.includes(newRole.slice(0, open + 4)))
          expect(option).toContain(newRole.slice(open));
      }
      expect(options.some((o) => o.includes(fact))).toBe(true);
    }
  });
});

describe('a lead-in that points at a list goes with it (ADR 155)', () => {
  it.each([
    [
      'What Olumide did:',
      '• redesigned the pour sequence\n• ran night shifts safely\n• kept the budget',
    ],
    ['Here’s what he did:', '- redesigned the pour sequence\n- ran night shifts safely'],
    ['how he pulled it off:', '1. redesigned the pour sequence\n2. ran night shifts safely'],
    ['The numbers:', '- 14 pours\n- 0 lost-time injuries\n- 12% under budget'],
    ['Key results 🎉:', '* redesigned the pour sequence\n* 0 lost-time injuries'],
    ['What Olumide changed on site:', 'redesigned the pour sequence\nran night shifts safely'],
    ["Olumide's wins:", '• redesigned the pour sequence\n• kept the budget'],
    ['Some stats:', '- 14 pours\n- 0 lost-time injuries'],
  ])('never posts "%s" on its own', async (lead, list) => {
    const bare = lead.replace(/[\s🎉]*:$/u, '');
    for (const tone of ['confident_assertive', 'friendly_approachable'] as const) {
      const options = await postedOverSeeds(
        achievement({ achievementDetails: `${lead}\n${list}`, tone }),
      );
      for (const option of options) {
        expect(option).not.toMatch(new RegExp(`${escapeRegExp(bare)}\\s*[.!]`, 'i'));
        expect(option).not.toMatch(new RegExp(`^\\s*•\\s*${escapeRegExp(bare)}\\s*$`, 'im'));
      }
      // The list is still told.
      const item = /redesigned the pour sequence|0 lost-time injuries/i;
      expect(options.filter((_o, i) => i % 3 === 2).every((o) => item.test(o))).toBe(true);
      expect(proseOf(options).some((o) => item.test(o))).toBe(true);
    }
  });

  it('keeps the lead-in of the time with its list in a promotion', async () => {
    const options = await postedOverSeeds(
      promotion({
        newHireName: 'Tina Morales',
        currentRole: 'Flight Instructor',
        newRole: 'Chief Flight Instructor',
        promotionDetails:
          'Tina started here as a student pilot in 2014. Since becoming instructor:\n1. ~3,200 instruction hours\n2. 41 students to their licence\n3. zero incidents\nThe numbers:\n- 4.9 average rating',
      }),
    );
    for (const option of options) {
      expect(option).not.toMatch(
        /Since becoming instructor\s*[.!]|•\s*Since becoming instructor\s*$/m,
      );
      expect(option).not.toMatch(/The numbers\s*[.!]|•\s*The numbers\s*$/m);
    }
    // The list's items are told (a chat post may keep one of them, since ADR 152 moves a
    // pointing note with its line and the name budget of ADR 150 shortens the prose).
    expect(options.join('\n')).toMatch(/41 students/);
  });
});

describe('no sentence or line starts with a colon (ADR 155)', () => {
  it.each([
    'When Priya joined in 2023 our farm in Al Quoz grew 3 crops for one hotel.\n: Today we grow 27 crops for 14 hotels.',
    'When Priya joined in 2023 our farm grew 3 crops for one hotel.\n:Today we grow 27 crops.',
    'priya built the hydroponics team 🌱\n:today we grow 27 crops for 40 restaurants',
    'When Priya joined in 2023 our farm grew 3 crops. : Today we grow 27 and supply 40 restaurants.',
    '- 3 crops when she joined in 2023\n- : 27 crops today\n- : 40 restaurants supplied',
    'What she did: \n: built the team\n: trained 6 growers\n: took us to 27 crops',
  ])('never opens with ":" (%s)', async (typed) => {
    for (const length of ['long', 'medium'] as const) {
      const options = await postedOverSeeds({
        messageType: 'achievements',
        tone: 'inspiring_motivational',
        length,
        newHireName: 'Priya Nair',
        role: 'Head Grower',
        achievementDescription: 'Grew our vertical farm from 3 crops to 27',
        achievementDetails: typed,
      });
      for (const option of options) expect(option).not.toMatch(/(?:^|[.!?]\s+|•\s*):/m);
      for (const prose of proseOf(options)) expect(prose).toMatch(/27/);
    }
  });
});

describe('"cat." before its letter or number ends no sentence', () => {
  // "RIB driving licence (cat. B)" was cut after "cat.": "Djénifer's expertise covers B)."
  it.each([
    'VHF cert, knots, RIB driving licence (cat. B)',
    'HGV licence cat. C+E, forklift',
    'hurricane shutters rated Cat. 5, roofing',
    'CDL (cat. A), hazmat endorsement',
  ])('%s', async (expertise) => {
    const options = await postedOverSeeds({
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Djénifer Lopes Tavares',
      role: 'Dock Attendant',
      expertise,
    });
    for (const option of options) {
      expect(option).not.toMatch(/(?:covers|in|:)\s+(?:[A-Z]|\d)\b[^.\n]{0,6}(?:[.)]|$)/m);
      expect(option).not.toMatch(/\bcat\.\s*$/im);
    }
  });
});
