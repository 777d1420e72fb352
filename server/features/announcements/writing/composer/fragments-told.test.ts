import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { createComposer, fragmentAlone } from './composer.ts';
import { nlp } from './nlp.ts';
import { readNote } from './notes.ts';
import {
  aloneFrame,
  awardSentence,
  firstPersonSentence,
  spanSentence,
  stateSentence,
  withSubjectArticle,
} from './prose.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 086: a note typed as a fragment is told in prose with the one frame its words allow,
 * or as typed where no frame is certain; never half-rewritten ("Passenger fine.").
 */
describe('a listed noun and its state', () => {
  it('takes "the" and "is" or "are"', () => {
    expect(stateSentence('patient stable')).toBe('The patient is stable.');
    expect(stateSentence('climbers safe and well')).toBe('The climbers are safe and well.');
    expect(stateSentence('driver home now')).toBe('The driver is home now.');
  });
  it('leaves anything else', () => {
    expect(stateSentence('mum fine')).toBeUndefined();
    expect(stateSentence('revenue fine')).toBeUndefined();
    expect(stateSentence('patient stable after 3 days in ICU')).toBeUndefined();
    expect(stateSentence('customer feedback')).toBeUndefined();
  });
});

describe('a sentence whose subject is a listed noun typed bare', () => {
  it('takes "the" before its past verb or auxiliary', () => {
    expect(withSubjectArticle('inspector praised the new layout')).toBe(
      'the inspector praised the new layout',
    );
    expect(withSubjectArticle('family has written to thank her')).toBe(
      'the family has written to thank her',
    );
  });
  it('leaves a compound, a name and any other subject', () => {
    expect(withSubjectArticle('guest reviews mention her daily')).toBe(
      'guest reviews mention her daily',
    );
    expect(withSubjectArticle('management approved the budget')).toBe(
      'management approved the budget',
    );
    expect(withSubjectArticle('the panel praised her')).toBe('the panel praised her');
  });
  it('is read so in a story note, and the note keeps its words', () => {
    const units = readNote(
      'rescued two walkers off the ridge. judge thanked her in court',
      'achievementDetails',
      new Set(['ana']),
    ).units;
    expect(units.map((u) => u.text)).toEqual([
      'rescued two walkers off the ridge',
      'the judge thanked her in court',
    ]);
  });
});

describe('an award named by its giver', () => {
  it('is what the person earned', () => {
    expect(awardSentence("harbour master's commendation", 'Ana')).toBe(
      "Ana has earned the harbour master's commendation.",
    );
    expect(awardSentence('bravery award from the city council', 'Ana')).toBe(
      'Ana has earned a bravery award from the city council.',
    );
  });
  it('is never framed when not given yet, or without its giver', () => {
    expect(awardSentence("nominated for the mayor's award", 'Ana')).toBeUndefined();
    expect(awardSentence('gold medal', 'Ana')).toBeUndefined();
    expect(awardSentence("mayor's award next month", 'Ana')).toBeUndefined();
  });
});

describe("a person's first", () => {
  it('is who the person is', () => {
    expect(firstPersonSentence('1st woman crane driver at the port', 'Ana')).toBe(
      'Ana is the first woman crane driver at the port.',
    );
  });
  it('leaves a first of anything else', () => {
    expect(firstPersonSentence('first award for the studio', 'Ana')).toBeUndefined();
    expect(firstPersonSentence('first flight as captain next week', 'Ana')).toBeUndefined();
  });
});

describe('a span of time, then the deed done in it', () => {
  it('says when the deed was done', () => {
    expect(spanSentence('5 years, mentored 12 apprentices in the workshop', 'Ana')).toBe(
      'In 5 years, Ana mentored 12 apprentices in the workshop.',
    );
  });
  it('leaves anything but a deed after the span', () => {
    expect(spanSentence('5 years, best team in the region', 'Ana')).toBeUndefined();
    expect(spanSentence('5 years, mentored 12 apprentices, won 2 awards', 'Ana')).toBeUndefined();
  });
});

describe('a fragment told alone', () => {
  it('takes its frame, and stays as typed when none is certain', () => {
    expect(fragmentAlone('kayaker fine', 'Ana')).toBe('The kayaker is fine.');
    expect(fragmentAlone("harbour master's commendation", 'Ana Lima')).toBe(
      "Ana Lima has earned the harbour master's commendation.",
    );
    expect(fragmentAlone('best quarter on record', 'Ana')).toBe('Best quarter on record.');
    expect(aloneFrame("harbour master's commendation")).toBeUndefined();
  });
});

describe('the prose options tell such notes in their frames', () => {
  const composer = createComposer();
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Ana Lima',
    currentRole: 'Lifeguard',
    achievementDescription: 'cliff rescue',
    achievementDetails:
      "climbed down to a kayaker trapped below the cliffs at dusk. kayaker fine. harbour master's commendation",
  };
  it('never pastes "Kayaker fine." nor the award bare', async () => {
    for (const seed of [1, 2, 3]) {
      const out: string[] = [];
      for await (const option of composer.write(input, { seed, today: '2026-11-23' }))
        out.push(option);
      for (const prose of out.slice(0, 2)) {
        expect(prose).not.toMatch(/(?:^|[.!] )Kayaker fine\./);
        expect(prose).not.toMatch(/(?:^|[.!] )Harbour master's commendation\./);
      }
    }
  });
});

describe("a listed noun's possessive and a thing of the day", () => {
  it('take "the" as the subject of a story sentence', () => {
    expect(withSubjectArticle("inspector's report praised the new layout")).toBe(
      "the inspector's report praised the new layout",
    );
    expect(withSubjectArticle('presentation was on Monday in the atrium')).toBe(
      'the presentation was on Monday in the atrium',
    );
  });
  it("leave a name's possessive", () => {
    expect(withSubjectArticle("Ana's report praised the layout")).toBe(
      "Ana's report praised the layout",
    );
  });
});

describe('a headline whose "was" was dropped', () => {
  it('keeps its own frame, never a bare "the"', () => {
    expect(withSubjectArticle('award given at the spring dinner')).toBe(
      'award given at the spring dinner',
    );
    expect(withSubjectArticle('medal presented by the mayor')).toBe('medal presented by the mayor');
  });
});
