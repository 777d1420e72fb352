import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nlp } from './nlp.ts';
import { readNote, withAuxiliary } from './notes.ts';
import { earnedSentence, servedFor } from './promotion-details.ts';
import { aloneFrame, notWhatItAddsUpTo } from './prose.ts';
import { expandShorthand } from '../shorthand.ts';
import { optionsOf } from './testing.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 117: the user's notes are never cut or joined into a sentence the writer is not sure
 * of. A note with a subject of its own keeps it; a frame is given only where its words make
 * it certain; otherwise the note stays where fragments belong.
 */
const promotion = (promotionDetails: string, length = 'medium'): GenerationRequest =>
  ({
    messageType: 'promotion',
    tone: 'friendly_approachable',
    length,
    newHireName: 'Marta Kowal',
    currentRole: 'deckhand',
    newRole: 'Bosun',
    promotionDetails,
    expertise: '',
  }) as GenerationRequest;

async function prose(input: GenerationRequest): Promise<string> {
  const all: string[] = [];
  for (const length of ['short', 'medium', 'long'])
    for (const seed of [1, 2])
      all.push(...(await optionsOf({ ...input, length } as GenerationRequest, { seed })));
  return all.join('\n');
}

describe("a note whose first word is a noun is never the person's verb", () => {
  it('leaves a noun subject with its own verb', () => {
    expect(earnedSentence('riders love her routes', 'Marta')).toBeUndefined();
    expect(earnedSentence('handovers under 5 min all summer', 'Marta')).toBeUndefined();
  });
  it('still reads a deed typed verb first', () => {
    expect(earnedSentence('runs the Friday safety huddle', 'Marta')).toBe(
      'Marta runs the Friday safety huddle.',
    );
    expect(earnedSentence('rebuilt the winch in a weekend', 'Marta')).toBe(
      'Marta rebuilt the winch in a weekend.',
    );
  });
  it('never puts the person before the note in any option', async () => {
    const out = await prose(
      promotion('- riders love her routes\n- handovers under 5 min all summer'),
    );
    expect(out).not.toMatch(/\b(?:She|Marta) (?:riders|handovers)\b/);
  });
});

describe('a noun subject and its plain verb is a sentence of its own', () => {
  const read = (t: string) => readNote(t, 'promotionDetails', new Set(['marta'])).units[0]!;
  it('reads a plural or a crew as the subject', () => {
    expect(read('riders love her routes')).toMatchObject({ kind: 'sentence', subject: 'other' });
    expect(read('crew trust her calls')).toMatchObject({ kind: 'sentence', subject: 'other' });
  });
  it('leaves a count of time with nothing after it', () => {
    expect(read('3 weeks leave').kind).not.toBe('sentence');
  });
  it('is told as typed, never after the person', async () => {
    const out = await prose(promotion('- 4 yrs on the boats\n- crew trust her calls'));
    expect(out).toMatch(/\bThe crew trust her calls\.|\bCrew trust her calls\./);
    expect(out).not.toMatch(/\b(?:She|Marta) crew\b/);
  });
});

describe('"been" typed without its "has"', () => {
  it('gets it back where "since" says when', () => {
    expect(withAuxiliary('been acting bosun since March')).toEqual({
      text: 'has been acting bosun since March',
    });
    expect(withAuxiliary('she been on the boats since she was 16')).toEqual({
      text: 'she has been on the boats since she was 16',
    });
    expect(withAuxiliary('they been with the club since 2019')).toEqual({
      text: 'they have been with the club since 2019',
    });
  });
  it('leaves "since" that says why, or a comma before it', () => {
    expect(withAuxiliary('been on call since nobody else would')).toEqual({ unsure: true });
    expect(withAuxiliary('been on call, since March')).toEqual({ unsure: true });
  });
  it('never posts "She been" or "and been"', async () => {
    const out = await prose(
      promotion(
        'been acting bosun since March. she been on the boats since she was 16 splicing rope',
      ),
    );
    expect(out).not.toMatch(/\b(?:She|Marta|and) been\b/);
    expect(out).toMatch(/has been acting bosun since March/);
  });
});

describe('a time unit before "all" or "every"', () => {
  it('is no "of"', () => {
    expect(expandShorthand('handovers under 5 min all summer')).toBe(
      'handovers under 5 minutes all summer',
    );
  });
});

describe('a count that is no record the promotion follows', () => {
  it("says a group's size as it stands, and visits as visits", () => {
    expect(aloneFrame('120 volunteers in her team')).toBe('There are 120 volunteers in her team.');
    expect(aloneFrame('40 reviews in the last quarter')).toBeUndefined();
    expect(earnedSentence('9 times to the summit', 'Marta')).toBe(
      'Marta has been to the summit 9 times.',
    );
    expect(servedFor('3 seasons w/ us')).toBe('after 3 seasons with us');
    expect(servedFor('3 months')).toBeUndefined();
  });
  it('is never "That\'s" when it is no total of the sentence before', () => {
    expect(notWhatItAddsUpTo('120 volunteers in her team')).toBe(true);
    expect(notWhatItAddsUpTo('4.3., Horní louka')).toBe(true);
    expect(notWhatItAddsUpTo('about 200 calls a week')).toBe(false);
  });
  it('never posts "The promotion follows" a size, a visit count or a bare span', async () => {
    const out = await prose(
      promotion('3 seasons. 120 volunteers in her team. 9 times to the summit'),
    );
    expect(out).not.toMatch(/The promotion follows|That's 120/);
    expect(out).toMatch(/has been to the summit 9 times/);
  });
});

describe('expertise typed as a field word or a bare span', () => {
  const welcome = {
    messageType: 'welcome',
    tone: 'friendly_approachable',
    length: 'long',
    newHireName: 'Marta Kowal',
    role: 'Technician',
    startDate: 'March',
    company: 'Acme',
    expertise: 'mechanical + cold chain ops, 4 yrs',
  } as GenerationRequest;
  it('never says the field of the person, nor a bare span', async () => {
    const out = await prose(welcome);
    expect(out).not.toMatch(/\bis mechanical\b/);
    expect(out).not.toMatch(/brings 4 years(?! of)/);
    expect(out).toMatch(/4 years of experience/);
  });
});

describe('a day typed first, then where', () => {
  it('is no list of two things', () => {
    const unit = readNote('4.3., Horní louka', 'achievementDetails', new Set()).units[0]!;
    expect(unit.text).toBe('4.3., Horní louka');
    expect(unit.items).toBeUndefined();
  });
});
