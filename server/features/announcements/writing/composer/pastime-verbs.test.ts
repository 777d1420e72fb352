import { describe, expect, it } from 'vitest';
import { optionsOf } from './testing.ts';

/**
 * ADR 129: a pastime typed as a noun ("futsal on Wednesdays", "cello", "a covers band") was
 * pasted after "Outside work:" or told as "is into cello"; readers gave it its verb ("plays
 * futsal on Wednesdays", "plays the cello", "goes fishing") and joined a subjectless sentence
 * typed after it ("Claims he…") with "and". Inputs of our own; no pronoun typed unless the
 * note has one, so the subject is the short name.
 */
const welcome = {
  messageType: 'welcome' as const,
  tone: 'friendly_approachable' as const,
  length: 'medium' as const,
  newHireName: 'Marek Dvořák',
  role: 'Site Reliability Engineer',
  startDate: '',
  company: '',
  expertise: '',
  funFact: '',
};

/** The chat post and the narrative, over a few seeds and the longer lengths. */
async function prose(hobbies: string): Promise<string[]> {
  const out: string[] = [];
  for (const length of ['medium', 'long'] as const)
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf({ ...welcome, length, hobbies }, { seed });
      out.push(options[0]!, options[1]!);
    }
  return out;
}

async function expectTold(hobbies: string, said: string): Promise<void> {
  const options = await prose(hobbies);
  const told = options.filter((o) => o.includes(`Marek ${said}`));
  // Told with its verb in at least one option of each length, never pasted after the label.
  expect(told.length, options.join('\n')).toBeGreaterThanOrEqual(2);
  for (const option of options) {
    expect(option).not.toMatch(/Outside work:/);
    expect(option).not.toMatch(/\b(?:is into|enjoys) (?:the )?(?:a |an )?\S+ (?:on|every|in|at) /);
    expect(option).not.toMatch(/\bthey\b/i);
  }
}

describe('a sport or a game is played', () => {
  it.each([
    ['futsal on Tuesdays', 'plays futsal on Tuesdays'],
    ['Padel every Sunday morning', 'plays padel every Sunday morning'],
    ['5-a-side on Thursday nights', 'plays 5-a-side on Thursday nights'],
    ['darts at the local pub', 'plays darts at the local pub'],
    ['netball on Mondays and Wednesdays', 'plays netball on Mondays and Wednesdays'],
    ['chess online most evenings', 'plays chess online most evenings'],
    ['Sunday league football', 'plays Sunday league football'],
    ['table tennis at lunch ⚽', 'plays table tennis at lunch'],
    ['squash with colleagues', 'plays squash with colleagues'],
  ])('"%s"', async (hobbies, said) => expectTold(hobbies, said));
});

describe('an outdoor activity is gone on', () => {
  it.each([
    ['fishing on the Drava', 'goes fishing on the Drava'],
    ['hiking in the Tatras', 'goes hiking in the Tatras'],
    ['mushroom picking every autumn', 'goes mushroom picking every autumn'],
    ['wild swimming at dawn', 'goes wild swimming at dawn'],
    ['Bouldering twice a week', 'goes bouldering twice a week'],
    ['kayaking in summer (weather permitting)', 'goes kayaking in summer (weather permitting)'],
    ['trail running on weekends', 'goes trail running on weekends'],
    ['birdwatching on the coast', 'goes birdwatching on the coast'],
  ])('"%s"', async (hobbies, said) => expectTold(hobbies, said));
});

describe('an instrument is played', () => {
  it.each([
    ['cello', 'plays the cello'],
    ['Violin in a community orchestra', 'plays the violin in a community orchestra'],
    ['drums in a punk band', 'plays drums in a punk band'],
    ['piano (grade 6)', 'plays the piano (grade 6)'],
    ['bass guitar', 'plays bass guitar'],
    ['jazz piano on Sundays', 'plays jazz piano on Sundays'],
    ['ukulele 🎶', 'plays the ukulele'],
    ['trumpet in the town brass band', 'plays the trumpet in the town brass band'],
    ['bass in a wedding band', 'plays bass in a wedding band'],
  ])('"%s"', async (hobbies, said) => expectTold(hobbies, said));
});

describe('a group with its article is played or sung in', () => {
  it.each([
    ['a covers band', 'plays in a covers band'],
    ['a community choir', 'sings in a community choir'],
    ['the village brass band', 'plays in the village brass band'],
    ['a ceilidh band on weekends', 'plays in a ceilidh band on weekends'],
    ['A youth orchestra', 'plays in a youth orchestra'],
    ['a gospel choir (Thursdays)', 'sings in a gospel choir (Thursdays)'],
  ])('"%s"', async (hobbies, said) => expectTold(hobbies, said));
});

describe('a subjectless sentence after the pastime goes on with "and"', () => {
  it.each([
    [
      'Outside work: futsal on Wednesdays. Swears she is the best keeper in the league.',
      'plays futsal on Wednesdays and swears she is the best keeper in the league',
    ],
    [
      'darts. Never misses a Friday at the club.',
      'plays darts and never misses a Friday at the club',
    ],
    [
      'Hiking in the Julian Alps. Makes a mean goulash.',
      'goes hiking in the Julian Alps and makes a mean goulash',
    ],
    ['cello. Reckons Bach is overrated!', 'plays the cello and reckons Bach is overrated'],
    [
      'mushroom hunting in the autumn. Knows every edible species.',
      'goes mushroom hunting in the autumn and knows every edible species',
    ],
    [
      'chess on Sundays. Claims he has never lost to his dad',
      'plays chess on Sundays and claims he has never lost to his dad',
    ],
    [
      'a covers band. Insists they are better than the originals.',
      'plays in a covers band and insists they are better than the originals',
    ],
    [
      'padel on Fridays; always books the early court',
      'plays padel on Fridays and always books the early court',
    ],
  ])('"%s"', async (hobbies, said) => {
    const options = await prose(hobbies);
    expect(
      options.filter((o) => o.includes(`Marek ${said}`)).length,
      options.join('\n'),
    ).toBeGreaterThanOrEqual(2);
    for (const option of options) expect(option).not.toMatch(/Outside work:|\. (?:Claims|Swears)/);
  });
});

describe('mixed lists keep each pastime with its own verb', () => {
  it.each([
    ['cello, hiking', ['plays the cello', 'goes hiking']],
    ['darts, squash on Tuesdays', ['plays darts and squash on Tuesdays']],
    ['futsal on Mondays, sourdough', ['plays futsal on Mondays', 'sourdough']],
    ['fishing, darts and the violin', ['goes fishing', 'plays darts and the violin']],
    ['a community choir, padel on Saturdays', ['sings in a community choir', 'plays padel']],
    ['Hiking in the Alps, chess, pottery', ['goes hiking in the Alps', 'plays chess', 'pottery']],
    ['drums in a jazz trio, climbing', ['plays drums in a jazz trio', 'goes climbing']],
  ])('"%s"', async (hobbies, parts) => {
    const options = await prose(hobbies);
    const told = options.filter((o) => parts.every((p) => o.includes(p)) && o.includes('Marek '));
    expect(told.length, options.join('\n')).toBeGreaterThanOrEqual(2);
    for (const option of options) expect(option).not.toMatch(/Outside work:|\bthey\b/);
  });
});

describe('unsure pastimes keep their form', () => {
  it.each([
    ['choir on Tuesdays', /sings in choir/],
    ['football for Croatia U21s back in the day', /plays football/],
    ['competitive swimming', /goes competitive/],
    ['go (the board game)', /plays go/],
    ['running', /goes running/],
    ['chess, hiking', /plays chess|goes hiking/],
    ['badminton (county level)', /plays badminton/],
    ['curling on Fridays', /plays curling/],
    ['plays the cello, padel', /plays padel/],
  ])('"%s"', async (hobbies, never) => {
    for (const option of await prose(hobbies)) expect(option).not.toMatch(never);
  });
});

describe('the scannable post asks about things, never about a sentence', () => {
  it.each(['fishing on the Drava', 'cello', 'a covers band, hiking', 'drums in a punk band'])(
    '"%s"',
    async (hobbies) => {
      for (const seed of [1, 2]) {
        const options = await optionsOf({ ...welcome, hobbies }, { seed });
        expect(options[2]).not.toMatch(/about: Marek\b/);
        expect(options[2]).toMatch(/fishing|cello|covers band|drums/);
      }
    },
  );
});
