import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 148: a prose label said once per option when two fields each bring a fact of its kind,
 * and a deed told as its own sentence with its subject, never glued after the news's colon
 * with its capital kept. Our own inputs; every option, two seeds, through the check pass.
 */
const posted = (input: GenerationRequest) => postedOverSeeds(input);

const welcome = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Tiihu Kanerva',
  role: 'Architect',
  startDate: 'Monday',
  ...fields,
});

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName: 'Obi Nwosu',
  currentRole: 'Depot Supervisor',
  newRole: 'Operations Manager',
  promotionDetails: '',
  ...fields,
});

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Mei Tanaka',
  role: 'Workshop Lead',
  achievementDescription: 'Best year the workshop has had',
  achievementDetails: '',
  ...fields,
});

const count = (text: string, label: RegExp) => text.match(label)?.length ?? 0;

describe('a prose label once per option', () => {
  it.each([
    [
      'hobby typed "Fun fact -"',
      welcome({
        hobbies: 'Fun fact - plays the bagpipes',
        funFact: 'once met the Queen',
        tone: 'excited_fun',
        length: 'long',
      }),
      /bagpipes/,
    ],
    [
      'hobby typed "Fun fact:"',
      welcome({ hobbies: 'Fun fact: keeps bees', funFact: 'has visited 40 countries' }),
      /bees/,
    ],
    [
      'hobby typed "fun facts -"',
      welcome({
        hobbies: 'fun facts - grows giant pumpkins',
        funFact: 'was on a game show',
        tone: 'excited_fun',
      }),
      /pumpkins/,
    ],
    [
      'hobby typed in capitals',
      welcome({
        hobbies: 'FUN FACT: brews his own cider',
        funFact: 'has a twin brother',
        tone: 'confident_assertive',
        newHireName: 'Rafael Ortiz',
      }),
      /cider/,
    ],
    [
      'fun fact typed "Outside work:"',
      welcome({
        funFact: 'Outside work: restores old motorbikes',
        hobbies: 'sailing and chess',
        tone: 'casual_concise',
      }),
      /motorbikes/,
    ],
    [
      'fun fact typed "outside of work -"',
      welcome({
        funFact: 'outside of work - sings in a choir',
        hobbies: 'climbing and bouldering',
        tone: 'friendly_approachable',
        length: 'long',
      }),
      /choir/,
    ],
  ] as const)('%s', async (_shape, input, fact) => {
    const options = await posted(input);
    for (const option of options) {
      expect(count(option, /\bfun facts?\b/gi), option).toBeLessThanOrEqual(1);
      expect(count(option, /\boutside (?:of )?work\b/gi), option).toBeLessThanOrEqual(1);
    }
    expect(options.join('\n')).toMatch(fact);
  });
});

describe('a deed after the news is its own sentence with its subject', () => {
  it.each([
    [
      'promotion, "Drew" and a second deed',
      promotion({
        promotionDetails: 'Drew every plan for the new depot and cut delivery times by 20%',
      }),
      'Obi drew every plan',
    ],
    [
      'promotion, "Drew up"',
      promotion({
        promotionDetails: 'Drew up the safety plan for all three depots',
        tone: 'confident_assertive',
      }),
      'Obi drew up the safety plan',
    ],
    [
      'promotion, "Rose to", long',
      promotion({
        promotionDetails: 'Rose to lead the night shift within a year',
        tone: 'inspiring_motivational',
        length: 'long',
      }),
      'Obi rose to lead',
    ],
    [
      'achievement, "Drew" and a street',
      achievement({
        achievementDetails: 'Drew every plan for the bakery on Rua Augusta',
        tone: 'casual_concise',
      }),
      'Mei drew every plan',
    ],
    [
      'achievement, lower case, short',
      achievement({
        achievementDetails: 'drew the new floor plans in 3 weeks',
        tone: 'excited_fun',
        length: 'short',
      }),
      'Mei drew the new floor plans',
    ],
    [
      'achievement, "Rose from", long',
      achievement({
        achievementDetails: 'Rose from apprentice to lead in four years',
        length: 'long',
      }),
      'Mei rose from apprentice',
    ],
    [
      'welcome fun fact, "Drew"',
      welcome({
        team: 'Rua Augusta',
        funFact: 'Drew every plan for the bakery next door',
        tone: 'creative_playful',
      }),
      'Tiihu drew every plan',
    ],
  ] as const)('%s', async (_shape, input, told) => {
    const options = await posted(input);
    for (const option of proseOf(options)) {
      expect(option).not.toMatch(/:\s+(?:Drew|Rose)\b/);
      expect(option).not.toMatch(/(?:^|[.!?]\s+)(?:Drew|Rose)\b/);
      expect(option).toContain(told);
    }
  });
});
