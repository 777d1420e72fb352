import { describe, expect, it } from 'vitest';
import {
  asSubject,
  countWords,
  firstWord,
  midSentence,
  quietShouting,
  teamOf,
  titleOf,
  words,
} from './phrases.ts';

/** How a typed team and name read mid-sentence (issue 21: inputs nobody tuned for). */
describe('teamOf', () => {
  it.each([
    ['Platform', 'on the Platform team'],
    // A place by its own name takes "at" and no "team".
    ['Store #214 Oak Ridge', 'at Store #214 Oak Ridge'],
    // A team at a place is still worked on.
    ['QA - Plant 1', 'on the QA team (Plant 1)'],
    ['School of Public Policy', 'in the School of Public Policy'],
    ['Westfield Middle School', 'at Westfield Middle School'],
    // ADR 065: a team that already says what it is is never wrapped in "the … team".
    ['crew 7 (weekends)', 'on crew 7 (weekends)'],
    ['Line 4', 'on Line 4'],
    ['Station 9', 'at Station 9'],
    ['Harbourside Brass players', 'with the Harbourside Brass players'],
    ['Summer touring company', 'with the Summer touring company'],
    ['Oakfield Vets (both sites)', 'at Oakfield Vets (both sites)'],
    ['Millbrook Community Food Bank', 'at Millbrook Community Food Bank'],
    ['Lakeside Dental – hygiene team', 'on the Lakeside Dental hygiene team'],
    ['Dispatch (nights)', 'on the Dispatch team (nights)'],
    ['HDU', 'on HDU'],
    // Issue 21, ninth set: a cheer or an addition in the bracket, a lone workplace noun, a
    // flag after a team that already says "team".
    ['bakery (crew of 6 now!)', 'on the bakery team (crew of 6 now!)'],
    ['warehouse', 'in the warehouse'],
    ['level design (+ our playtesters)', 'on the level design team (+ our playtesters)'],
    ['FR/IT desk team 🇫🇷🇮🇹', 'on the FR/IT desk team'],
    [
      'M8 Widening – Junction 4 to 5 (Phase 1) delivery team',
      'on the M8 Widening – Junction 4 to 5 (Phase 1) delivery team',
    ],
  ])('%s reads "%s"', (typed, phrase) => {
    const team = teamOf(typed)!;
    expect(`${team.on} ${team.phrase}`).toBe(phrase);
  });

  it('drops an emoji with the space before it (ADR 069)', () => {
    expect(teamOf('Early shift (the dawn patrol 🌅)')!.name).toBe('Early shift (the dawn patrol)');
    expect(teamOf('billing-core 🧾')!.name).toBe('billing-core');
  });

  it('says a team it cannot read as typed, and marks it unsure', () => {
    for (const typed of [
      "Stage crew – 'The Tempest' company",
      'Ops (me, Dana and whoever is on call lol)',
    ]) {
      const team = teamOf(typed)!;
      expect(team.unsure, typed).toBe(true);
      expect(team.phrase).toBe(typed);
    }
  });

  it("names the team without its bracket in the writer's own send-off", () => {
    expect(teamOf('level design (+ our playtesters)')?.head).toBe('the level design team');
    expect(teamOf('Dispatch (nights)')?.head).toBe('the Dispatch team');
    expect(teamOf('Platform')?.head).toBeUndefined();
  });

  it('knows a team one is promoted into', () => {
    expect(teamOf('Executive Leadership Team')?.joined).toBe(true);
    expect(teamOf('Board of Trustees')?.joined).toBe(true);
    expect(teamOf('Payments')?.joined).toBeUndefined();
  });
});

describe('asSubject', () => {
  it('closes a credential set off by a comma, and leaves other names as typed', () => {
    expect(asSubject('Aisha Rahman, MBA')).toBe('Aisha Rahman, MBA,');
    expect(asSubject('Grace Mensah, RN')).toBe('Grace Mensah, RN,');
    expect(asSubject('Maya Patel')).toBe('Maya Patel');
    expect(asSubject('Dr. Hyun-woo Kim')).toBe('Dr. Hyun-woo Kim');
  });
});

/** Capitals typed for emphasis are not shouted at a whole channel (ADR 045). */
describe('quietShouting', () => {
  const person = new Set(['noor']);
  it.each([
    ['she rebuilt it HERSELF over a weekend', 'she rebuilt it herself over a weekend'],
    ['now SENIOR LEAD for the data platform', 'now senior lead for the data platform'],
    ['a HUGE quarter', 'a huge quarter'],
  ])('lowers “%s”', (typed, said) => expect(quietShouting(typed, person)).toBe(said));

  it.each([
    // Acronyms and names stay as typed.
    'passed the OSHA 30 course',
    'CSAT 98% and NPS up',
    'made the FIRST Robotics finals',
    'thanks to NOOR for the demo',
    'owns the R&D roadmap',
    // An acronym that is also a word, naming the kind of what follows (the thirteenth set).
    'ETC Eos, LED retrofits',
    'caught the PET contamination issue',
  ])('keeps “%s”', (typed) => expect(quietShouting(typed, person)).toBe(typed));

  // A short word in capitals alone between a list's commas or joiners names a thing: lowered,
  // "LED + interior design" was told "Mr. Spray led and interior design" (twenty-sixth set).
  it.each([
    'chrome & candy paints, LED + interior design, big ideas',
    'LED and interior design',
    'wiring, PAT testing, LED',
    'set design (LED, rigging)',
  ])('keeps a list item in capitals: “%s”', (typed) =>
    expect(quietShouting(typed, person)).toBe(typed),
  );

  it.each([
    ['pricing, NEGOTIATING, closing', 'pricing, negotiating, closing'],
    ['she LED the whole migration', 'she led the whole migration'],
    ['we WON it again', 'we won it again'],
  ])('still lowers a shouted verb before what it governs: “%s”', (typed, said) =>
    expect(quietShouting(typed, person)).toBe(said),
  );
});

describe('midSentence', () => {
  it('keeps the capital of a name joined to another name (ADR 074)', () => {
    expect(midSentence('Blender + Maya rigging')).toBe('Blender + Maya rigging');
    expect(midSentence('Figma & Sketch')).toBe('Figma & Sketch');
    expect(midSentence('Rhino and Grasshopper scripting')).toBe('Rhino and Grasshopper scripting');
  });

  it('keeps the capital of a name whose capital comes after "of" ("Employee of the Month")', () => {
    expect(midSentence('Employee of the Month')).toBe('Employee of the Month');
    expect(midSentence('Head of Engineering')).toBe('Head of Engineering');
    expect(midSentence('Rebuild of the checkout flow')).toBe('rebuild of the checkout flow');
  });

  it('lowers the opening capital of a common word as before', () => {
    expect(midSentence('Bridge inspection + reporting')).toBe('bridge inspection + reporting');
    expect(midSentence('Pastry and I')).toBe('pastry and I');
  });
});

/** Counted without building the list of words (ADR 108), the same count as the list's. */
describe('countWords and firstWord', () => {
  it.each([
    '',
    '   ',
    'one',
    '  two  words ',
    'tab\tand\nnew line\r\nand\u00a0no-break\u2003em\u2028line\u3000ideographic\ufeffbom',
    'punctuation!!! ... , , and—dashes – here',
    '🎉 emoji 👋🏽 count\u200bas words',
    '\nleading line break',
  ])('%j', (text) => {
    expect(countWords(text)).toBe(words(text).length);
    expect(firstWord(text)).toBe(text.split(/\s+/)[0]);
  });
});

describe('titleOf (ADR 105)', () => {
  it.each([
    ['Night porter (weekends)', 'night porter (weekends)'],
    ['Trainee electrician', 'trainee electrician'],
    ['Payroll clerk', 'payroll clerk'],
    // One generic word typed with its capital is lowered too (ADR 126).
    ['Sommelier', 'sommelier'],
  ])('writes a title typed in sentence case, “%s”, as it reads mid-sentence', (typed, told) =>
    expect(titleOf(typed)).toBe(told),
  );

  it.each([
    'Golang developer',
    'Welsh tutor',
    'Head of Payroll',
    'Senior Payroll Clerk',
    'Jefe de cocina',
    'CFO',
    'Verkäuferin',
    'Shift supervisor / Team Lead',
  ])('keeps a title whose capitals are a name’s or a title’s: “%s”', (typed) =>
    expect(titleOf(typed)).toBe(typed),
  );

  it('keeps a title made of the name’s words as typed', () =>
    expect(titleOf('Bakery crew', new Set(['the', 'bakery', 'crew']))).toBe('Bakery crew'));
});
