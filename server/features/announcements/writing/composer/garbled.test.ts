import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';
import { readNote, thanksToOthers, withAuxiliary } from './notes.ts';
import { startOf } from './phrases.ts';
import { polish } from './polish.ts';
import { withoutEmoji } from './typed-notation.ts';
import { postedOptionsOf } from '../../testing.ts';

/**
 * The seventh set's garbled sentences: a start that is no date put after "on", a verb-phrase
 * fun fact given a capital instead of a subject, the poster's thanks told as the person's
 * verb, a dropped "has", and an emoji that separated two items taken out with nothing in its
 * place. Every input here is written for these tests.
 */

const TODAY = '2026-11-23';

const write = (input: GenerationRequest, seed = 1) => optionsOf(input, { seed, today: TODAY });

const read = (text: string, field: Parameters<typeof readNote>[1] = 'funFact') =>
  readNote(text, field, new Set(['noor'])).units.map((u) => [u.kind, u.text]);

describe('rule 1: a start that is no date is never put after "on"', () => {
  it('tells an occasion with its day in brackets as the day, then the occasion', () => {
    expect(startOf('just in time for lambing (mar 3)', undefined, false)).toEqual({
      adverbial: 'on March 3, just in time for lambing',
      value: 'March 3, just in time for lambing',
      own: true,
    });
    expect(startOf('stocktake!! (Tue 9th)', undefined, false)).toEqual({
      adverbial: 'on Tuesday 9th, for stocktake',
      value: 'Tuesday 9th (stocktake)',
      own: true,
    });
  });

  it('says a start with no day at all as typed, in a sentence of its own', () => {
    const start = startOf('just in time for the spring show', undefined, false)!;
    expect(start.adverbial).toBe('just in time for the spring show');
    expect(start.own).toBe(true);
    // A start that opens with its own preposition was already told as typed.
    expect(startOf('once the new kiln is in', undefined, false)?.adverbial).toBe(
      'once the new kiln is in',
    );
  });

  it('keeps "on" for a day', () => {
    expect(startOf('Wed 4th June', undefined, false)?.adverbial).toBe('on Wednesday 4th June');
    expect(startOf('the 2nd of next month', undefined, false)?.adverbial).toBe(
      'on the 2nd of next month',
    );
  });

  it('never writes "on just in time" or "first day is just in time" in any option', async () => {
    const input: GenerationRequest = {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Noor Haddad',
      role: 'Potter',
      team: 'Studio',
      startDate: 'just in time for the spring show',
    };
    for (const seed of [1, 2, 3])
      for (const option of await write(input, seed)) {
        expect(option, option).not.toMatch(/\bon just\b|first day is just/);
        expect(option, option).toMatch(/just in time for the spring show/);
      }
  });
});

describe('rule 2: a verb-phrase fun fact takes the person as subject', () => {
  it("reads an -s verb before an article, a possessive or a count as the person's verb", () => {
    expect(read('keeps a 1920s typewriter she calls Olive')).toEqual([
      ['predicate', 'keeps a 1920s typewriter she calls Olive'],
    ]);
    expect(read('speaks five languages')).toEqual([['predicate', 'speaks five languages']]);
    // A plural noun before a count is no verb when its base is not one the lexicon knows.
    expect(read('docs 3 pages')[0]![0]).not.toBe('predicate');
  });

  it('never puts a capitalised bare verb after "Fun fact:"', async () => {
    const options = await write({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Noor Haddad',
      role: 'Potter',
      team: 'Studio',
      startDate: 'Mon 3rd March',
      funFact: 'keeps a 1920s typewriter she calls Olive',
    });
    for (const option of options) {
      expect(option, option).not.toMatch(/Fun fact: Keeps\b/);
      if (/typewriter/.test(option))
        expect(option, option).toMatch(/Noor keeps a 1920s typewriter/);
    }
    expect(options.join('\n')).toMatch(/typewriter/);
  });
});

describe("rule 3: the poster's thanks to others is told as the poster's own sentence", () => {
  it('reads thanks, shout-outs and "couldn\'t have done it without" as the poster\'s', () => {
    expect(thanksToOthers('thanks also to the Leeds office for the cover')).toBe(
      'Thanks also to the Leeds office for the cover',
    );
    expect(thanksToOthers('shout-out to the weekend crew')).toBe('Shout-out to the weekend crew');
    expect(thanksToOthers("couldn't have done it without Ravi")).toBe(
      "We couldn't have done it without Ravi",
    );
    // The person's own verb stays the person's.
    expect(thanksToOthers('thanks every volunteer by name')).toBeUndefined();
  });

  it('never makes the person the one who thanks', async () => {
    const options = await write({
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Noor Haddad',
      role: 'Potter',
      achievementDescription: 'Won gold at the national ceramics fair',
      achievementDetails:
        'Noor threw all 40 pieces in 3 weeks. thanks also to the glaze team who fired them overnight',
    });
    for (const option of options) {
      expect(option, option).not.toMatch(/Noor thanks/);
      if (/glaze team/.test(option))
        expect(option, option).toMatch(/Thanks also to the glaze team/);
    }
    expect(options.join('\n')).toMatch(/glaze team/);
  });
});

describe("a subject described by a participle is never the person's verb", () => {
  it('reads "-ed word, a noun or two, then is/were" as a sentence of its own', () => {
    expect(read('estimated build cost is 2.1m, under budget', 'achievementDetails')).toEqual([
      ['sentence', 'estimated build cost is 2.1m, under budget'],
    ]);
    expect(read('Revised delivery targets were met in May', 'achievementDetails')[0]![0]).toBe(
      'sentence',
    );
    // A verb with its object, a clause after it: still the person's verb phrase.
    expect(read('cut queues that were too long', 'achievementDetails')[0]![0]).toBe('predicate');
    expect(read('led the bid and is now its owner', 'achievementDetails')[0]![0]).toBe('predicate');
  });
});

describe('an opening cut off by its list goes on with the first item', () => {
  it('joins "Over the summer she:" to the first bullet, never a unit of its own', () => {
    const units = read(
      'Noor came to us in 2019. Over the summer she:\n- rebuilt the kiln\n- ran 12 workshops',
      'promotionDetails',
    );
    expect(units).toEqual([
      ['sentence', 'Noor came to us in 2019'],
      ['sentence', 'Over the summer she rebuilt the kiln'],
      ['predicate', 'ran 12 workshops'],
    ]);
    // A label before a list is no opening of a sentence, nor a unit of its own: it points at
    // the list, which says it ("What she did." was posted, ADR 155).
    expect(read('What she did:\n- rebuilt the kiln', 'promotionDetails')[0]).toEqual([
      'predicate',
      'rebuilt the kiln',
    ]);
  });
});

describe('marks that close an aside end the aside, not the sentence', () => {
  it('keeps "(…!!) and …" in one unit, and still splits before a capital', () => {
    expect(
      read(
        'fired 300 pots in a week (a studio record!!) and still ran the shop',
        'achievementDetails',
      ),
    ).toEqual([
      ['predicate', 'fired 300 pots in a week (a studio record!) and still ran the shop'],
    ]);
    expect(
      read('fired 300 pots (a record!) Then she ran the shop', 'achievementDetails'),
    ).toHaveLength(2);
  });
});

describe("a line told to the reader is never the person's verb", () => {
  it('reads "do not…", "don\'t…" and "please…" as the poster\'s sentence', () => {
    expect(read('do not feed the sourdough starter')).toEqual([
      ['sentence', 'do not feed the sourdough starter'],
    ]);
    expect(read("don't ask about the 2019 final")[0]![0]).toBe('sentence');
    // "does not" is the person's.
    expect(read('does not drink coffee')[0]![0]).not.toBe('sentence');
  });
});

describe('"she\'s" before a participle and its object is "has"', () => {
  it('names the person with "has", and keeps "is" for a state', () => {
    const named = (text: string) => readNote(text, 'funFact', new Set(['noor'])).units[0]!.named!;
    expect(named("she's judged three national kiln contests")('Noor')).toBe(
      'Noor has judged three national kiln contests',
    );
    expect(named("she's thrilled about the new wheel")('Noor')).toBe(
      'Noor is thrilled about the new wheel',
    );
  });
});

describe('a verb phrase spliced to a clause with its own subject is two units', () => {
  it('splits at the comma before "<noun> was…", and nowhere else', () => {
    expect(read('trained as a chemist in Pune, first kiln was a converted oven')).toEqual([
      ['predicate', 'trained as a chemist in Pune'],
      ['sentence', 'first kiln was a converted oven'],
    ]);
    // A clause the comma hangs on ("which…") is no splice.
    expect(read('rebuilt the kiln, which was a relief')).toHaveLength(1);
  });
});

describe('rule 4: a dropped "has" is given back only when certain', () => {
  it('gives it back before a stay with its length or start, or a change from one to another', () => {
    expect(withAuxiliary('been here 12 yrs')).toEqual({ text: 'has been here 12 yrs' });
    expect(withAuxiliary('been with us since 2015')).toEqual({
      text: 'has been with us since 2015',
    });
    expect(withAuxiliary('gone from 2 vans to 9')).toEqual({ text: 'has gone from 2 vans to 9' });
    expect(withAuxiliary('runs the night shift')).toBeUndefined();
  });

  it('leaves an unsure one a fragment, for the scannable post', () => {
    expect(withAuxiliary('been to Lisbon twice')).toEqual({ unsure: true });
    expect(read('been to Lisbon twice', 'promotionDetails')).toEqual([
      ['fragment', 'been to Lisbon twice'],
    ]);
    expect(read('been here 12 yrs, trains every new starter', 'promotionDetails')[0]![0]).toBe(
      'predicate',
    );
  });

  it('never writes the name straight before "been"', async () => {
    const options = await write({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Noor Haddad',
      currentRole: 'Potter',
      newRole: 'Studio Lead',
      promotionDetails: 'been here 12 yrs, trains every new starter',
    });
    for (const option of options) expect(option, option).not.toMatch(/Noor been\b/);
    expect(options.join('\n')).toMatch(/has been here 12 years/);
  });
});

describe('rule 5: an emoji that separated two items leaves its separator behind', () => {
  it('becomes a comma before a small letter and a full stop before a capital', () => {
    expect(withoutEmoji('everyone borrows 🙃 hers is the good one')).toBe(
      'everyone borrows, hers is the good one',
    );
    expect(withoutEmoji('she loves it 😂 Then she fixed it')).toBe(
      'she loves it. Then she fixed it',
    );
  });

  it('leaves nothing where the emoji stood for a thing or closed the sentence', () => {
    expect(withoutEmoji('has a 🐈 called Pip')).toBe('has a called Pip');
    expect(withoutEmoji('welcome Noor 🎉')).toBe('welcome Noor');
    expect(withoutEmoji('one\n🎉 two')).toBe('one\n two');
  });

  it.each([
    ['loves 🧇 stroopwafels and 🚲 cycling', 'loves stroopwafels and cycling'],
    ['enjoys 🎣 fly fishing on the Tay', 'enjoys fly fishing on the Tay'],
    ['bakes 🥖 sourdough every weekend', 'bakes sourdough every weekend'],
    ['plays 🎻 viola in a string quartet', 'plays viola in a string quartet'],
    ['grows 🌶️ chillies on her balcony', 'grows chillies on her balcony'],
    ['collects 📻 old radios', 'collects old radios'],
    ['is really into 🧗🏽 bouldering', 'is really into bouldering'],
    ['rides her 🏍️ motorbike to work', 'rides her motorbike to work'],
  ])('leaves no break after a verb whose object the emoji decorates: %s', (typed, said) => {
    expect(withoutEmoji(typed)).toBe(said);
  });

  it('posts no comma after a verb of liking where an emoji stood, in any option', async () => {
    for (const seed of [1, 2])
      for (const [hobbies, verb] of [
        ['loves 🧇 stroopwafels and 🚲 cycling', 'loves'],
        ['enjoys 🎣 fly fishing and 🥾 hill walking', 'enjoys'],
      ] as const) {
        const options = await postedOptionsOf(
          {
            messageType: 'welcome',
            tone: 'friendly_approachable',
            length: 'medium',
            newHireName: 'Sanne de Vries',
            role: 'Barista',
            hobbies,
            funFact: 'has a 🐕 dog called Pim',
          },
          { seed },
        );
        for (const option of options) expect(option).not.toContain(`${verb},`);
      }
  });

  it('keeps two words apart when the emoji took the only space between them', () => {
    expect(withoutEmoji('the Night 🌙Crew rota')).toBe('the Night Crew rota');
    expect(withoutEmoji('loves 🍕pizza')).toBe('loves pizza');
    expect(withoutEmoji('level 3🚀 done')).toBe('level 3 done');
    expect(withoutEmoji('Ops 🚀2')).toBe('Ops 2');
  });

  it('keeps the first emoji under the one-emoji limit and breaks at the others', () => {
    expect(polish('🎉 Welcome Noor! Everyone borrows 🙃 hers is the good one.')).toBe(
      '🎉 Welcome Noor! Everyone borrows, hers is the good one.',
    );
    expect(polish('🎉🎉 Welcome Noor!')).toBe('🎉 Welcome Noor!');
  });
});

describe('an abbreviation inside a sentence ends no sentence', () => {
  it.each([
    ['Kept the fund growing 4% p.a. over the last decade of her tenure', /p\.a\. over/],
    ['Ran the bakery shift from 4 a.m. every Saturday for the whole winter', /a\.m\. every/],
    [
      'Cut the energy bill by 12% incl. the new ovens at the Leith site',
      /(?:incl\.|including) the new ovens/i,
    ],
    ['Closed the deal worth 2% p.a. to the growth option, a record for the team', /p\.a\. to the/],
  ])('%s', async (achievementDetails, kept) => {
    for (const seed of [1, 2]) {
      const options = await postedOptionsOf(
        {
          messageType: 'achievements',
          tone: 'warm_professional',
          length: 'medium',
          newHireName: 'Aroha Ngata',
          role: 'Portfolio Manager',
          achievementDescription: 'Record year',
          achievementDetails,
        },
        { seed },
      );
      expect(options.join('\n')).toMatch(kept);
      for (const option of options) expect(option).not.toMatch(/(?:p\.a|a\.m|incl)\. \p{Lu}/u);
    }
  });
});
