import { describe, expect, it } from 'vitest';
import {
  holdsLanguageList,
  languageLists,
  monthsCased,
  tidyNotation,
  withoutAsides,
} from './typed-notation.ts';

/**
 * Each rule of the typed notation (ADR 060), with inputs it must change and inputs it must
 * leave as typed. No figure, name or unit is ever changed.
 */

describe('languageLists', () => {
  it.each([
    ['speaks Polish; Czech; Sorbian', 'speaks Polish; Czech; Sorbian'],
    ['speaks polish; czech; german', 'speaks Polish, Czech and German'],
    ['speaks Greek, Turkish, English', 'speaks Greek, Turkish and English'],
    ['mandarin / cantonese', 'Mandarin/Cantonese'],
    ['fluent French/Italian', 'fluent French/Italian'],
    ['bilingual eng/korean, loves karaoke', 'bilingual in English and Korean, loves karaoke'],
    ['trilingual Hindi/Urdu/Punjabi', 'trilingual in Hindi, Urdu and Punjabi'],
    ['Tamil and english', 'Tamil and English'],
  ])('%s → %s', (typed, tidied) => {
    expect(languageLists(typed)).toBe(tidied);
  });

  it.each([
    // A subject list with one language, a list that goes on past the languages, a pair with
    // a word that is no language, and "eng" alone: left as typed.
    'teaches English, history',
    'covers German, French, geography',
    'French/ops liaison',
    'eng lead for the app',
    'Go, Kafka, Postgres',
  ])('leaves %s as typed', (typed) => {
    expect(languageLists(typed)).toBe(typed);
  });
});

describe('withoutAsides', () => {
  it.each([
    ['rugby (Saracens fan, be kind)', 'rugby (Saracens fan)'],
    ['makes her own hot sauce (don’t judge)', 'makes her own hot sauce'],
    ['karaoke (no judgement!)', 'karaoke'],
    ['cold-water rowing (yes, even february)', 'cold-water rowing, even in February'],
    ['runs outdoors all year (yep even winter)', 'runs outdoors all year, even in winter'],
  ])('%s → %s', (typed, tidied) => {
    expect(withoutAsides(typed)).toBe(tidied);
  });

  it.each([
    'coaches U10s (Saturdays)',
    'climbing (bouldering, mostly)',
    'ran 3 marathons (yes even the Tokyo one)',
    'nice to everyone',
  ])('leaves %s as typed', (typed) => {
    expect(withoutAsides(typed)).toBe(typed);
  });
});

describe('monthsCased', () => {
  it.each([
    ['opened the new depot in march, on budget', 'opened the new depot in March, on budget'],
    ['on the rota since may 2024', 'on the rota since May 2024'],
    ['promoted in may', 'promoted in May'],
  ])('%s → %s', (typed, tidied) => {
    expect(monthsCased(typed)).toBe(tidied);
  });

  it.each(['in march formation', 'by may be late', 'she may join us'])(
    'leaves %s as typed',
    (typed) => {
      expect(monthsCased(typed)).toBe(typed);
    },
  );
});

describe('tidyNotation', () => {
  it('keeps every figure and name while tidying the notation around them', () => {
    const typed = 'speaks dutch; german; english (be nice), 4.8/5 in reviews since march.';
    const tidied = tidyNotation(typed);
    expect(tidied).toBe('speaks Dutch, German and English, 4.8/5 in reviews since March.');
    for (const figure of ['4.8', '/5']) expect(tidied).toContain(figure);
  });
});

describe('a list of languages closed by "+" or "and" (ADR 087)', () => {
  it('is joined once, and what follows it is said of it', () => {
    expect(languageLists('speaks polish, czech + english, handy on site')).toBe(
      'speaks Polish, Czech and English, which is handy on site',
    );
    expect(languageLists('speaks urdu & english')).toBe('speaks Urdu and English');
    expect(holdsLanguageList('speaks Polish, Czech and English')).toBe(true);
    expect(holdsLanguageList('speaks Polish, plays chess')).toBe(false);
  });
});
