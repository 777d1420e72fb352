import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { isLogistics } from '../logistics.ts';
import { effectiveDateOf, headlineFigureOf } from './composer.ts';
import { nlp } from './nlp.ts';
import { detailClauses, earnedSentence, handoverSentence, servedFor } from './promotion-details.ts';
import { dateSaid, takesEffect } from './prose.ts';
import { readStory } from './story.ts';
import { optionsOf } from './testing.ts';

beforeAll(() => void nlp());

const person = new Set(['imogen', 'clarke']);

describe('what a clause of promotion details is (ADR 075)', () => {
  it('reads when it takes effect only when a date certainly follows the lead', () => {
    expect(takesEffect('effective mar 3')).toMatchObject({ starts: false, when: '3 March' });
    expect(takesEffect('starting tues 9 sep')).toMatchObject({
      starts: true,
      when: 'Tuesday 9 September',
    });
    expect(takesEffect('from 12.4')).toMatchObject({ starts: false, when: '12.4' });
    expect(takesEffect('as of Thursday')).toMatchObject({ starts: false, when: 'Thursday' });
    expect(takesEffect('from Leeds')).toBeUndefined();
    expect(takesEffect('from the night shift, ran it for 3 yrs')).toBeUndefined();
  });

  it('says a date in words, keeping figures whose order is not certain', () => {
    expect(dateSaid('oct 12')).toBe('12 October');
    expect(dateSaid('wed 4 nov')).toBe('Wednesday 4 November');
    expect(dateSaid('4/11')).toBe('4/11');
    expect(dateSaid('next month')).toBe('next month');
  });

  it('cuts the date from what is typed beside it, and says a handover as a sentence', () => {
    expect(detailClauses('from 3.9, Greta retiring after 22 yrs', person)).toEqual([
      'from 3.9',
      'Greta is retiring after 22 yrs',
    ]);
    expect(detailClauses('quarterly review results are out, effective feb 3', person)).toEqual([
      'quarterly review results are out',
      'effective feb 3',
    ]);
    // A comma inside brackets, or no date at either end: typed as one.
    expect(detailClauses('ran the till audit (from 2/3, weekly), no misses', person)).toEqual([
      'ran the till audit (from 2/3, weekly), no misses',
    ]);
  });

  it('reads a handover only as someone else leaving the post', () => {
    expect(handoverSentence('Marek moving to run the Gdańsk depot', person)).toBe(
      'Marek is moving to run the Gdańsk depot',
    );
    expect(handoverSentence('Imogen moving up from the floor', person)).toBeUndefined();
    expect(handoverSentence('Marek off sick since May', person)).toBeUndefined();
    expect(handoverSentence('She leaving the old desk', person)).toBeUndefined();
  });

  it('reads a note on how the news came as logistics, never a fact to post', () => {
    expect(isLogistics('promo cycle results out')).toBe(true);
    expect(isLogistics('promotion results announced')).toBe(true);
    expect(isLogistics('led the review of results for the audit')).toBe(false);
  });
});

const base: GenerationRequest = {
  messageType: 'promotion',
  tone: 'friendly_approachable',
  length: 'short',
  newHireName: 'Imogen Clarke',
  currentRole: 'Bar Supervisor',
  newRole: 'Venue Manager',
};

const all = async (input: GenerationRequest) => {
  const out: string[][] = [];
  for (const length of ['short', 'medium'] as const)
    for (const seed of [1, 2, 3]) out.push(await optionsOf({ ...input, length }, { seed }));
  return out;
};

describe('promotion details told where each belongs, in every option (ADR 075)', () => {
  it('drops the process note and tells the date in words, under its own label', async () => {
    const input = { ...base, promotionDetails: 'calibration results are out, effective sep 8' };
    for (const options of await all(input)) {
      for (const option of options) {
        // The shorthand table writes "sep 8" out as typed, "September 8" (ADR 077).
        expect(option).toMatch(/8 September|September 8/);
        expect(option).not.toMatch(/calibration|results are out|sep 8/i);
      }
      expect(options[2]).toMatch(/• Effective: (?:8 September|September 8)/);
      expect(options[2]).not.toMatch(/What earned it/);
    }
  });

  it('tells a predecessor leaving apart from the date, never under "What earned it"', async () => {
    const input = { ...base, promotionDetails: 'from 14.3, Bogdan retiring after 27 yrs' };
    const story = readStory(input, '2026-11-23');
    expect(effectiveDateOf(story)).toBeDefined();
    // A day counts nothing: the 27 years are the figure, not "14.3".
    expect(
      story.notes.promotionDetails?.units.find((u) => u.id === headlineFigureOf(story))?.text,
    ).toMatch(/27/);
    for (const options of await all(input)) {
      for (const option of options) {
        expect(option).toMatch(/14 March/);
        expect(option).not.toMatch(/What earned it|from 14\.3, Bogdan|: from 14\.3/);
      }
      expect(options[2]).toMatch(/• Bogdan is retiring after 27 years/);
      expect(options[2]).toMatch(/• Effective: 14 March/);
    }
  });

  it('says a start typed in short as a whole sentence, and a count as it stands as no record', async () => {
    const input = { ...base, promotionDetails: 'starting sat 7 feb. 450 members now!' };
    for (const options of await all(input)) {
      for (const option of options) {
        expect(option).toMatch(/Saturday 7 February/);
        expect(option).not.toMatch(/Starting on|The promotion follows/);
      }
      expect(options[2]).not.toMatch(/What earned it: more than 450/);
    }
  });
});

describe('the full name said once when the notes give the name the person goes by (ADR 075)', () => {
  const named = (promotionDetails: string): GenerationRequest => ({
    ...base,
    length: 'medium',
    newHireName: 'Ana Lucía Ferreira-Mendes',
    promotionDetails,
  });

  it('takes the first name a note calls the person by as the short form', async () => {
    const input = named("Ana's run the pastry section 4 yrs. trained every new commis");
    expect(readStory(input, '2026-11-23').short).toBe('Ana');
    for (const seed of [1, 2, 3])
      for (const option of await optionsOf(input, { seed }))
        expect(option.split('Ana Lucía Ferreira-Mendes').length - 1, option).toBe(1);
  });

  it('calls the person by a compound given name when the notes use both its words', () => {
    // Issue 21, eleventh set: "Ana Lucía" is one given name, and the full name at every
    // mention was what readers rewrote.
    expect(readStory(named('Ana Lucía ran the pastry section'), '2026-11-23').short).toBe(
      'Ana Lucía',
    );
    expect(readStory(named('ran the pastry section'), '2026-11-23').short).toBe('Ana Lucía');
  });
});

describe("the person's name and a contracted 'has' is a sentence (ADR 075)", () => {
  it('tells "Imogen\'s been on the bar 5 yrs" whole, never after the news\'s colon', async () => {
    const input = { ...base, promotionDetails: "Imogen's been on the bar 5 yrs" };
    const unit = readStory(input, '2026-11-23').notes.promotionDetails?.units[0];
    expect(unit).toMatchObject({ kind: 'sentence', subject: 'person' });
    for (const seed of [1, 2, 3]) {
      const [chat, narrative] = await optionsOf(input, { seed });
      for (const option of [chat!, narrative!]) expect(option).not.toMatch(/: Imogen's been/);
    }
  });
});

describe('a promotion detail read by what it is: time served, a title, a first (ADR 088)', () => {
  it('reads time served as when the news comes, keeping where only as typed', () => {
    expect(servedFor('5 yrs')).toBe('after 5 years');
    expect(servedFor('1 yr')).toBe('after 1 year');
    expect(servedFor('11 yrs w/ the council')).toBe('after 11 years with the council');
    expect(servedFor('4,200 flight hrs')).toBe('after 4,200 flight hours');
    expect(servedFor('6 months')).toBeUndefined();
    expect(servedFor('5 yrs, ran the night shift')).toBeUndefined();
    expect(servedFor('500 burgers a day')).toBeUndefined();
  });

  it('says a title held, a title earned or a first with the one verb its words allow', () => {
    expect(earnedSentence('top packer 6 months running', 'Imogen')).toBe(
      'Imogen has been top packer for 6 months running.',
    );
    expect(earnedSentence('best closer in the region 2 qtrs in a row', 'Imogen')).toBe(
      'Imogen has been best closer in the region for 2 quarters in a row.',
    );
    expect(earnedSentence('barista of the year 2024', 'Imogen')).toBe(
      'Imogen was barista of the year 2024.',
    );
    expect(earnedSentence('first female head brewer at this site', 'Imogen')).toBe(
      'Imogen is the first female head brewer at this site.',
    );
    // No person held the title, or a look ahead: the safe form stays.
    expect(earnedSentence('top sales 6 months running', 'Imogen')).toBeUndefined();
    expect(
      earnedSentence('highest NPS on the team 3 qtrs in a row (91%)', 'Imogen'),
    ).toBeUndefined();
    expect(earnedSentence('first woman shift next tues', 'Imogen')).toBeUndefined();
    expect(earnedSentence('first shift as manager', 'Imogen')).toBeUndefined();
  });

  it('lists time served with no "What earned it" label', async () => {
    const input = { ...base, promotionDetails: '4 yrs w/ us' };
    for (const options of await all(input)) {
      expect(options.join('\n')).not.toMatch(/What earned it/);
      expect(options.join('\n')).not.toMatch(/The promotion follows/);
    }
  });

  it('says a deed typed verb first with the person as subject, never a participle', () => {
    expect(earnedSentence('oversees 3 kitchens (2 in Leeds)', 'Imogen')).toBe(
      'Imogen oversees 3 kitchens (2 in Leeds).',
    );
    expect(earnedSentence('rebuilt the cellar rota', 'Imogen')).toBe(
      'Imogen rebuilt the cellar rota.',
    );
    // "promoted w/ tenure" may say what was done to her; "mentors" may be a noun.
    expect(earnedSentence('appointed by the board', 'Imogen')).toBeUndefined();
    expect(earnedSentence('mentors 3 apprentices', 'Imogen')).toBeUndefined();
    expect(earnedSentence('cut waste by 30%', 'Imogen')).toBeUndefined();
  });

  it('reads "new role from <date>" as when it takes effect, cut from a sentence of its own', () => {
    expect(detailClauses('new post from 4/5', person)).toEqual(['from 4/5']);
    expect(detailClauses("new role from 4/5, she'll run both bars", person)).toEqual([
      'from 4/5',
      "she'll run both bars",
    ]);
    // Not a date, or a clause with no subject beside it: the safe form stays.
    expect(detailClauses('new role from the winter menu', person)).toEqual([
      'new role from the winter menu',
    ]);
    expect(detailClauses('new role from 4/5, reporting to Sam', person)).toEqual([
      'new role from 4/5, reporting to Sam',
    ]);
  });

  it('cuts time served from the deed typed after it', () => {
    expect(detailClauses('5 yrs, trained every new bartender', person)).toEqual([
      '5 yrs',
      'trained every new bartender',
    ]);
    expect(detailClauses('5 yrs, mostly nights', person)).toEqual(['5 yrs, mostly nights']);
  });

  it("never glues a title, a first or time served after the news's colon", async () => {
    const input = {
      ...base,
      promotionDetails: '- 5 yrs\n- top packer 6 months running\n- first woman venue manager here',
    };
    // At short a first stays after the news, where a short post keeps its point (ADR 082).
    for (const options of (await all(input)).slice(3)) {
      for (const option of options.filter((o) => !o.includes('•'))) {
        expect(option).not.toMatch(/Venue Manager: /);
        expect(option).not.toMatch(/The promotion follows/);
        expect(option).not.toMatch(/^\s*(?:Top packer|First woman)/m);
      }
    }
  });
});

describe('a start typed short, with an ordinal dot or as a season, read by the one date reader (ADR 091)', () => {
  it('reads the day of "starts thurs" and "from 3. june" as the start date does', () => {
    expect(detailClauses('starts thurs', person)).toEqual(['starts Thursday']);
    expect(detailClauses('from 3. june', person)).toEqual(['from 3 June']);
    expect(takesEffect('from 3. june')).toMatchObject({ when: '3 June' });
    // A date written out is left as typed; its words are already a reader's.
    expect(detailClauses('from 3 june', person)).toEqual(['from 3 june']);
  });

  it('reads a season as when the new role starts, never a day', () => {
    expect(takesEffect('from 2027/28 season')).toMatchObject({ when: '2027/28 season' });
    expect(detailClauses('new role from 2027/28 season', person)).toEqual(['from 2027/28 season']);
    expect(takesEffect('from the summer season')).toBeUndefined();
  });

  it('tells each in every option, the day kept whole', async () => {
    const cases: [string, RegExp][] = [
      ['- 6 yrs\n- starts fri', /Friday/],
      ['ran the cellar for years. from 3. june', /3 June/],
      ['covered every Saturday close. new role from 2027/28 season', /2027\/28 season/],
    ];
    for (const [promotionDetails, day] of cases)
      for (const options of await all({ ...base, promotionDetails }))
        for (const option of options) {
          expect(option).toMatch(day);
          expect(option).not.toMatch(/\bfri\b|: June|Effective: 3$|Monday|Sunday/m);
        }
  });
});
