import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nlp } from './nlp.ts';
import {
  listsJoined,
  participleClause,
  pastSincePerfect,
  readNote,
  withAuxiliary,
  withRateTail,
  yearLedDeed,
} from './notes.ts';
import { optionsOf } from './testing.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 135: a note typed as a fragment is told as a whole sentence with the right subject,
 * and a list typed wrong is told as one list; when unsure, the note is kept whole.
 */
const welcome = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'casual_concise',
  length: 'long',
  newHireName: 'Luis Perez',
  role: 'Tour Guide',
  ...fields,
});

describe('a list joined with two "and"s', () => {
  it('takes one "and", before the last item', () => {
    expect(listsJoined('English, Spanish and Hebrew and Llanito')).toBe(
      'English, Spanish, Hebrew and Llanito',
    );
    expect(listsJoined('welding, pipefitting and rigging and crane work')).toBe(
      'welding, pipefitting, rigging and crane work',
    );
    expect(listsJoined('Python, Go and Rust and C++')).toBe('Python, Go, Rust and C++');
    expect(listsJoined('bouldering, chess and salsa and bachata!')).toBe(
      'bouldering, chess, salsa and bachata!',
    );
  });
  it('keeps a pair that is one thing and a list typed right', () => {
    expect(listsJoined('cooking, hiking and rock and roll')).toBe(
      'cooking, hiking and rock and roll',
    );
    expect(listsJoined('forklift, first aid and health and safety')).toBe(
      'forklift, first aid and health and safety',
    );
    expect(listsJoined('English, Spanish, Hebrew and Arabic')).toBe(
      'English, Spanish, Hebrew and Arabic',
    );
    expect(listsJoined('built the kiln and fired it and sold out')).toBe(
      'built the kiln and fired it and sold out',
    );
  });
});

describe('a list of names split at a full stop', () => {
  it('goes on the list before it', () => {
    expect(listsJoined('He toured Spain. Mexico and Canada')).toBe(
      'He toured Spain, Mexico and Canada',
    );
    expect(listsJoined('has lived in Lagos. Accra, Nairobi and Kigali.')).toBe(
      'has lived in Lagos, Accra, Nairobi and Kigali.',
    );
    expect(listsJoined('sailed to Oban. Skye & Mull')).toBe('sailed to Oban, Skye & Mull');
    expect(listsJoined('Worked in Paris. New Zealand and South Africa')).toBe(
      'Worked in Paris, New Zealand and South Africa',
    );
  });
  it('leaves a sentence and anything that is not only names', () => {
    expect(listsJoined('Joined from Google. Loves Python and Rust')).toBe(
      'Joined from Google. Loves Python and Rust',
    );
    expect(listsJoined('Joined from Google. Mexico and Canada next year')).toBe(
      'Joined from Google. Mexico and Canada next year',
    );
    expect(listsJoined('toured Spain. she loved it')).toBe('toured Spain. she loved it');
  });
  it('is one list in every option', async () => {
    const all = (await optionsOf(welcome({ funFact: 'He toured Spain. Mexico and Canada' }))).join(
      '\n',
    );
    expect(all).toContain('toured Spain, Mexico and Canada');
    expect(all).not.toMatch(/Spain[.;] Mexico|• Mexico/);
  });
});

describe('a list of languages among the skills', () => {
  it('is spoken, each language once, with one "and"', async () => {
    for (const expertise of [
      'English, Spanish and Hebrew and Arabic',
      'English, Spanish, Hebrew and Arabic',
      'Spanish, Hebrew and Arabic',
    ]) {
      const all = (await optionsOf(welcome({ expertise }))).join('\n');
      expect(all).toMatch(/speaks (?:English, )?Spanish, Hebrew and Arabic/);
      expect(all).not.toMatch(/is English|is Spanish|, and Hebrew|Spanish and Hebrew and/);
    }
  });
});

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'casual_concise',
  length: 'medium',
  newHireName: 'Dario Russo',
  role: 'Locksmith',
  achievementDescription: 'Locksmith of the year',
  achievementDetails: '',
  ...fields,
});

describe('a participle typed without its "has"', () => {
  it('takes it back before an object', () => {
    expect(withAuxiliary('done more than 300 lockouts')).toEqual({
      text: 'has done more than 300 lockouts',
    });
    expect(withAuxiliary('taken 40 kids to nationals')).toEqual({
      text: 'has taken 40 kids to nationals',
    });
    expect(withAuxiliary('written 3 cookbooks')).toEqual({ text: 'has written 3 cookbooks' });
    expect(withAuxiliary('flown over 2,000 hours')).toEqual({
      text: 'has flown over 2,000 hours',
    });
    expect(withAuxiliary('driven nearly 1m miles')).toEqual({
      text: 'has driven nearly 1m miles',
    });
    expect(withAuxiliary('given every new starter a tour')).toEqual({
      text: 'has given every new starter a tour',
    });
  });
  it('takes "has been" before a stay with its start or length', () => {
    expect(withAuxiliary('with us since 2023')).toEqual({ text: 'has been with us since 2023' });
    expect(withAuxiliary('with the club for 7 years')).toEqual({
      text: 'has been with the club for 7 years',
    });
    expect(withAuxiliary('with Acme since 2019, mostly nights')).toEqual({
      text: 'has been with Acme since 2019, mostly nights',
    });
    expect(withAuxiliary('with the fire service for over 20 yrs')).toEqual({
      text: 'has been with the fire service for over 20 yrs',
    });
    expect(withAuxiliary('with us for a week')).toBeUndefined();
    expect(withAuxiliary('with the kids since nobody else would')).toBeUndefined();
  });
  it('leaves a participle that describes a thing, and a past tense', () => {
    expect(withAuxiliary('written in Rust')).toBeUndefined();
    expect(withAuxiliary('done in 3 weeks')).toBeUndefined();
    expect(withAuxiliary('ran 300 lockouts')).toBeUndefined();
    expect(withAuxiliary('built 40 sheds')).toBeUndefined();
  });
  it("is told as the person's sentence", async () => {
    const all = (
      await optionsOf(achievement({ achievementDetails: 'done more than 300 lockouts' }))
    ).join('\n');
    expect(all).toContain('Dario has done more than 300 lockouts.');
    expect(all).not.toMatch(/: done more/);
  });
});

describe('a past tense with "since" and a time', () => {
  const people = new Set(['reem', 'haddad', 'omar']);
  it('is the present perfect', () => {
    expect(pastSincePerfect('taught more than 500 women since 2019', people)).toBe(
      'has taught more than 500 women since 2019',
    );
    expect(pastSincePerfect('Reem taught more than 500 women since 2019', people)).toBe(
      'Reem has taught more than 500 women since 2019',
    );
    expect(pastSincePerfect('ran the night shift since March', people)).toBe(
      'has run the night shift since March',
    );
    expect(pastSincePerfect('led the audit team since 2021', people)).toBe(
      'has led the audit team since 2021',
    );
    expect(pastSincePerfect('Omar trained every new hire since joining', people)).toBe(
      'Omar has trained every new hire since joining',
    );
    expect(pastSincePerfect('also built 12 boats since 2015', people)).toBe(
      'has also built 12 boats since 2015',
    );
  });
  it('leaves a "since" that says why, one after a comma, and a present tense', () => {
    expect(pastSincePerfect('ran the shift since nobody else would', people)).toBe(
      'ran the shift since nobody else would',
    );
    expect(pastSincePerfect('won gold in 2019, since then coaching', people)).toBe(
      'won gold in 2019, since then coaching',
    );
    expect(pastSincePerfect('runs the pass since 2020', people)).toBe('runs the pass since 2020');
    expect(pastSincePerfect('The team grew since 2019', people)).toBe('The team grew since 2019');
  });
  // The twenty-second set's ep16: "Rizky has joined in 2021 as one of the first graduate
  // engineers and was shift supervisor on Line 2 since 2023".
  it.each([
    'Reem joined in 2021 as a graduate and was shift lead since 2023',
    'joined two years ago and has run the line since March',
    'started in 2019 as a picker, since 2022 a team lead',
    'Omar moved here last year and is our first aider since June',
    'qualified back in 2015 and became charge nurse since then',
  ])('leaves a past fixed in time, or a "since" of another clause: %s', (typed) => {
    expect(pastSincePerfect(typed, people)).toBe(typed);
  });
  it("is never said of a past fixed in time in the person's sentence", async () => {
    const all = (
      await optionsOf(
        achievement({
          achievementDetails:
            'Dario joined in 2021 as one of the first graduate engineers and was shift supervisor on Line 2 since 2023.',
        }),
      )
    ).join('\n');
    expect(all).not.toMatch(/has joined in 2021/);
  });
});

describe('a rate glued to a deed with "and"', () => {
  it('is what the deed came with', () => {
    expect(withRateTail('taught 500 women since 2019 and pass rate 92%.')).toBe(
      'taught 500 women since 2019, with a 92% pass rate.',
    );
    expect(withRateTail('fixed 1,200 tickets and satisfaction score 98 %')).toBe(
      'fixed 1,200 tickets, with a 98% satisfaction score',
    );
    expect(withRateTail('placed 40 apprentices & retention rate of 85%')).toBe(
      'placed 40 apprentices, with an 85% retention rate',
    );
    expect(withRateTail('ran 30 campaigns + open rate at 41.5%')).toBe(
      'ran 30 campaigns, with a 41.5% open rate',
    );
  });
  it('leaves a rate that is its own deed', () => {
    expect(withRateTail('cut churn and raised the win rate to 40%')).toBe(
      'cut churn and raised the win rate to 40%',
    );
    expect(withRateTail('pass rate 92%')).toBe('pass rate 92%');
  });
  it('is one sentence with its "has" in every option', async () => {
    const input = achievement({
      newHireName: 'Reem Haddad',
      role: 'Driving Instructor',
      achievementDescription: 'Instructor of the year',
      achievementDetails: 'Reem taught more than 500 women since 2019 and pass rate 92%.',
    });
    const all = (await optionsOf(input)).join('\n');
    expect(all).toContain('Reem has taught more than 500 women since 2019, with a 92% pass rate');
    expect(all).not.toMatch(/and pass rate/);
    const units = readNote('trained 60 drivers since 2022', 'achievementDetails', new Set()).units;
    expect(units[0]!.text).toBe('has trained 60 drivers since 2022');
  });
});

describe('a thing done, typed with only when or how', () => {
  it("is a participle of the thing, never the person's deed", () => {
    for (const note of [
      'delivered 4 months early',
      'reinstalled last week',
      'shipped on time',
      'completed under budget',
      'launched yesterday',
      'installed over 2 weeks',
      'commissioned 3 weeks ahead',
      'delivered',
    ])
      expect(participleClause(note), note).toBe(true);
  });
  it('leaves a deed with its object', () => {
    for (const note of [
      'delivered 40 babies last year',
      'launched the new app',
      'installed 300 panels',
      'signed 12 new clients',
      'led the team',
      'ran 4 months of night shifts',
    ])
      expect(participleClause(note), note).toBe(false);
  });
  it('is said of the news in every option', async () => {
    const input = achievement({
      tone: 'warm_professional',
      newHireName: 'Dr Wei Tan',
      role: 'Programme Director',
      achievementDescription: 'Clinic wing project',
      achievementDetails: 'delivered 4 months early',
    });
    for (const seed of [1, 2, 3]) {
      const all = (await optionsOf(input, { seed })).join('\n');
      expect(all).not.toMatch(/Tan delivered|(?:^|\. )Delivered 4/m);
    }
    const glass = achievement({
      newHireName: 'Hélène Martin',
      role: 'Glazier',
      achievementDescription: 'stained glass restored',
      achievementDetails: 'reinstalled last week.',
    });
    const all = (await optionsOf(glass)).join('\n');
    expect(all).not.toMatch(/Hélène reinstalled|(?:^|\. )Reinstalled/m);
  });
});

describe('a year typed before a past deed', () => {
  it('is when the deed was done', () => {
    expect(yearLedDeed('2026: ran logistics')).toBe('ran logistics in 2026');
    expect(yearLedDeed('2019 – led the merger with Acme')).toBe('led the merger with Acme in 2019');
    expect(yearLedDeed('2021: trained 40 nurses.')).toBe('trained 40 nurses in 2021.');
    expect(yearLedDeed('2020: built the new depot')).toBe('built the new depot in 2020');
    expect(yearLedDeed('2026 : coached the U16s')).toBe('coached the U16s in 2026');
    expect(yearLedDeed('1998: joined as an apprentice')).toBe('joined as an apprentice in 1998');
  });
  it('leaves a title, a sentence and a present tense', () => {
    expect(yearLedDeed('2024: Best Employee')).toBe('2024: Best Employee');
    expect(yearLedDeed('2022: the team grew')).toBe('2022: the team grew');
    expect(yearLedDeed('2025: runs the warehouse')).toBe('2025: runs the warehouse');
  });
  it("is the person's deed in prose, never dropped", async () => {
    const input = welcome({
      newHireName: 'Maya Chen',
      role: 'Ops Lead',
      expertise: '2026: ran logistics',
    });
    const options = await optionsOf(input);
    for (const option of options.slice(0, 2)) expect(option).toContain('ran logistics in 2026');
  });
});
