import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, postedWelcome } from '#server/features/announcements/testing.ts';

/**
 * ADR 182: a welcome's field's words told as what they are, whatever field they were typed
 * in. A language rated after its name is a language spoken, its quip left out; a classical
 * language or a script's name is read, never spoken; a hardship typed as the fun fact is
 * never under "Fun fact"; "First job: …" is what comes next, no skill; a quality typed among
 * the skills is a quality. Our own shapes (other trades, places and languages); every option,
 * two seeds, checked.
 */

describe('a language rated after its name is a language fact, never a skill', () => {
  it.each([
    [
      {
        expertise: 'sushi rice, knife work, fish butchery. japanese so-so, gestures do the job',
        length: 'long',
        tone: 'casual_concise',
      },
      'some Japanese',
    ],
    [
      { expertise: 'tile setting, grouting; Portuguese: basic', length: 'medium' },
      'basic Portuguese',
    ],
  ] as [Partial<GenerationRequest>, string][])('%o', async (fields, spoken) => {
    const { all, cards } = await postedWelcome(fields);
    expect(all).not.toMatch(/\b(?:japanese so-so|Portuguese: basic)\b/i);
    expect(all).not.toMatch(/gestures do the job/i);
    // Every mention is the language spoken, "some Japanese", never an item of the skills.
    expect(all).not.toMatch(/(?<!(?:some|basic) )\b(?:japanese|portuguese)\b/i);
    for (const card of cards) expect(card).toContain(`Languages: ${spoken}`);
  });
});

describe('a classical language or a script is read, never spoken', () => {
  it.each([
    [
      { expertise: 'papyri conservation, Greek and Demotic script, imaging' },
      'Greek and Demotic script',
    ],
    [{ expertise: 'manuscript cataloguing, Sanskrit, Devanagari transcription' }, 'Sanskrit'],
  ] as [Partial<GenerationRequest>, string][])('%o', async (fields, read) => {
    const { all } = await postedWelcome(fields);
    expect(all).not.toMatch(/\bspeaks\b|Languages:/);
    expect(all).toContain(read);
  });
});

describe('a hardship typed as the fun fact is never a fun fact', () => {
  it.each([
    [
      {
        preferredName: 'Tavita',
        funFact: 'he lost his hearing at 12 and now teaches signing to the whole squad',
        tone: 'excited_fun',
      },
      'lost his hearing at 12',
      'His story:',
    ],
    [
      {
        newHireName: 'Ines Okafor',
        funFact: 'Ines went blind in her twenties and still beats everyone at chess',
        length: 'long',
      },
      'went blind in her twenties',
      'Her story:',
    ],
  ] as [Partial<GenerationRequest>, string, string][])('%o', async (fields, told, label) => {
    const { all, prose, cards } = await postedWelcome(fields);
    expect(all).not.toMatch(/Fun fact:[^\n]*(?:hearing|blind)/);
    expect(prose.some((p) => p.includes(told))).toBe(true);
    for (const card of cards) expect(card).toContain(label);
  });
});

describe('"First job: …" typed among the skills is what comes next', () => {
  it.each([
    [
      {
        newHireName: 'Ruairí Byrne',
        expertise:
          'dry stone walling, lime mortar. First job: rebuild the north wall of the walled garden.',
        length: 'long',
      },
      'will start by rebuilding the north wall of the walled garden',
    ],
    [
      {
        newHireName: 'Mele Taufa',
        expertise: 'payroll, Xero, month-end close. First task - review the supplier ledger',
      },
      'will start by reviewing the supplier ledger',
    ],
  ] as [Partial<GenerationRequest>, string][])('%o', async (fields, next) => {
    const { all, prose, cards } = await postedWelcome(fields);
    expect(all).not.toMatch(/(?:and|;|,) first (?:job|task)/i);
    expect(all).not.toMatch(/Expertise:[^\n]*(?:first|will start)/i);
    expect(prose.some((p) => p.includes(next))).toBe(true);
    for (const card of cards) expect(card).toContain(next);
  });
});

describe('a quality typed among the skills is a quality', () => {
  it('tells "great with the nervous riders" apart from the skills', async () => {
    const { all, cards } = await postedWelcome({
      newHireName: 'Sunniva Dahl',
      expertise: 'dressage, lunging, great w/ the nervous riders; first aid trained',
      length: 'long',
    });
    expect(all).not.toMatch(
      /(?:specialises in|expertise covers|expertise in|Expertise:)[^.\n]*nervous riders/i,
    );
    expect(all).toContain('great with the nervous riders');
    for (const card of cards) expect(card).toMatch(/Expertise: dressage and lunging/);
  });
});

/**
 * "TESDA NC II", the Philippines' national certificate, is held, never specialised in:
 * "specialises in TESDA NC II" and "Ask Jun-Jun about TESDA NC II" were the twenty-fourth
 * set's readers' C (iw17; the certificate names of ADR 161).
 */
describe('a national certificate by its name, among the skills', () => {
  it('is held', async () => {
    const options = await postedOverSeeds({
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'long',
      newHireName: 'Ramil Dela Cruz',
      role: 'Excavator operator',
      startDate: 'Monday',
      expertise: 'trenching, loading trucks, TESDA NC II',
      hobbies: 'basketball',
    });
    for (const option of options)
      expect(option).not.toMatch(
        /(?:specialises in|expertise in|about|covers)(?:(?!holds)[^.\n])*TESDA/u,
      );
    expect(options.some((o) => /holds[^.\n]*TESDA NC II/u.test(o))).toBe(true);
  });
});

/**
 * A gift of the hand, the eye or the ear typed among the skills is had, never specialised in:
 * "specialises in steady hand", "Ask Lupita about steady hand" were the twenty-fourth set's C
 * (iw09).
 */
describe('a gift typed among the skills', () => {
  it.each([
    ['steady hand, gilding frames', /has a steady hand/],
    ['tiling, grouting, good eye for colour', /has a good eye for colour/],
    ['a sharp ear, mixing live sound', /has a sharp ear/],
  ])('%s', async (expertise, told) => {
    const { all, prose } = await postedWelcome({ expertise, length: 'medium' });
    expect(all).not.toMatch(
      /(?:specialises in|expertise in|expertise covers|about)(?:(?!has)[^.\n])*(?:steady hand|good eye|sharp ear)/u,
    );
    expect(prose.some((p) => told.test(p))).toBe(true);
  });
});
