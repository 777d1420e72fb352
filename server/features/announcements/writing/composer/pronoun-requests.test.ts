import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { pronounsAsked } from '#domain/pronoun-request.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * ADR 157: a request for pronouns, in any shape or language ("elle/they", "usa elle", "iel",
 * "pronouns: they", "uses they", "they/them pls", "(she/her)", "he/him"), is obeyed and never
 * posted, and it beats a pronoun typed in passing: "she pre-prepped" for a person who asked
 * for "they" is "they pre-prepped", its verb agreeing ("they do", never "they does"). Inputs
 * written for this test; all three options of seeds 1 and 2.
 */
interface Shape {
  input: GenerationRequest;
  /** The set asked for. */
  asked: 'she' | 'he' | 'they';
  /** Words of the request that must never be posted. */
  request: RegExp;
  /** A fact of the notes every option keeps. */
  fact: RegExp;
}

const shapes: Shape[] = [
  {
    input: {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Valentina Ríos',
      role: 'head baker',
      achievementDescription: 'baked 3,000 medialunas for the Rosario marathon',
      achievementDetails:
        'up at 3am for a week. she also trained the two new bakers.\nusa elle, no ella por favor',
      expertise: 'laminated doughs',
    },
    asked: 'they',
    request: /\busa\b|\belle\b|\bella\b|por favor/i,
    fact: /3,000 medialunas/,
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Camille Durand',
      role: 'Sommelier',
      startDate: 'Monday',
      expertise: 'Loire wines, natural wines',
      funFact: 'she once cycled from Nantes to Tours. iel',
    },
    asked: 'they',
    request: /\biel\b/i,
    fact: /Nantes/,
  },
  {
    input: {
      messageType: 'promotion',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Kai Tanaka (they/them pls)',
      currentRole: 'Deckhand',
      newRole: 'Bosun',
      promotionDetails:
        '5 seasons on the Otago ferries, he runs the mooring drills and trains the new crew. starts next week',
    },
    asked: 'they',
    request: /they\/them|\bpls\b/i,
    fact: /mooring drills/,
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Oisín Byrne',
      role: 'Gearbox Technician',
      startDate: '1 December',
      expertise: 'wind turbine gearboxes; pronouns: they',
      hobbies: 'hurling',
      funFact: 'he rebuilt a 1970s tractor with his nan',
    },
    asked: 'they',
    request: /pronouns/i,
    fact: /tractor/,
  },
  {
    input: {
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Bia Carvalho',
      role: 'Line Supervisor',
      achievementDescription: 'zero defects on the bottling line for a quarter',
      achievementDetails:
        '90 days, 1.2M bottles. she rewrote the changeover checklist. Bia uses they — not ela/she',
    },
    asked: 'they',
    request: /\buses\b|\bela\b/i,
    fact: /changeover checklist/,
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Tendai Moyo',
      role: 'Field Engineer',
      startDate: 'Monday',
      expertise: 'borehole pumps, solar pumping',
      funFact: 'they have climbed Kilimanjaro twice (she/her)',
    },
    asked: 'she',
    request: /she\/her/i,
    fact: /Kilimanjaro/,
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Arjun Mehta',
      role: 'Barista',
      startDate: 'Tuesday',
      expertise: 'latte art, espresso calibration',
      hobbies: 'cricket\nhe/him',
    },
    asked: 'he',
    request: /he\/him/i,
    fact: /latte art/,
  },
];

/** Verbs that agree with "she" or "he", never with "they". */
const SINGULAR =
  'is|was|has|does|goes|starts|brings|specialises|enjoys|runs|leads|joins|covers|trains';

const THEIRS_OF = { she: /\b(?:she|her|hers|herself)\b/i, he: /\b(?:he|him|his|himself)\b/i };

describe('pronoun requests in any shape and language (ADR 157)', () => {
  it.each(shapes)('$input.newHireName: $asked', async ({ input, asked, request, fact }) => {
    const options = await postedOverSeeds(input);
    for (const option of options) {
      expect(option).not.toMatch(request);
      expect(option).toMatch(fact);
      // "they does", "they is", "they has": a verb left as it agreed with "she".
      expect(option).not.toMatch(new RegExp(`\\bthey (?:${SINGULAR})\\b`, 'i'));
      // "They start on 1 December and specialises in…": each verb the sentence joins agrees.
      expect(option).not.toMatch(new RegExp(`\\bthey [^.!?]*\\band (?:${SINGULAR})\\b`, 'i'));
      if (asked === 'they') {
        expect(option).not.toMatch(THEIRS_OF.she);
        expect(option).not.toMatch(THEIRS_OF.he);
      }
    }
  });

  it('reads a request in each shape, and no request where there is none', () => {
    const read = (text: string) => pronounsAsked(text, ['Ro']);
    expect(read("she's they/them")).toBe('they');
    expect(read('pls use elle/they not ella/she')).toBe('they');
    expect(read('usa elle')).toBe('they');
    expect(read('iel')).toBe('they');
    expect(read('pronombres: él')).toBe('he');
    expect(read('Ro is they/them')).toBe('they');
    expect(read('her pronouns are he/him')).toBe('he');
    expect(read('(she/her)')).toBe('she');
    // Two sets, an object alone, a sentence about someone: no request.
    expect(read('she/they')).toBeUndefined();
    expect(read('use her')).toBeUndefined();
    expect(read('they love it')).toBeUndefined();
    expect(read('she is great')).toBeUndefined();
    // "Elle" capitalised beside another word is someone's name.
    expect(read('thanks Elle')).toBeUndefined();
    expect(read('iel btw')).toBe('they');
    // A request with a word of insistence (the twenty-first set's gw03 posted it).
    expect(read('Ro uses they/them pls get that right')).toBe('they');
    expect(read('make sure you use she/her')).toBe('she');
    expect(read('get that right')).toBeUndefined();
  });
});
