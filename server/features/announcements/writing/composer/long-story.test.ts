import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import type { Tone } from '#domain/tones.ts';
import { isLogistics } from '../logistics.ts';
import { isDeed } from './notes.ts';
import { optionsOf } from './testing.ts';

/**
 * The story that is the point stays in the long post (ADR 136): the deed that earned the news
 * is never dropped for a bare statistic or colour, and a welcome's expertise (the core of the
 * job) is told in at least two options. Inputs of my own: bullets and paragraphs, with and
 * without figures, across trades.
 */
const cases: { input: GenerationRequest; story: string[]; options?: number[] }[] = [
  {
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Jonas Reiter',
      currentRole: 'Steinmetz',
      newRole: 'Master Mason',
      team: 'Dombauhütte',
      promotionDetails:
        'Jonas has been with the Bauhütte since 2011. He carved all 6 south-tower finials by hand over two winters, and trained 9 apprentices, 4 of whom passed with "sehr gut". Effective 1 January he leads a crew of 14.',
      expertise: 'sandstone carving, lime mortars',
    },
    story: ['finials', '9 apprentices'],
  },
  {
    input: {
      messageType: 'promotion',
      tone: 'confident_assertive',
      length: 'long',
      newHireName: 'Dave Kowalski',
      currentRole: 'Race Ops Coordinator',
      newRole: 'Operations Manager',
      team: 'Race Operations',
      promotionDetails:
        '- 31,400 starters, biggest field ever\n- 0 medical transports from the course\n- water main break on Kelly Dr at 5:10am: he rerouted miles 19-21 in 40 min, cleared it with police + Streets Dept, runners never knew\n- 212 volunteers across 26 water stations',
    },
    story: ['water main', 'runners never knew'],
  },
  {
    input: {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Somchai Wongsakul',
      role: 'Mill Supervisor',
      team: 'Parboil Line 2',
      achievementDescription: 'First export lot to the EU passed inspection',
      achievementDetails:
        '• 42 containers to Rotterdam\n• his team dried and parboiled 18,600 t and the export lot passed with 3.8% broken grain, under the 5% spec\n• 11 weeks of double shifts\n• zero rejected bags',
    },
    story: ['18,600 t', '3.8% broken grain'],
  },
  {
    input: {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Tom Hewitt',
      role: 'Master Thatcher',
      team: 'Broads Heritage',
      achievementDescription: 'Won the Master Thatchers Association award for 2026',
      achievementDetails:
        'Norfolk reed all the way. His ridge on the church roof at Ranworth was the one picked for the award. 30 years on the tools.',
      hobbies: 'sailing a wherry',
    },
    story: ['Ranworth'],
  },
  {
    input: {
      messageType: 'achievements',
      tone: 'inspiring_motivational',
      length: 'long',
      newHireName: 'Aroha Ngata',
      role: 'Network Engineer',
      team: 'Field Ops',
      achievementDescription: 'Restored the Gisborne link after Cyclone Gabrielle',
      achievementDetails:
        'stats: 3 days, 2 helicopters, 19 km of fibre. She hiked the ridge with a splicing kit and brought 40,000 homes back online before the army arrived. Rain the whole time.',
    },
    story: ['splicing kit', '40,000 homes'],
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Fiona Gallagher',
      role: 'Equine Logistics Coordinator',
      team: 'Bloodstock Shipping',
      startDate: 'Monday 7 December',
      company: 'Goffs, where she ran the sales-ring dispatch for 8 years',
      expertise: 'horse transport, export paperwork and vet liaison',
      hobbies: 'eventing her own mare, sea swimming at Sandycove, and sourdough',
      funFact: 'She once flew with 40 yearlings to Hong Kong in a cargo 747.',
    },
    story: ['horse transport', 'export paperwork'],
    options: [2, 3],
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'long',
      newHireName: 'Priya Natarajan',
      role: 'Payroll Specialist',
      team: 'People Ops',
      startDate: 'Jan 4',
      company: 'ADP',
      expertise: 'multi-state payroll, compensation reviews and benefits audits',
      hobbies: 'carnatic violin, bouldering',
    },
    story: ['multi-state payroll', 'compensation reviews'],
    options: [2, 3],
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Marek Dvořák',
      role: 'HR Advisor',
      team: 'People',
      expertise: 'Payroll for 3 countries; salary benchmarking',
      funFact: 'plays the double bass in a ska band',
    },
    story: ['3 countries', 'salary benchmarking'],
    options: [2, 3],
  },
];

const TONES: Tone[] = ['casual_concise', 'excited_fun'];

describe('the long post keeps the story that is the point', () => {
  for (const { input, story, options = [2, 3] } of cases)
    it(`${input.messageType}: ${input.newHireName}`, async () => {
      for (const tone of [input.tone, ...TONES])
        for (const seed of [1, 2]) {
          const all = await optionsOf({ ...input, tone }, { seed });
          for (const at of options) {
            const option = all[at - 1]!;
            for (const words of story)
              expect(option.toLowerCase(), `${tone} seed ${seed}`).toContain(words.toLowerCase());
          }
        }
    }, 60_000);
});

describe('a deed is what was done and how it turned out', () => {
  it.each([
    'water main break on Kelly Dr at 5:10am: he rerouted miles 19-21 in 40 minutes, runners never knew',
    'His ridge on the church roof at Ranworth was the one picked for the award',
    'his team dried and parboiled 18,600 t and the export lot passed with 3.8% broken grain',
    'Trained 9 apprentices, 4 passed with "sehr gut"',
    'She hiked the ridge and brought 40,000 homes back online',
  ])('%s', (text) => expect(isDeed(text)).toBe(true));
  it.each([
    '31,400 starters, biggest field ever',
    'Norfolk reed all the way',
    '42 containers to Rotterdam',
    '30 years on the tools, 400+ roofs',
    '12 cooks, 180 covers a night',
    'Jonas has been with the Bauhütte since 2011',
    'is a huge Arsenal fan',
  ])('not: %s', (text) => expect(isDeed(text)).toBe(false));
});

describe('expertise that names paperwork or payroll is the job, no logistics', () => {
  it('keeps it in the expertise field, unless a status says logistics', () => {
    expect(isLogistics('horse transport, export paperwork and vet liaison', 'expertise')).toBe(
      false,
    );
    expect(isLogistics('multi-state payroll, compensation reviews', 'expertise')).toBe(false);
    expect(isLogistics('export paperwork and vet liaison', 'funFact')).toBe(true);
    expect(isLogistics('SQL; background check pending', 'expertise')).toBe(true);
  });
});
