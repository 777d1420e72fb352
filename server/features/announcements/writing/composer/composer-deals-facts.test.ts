import { describe, expect, it } from 'vitest';
import { acceptedWordBounds, type GenerationRequest } from '#domain/generation.ts';
import { countWords } from './phrases.ts';
import { optionsOf } from './testing.ts';

const SEEDS = [1, 2, 3, 4, 5];

/**
 * ADR 120: a short post whose facts do not fit one option of the length asked. The
 * essentials (name, role, start, company) fill most of each option, so the three options
 * deal the rest out between them: together they tell every fact, the story's point too,
 * each option within what the check pass accepts.
 */
interface Case {
  name: string;
  input: GenerationRequest;
  /** One pattern per fact the user typed: some option must tell it. */
  facts: readonly RegExp[];
}

const CASES: readonly Case[] = [
  {
    name: 'a welcome whose long title leaves room for one group of notes per option',
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Ingrid Solvang-Nakamura ("Inge")',
      role: 'Lead Hydrographic Surveyor – Coastal Mapping / Dredging, Harbour Works',
      startDate: 'Monday 1 Feb',
      company: 'Norwegian Mapping Authority, 11 yrs',
      expertise:
        '- multibeam sonar surveys\n- cut re-survey time ~30% on the Bergen approaches\n- tidal modelling\n- speaks NO/JA/EN',
      hobbies: 'sea kayaking (paddled round Lofoten), bouldering, restoring a wooden sailboat',
      funFact: 'born on a fishing boat off Hokkaido, first woman in her family to go to university',
    },
    // "NO/JA/EN" is told as the languages it names (ADR 119).
    facts: [
      /multibeam/i,
      /Bergen/,
      /tidal/i,
      /NO\/JA\/EN|Norwegian, Japanese and English/,
      /kayak/i,
      /Hokkaido/,
    ],
  },
  {
    name: 'a promotion whose rescue story is the heart of it',
    input: {
      messageType: 'promotion',
      tone: 'friendly_approachable',
      length: 'short',
      newHireName: 'Tenzin Norbu ("Tashi")',
      currentRole: 'assistant instructor',
      newRole: 'Chief Climbing Instructor – Khumbu & Rolwaling valleys',
      promotionDetails:
        'passed his IFMGA exam in the spring. led 9 summit teams on Island Peak. last winter when a student fell into a crevasse he set up the rescue in the dark and carried her down to Pheriche. trainees rate him 4.8 out of 5 in every course survey',
      expertise: 'rope rescue, french + basic german',
    },
    facts: [/IFMGA/, /Island Peak/, /crevasse/, /4\.8/, /rope rescue/i],
  },
  {
    name: 'an achievement whose long find is the point of the story',
    input: {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Marek "Mařa" Dvořák',
      role: 'Cave Rescuer / search dog handler',
      achievementDescription: 'cave search — lost caver found alive',
      achievementDetails:
        "14.3., Moravian Karst. call came 22:40, the water was rising that night. Mařa and his dog Ferda were first into the lower passage, Ferda barked after 52 min and the caver was in a side chamber, cold but unhurt and home the next day. Mařa had only passed Ferda for live searches in January, this was their first real find. we'll have a proper thank-you at the station on Saturday, the sausages are on me",
    },
    facts: [/Moravian Karst/, /22:40/, /Ferda barked|52 min/, /January/, /Saturday/],
  },
];

describe('a short post whose facts do not fit one option deals them out', () => {
  for (const { name, input, facts } of CASES)
    it(name, async () => {
      const { maxWords } = acceptedWordBounds(input);
      for (const seed of SEEDS) {
        const options = await optionsOf(input, { seed });
        for (const fact of facts)
          expect(
            options.some((o) => fact.test(o)),
            `seed ${seed}: ${fact} in none of\n${options.join('\n---\n')}`,
          ).toBe(true);
        for (const option of options) expect(countWords(option)).toBeLessThanOrEqual(maxWords);
      }
    });
});
