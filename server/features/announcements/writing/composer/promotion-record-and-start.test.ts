import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { screenOption } from '../checks/fact-screen.ts';
import { readStory } from './story.ts';
import { weightiestOf } from './weight.ts';

/**
 * A promotion post says WHY (the record: the deeds, the numbers, the road the person came)
 * and WHEN (ADR 185). Options kept the move and dropped the start typed as a whole day
 * ("Monday 4th January 2027", "Jan 4, 2027", "January 2027 term"), a record holding the
 * user's own vague count ("delivered hundreds of babies"), a deed led typed after its
 * subject, and the story of where the person started.
 */
const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Ana Silva',
  currentRole: 'Technician',
  newRole: 'Lead Technician',
  promotionDetails: 'Trained every new starter this year.',
  ...fields,
});

const starts: { name: string; input: GenerationRequest; day: RegExp }[] = [
  {
    name: 'a weekday, an ordinal and a year',
    input: promotion({
      newHireName: 'Camille Rousseau',
      currentRole: 'Boulangère, night bake',
      newRole: 'Cheffe boulangère',
      startDate: 'Tuesday 2nd February 2027',
      promotionDetails:
        'Camille has run the night bake for 4 years. She rebuilt our sourdough starter programme and trained 6 apprentices.',
    }),
    day: /2 February 2027/,
  },
  {
    name: 'a month, a day and a year after a comma',
    input: promotion({
      length: 'short',
      tone: 'confident_assertive',
      newHireName: 'DeShawn Carter',
      currentRole: 'Firefighter/EMT, Station 7',
      newRole: 'Lieutenant, Station 7 B shift',
      startDate: 'Feb 1, 2027',
      promotionDetails: '11 yrs on the job. Passed the lieutenant exam first in his class.',
    }),
    day: /1 February 2027|February 1, 2027/,
  },
  {
    name: 'the period it opens, named by its month and year',
    input: promotion({
      length: 'short',
      tone: 'inspiring_motivational',
      newHireName: 'Valentina Rojas Muñoz',
      currentRole: 'Research assistant, soil lab',
      newRole: 'Lab Manager — soil & water lab',
      startDate: 'March 2027 semester',
      promotionDetails: 'Set up the isotope bench on her own. 40 student projects supported.',
    }),
    day: /March 2027 semester/,
  },
  {
    name: 'a weekday in another language with the day and year',
    input: promotion({
      newHireName: 'Ingrid Solheim',
      currentRole: 'Ferry deckhand, Hardanger route',
      newRole: 'Bosun, Hardanger route',
      startDate: 'tirsdag 2. februar 2027',
      promotionDetails:
        'Ingrid has worked the Hardanger ferries for 7 years. She led the rebuild of our mooring drills after the 2025 storm season.',
    }),
    day: /2 February 2027/,
  },
  {
    name: 'a month first with an ordinal and a year',
    input: promotion({
      tone: 'confident_assertive',
      newHireName: 'Rajesh Pillai',
      currentRole: 'Senior Line Maintenance Engineer',
      newRole: 'Shift Lead — Line Maintenance, Hangar 2',
      startDate: 'March 1st, 2027',
      promotionDetails:
        '14 years on narrowbodies. His shift cleared 98% of deferred defects on time in 2026. He takes over a team of 12 engineers.',
    }),
    day: /1 March 2027|March 1st, 2027/,
  },
  {
    name: 'the intake it opens',
    input: promotion({
      length: 'short',
      newHireName: 'Grace Wanjiru',
      currentRole: 'Clinical instructor',
      newRole: 'Head of Nursing Education',
      startDate: 'the September 2027 intake',
      promotionDetails:
        'Wrote our new skills-lab curriculum. 120 students passed the council exam.',
    }),
    day: /September 2027 intake/,
  },
];

describe('a promotion tells its start typed as a whole day in every option, once', () => {
  for (const { name, input, day } of starts)
    it(name, async () => {
      const options = await postedOverSeeds(input);
      for (const option of options) {
        expect(option).toMatch(day);
        expect(option.match(new RegExp(day.source, 'g'))?.length).toBe(1);
      }
    });
});

const records: { name: string; input: GenerationRequest; kept: RegExp }[] = [
  {
    name: 'a midwife’s deeds with her own vague count',
    input: promotion({
      tone: 'inspiring_motivational',
      newHireName: 'Mercy Achieng Otieno',
      currentRole: 'Nursing Officer / Midwife, Maternity',
      newRole: 'Deputy Matron — Maternity & Newborn Unit',
      startDate: 'Monday 1st February 2027',
      promotionDetails:
        'Mercy has been a midwife here 12 years; she delivered thousands of babies, mentored the student midwives and led the drive that cut newborn sepsis on our unit. From February she leads maternity and the newborn unit — 41 staff.',
    }),
    kept: /delivered thousands of babies/,
  },
  {
    name: 'a mechanic’s deeds with dozens of rebuilds',
    input: promotion({
      tone: 'confident_assertive',
      newHireName: 'Tomás Ferreira',
      currentRole: 'Diesel mechanic, bus depot',
      newRole: 'Workshop Supervisor, bus depot',
      startDate: 'Jan 11, 2027',
      promotionDetails:
        'Tomás has been on our tools 10 years; he rebuilt dozens of engines, taught the apprentices to read fault codes and led the switch that halved breakdowns on the 40 route. He runs the workshop from January — 14 mechanics.',
    }),
    kept: /rebuilt dozens of engines/,
  },
  {
    name: 'a chef’s deeds with hundreds of covers',
    input: promotion({
      newHireName: 'Leilani Kahale',
      currentRole: 'Line cook',
      newRole: 'Sous Chef',
      startDate: 'Tuesday 5th January 2027',
      promotionDetails:
        'Leilani has cooked here 6 years; she served hundreds of covers a night, wrote the new allergen cards and led the menu change that put local fish on every plate. She runs the pass from January with 9 cooks.',
    }),
    kept: /served hundreds of covers/,
  },
];

describe('a medium promotion keeps the record it rests on in both prose options', () => {
  for (const { name, input, kept } of records)
    it(name, async () => {
      const options = await postedOverSeeds(input);
      for (const option of proseOf(options)) expect(option).toMatch(kept);
    });
});

describe('the story the post is for', () => {
  const arcs: { name: string; input: GenerationRequest; story: RegExp }[] = [
    {
      name: 'a dishwasher who now runs the kitchen',
      input: promotion({
        newHireName: 'Nguyễn Văn Minh',
        currentRole: 'Cook',
        newRole: 'Head Chef',
        startDate: 'Monday 4th January 2027',
        promotionDetails:
          'joined as a dishwasher in 2014, now runs the kitchen he started in. food cost down 6% this year',
      }),
      story: /as a dishwasher in 2014/,
    },
    {
      name: 'a trainee who now leads the depot',
      input: promotion({
        newHireName: 'Aroha Ngata',
        currentRole: 'Transport planner',
        newRole: 'Depot Manager, Hamilton',
        startDate: 'Feb 1, 2027',
        promotionDetails:
          'started here as a school-leaver trainee in 2011, now leads the depot she trained in. on-time deliveries up 3 years running',
      }),
      story: /as a school-leaver trainee in 2011/,
    },
  ];
  for (const { name, input, story } of arcs) {
    it(`is the weightiest fact: ${name}`, () => {
      const read = readStory(input, '2026-11-23');
      const id = weightiestOf(read);
      const unit = read.notes.promotionDetails?.units.find((u) => u.id === id);
      expect(unit?.text).toMatch(story);
    });
    it(`is told by both prose options: ${name}`, async () => {
      const options = await postedOverSeeds(input);
      for (const option of proseOf(options)) expect(option).toMatch(story);
    });
  }
});

describe('a vague count the user typed is theirs', () => {
  it('passes the fact screen, and one not typed does not', () => {
    const input = promotion({
      promotionDetails:
        'Midwife here 15 years; she delivered hundreds of babies and trained the new midwives. Leads 38 nurses from January.',
    });
    const problems = (text: string) => screenOption(text, input, {}).map((p) => p.message);
    expect(problems('Ana Silva delivered hundreds of babies.')).toEqual([]);
    expect(problems('Ana Silva delivered thousands of babies.').join(' ')).toMatch(/thousands/);
  });
});
