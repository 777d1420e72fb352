import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * A figure or a day the typist withdrew as they typed ("18 Nov? no sorry 21 Nov") is never
 * posted, nor the withdrawal: "18 November? No sorry 21 November" read as the writer thinking
 * aloud (the twentieth set's za19). Every option, two seeds, through the check pass.
 */
const achievement = (achievementDetails: string): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'long',
  newHireName: 'Elsa Pittja',
  role: 'Production Lead',
  achievementDescription: 'Ran the record winter build, 3 days early',
  achievementDetails,
});

const shapes: [string, string, string][] = [
  [
    'main hall handed over 3 days early, 18 Nov? no sorry 21 Nov instead of 24 Nov',
    '21 November',
    '18 November',
  ],
  ['sold 40, sorry I mean 45 sculptures at the fair', '45 sculptures', '40'],
  ['crew of 12 - no sorry 14 - all local', '14', '12'],
  ['opened on Dec 2? no sorry Dec 3, a day late', 'December 3', 'December 2'],
  ['cut 210 blocks, correction: 240 blocks, in a week', '240 blocks', '210'],
  ['finished at 9pm, no sorry 11pm, on the last night', '11pm', '9pm'],
];

describe('a figure withdrawn as it was typed', () => {
  for (const [details, kept, withdrawn] of shapes)
    it(`posts ${kept}, never ${withdrawn} or the withdrawal`, async () => {
      const options = await postedOverSeeds(achievement(details));
      for (const option of options) {
        expect(option).not.toMatch(/\bsorry\b|\bI mean\b|correction/i);
        expect(option).not.toMatch(new RegExp(`(?<![\\d,.])${withdrawn}(?![\\d,])`));
      }
      expect(options.some((o) => o.includes(kept))).toBe(true);
    });
});

/**
 * A figure corrected between dashes with "sorry" alone, and words withdrawn after a dash: "5
 * years — sorry 6 —" and "cedar top — no sorry, German spruce top" were posted in every option
 * of the twenty-third set's fw17 and fa12.
 */
describe('a figure or words withdrawn between dashes', () => {
  it.each([
    ['ran the Tucson yard 5 yrs — sorry 6 — then the Army motor pool', /6 years/, /\b5 years/],
    ['the frames: oak — no sorry, ash — planed by hand', /ash/, /\boak\b/],
    ['kept 3 kilns — sorry 4 — firing through the strike', /4 kilns/, /\b3 kilns/],
    ['the hull: larch — no sorry, Douglas fir — on oak frames', /Douglas fir/, /larch/],
  ])('%s', async (details, kept, withdrawn) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options) {
      expect(option).not.toMatch(/\bsorry\b/i);
      expect(option).not.toMatch(withdrawn);
    }
    expect(options.some((o) => kept.test(o))).toBe(true);
  });
});

/**
 * Words withdrawn with "no wait" or "scratch that", the dash glued to the word: "cock— no wait
 * scratch that, fishing" was posted in every option of the twenty-fourth set's iw17.
 */
describe('words withdrawn with "no wait" or "scratch that"', () => {
  it.each([
    ['darts night every Friday, poker— no wait scratch that, bowling', /bowling/, /poker/],
    ['cards — no wait, chess', /chess/, /\bcards\b/],
    ['karaoke, bingo— scratch that, quiz nights', /quiz nights/, /bingo/],
  ])('%s', async (hobbies, kept, withdrawn) => {
    const options = await postedOverSeeds({
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'long',
      newHireName: 'Renato Dizon',
      role: 'Grader operator',
      startDate: 'Monday',
      expertise: 'fine grading, reads plans on his own',
      hobbies,
    });
    for (const option of options) {
      expect(option).not.toMatch(/\bno wait\b|scratch that/i);
      expect(option).not.toMatch(withdrawn);
    }
    expect(options.some((o) => kept.test(o))).toBe(true);
  });
});

describe('a start withdrawn as it was typed', () => {
  for (const startDate of [
    'after Up Helly Aa? no — 11 January',
    'after the harvest? no - 4 Jan',
    'Dec 1, no sorry Dec 7',
    'mon 30th? no — 7 Dec',
  ])
    it(`"${startDate}" starts on the corrected day, never with the withdrawal`, async () => {
      const options = await postedOverSeeds({
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Ingrid Halcrow',
        role: 'Pattern Designer',
        startDate,
      });
      for (const option of options) {
        expect(option).not.toMatch(/\?|\bno\b|sorry|TBC|Up Helly|harvest|30th/i);
        expect(option).toMatch(/January|December/);
      }
    });
});

/**
 * A start typed after a verb of arriving ("embarks 3 Dec at Baltra") is its day: "starts on
 * embarks 3 December at Baltra" was posted (the twenty-first set's gw07).
 */
describe('a start typed after a verb of arriving', () => {
  for (const [startDate, day] of [
    ['embarks 3 Dec at Baltra', '3 December'],
    ['arrives 7 Dec on the morning ferry', '7 December'],
    ['joining us 4 Jan', '4 January'],
    ['boards 12 Dec in Ushuaia', '12 December'],
  ] as const)
    it(`"${startDate}" starts on ${day}`, async () => {
      const options = await postedOverSeeds({
        messageType: 'welcome',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Darwin Chimbo',
        role: 'Divemaster',
        startDate,
      });
      for (const option of options)
        expect(option).not.toMatch(/\b(?:embarks|arrives|joining us \d|boards)\b/i);
      expect(options.some((o) => o.includes(day))).toBe(true);
    });
});
