import { describe, expect, it } from 'vitest';
import type { NoteField } from '#domain/generation.ts';
import { opensWithPhrasalVerb, readNote } from './notes.ts';

/**
 * The classifier (issue 21 item 1): each unit of a note is read for what it is, by a parse
 * the composer is sure of, and a fragment when it is not. The broken sentences came
 * from units cut or framed wrongly; each case here is one of them, or its class.
 */

const person = new Set(['lena', 'tasha', 'meera', 'grace', 'femi', 'hai', 'alex', 'dana']);
const read = (raw: string, field: NoteField = 'promotionDetails') =>
  readNote(raw, field, person).units.map((u) => [u.kind, u.text]);

describe('a complete sentence is kept whole', () => {
  it('keeps a sentence with its own subject, never prefixed ("The it launched…")', () => {
    expect(read('It launched on 14 May and everyone goes to her with questions.')).toEqual([
      ['sentence', 'It launched on 14 May and everyone goes to her with questions'],
    ]);
    expect(read('Everyone goes to her with questions.')).toEqual([
      ['sentence', 'Everyone goes to her with questions'],
    ]);
  });

  it('keeps a sentence about the person, the name typed in lower case included', () => {
    expect(read('tasha basically already runs the queue lol')).toEqual([
      ['sentence', 'tasha basically already runs the queue lol'],
    ]);
    expect(read('Meera saved our biggest account this year.')).toEqual([
      ['sentence', 'Meera saved our biggest account this year'],
    ]);
  });

  it('reads a sentence after an opening phrase ("As AP she\'ll…", "In March, Halvorsen…")', () => {
    expect(read("As AP she'll focus on curriculum + new-teacher coaching.")).toEqual([
      ['sentence', "As AP she'll focus on curriculum and new-teacher coaching"],
    ]);
    expect(read('In March, Halvorsen Logistics told us they were moving to a competitor.')).toEqual(
      [['sentence', 'In March, Halvorsen Logistics told us they were moving to a competitor']],
    );
  });

  it('swaps a pronoun subject for the name only where the verb needs no change', () => {
    const swap = (raw: string) => readNote(raw, 'funFact', person).units[0]!.named?.('Sam');
    expect(swap("She'll now manage a team of 45 nurses")).toBe(
      'Sam will now manage a team of 45 nurses',
    );
    expect(swap('they have a three-legged cat named Tripod')).toBe(
      'Sam has a three-legged cat named Tripod',
    );
    expect(swap('they run a book club')).toBeUndefined();
  });
});

describe('a verb phrase takes the person as subject, only when the parse is sure', () => {
  it('reads past, present and future verb phrases ("Published", "Won", "mentors")', () => {
    expect(read("Published our lab's first paper", 'achievementDetails')).toEqual([
      ['predicate', "Published our lab's first paper"],
    ]);
    expect(read('Won the Daisy Award', 'achievementDescription')).toEqual([
      ['predicate', 'Won the Daisy Award'],
    ]);
    expect(read('mentors 4 juniors')).toEqual([['predicate', 'mentors 4 juniors']]);
    expect(read('will run scheduling + inventory now')).toEqual([
      ['predicate', 'will run scheduling and inventory now'],
    ]);
  });

  it('reads "plays bass in a covers band" as a verb phrase, not a thing to enjoy', () => {
    expect(read('🎸 plays bass in a covers band', 'hobbies')).toEqual([
      ['predicate', 'plays bass in a covers band'],
    ]);
  });

  it('keeps the auxiliary a passive lost ("nominated by three families")', () => {
    expect(read('nominated by three families', 'achievementDetails')).toEqual([
      ['passive', 'nominated by three families'],
    ]);
  });

  it('splits "the name, verb phrase, verb phrase" into verb phrases under one subject', () => {
    const [unit] = readNote(
      'Lena led the migration off the monolith last year, mentors 4 juniors',
      'promotionDetails',
      person,
    ).units;
    expect(unit?.kind).toBe('predicate');
    expect(unit?.items).toEqual([
      'led the migration off the monolith last year',
      'mentors 4 juniors',
    ]);
  });
});

describe('noun phrases and fragments go only where they belong', () => {
  it('reads a skills or hobbies list as noun phrases, short items and single words included', () => {
    expect(readNote('k8s, incident mgmt, on-call tooling', 'expertise', person).units).toEqual([
      expect.objectContaining({
        kind: 'noun',
        items: ['k8s', 'incident management', 'on-call tooling'],
      }),
    ]);
    expect(read('directed evolution of enzymes', 'expertise')).toEqual([
      ['noun', 'directed evolution of enzymes'],
    ]);
  });

  it('takes a cheer for what it is ("well deserved") and a bare phrase as a fragment', () => {
    expect(read('well deserved, great work this year')).toEqual([
      ['cheer', 'well deserved'],
      ['noun', 'great work this year'],
    ]);
    expect(read('Sales up 12% YoY')).toEqual([['fragment', 'Sales up 12% year over year']]);
    expect(read('best CSAT quarter ever', 'achievementDescription')).toEqual([
      ['fragment', 'best CSAT quarter ever'],
    ]);
  });

  it('never reads a list item as a verb ("Destiny sales up 12%", "Jihoon k8s")', () => {
    expect(read('Sales up 12% YoY')[0]![0]).not.toBe('predicate');
    expect(read('k8s, incident mgmt', 'expertise')[0]![0]).toBe('noun');
  });
});

describe('an award named in the field', () => {
  it('reads "Crew Member of the Year" as a name, never "crew" as the person\'s verb', () => {
    // "crew" is tagged a past form (of "crow") after "she": "…, who crew Member of the Year".
    expect(read('Crew Member of the Year', 'achievementDescription')).toEqual([
      ['noun', 'Crew Member of the Year'],
    ]);
    expect(read('crew member of the year', 'achievementDescription')[0]![0]).toBe('noun');
    expect(read('led the night shift rebuild', 'achievementDescription')[0]![0]).toBe('predicate');
  });
});

describe('splitting', () => {
  it('splits sentences, but not at "Dept." or at "Sept. 2", and at "by Aug. The"', () => {
    expect(
      read('Joined the Dept. of Housing in Sept. 2 rounds later. The audit went well.'),
    ).toHaveLength(2);
    expect(
      read('enrolled 120 patients by Aug. The sponsor has asked us to lead the next trial.'),
    ).toEqual([
      ['predicate', 'enrolled 120 patients by August'],
      ['sentence', 'The sponsor has asked us to lead the next trial'],
    ]);
  });

  it('splits no sentence at a title before a name ("Capt.", "Ing."), but at "Captain."', () => {
    expect(read('Flew with Capt. Okafor on her first line check. Passed first time.')).toHaveLength(
      2,
    );
    expect(read('Trained by Ing. Ruiz on the press line.')).toHaveLength(1);
    expect(read('Promoted to Captain. Flies the A320 from May.')).toHaveLength(2);
  });

  it('joins a typed list in brackets with "and"', () => {
    expect(read('speaks 4 languages (Darija, French, English, Spanish)', 'funFact')).toEqual([
      ['predicate', 'speaks 4 languages (Darija, French, English and Spanish)'],
    ]);
  });
});

describe('round 3: classes found on inputs nobody tuned for', () => {
  const kofi = new Set(['kofi']);
  const units = (raw: string, field: NoteField = 'achievementDetails') =>
    readNote(raw, field, kofi).units;

  it('reads a sentence whose subject carries an aside in brackets', () => {
    expect(
      units('Northwind (our 3rd biggest customer, $1.2M ARR) sent a cancellation notice in Aug.'),
    ).toEqual([expect.objectContaining({ kind: 'sentence', subject: 'other' })]);
  });

  it('reads the name and a bare past form as a sentence ("Kofi set up weekly calls")', () => {
    expect(units('Kofi set up weekly exec calls, got Dan on-site, and built a dashboard.')).toEqual(
      [expect.objectContaining({ kind: 'predicate', items: expect.any(Array) })],
    );
  });

  it('keeps a labelled sentence whole, its "they" never taken for the person', () => {
    const [unit] = units('Result: they renewed for 3 years at +18%.');
    expect(unit).toMatchObject({ kind: 'sentence', subject: 'other', follows: true });
  });

  it('marks a unit that points back to the one before it', () => {
    const list = units(
      'Kofi set up weekly exec calls. Result: they renewed for 3 years. He did this while covering 2 other territories.',
    );
    expect(list.map((u) => !!u.follows)).toEqual([false, true, true]);
  });

  it('takes an -s word the lexicon does not know for a noun, not a verb ("docs overhaul")', () => {
    expect(units('docs overhaul', 'achievementDescription')[0]?.kind).not.toBe('predicate');
    expect(units('mentors 4 juniors', 'promotionDetails')[0]?.kind).toBe('predicate');
  });
});

describe('round 3: what a unit points back to', () => {
  const units = (raw: string, field: NoteField = 'promotionDetails') =>
    readNote(raw, field, new Set(['wayan'])).units;

  it('reads "also" second, and "it" or "their" in a story, as pointing back', () => {
    expect(units('She also started the peer tutoring program.')[0]?.follows).toBe(true);
    expect(units('Wayan also trained the whole team.')[0]?.follows).toBe(true);
    expect(units('Meera flew out to Oslo and rebuilt their rollout plan.')[0]?.follows).toBe(true);
    expect(units('Wayan trained the whole team.')[0]?.follows).toBeUndefined();
  });

  it('reads "President\'s Club" as a name, a headline as no sentence, "3 weeks" as no verb', () => {
    const kind = (raw: string) => units(raw, 'achievementDescription')[0]?.kind;
    expect(kind("President's Club - 187% of quota")).not.toBe('sentence');
    expect(kind('Paper published in Nature Energy')).not.toBe('sentence');
    expect(kind('Finished 3 weeks early')).toBe('predicate');
    expect(kind('The cell kept 91% capacity after 1,000 cycles')).toBe('sentence');
  });
});

describe('round 3: "this" and "that" as subjects', () => {
  it('reads "This opens up…" as a sentence, "this week" as no subject', () => {
    const kind = (raw: string) => readNote(raw, 'achievementDetails', new Set()).units[0]?.kind;
    expect(kind('This opens up the medical device contracts we have been chasing.')).toBe(
      'sentence',
    );
    expect(kind('this week was big')).not.toBe('predicate');
  });

  it('keeps a hobby with a number among the others ("her two greyhounds")', () => {
    const units = readNote(
      'sea swimming, trad music, crosswords, her two greyhounds',
      'hobbies',
      new Set(),
    ).units;
    expect(units).toHaveLength(1);
    expect(units[0]?.items).toHaveLength(4);
  });
});

/**
 * Typed notes never pasted half-read (ADR 069): an emoji typed where a stop belongs ends the
 * clause; a verb with its particle ("takes over", "moves up") is the person's, who is its
 * subject when it is told alone; a comma inside brackets is the aside's own.
 */
describe('typed notes read whole (ADR 069)', () => {
  it('ends a clause at an emoji typed where a stop belongs, never before a word that goes on', () => {
    const units = read(
      'best rota on the ward 3 months running 🏅 leads the night huddle from March',
    );
    expect(units.map(([, text]) => text)).toEqual([
      'best rota on the ward 3 months running 🏅',
      'leads the night huddle from March',
    ]);
    expect(units[1]![0]).toBe('predicate');
    expect(read('brought doughnuts 🍩 for the whole floor').length).toBe(1);
  });

  it("knows a note that opens with the person's verb and its particle", () => {
    expect(opensWithPhrasalVerb('takes over the Leeds depot from 3 March')).toBe(true);
    expect(opensWithPhrasalVerb('moves up from the 9th')).toBe(true);
    // A moved figure, or a noun straight after the particle, is no verb phrase.
    expect(opensWithPhrasalVerb('orders up 30 on last month')).toBe(false);
    expect(opensWithPhrasalVerb('costs over budget')).toBe(false);
    expect(opensWithPhrasalVerb('works in progress')).toBe(false);
  });

  it('keeps a comma inside brackets with its aside', () => {
    expect(read('ran the depot for Priya (moving to Bristol, her leaving do is Friday)')).toEqual([
      ['predicate', 'ran the depot for Priya (moving to Bristol, her leaving do is Friday)'],
    ]);
  });
});
