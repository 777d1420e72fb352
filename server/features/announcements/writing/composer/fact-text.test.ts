import { describe, expect, it } from 'vitest';
import { classifyFact } from './fact-kind.ts';
import {
  abridge,
  midSentence,
  personName,
  unshout,
  roleTitle,
  sentenceStart,
  startAdverbial,
  teamPhrase,
  tidyFact,
  withArticle,
  withEventArticle,
} from './fact-text.ts';

describe('tidyFact', () => {
  it('drops trailing punctuation and collapses whitespace', () => {
    expect(tidyFact('  has visited 30   countries.  ')).toBe('has visited 30 countries');
    expect(tidyFact('Running, chess, and terrible puns!!!')).toBe(
      'Running, chess, and terrible puns',
    );
  });

  it('keeps the dot of an abbreviation or initial', () => {
    expect(tidyFact('Acme Inc.')).toBe('Acme Inc.');
    expect(tidyFact('Initech Ltd.')).toBe('Initech Ltd.');
  });

  it('joins a typed list into a phrase, and longer lines with semicolons', () => {
    expect(tidyFact('- knitting\n- trail running\n- sci-fi novels')).toBe(
      'knitting, trail running and sci-fi novels',
    );
    expect(
      tidyFact('led the billing migration end to end\nmentored three new engineers on the team'),
    ).toBe('led the billing migration end to end; mentored three new engineers on the team');
  });

  it('capitalises sentences inside the fact but not after abbreviations', () => {
    expect(tidyFact('led the migration. also mentored juniors')).toBe(
      'led the migration. Also mentored juniors',
    );
    expect(tidyFact('tools, e.g. figma')).toBe('tools, e.g. figma');
  });
});

describe('unshout', () => {
  it('lower-cases a fact typed in capitals but keeps likely acronyms', () => {
    expect(unshout('DEBUGGED THE OUTAGE IN UNDER AN HOUR')).toBe(
      'debugged the outage in under an hour',
    );
    expect(unshout('MIGRATED US TO AWS AND GCP')).toBe('migrated us to AWS and GCP');
    expect(unshout('AWS')).toBe('AWS');
    expect(unshout('Loves React')).toBe('Loves React');
  });
});

describe('classifyFact', () => {
  it.each([
    ['She has three cats', 'sentence'],
    ['Maya once ran a marathon', 'sentence'],
    ['The contract with Northwind is worth $2.4M', 'sentence'],
    ['led the billing migration', 'predicate'],
    ['Closed the largest deal in company history', 'predicate'],
    ['once climbed Kilimanjaro', 'predicate'],
    ['has visited 30 countries', 'predicate'],
    ['a former competitive figure skater', 'identity'],
    ['a chef who has cooked for royalty', 'identity'],
    ['10+ years leading data teams', 'quantity'],
    ['over a decade in fintech', 'quantity'],
    ['design systems and accessibility', 'phrase'],
    ['hiking and baking', 'phrase'],
    ['an experienced backend engineer', 'identity'],
    ['His steady leadership and the guide he wrote', 'phrase'],
    ['trained every new nurse on the ward', 'predicate'],
    ['Over the past two years she rebuilt onboarding', 'sentence'],
    ['Outstanding work on the guide she wrote', 'phrase'],
    ['a trained chef', 'identity'],
    ['DEBUGGED THE OUTAGE IN UNDER AN HOUR', 'predicate'],
  ])('%s → %s', (text, kind) => {
    expect(classifyFact(text, ['Maya'])).toBe(kind);
  });
});

describe('casing', () => {
  it('capitalises a sentence start, except styled words like iOS', () => {
    expect(sentenceStart('design systems')).toBe('Design systems');
    expect(sentenceStart('iOS and Swift')).toBe('iOS and Swift');
    expect(sentenceStart('10 years in fintech')).toBe('10 years in fintech');
  });

  it('lower-cases only ordinary words moved mid-sentence', () => {
    expect(midSentence('Led the migration')).toBe('led the migration');
    expect(midSentence('She has three cats')).toBe('she has three cats');
    expect(midSentence('Outstanding work on the design system')).toBe(
      'outstanding work on the design system',
    );
    expect(midSentence('Running, chess')).toBe('running, chess');
    expect(midSentence('React and TypeScript')).toBe('React and TypeScript');
    expect(midSentence('AWS and GCP')).toBe('AWS and GCP');
    expect(midSentence('I love hiking')).toBe('I love hiking');
    expect(midSentence('Spring Boot services')).toBe('Spring Boot services');
    expect(midSentence('Alfred Hitchcock films')).toBe('Alfred Hitchcock films');
  });
});

describe('withArticle', () => {
  it.each([
    ['Product Designer', 'a Product Designer'],
    ['Engineering Manager', 'an Engineering Manager'],
    ['UX researcher', 'a UX researcher'],
    ['SRE', 'an SRE'],
    ['HR partner', 'an HR partner'],
    ['user researcher', 'a user researcher'],
    ['iOS engineer', 'an iOS engineer'],
    ['hourly lead', 'an hourly lead'],
  ])('%s → %s', (phrase, expected) => {
    expect(withArticle(phrase)).toBe(expected);
  });

  it('adds the article an event noun needs as an object', () => {
    expect(withEventArticle('Launch of the regression suite')).toBe(
      'the launch of the regression suite',
    );
    expect(withEventArticle('record renewals')).toBe('record renewals');
  });
});

describe('titles, teams and dates', () => {
  it('drops a typed article and trailing dot from a role', () => {
    expect(roleTitle('an Engineering Manager.')).toBe('Engineering Manager');
  });

  it.each([
    ['Growth', 'the Growth team'],
    ['platform team', 'the platform team'],
    ['The Design Squad', 'the Design Squad'],
    ['Data Platform squad', 'the Data Platform squad'],
    ['Team Rocket', 'Team Rocket'],
    ['the platform crew.', 'the platform crew'],
  ])('team %s → %s', (team, expected) => {
    expect(teamPhrase(team)).toBe(expected);
  });

  it.each([
    ['Monday', 'on Monday'],
    ['Monday, March 3', 'on Monday, March 3'],
    ['March 3rd.', 'on March 3rd'],
    ['March', 'in March'],
    ['March 2026', 'in March 2026'],
    ['next week', 'next week'],
    ['Next Monday', 'next Monday'],
    ['on the 3rd', 'on the 3rd'],
    ['the first week of April', 'in the first week of April'],
    ['the start of next month', 'at the start of next month'],
    ['spring', 'in spring'],
    ['2026-03-02', 'on 2026-03-02'],
  ])('start date %s → %s', (date, expected) => {
    expect(startAdverbial(date)).toBe(expected);
  });
});

describe('personName', () => {
  it('uses the first token as the short name', () => {
    expect(personName('Maya Patel')).toEqual({ full: 'Maya Patel', short: 'Maya' });
    expect(personName("D'Angelo O'Brien-Smith")).toEqual({
      full: "D'Angelo O'Brien-Smith",
      short: "D'Angelo",
    });
    expect(personName('Cher')).toEqual({ full: 'Cher', short: 'Cher' });
  });

  it('drops trailing punctuation and keeps the case as typed', () => {
    expect(personName('maya patel,')).toEqual({ full: 'maya patel', short: 'maya' });
    expect(personName("siobhán o'connor-ní bhriain")).toEqual({
      full: "siobhán o'connor-ní bhriain",
      short: 'siobhán',
    });
    expect(personName('Sammy Davis Jr.').full).toBe('Sammy Davis Jr.');
  });

  it('keeps an honorific with the surname', () => {
    expect(personName('Dr. Ana Ruiz')).toEqual({ full: 'Dr. Ana Ruiz', short: 'Dr. Ruiz' });
  });
});

describe('abridge', () => {
  const long =
    'Led the migration of every billing service to the new platform. Also mentored three engineers and wrote the runbook.';

  it('leaves short facts alone', () => {
    expect(abridge('led the migration', 10)).toBe('led the migration');
  });

  it('prefers the first sentence, then whole clauses', () => {
    expect(abridge(long, 12)).toBe(
      'Led the migration of every billing service to the new platform',
    );
    expect(abridge('cut costs by a third, doubled throughput, and hired four people', 6)).toBe(
      'cut costs by a third',
    );
  });

  it('never ends a cut on a filler word', () => {
    const cut = abridge('the contract with Northwind is worth a lot over three years', 8);
    expect(cut.split(' ').length).toBeLessThanOrEqual(8);
    expect(cut).not.toMatch(/\b(?:over|is|with|a)$/);
  });
});
