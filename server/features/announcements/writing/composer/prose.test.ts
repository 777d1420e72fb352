import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest, NoteField } from '#domain/generation.ts';
import { createComposer } from './composer.ts';
import { nlp } from './nlp.ts';
import type { Unit } from './notes.ts';
import {
  countedList,
  fragmentSentence,
  hedged,
  hedgedSentence,
  onDate,
  thingDone,
} from './prose.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

const unit = (text: string, kind: Unit['kind'] = 'fragment'): Unit => ({
  id: 'promotionDetails:0',
  kind,
  text,
  ahead: false,
  figure: /\d/.test(text),
});

const say = (
  text: string,
  field: NoteField = 'promotionDetails',
  kind: Unit['kind'] = 'fragment',
) => fragmentSentence(unit(text, kind), field, 'Tomasz', { promotion: true });

describe('fragmentSentence: a fragment becomes a whole sentence only when its shape is certain', () => {
  it.each([
    ['shift supervisor 6 yrs', 'Tomasz has been a shift supervisor for 6 years.'],
    ['Line cook for 3 years', 'Tomasz has been a line cook for 3 years.'],
    ['Senior Analyst 1 yr', 'Tomasz has been a Senior Analyst for 1 year.'],
    ['9 years with us', 'Tomasz has been with us for 9 years.'],
    ['14 yrs with the district', 'Tomasz has been with the district for 14 years.'],
    ['7 years at Harbourview Clinic', 'Tomasz has been at Harbourview Clinic for 7 years.'],
    [
      'covering for Priya while she is on leave',
      'Tomasz is covering for Priya while she is on leave.',
    ],
    ['now leading a crew of 6', 'Tomasz is now leading a crew of 6.'],
    ['taking over the night desk', 'Tomasz is taking over the night desk.'],
    ['mentoring like 12 apprentices', 'Tomasz is mentoring about 12 apprentices.'],
    ['effective 4/1', 'The promotion takes effect on 4/1.'],
    ['as of March', 'The promotion takes effect in March.'],
    ['eff. Q2', 'The promotion takes effect in Q2.'],
    ['starts new role June 3', 'Tomasz starts in the new role on June 3.'],
    [
      'pass rates in her sections went from 61% to 79%',
      'Pass rates in her sections went from 61% to 79%.',
    ],
    ['Walk-in wait times dropped by half', 'Walk-in wait times dropped by half.'],
    // Languages after "fluent": the state they are, with the person as subject (ADR 074).
    ['fluent Tagalog, Cebuano, English', 'Tomasz is fluent in Tagalog, Cebuano and English.'],
    ['Fluent in Amharic & Tigrinya', 'Tomasz is fluent in Amharic and Tigrinya.'],
  ])('"%s" → "%s"', (text, sentence) => expect(say(text)).toBe(sentence));

  it.each([
    // No role word: a duration after a noun that names no person is no "has been".
    'spreadsheets 4 years',
    // A list of notes, an aside, a dash: pieces the writer is not sure of.
    'warehouse lead 3 yrs, forklift certified',
    'top seller 5 months running (and counting)',
    'ran the audit - zero findings',
    // A time phrase that is not certainly a date.
    'effective once the paperwork clears',
    'starts new role when Dana moves',
    // Facts with no shape at all.
    'best quarter ever',
    'Opera PMS and opening new properties',
    // A verb of change after a comma: the subject is not certain.
    'new clinic, went from 3 to 9 staff',
    // After "fluent", only languages: a skill in lower case is not read.
    'fluent in spreadsheets and Excel',
  ])('refuses "%s"', (text) => expect(say(text)).toBeUndefined());

  it('leaves sentences and verb phrases to sentenceOf', () => {
    expect(say('led the stock-count rebuild', 'promotionDetails', 'predicate')).toBeUndefined();
    expect(say('She runs the pass on Fridays', 'promotionDetails', 'sentence')).toBeUndefined();
  });

  it('reads a participle as what the person is doing only in a story, not among pastimes', () => {
    expect(fragmentSentence(unit('training for a half marathon'), 'hobbies', 'Tomasz')).toBe(
      undefined,
    );
    expect(say('training for a half marathon', 'achievementDetails')).toBe(
      'Tomasz is training for a half marathon.',
    );
  });

  it('has a second phrasing for when a promotion takes effect', () => {
    expect(
      fragmentSentence(unit('effective 4/1'), 'promotionDetails', 'Tomasz', {
        promotion: true,
        variant: 1,
      }),
    ).toBe('The new role starts on 4/1.');
  });

  it('tells when a promotion takes effect only in a promotion', () => {
    expect(fragmentSentence(unit('effective 4/1'), 'achievementDetails', 'Tomasz')).toBe(undefined);
  });
});

describe('hedged, onDate and countedList', () => {
  it('says a typed hedge before a number as "about", and leaves "like" as a verb alone', () => {
    expect(hedged('onboarded like 30 drivers')).toBe('onboarded about 30 drivers');
    expect(hedged('cut returns by ~15%')).toBe('cut returns by about 15%');
    expect(hedged('approx. 200 tickets a week')).toBe('about 200 tickets a week');
    expect(hedged('people like working with her')).toBe('people like working with her');
  });

  it.each([
    ['4/1', 'on 4/1'],
    ['June 3', 'on June 3'],
    ['3 June', 'on 3 June'],
    ['Monday', 'on Monday'],
    ['Q4', 'in Q4'],
    ['September', 'in September'],
    ['next week', 'next week'],
  ])('dates "%s" as "%s"', (date, said) => expect(onDate(date)).toBe(said));

  it.each(['once approved', 'the week after the audit', 'soon'])('refuses "%s" as a date', (text) =>
    expect(onDate(text)).toBeUndefined(),
  );

  it('frames a counted record, and refuses a list of mixed kinds', () => {
    expect(countedList(['250 guests', '12 speakers', '3 days'])).toBe(true);
    expect(countedList(['250 guests', 'great feedback'])).toBe(false);
  });
});

const composer = createComposer();

async function write(input: GenerationRequest, seed: number): Promise<string[]> {
  const out: string[] = [];
  for await (const option of composer.write(input, { seed, today: '2026-11-23' })) out.push(option);
  return out;
}

/**
 * The prose options (the chat post and the narrative) tell a note only as a whole sentence:
 * no note glued on after a dash or a semicolon, no typed list pasted after "Outside work:".
 */
describe('the prose options never stitch typed fragments', () => {
  const promotion: GenerationRequest = {
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Marisol Ventura',
    currentRole: 'Charge Nurse',
    newRole: 'Nurse Manager',
    team: 'Oncology',
    promotionDetails:
      'charge nurse 5 yrs. precepted like 15 new grads. effective 3/2. replacing Dorothy who retired',
  };

  const welcome: GenerationRequest = {
    messageType: 'welcome',
    tone: 'friendly_approachable',
    length: 'medium',
    newHireName: 'Callum Reid',
    role: 'Data Engineer',
    team: 'Platform',
    hobbies: 'fell running all winter (even in the snow), tin whistle',
  };

  it('says a promotion note as sentences with the person as subject', async () => {
    for (const seed of [1, 2, 3]) {
      const options = await write(promotion, seed);
      for (const option of options.slice(0, 2)) {
        expect(option, option).not.toMatch(/\s—\s|;/);
        expect(option, option).not.toMatch(/like 15/);
      }
      const prose = options.slice(0, 2).join(' ');
      expect(prose).toMatch(/Marisol has been a charge nurse for 5 years\.|about 15 new grads/);
    }
  });

  it('leaves a typed list of pastimes with an aside to the scannable post', async () => {
    for (const seed of [1, 2, 3]) {
      const options = await write(welcome, seed);
      for (const option of options.slice(0, 2)) expect(option, option).not.toMatch(/Outside work:/);
      expect(options.join('\n')).toMatch(/fell running/);
    }
  });
});

describe('a verbless note said whole with the one frame its words leave no doubt about', () => {
  it.each([
    ['first day as foreman next monday', "Tomasz's first day as foreman is next monday."],
    ['Medal presented at the spring dinner', 'The medal was presented at the spring dinner.'],
    ['Trophy handed over next Friday', 'The trophy will be handed over next Friday.'],
    ['start new job from next month 3rd', 'Tomasz starts in the new job on the 3rd of next month.'],
  ])('"%s" → "%s"', (typed, said) => {
    expect(say(typed, 'promotionDetails')).toBe(said);
  });

  it.each([
    'first quarter on budget in 5 years',
    '1st night nurse from our Kumasi ward',
    'first time in ten years',
    'Sales giving way to service',
    'Medal given',
  ])('leaves "%s" to the safe form', (typed) => {
    expect(say(typed, 'promotionDetails')).toBeUndefined();
  });

  it("reads a headline sentence's thing and participle", () => {
    expect(thingDone('Plaque given at the Friday assembly')).toBe(
      'The plaque was given at the Friday assembly.',
    );
    expect(thingDone('Plaque makers visited us')).toBeUndefined();
    expect(thingDone('Trophy is presented at the club dinner in June')).toBeUndefined();
  });

  it('reads "like" before a number as a hedge only after a preposition', () => {
    expect(hedgedSentence('he can hear a leak from like 30m off')).toBe(
      'he can hear a leak from about 30m off',
    );
    expect(hedgedSentence("we'd like 3 more drivers")).toBe("we'd like 3 more drivers");
  });
});
