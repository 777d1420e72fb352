import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 191: a detail typed as a fragment (a participle about a thing, a credential typed as an
 * adjective and its noun, a span and a gerund, a noun with its relative clause, a person noun
 * with no article) is told in prose only in a form that reads; when the parse is unsure it
 * stays on the scannable post. Asserted on what users get: every option, two seeds, through
 * the production check pass.
 */
const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'casual_concise',
  length: 'medium',
  newHireName: 'Kwame Asante',
  role: 'Stockman',
  achievementDescription: 'Supreme champion at the county show',
  achievementDetails: '',
  ...fields,
});

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'short',
  newHireName: 'Ingrid Solberg',
  currentRole: 'Welder, grade 2',
  newRole: 'Welding Supervisor – yard B',
  promotionDetails: '',
  ...fields,
});

/** Each prose sentence of every prose option. */
const sentencesOf = (options: string[]) =>
  proseOf(options).flatMap((o) => o.split(/(?<=[.!?])\s+|\n+/u));

/** No prose sentence opens with these words (any case). */
function noSentenceOpens(options: string[], opening: string) {
  const typed = opening.toLowerCase();
  for (const s of sentencesOf(options)) expect(s.toLowerCase().startsWith(typed), s).toBe(false);
}

describe('a participle about a thing never takes the person as its subject', () => {
  it.each([
    [
      'heifer "Rosa", 28 months, 610 kg. bred and reared here from birth. Kwame walks them every evening',
      /\b(?:Kwame|Asante)(?: Asante)? (?:bred|reared)\b/,
      'reared here from birth',
    ],
    [
      'wheel of "Old Tom", 40 kg. made and aged in our cellar for 3 years. Kwame turns them by hand',
      /\b(?:Kwame|Asante)(?: Asante)? (?:made|aged)\b/,
      'aged in our cellar',
    ],
    [
      'batch 12 of the estate oil. pressed and bottled on site within 4 hours',
      /\b(?:Kwame|Asante)(?: Asante)? (?:pressed|bottled)\b/,
      'bottled on site',
    ],
  ])('%s', async (details, misread, kept) => {
    const options = await postedOverSeeds(achievement({ achievementDetails: details }));
    for (const option of options) expect(option).not.toMatch(misread);
    // The fact is still told: on the card at least.
    expect(options.join('\n')).toContain(kept);
  });
});

describe('a credential typed as an adjective and its noun reads as one', () => {
  it.each([
    ['15 years on the yard, certified pipe welder. from March', 'certified pipe welder'],
    ['licensed electrician, 9 years with us', 'licensed electrician'],
    ['chartered surveyor. effective 1 May', 'chartered surveyor'],
  ])('%s', async (details, credential) => {
    const options = await postedOverSeeds(promotion({ promotionDetails: details }));
    for (const option of proseOf(options)) {
      expect(option).not.toMatch(new RegExp(`(?:was|is) ${credential}`, 'i'));
      if (option.includes(credential)) expect(option).toMatch(new RegExp(`\\ba ${credential}`));
    }
  });
});

describe('a credential and time served typed in one breath are two facts', () => {
  it.each([
    ['licensed master baker, 12 years baking sourdough here. from Monday', 'licensed master baker'],
    ['14 yrs fitting, certified gas engineer', 'certified gas engineer'],
  ])('%s', async (details, credential) => {
    const options = await postedOverSeeds(promotion({ promotionDetails: details }));
    for (const option of proseOf(options)) {
      expect(option).not.toMatch(new RegExp(`(?:for|was|,) ${credential}`, 'i'));
      expect(option).not.toMatch(/(?:years|yrs) (?!of\b)\p{Ll}+ing\b/u);
    }
  });
});

describe('a span and a gerund is never a sentence of its own', () => {
  it.each([
    ['22 years welding, certified pipe welder. from March', '22 years welding'],
    ['9 yrs nursing, from 1 Feb', '9 years nursing'],
  ])('%s', async (details, opening) => {
    const options = await postedOverSeeds(promotion({ promotionDetails: details }));
    noSentenceOpens(options, opening);
    // Told in prose, the span says what it was spent on with "of".
    for (const option of proseOf(options))
      expect(option).not.toMatch(/(?:years|yrs) (?!of\b)\p{Ll}+ing\b/u);
  });
});

describe('a noun and its relative clause is told with its subject first, or on the card', () => {
  it.each([
    [
      '- new solar drying racks he built\n- 40% less spoilage this season',
      'new solar drying racks he built',
      /(?:He|Kwame|Kwame Asante) built new solar drying racks/,
    ],
    [
      '- the night-shift rota app she wrote\n- 12 hours of overtime saved a week',
      'the night-shift rota app she wrote',
      /(?:She|Kwame|Kwame Asante) wrote the night-shift rota app/,
    ],
  ])('%s', async (details, typed, sentence) => {
    const options = await postedOverSeeds(achievement({ achievementDetails: details }));
    noSentenceOpens(options, typed);
    for (const option of proseOf(options))
      if (option.toLowerCase().includes(typed.split(' ').slice(1, 3).join(' ')))
        expect(option).toMatch(sentence);
  });
});

describe('a relative clause no frame turns round stays out of prose alone', () => {
  it.each([
    [
      '- the drying racks he designed and tested with the crew\n- 40% less spoilage this season',
      'the drying racks he designed',
    ],
    [
      '- 3 new hives, 2 swarms caught\n- queen-rearing kit they built from scrap',
      'queen-rearing kit they built',
    ],
  ])('%s', async (details, typed) => {
    const options = await postedOverSeeds(achievement({ achievementDetails: details }));
    noSentenceOpens(options, typed);
    expect(options.join('\n').toLowerCase()).toContain(typed.toLowerCase());
  });
});

describe('a person noun typed with no article never opens a sentence', () => {
  it.each([
    [
      '- 3 new flavours this year\n- client in Oslo already ordered 2 more pallets',
      'client in Oslo',
    ],
    [
      '- record harvest, 14 t\n- buyer from Lyon already asked for double next year',
      'buyer from Lyon',
    ],
  ])('%s', async (details, typed) => {
    const options = await postedOverSeeds(achievement({ achievementDetails: details }));
    noSentenceOpens(options, typed);
    expect(options.join('\n').toLowerCase()).toContain(typed.toLowerCase());
  });
});
