import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf, welcomeRequest } from '../../testing.ts';

/**
 * ADR 171: a welcome's skills, pastimes and start are said by what each typed item is. A
 * clause among the skills keeps a subject ("She can lay…"), a person noun is what the person
 * is, a "knows …" clause is a sentence; the scannable post parts a list only at its commas; a
 * pastime list whose first item reads as someone else's sentence still has the person as its
 * subject; a start day with a clause after it is never spliced before "as our new …". These
 * inputs are our own; every assertion reads all three options of two seeds.
 */
interface Case {
  name: string;
  input: GenerationRequest;
  /** Said in every prose option. */
  prose?: RegExp[];
  /** Said somewhere in the options. */
  somewhere?: RegExp[];
  /** Never in any option. */
  never: RegExp[];
}

/** A skills frame with a verb or a person inside its object. */
const SKILLS_FRAME = String.raw`(?:specialises in|expertise in|expertise covers)(?:(?!\b(?:is|speaks|holds)\b)[^.\n])*`;

const CASES: Case[] = [
  {
    name: 'a clause after a skill',
    input: welcomeRequest({
      newHireName: 'Ffion Pryce',
      role: 'Estate Worker',
      expertise: 'dry stone walling, can lay a hedge in a single day',
    }),
    prose: [/\b(?:She|Ffion) can lay a hedge in a single day/],
    never: [new RegExp(`${SKILLS_FRAME}\\bcan lay\\b`), /dry stone walling and can/],
  },
  {
    name: 'a "knows" clause, a person noun and a skill with its own "and"',
    input: welcomeRequest({
      newHireName: 'Tomasz Nowak',
      role: 'Harbour Launch Skipper',
      tone: 'friendly_approachable',
      expertise:
        'knows every sandbar & mooring from Whitby to Scarborough, outboard mechanic, net mending & splicing',
    }),
    prose: [/knows every sandbar and mooring from Whitby to Scarborough\./],
    never: [
      /Scarborough, outboard mechanic/,
      new RegExp(`${SKILLS_FRAME}\\bmechanic\\b`),
      /mechanic and net mending and splicing/,
      /every sandbar;/,
      /; splicing/,
    ],
  },
  {
    name: 'a person noun first, then a clause',
    input: welcomeRequest({
      newHireName: 'Dara Quinlan',
      role: 'Field Technician',
      tone: 'excited_fun',
      length: 'long',
      expertise: 'ex-lineman, reads a wiring diagram like a novel, SCADA & telemetry',
    }),
    somewhere: [/\b(?:She|He|Dara|They) reads a wiring diagram like a novel/],
    never: [new RegExp(`${SKILLS_FRAME}\\b(?:reads|lineman)\\b`), /ex-lineman, reads/],
  },
  {
    name: 'a pastime list opening with what reads as a sentence',
    input: welcomeRequest({
      newHireName: 'Ines Barros',
      role: 'Pastry Chef',
      length: 'long',
      hobbies: 'dog walks along the canal, bakes sourdough, restores old radios',
    }),
    prose: [/dog walks along the canal/],
    never: [/(?:^|[.!]\s+)Dog walks along the canal/m, /(?:^|[.!]\s+)Bakes sourdough/m],
  },
  {
    name: 'two pastime verbs after a noun, casual tone',
    input: welcomeRequest({
      newHireName: 'Kofi Mensah',
      role: 'Warehouse Lead',
      tone: 'creative_playful',
      length: 'long',
      hobbies: 'Sunday bike rides, fixes up old Vespas, coaches under-9s football',
    }),
    never: [/(?:^|[.!]\s+)Fixes up old Vespas/m, /(?:^|[.!]\s+)Coaches under-9s/m],
  },
  {
    // The tuning set's w38: a list of things alone is one list, its last item after "and".
    name: 'a list of things alone',
    input: welcomeRequest({
      newHireName: 'J. R. Okafor',
      role: 'Solutions Architect',
      company: 'AWS',
      expertise: 'serverless, data lakes',
      tone: 'casual_concise',
      length: 'long',
    }),
    somewhere: [/serverless and data lakes/i],
    never: [/serverless, data lakes/i],
  },
  {
    // The tuning set's w17: a count after a deed is its tally, never a second sentence
    // naming the person again, nor the deed under a skills label.
    name: 'a count after a deed',
    input: welcomeRequest({
      newHireName: 'Lucas Moreau',
      role: 'Growth Marketer',
      company: 'Deliveroo',
      expertise: 'grew signups ~40% in 6 months, 200+ A/B tests',
      tone: 'casual_concise',
      length: 'long',
    }),
    somewhere: [/grew signups about 40% in 6 months/i],
    never: [/Expertise: Lucas/, /Lucas brings a track record/],
  },
  {
    name: 'two person nouns, one with a figure',
    input: welcomeRequest({
      newHireName: 'Rhiannon Lloyd',
      role: 'Mountain Leader',
      length: 'short',
      expertise: 'winter skills veteran, ML2 assessor',
    }),
    somewhere: [/winter skills veteran, ML2 assessor/i],
    never: [new RegExp(`${SKILLS_FRAME}\\b(?:veteran|assessor)\\b`)],
  },
  {
    name: 'a start day with a clause after it',
    input: welcomeRequest({
      newHireName: 'Noor Haddad',
      role: 'Orchard Hand',
      tone: 'friendly_approachable',
      startDate: 'feb 9 ahead of the spring pruning',
      expertise: 'grafting, pest scouting',
    }),
    never: [/spring pruning as our new/],
  },
  {
    name: 'a start day with a purpose after it',
    input: welcomeRequest({
      newHireName: 'Sven Olsen',
      role: 'Ski Patroller',
      startDate: '12/2 for avalanche training',
      hobbies: 'telemark, ice climbing',
    }),
    never: [/avalanche training as our new/],
  },
];

describe('list items said by kind (ADR 171)', () => {
  it.each(CASES)('$name', async ({ input, prose, somewhere, never }) => {
    const options = await postedOverSeeds(input);
    for (const option of options) for (const bad of never) expect(option).not.toMatch(bad);
    for (const option of proseOf(options))
      for (const good of prose ?? []) expect(option).toMatch(good);
    for (const good of somewhere ?? []) expect(options.join('\n')).toMatch(good);
  });
});
