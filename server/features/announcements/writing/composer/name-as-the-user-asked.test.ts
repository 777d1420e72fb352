import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * ADR 195: the person called by the name the user asked for. A quoted part of the name the
 * user asked never to be written (a stage name, a pitch nickname) is left out of the full
 * name; a name typed family-name-first beside its CJK script is called by the word of it the
 * notes use, or by its whole Latin form, never by the family name alone as if it were the
 * first name. This file's own inputs, through the whole writing path, over two seeds.
 */
const welcome = (extra: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName: 'Ana Silva',
  role: 'Line cook',
  startDate: 'Monday',
  ...extra,
});

const achievement = (newHireName: string, achievementDetails: string): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'casual_concise',
  length: 'medium',
  newHireName,
  role: 'Kiln master',
  achievementDescription: 'Gold at the regional ceramics fair',
  achievementDetails,
});

const quoted = (word: string) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u');

describe('a quoted part of the name the user asked never to be written (ADR 195)', () => {
  it.each([
    [
      'in the preferred name, after "don\'t use"',
      welcome({
        newHireName: 'Marguerite "Toots" Delacroix',
        preferredName: "Marguerite (pls don't use Toots in the post, she hates it)",
        role: 'Pastry chef',
      }),
      'Marguerite Delacroix',
      ['Toots'],
    ],
    [
      'in the preferred name, after "never write", a nickname of two words',
      welcome({
        newHireName: "Kwame 'Big K' Asante",
        preferredName: 'Kwame - never write Big K, that is only for the pitch',
        role: 'Groundskeeper',
        expertise: 'drainage, re-seeding after frost',
      }),
      'Kwame Asante',
      ['Big K'],
    ],
    [
      'typed in capitals, "NOT … in writing"',
      welcome({
        newHireName: 'Inés “La Gitanilla” Carmona',
        preferredName: 'Inés (NOT Gitanilla in writing, only on the posters)',
        role: 'Guitar teacher',
        startDate: 'jueves',
      }),
      'Inés Carmona',
      ['Gitanilla'],
    ],
    [
      'in a note, with no preferred name',
      welcome({
        newHireName: 'Delphine "Doodle" Marchetti',
        role: 'Sous chef',
        funFact:
          "sketches every plate before service (don't write Doodle anywhere, kitchen joke only)",
      }),
      'Delphine Marchetti',
      ['Doodle'],
    ],
  ])('%s', async (_shape, input, said, never) => {
    const options = await postedOverSeeds(input);
    for (const option of options) {
      expect(option).toContain(said);
      for (const word of never) expect(option).not.toMatch(quoted(word));
    }
  });

  it('keeps the quoted part as typed when nothing asks it away', async () => {
    const options = await postedOverSeeds(
      welcome({ newHireName: 'Rafael "Rafa" Santos', role: 'Barista' }),
    );
    for (const option of options) expect(option).toContain('Rafael "Rafa" Santos');
  });
});

describe('a name typed family-name-first beside its CJK script (ADR 195)', () => {
  const withoutFull = (option: string, full: string) => option.split(full).join(' ');

  it.each([
    [
      '松本 健太 Matsumoto Kenta',
      'fired 40 pieces for the show. Kenta checks the kiln every night at 11',
      'Kenta',
      'Matsumoto',
    ],
    [
      '김 서연 Kim Seoyeon',
      'glaze recipe she built herself; Seoyeon mixes it by hand every morning',
      'Seoyeon',
      'Kim',
    ],
    [
      '陈 立新 Chen Lixin',
      'a celadon vase, 3 weeks on the wheel. Lixin trained 2 apprentices this year too',
      'Lixin',
      'Chen',
    ],
  ])('%s: the word the notes use, in every sentence', async (name, details, called, family) => {
    const options = await postedOverSeeds(achievement(name, details));
    for (const option of options) {
      expect(option).toContain(name);
      expect(withoutFull(option, name)).not.toMatch(quoted(family));
    }
    for (const option of proseOf(options))
      expect(withoutFull(option, name)).toMatch(quoted(called));
  });

  it('is never called by the family name alone with no hint in the notes', async () => {
    const name = '石川 美穂 Ishikawa Miho';
    const options = await postedOverSeeds(
      achievement(name, 'a tea bowl set, wood-fired over 3 days, 12 pieces in all'),
    );
    for (const option of options) {
      expect(option).toContain(name);
      expect(withoutFull(option, name).replace(/Ishikawa Miho/gu, '')).not.toMatch(
        quoted('Ishikawa'),
      );
    }
  });

  it('keeps the given name of a Latin form typed given-name-first', async () => {
    const name = 'Haruto Yamamoto 山本 陽翔';
    const options = await postedOverSeeds(
      achievement(name, 'a tea bowl set, wood-fired over 3 days, 12 pieces in all'),
    );
    for (const option of proseOf(options))
      expect(withoutFull(option, name)).not.toMatch(quoted('Yamamoto'));
  });
});
