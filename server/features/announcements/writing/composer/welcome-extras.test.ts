import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { eventSentence } from './asks.ts';
import { readNote } from './notes.ts';
import { commaParts } from './phrases.ts';
import { predicateParts } from './placement.ts';
import { readStory } from './story.ts';
import { optionsOf } from './testing.ts';

const base: GenerationRequest = {
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'long',
  newHireName: 'Oksana Brandt',
  role: 'Harbour Pilot',
  startDate: 'Monday 3rd March',
  company: 'Port of Gdynia',
};

describe('a comma inside brackets belongs to the aside (ADR 076)', () => {
  it('never splits a list there', () => {
    expect(commaParts('sails a dinghy (badly, her words), knits')).toEqual([
      'sails a dinghy (badly, her words)',
      'knits',
    ]);
    expect(predicateParts('has rescued two owls (true story, ask him)')).toBeUndefined();
  });
});

describe('an apéro with its treat is an event (ADR 076)', () => {
  it('tells the treat and its giver as a sentence of their own', () => {
    expect(eventSentence('welcome apero in the boathouse fri 17:30, fondue on me')).toBe(
      'Join us for the welcome apero in the boathouse on Friday at 17:30. Fondue is on me.',
    );
  });

  it('takes an apéro typed in the fun fact out of it', async () => {
    const input = {
      ...base,
      funFact:
        'has done the Vasaloppet 3 times. team apéro in the clubhouse wed 17:00, cheese on us',
    };
    for (const seed of [1, 2]) {
      const options = await optionsOf(input, { seed });
      for (const option of options) {
        expect(option).toMatch(/Oksana has done the Vasaloppet 3 times/);
        expect(option).toContain(
          'Join us for the team apéro in the clubhouse on Wednesday at 17:00. Cheese is on us.',
        );
        expect(option).not.toMatch(/Fun fact: [^.\n]*apéro/);
      }
    }
  });
});

describe('"has" and a participle open the person\'s perfect (ADR 076)', () => {
  it('reads "has done" as a verb phrase', () => {
    expect(readNote('has done the Ironman twice', 'funFact', new Set()).units[0]!.kind).toBe(
      'predicate',
    );
  });
});

describe('pronouns are read field by field (ADR 076)', () => {
  it('keeps "his" in one field apart from a name in the next', () => {
    const story = readStory(
      {
        ...base,
        newHireName: 'Tomasz Brandt',
        hobbies: 'cycling, plays squash badly (his words)',
        funFact: 'once read the news on Radio Kaszebe',
      },
      '2026-11-23',
    );
    expect(story.pronoun?.subject).toBe('he');
  });
});

describe('pastimes mixing verb phrases and things (ADR 076)', () => {
  it("never lets one item's verb take the others", async () => {
    const input = { ...base, hobbies: 'plays the cello, badminton (county level, apparently)' };
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      for (const option of options) {
        expect(option).not.toMatch(/plays the cello, badminton/);
        expect(option).toMatch(
          // "apparently" is the manager's hedge, not posted (ADR 100).
          /Oksana plays the cello and (?:is into|enjoys) badminton \(county level\)/,
        );
        expect(option.match(/outside work/gi)?.length ?? 0).toBeLessThanOrEqual(1);
      }
    }
  });

  it('tells things first when typed first, and a dash detail as its verb phrase', async () => {
    const input = {
      ...base,
      hobbies: 'orienteering - has done 40 of the Lakeland fells, bakes rye bread',
    };
    const options = await optionsOf(input, { seed: 1 });
    for (const option of options)
      expect(option).toMatch(
        /Oksana (?:is into|enjoys) orienteering, has done 40 of the Lakeland fells and bakes rye bread/,
      );
  });

  it('says a person typed among them is who they are, never a thing enjoyed', async () => {
    const input = { ...base, hobbies: 'paella master, plays the oboe' };
    const options = await optionsOf(input, { seed: 1 });
    for (const option of options) {
      expect(option).not.toMatch(/(?:enjoys|is into) paella master/);
      expect(option).toContain('Oksana is a paella master and plays the oboe');
    }
  });

  it('keeps the safe form when an item is unsure', async () => {
    const input = { ...base, hobbies: 'plays the cello, obviously a bit mad about it' };
    const options = await optionsOf(input, { seed: 1 });
    for (const option of options) expect(option).not.toMatch(/is into obviously|enjoys obviously/);
  });
});

describe('a fun fact of what the person is and did (ADR 076)', () => {
  it('is one sentence with the person as subject', async () => {
    const input = {
      ...base,
      funFact: 'keen salsa dancer, used to run a night bakery in Kraków years ago',
    };
    for (const seed of [1, 2]) {
      const options = await optionsOf(input, { seed });
      for (const option of options) {
        expect(option).toMatch(
          /Fun fact: Oksana is a keen salsa dancer and used to run a night bakery in Kraków years ago/,
        );
      }
    }
  });
});
