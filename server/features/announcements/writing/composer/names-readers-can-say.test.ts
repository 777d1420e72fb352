import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * ADR 180: the person called by a name the readers can read and say. The name as typed is
 * told once, with the Latin form the input gives beside it; after that one short name, the
 * same in every sentence: the Latin form, else the given name as typed (never the father's
 * name after "d/o"), and a nickname the notes use is introduced before it is used. Inputs
 * are this file's own, through the whole writing path, over two seeds.
 */
const promotion = (newHireName: string, promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName,
  currentRole: 'Senior Technician',
  newRole: 'Workshop Supervisor',
  promotionDetails,
});

const welcome = (
  newHireName: string,
  extra: Partial<GenerationRequest> = {},
): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName,
  role: 'night dispatcher',
  startDate: 'Monday',
  ...extra,
});

const mentions = (text: string, name: string) => text.split(name).length - 1;

describe('a name typed in another script, told once with the Latin form the notes give (ADR 180)', () => {
  it.each([
    // A courtesy title before a Latin name of as many words as the typed one.
    [
      'கார்த்திக் ராஜா',
      'Mr Karthik Raja has run the night ward rota for 6 years. He cut agency shifts by half.',
      'Karthik Raja',
      'Karthik',
      'கார்த்திக்',
    ],
    // A calling honorific after one word, in a note that names another colleague too.
    [
      'प्रिया शर्मा',
      'Priya didi rebuilt the spare-parts store in 3 weeks. Thanks to Mohan for the shelving.',
      'Priya didi',
      'Priya didi',
      'प्रिया',
    ],
    // A romanised given name of two syllables opening a note, for a name with no spaces.
    [
      '王偉明',
      'Wei-ming trained all 9 new apprentices this year. Zero lost-time injuries on his bench.',
      'Wei-ming',
      'Wei-ming',
      '偉明',
    ],
  ])('%s', async (typed, details, latin, calling, scriptGiven) => {
    const options = await postedOverSeeds(promotion(typed, details));
    for (const option of options) {
      // Told once, in the script typed, with the Latin form beside it.
      expect(mentions(option, `${typed} (${latin})`)).toBe(1);
      expect(mentions(option, typed)).toBe(1);
      // Never called by the script's words alone after.
      expect(mentions(option.replace(typed, ''), scriptGiven)).toBe(0);
    }
    // Called by the Latin form after (a pronoun may stand for it in a short post).
    expect(proseOf(options).filter((o) => o.replace(latin, '').includes(calling))).not.toEqual([]);
    // The facts are still told.
    expect(options.join('\n')).toMatch(/\b(?:6 years|spare-parts store|9 new apprentices)/);
  });

  it.each([
    // Two colleagues named with a title: neither is taken for the person.
    [
      'ফাহিম হাসান',
      'Mr Rafiq Uddin handed over the workshop. Ms Nadia Karim signed off the audit.',
      /\b(?:Rafiq|Nadia)\b(?! Uddin| Karim)/,
    ],
    // A title before one word is a family name, someone else's here.
    ['陳美玲', 'Dr Lee signed off her safety plan. She runs the lab rota.', /\bLee\b(?! signed)/],
  ])('takes no Latin form from notes that name others: %s', async (typed, details, other) => {
    const options = await postedOverSeeds(promotion(typed, details));
    for (const option of options) {
      expect(option).toContain(typed);
      expect(option).not.toContain(`${typed} (`);
      expect(option).not.toMatch(other);
    }
  });
});

describe('the given name as typed when the input gives no Latin form (ADR 180)', () => {
  it.each([
    // Given name, patronymic, family name.
    ['Мария Ивановна Петрова', 'Мария'],
    // The official order: family name, given name, patronymic.
    ['Коваленко Тарас Петрович', 'Тарас'],
    // A Korean name typed with a space: family name, then given name.
    ['박 서연', '서연'],
  ])('%s is called %s after the first mention', async (typed, given) => {
    const options = await postedOverSeeds(welcome(typed));
    for (const option of options) {
      expect(mentions(option, typed)).toBe(1);
      // The closing speaks to the person by the given name.
      expect(mentions(option.replace(typed, ''), given)).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("a father's name after d/o, s/o, a/l is never the person's (ADR 180)", () => {
  it.each([
    ['Ms Revathi d/o Krishnan', 'Ms Revathi', /\bMs Krishnan\b/],
    ['Mr Arumugam a/l Rajan', 'Mr Arumugam', /\bMr Rajan\b/],
    ['Suresh s/o Maniam', 'Suresh', /(?<!s\/o )\bManiam\b/],
  ])('%s is %s', async (typed, called, wrong) => {
    const options = await postedOverSeeds(
      promotion(typed, '14 yrs in the workshop. Rebuilt the hydraulic press line in 2025.'),
    );
    for (const option of options) {
      expect(mentions(option, typed)).toBe(1);
      expect(option).not.toMatch(wrong);
    }
    expect(options.map((o) => o.replace(typed, '')).join('\n')).toContain(called);
  });
});

describe('a nickname the notes use is introduced before it is used (ADR 180)', () => {
  it.each([
    // The initials of a given name of two parts.
    [
      'Marie-Claire Dubois',
      'MC rebuilt the night rota in 2024. now signs off every overtime sheet. merci MC',
      'MC',
      'Marie-Claire',
    ],
    // A diminutive that shares no letters with the given name.
    [
      'Dmytro Kovalenko',
      'Dima trained all 12 new drivers this winter. zero incidents on the ice road.',
      'Dima',
      'Dmytro',
    ],
  ])('%s', async (typed, details, nickname, given) => {
    const options = await postedOverSeeds(promotion(typed, details));
    for (const option of options) {
      const at = option.indexOf(nickname);
      // Told with the name at its first mention, before any other use.
      expect(option.indexOf(`${typed} (${nickname})`)).toBe(at - typed.length - 2);
      // One calling name: never the given name alone after.
      expect(mentions(option, given)).toBe(1);
    }
  });
});

describe('a name the notes give is the person’s only when said of the person (ADR 180, amended)', () => {
  it('never calls her by her old teacher’s name', async () => {
    const options = await postedOverSeeds(
      welcome('高橋 真央', {
        funFact:
          'she learned to swim in this very pool — her old coach Sato-sensei still teaches here!',
      }),
    );
    for (const option of options)
      expect(option).not.toMatch(/(?:welcome|hello to|Please|,)\s*Sato-sensei\b(?! still)/u);
    expect(options.every((o) => !/Sato-sensei(?:'s| starts| joins)/u.test(o))).toBe(true);
  });

  it('calls a family-first name by the two words the notes use', async () => {
    const options = await postedOverSeeds(
      promotion(
        'Goh Siew Ling',
        'Siew Ling has run the night shift 5 years. She rebuilt the rota after the flood. congrats Siew Ling',
      ),
    );
    for (const option of options) expect(option).not.toMatch(/\bGoh\b(?! Siew Ling)/u);
    expect(
      proseOf(options).some((o) => /\bSiew Ling\b/u.test(o.replace('Goh Siew Ling', ''))),
    ).toBe(true);
  });

  it('keeps a nickname typed in quotes over a word of a place the notes name', async () => {
    const options = await postedOverSeeds(
      promotion(
        "Juan Carlos 'Chato' Vidal Rivas",
        'Chato ran the yard at the new plant in Vidal Heights for 2 years, 0 lost-time accidents',
      ),
    );
    for (const option of options) expect(option).not.toMatch(/\bVidal\b(?! (?:Rivas|Heights))/u);
    expect(options.some((o) => /\bChato\b/u.test(o))).toBe(true);
  });

  it('calls the person by the first of two names typed "X (or Y …)"', async () => {
    const options = await postedOverSeeds(
      welcome('Tane Rangi', { preferredName: 'Tane (or Tank)' }),
    );
    for (const option of options) expect(option).not.toMatch(/\(or Tank|\(Tane \(/u);
    expect(options.every((o) => /\bTane\b/u.test(o))).toBe(true);
  });
});
