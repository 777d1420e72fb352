import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import {
  checkOption,
  checkOptions,
  findPlaceholders,
  hasFullName,
  optionSimilarity,
  trigramJaccard,
} from './option-checks.ts';
import { countWords } from '../composer/phrases.ts';

const input: GenerationRequest = {
  newHireName: 'Maya Patel',
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'short',
  role: 'Product Designer',
};

const good = 'Please join me in welcoming Maya Patel, our new Product Designer. Say hello!';
const good2 =
  'Hey all, meet Maya Patel, who joins us to design products. Drop a hello when you can.';
const good3 = 'What tip would you give Maya Patel for settling in here? Reply in the thread below.';

describe('checkOption', () => {
  it('passes a plain, well-sized option', () => {
    expect(checkOption(good, input)).toBeNull();
  });

  it('fails empty and whitespace-only text', () => {
    expect(checkOption('', input)).toMatch(/empty/);
    expect(checkOption('  \n\t ', input)).toMatch(/empty/);
  });

  it('refuses text far outside the length, whichever writer wrote it (acceptedWordBounds)', () => {
    // A short post of two words of facts: at least 8 words, at most 45 × 1.4 = 63.
    expect(checkOption('Welcome, Maya Patel!', input)).toMatch(/at least 8/);
    const long = `Maya Patel ${'word '.repeat(80)}`;
    expect(checkOption(long, input)).toMatch(/at most 63/);
    expect(checkOption(long, { ...input, length: 'long' })).toBeNull();
    // A medium one may run to 126 words before it is refused, not 90: a model's loose count
    // still gives a post worth showing.
    expect(
      checkOption(`Maya Patel ${'word '.repeat(110)}`, { ...input, length: 'medium' }),
    ).toBeNull();
    expect(checkOption(good, { ...input, length: 'medium' })).toBeNull();
  });

  it('fails text without the full name exactly as typed', () => {
    expect(
      checkOption('Please join me in welcoming Maya, our new Product Designer today.', input),
    ).toMatch(/exactly as typed: “Maya Patel”/);
    expect(
      checkOption('please join me in welcoming MAYA PATEL, our new product designer.', input),
    ).toMatch(/Maya Patel/);
    expect(
      checkOption('please join me in welcoming maya patel, our new product designer.', input),
    ).toMatch(/Maya Patel/);
    expect(
      checkOption("Please give Maya Patel's new role a warm welcome, everyone.", input),
    ).toBeNull();
  });

  it('reads the name as typed, with typographic apostrophes equal to typed ones', () => {
    expect(hasFullName('Say hi to D’Angelo Russell today.', "D'Angelo Russell")).toBe(true);
    expect(hasFullName('Say hi to Dangelo Russell today.', "D'Angelo Russell")).toBe(false);
    // ADR 065: the preferred name inside the name's own bracket keeps every letter typed.
    expect(hasFullName('Meet Park Ji-woo (박지우, JW).', 'Park Ji-woo (박지우)')).toBe(true);
    expect(hasFullName('Meet Park Ji-woo (JW).', 'Park Ji-woo (박지우)')).toBe(false);
    expect(hasFullName('Welcome, Dr. Ana Ruiz!', '  Dr.  Ana Ruiz ')).toBe(true);
    expect(hasFullName('Welcome, Ana Ruiz!', 'Dr. Ana Ruiz')).toBe(false);
    expect(hasFullName('Welcome Nguyễn Thị Lan!', 'Nguyễn Thị Lan')).toBe(true);
    expect(hasFullName('Welcome Nguyen Thi Lan!', 'Nguyễn Thị Lan')).toBe(false);
    expect(hasFullName('Welcome Björk!', 'Björk')).toBe(true);
    expect(hasFullName('Welcome Björkman!', 'Björk')).toBe(false);
  });

  it.each([
    ['[Name]', 'Please welcome [Name], our new Product Designer, Maya Patel.'],
    ['[Team Name]', 'Maya Patel joins [Team Name] as our new Product Designer.'],
    ['{{name}}', 'Maya Patel joins {{team}} as our new Product Designer today.'],
    ['{team}', 'Maya Patel joins {team} as our new Product Designer today.'],
    ['<name>', 'Maya Patel joins <team name> as our new Product Designer today.'],
    ['TBD', 'Maya Patel joins us as our new Product Designer; start date TBD.'],
    ['XXX', 'Maya Patel joins us as our new Product Designer on XXX, everyone.'],
    ['Lorem ipsum', 'Maya Patel joins us as our new Product Designer. Lorem ipsum dolor.'],
  ])('fails a placeholder like %s', (_label, text) => {
    expect(checkOption(text, input)).toMatch(/placeholder/);
  });

  it('keeps a placeholder-looking text the user typed themselves', () => {
    const typed = { ...input, startDate: 'TBD' };
    expect(
      checkOption('Maya Patel joins us as our new Product Designer, start date TBD.', typed),
    ).toBeNull();
    expect(findPlaceholders('Maya starts TBD [Team]', typed)).toEqual(['[Team]']);
  });

  it('asks of each request whether its user typed a match, draft after draft', () => {
    const long = 'X'.repeat(500);
    const typed = { ...input, funFact: `typed ${long} once` };
    const untyped = { ...input, funFact: 'typed nothing odd' };
    for (let i = 0; i < 2; i++) {
      expect(findPlaceholders(`Maya said [Team] and ${long}.`, typed)).toEqual(['[Team]']);
      expect(findPlaceholders(`Maya said ${long}.`, untyped)).toEqual([long]);
      expect(findPlaceholders(`Maya said ${long}.`, typed)).toEqual([]);
    }
  });

  it('keeps brackets that belong to a value the user typed', () => {
    const odd = { ...input, newHireName: 'mF][UZ', team: '{core}' };
    expect(findPlaceholders('Say hi to mF][UZ on the {core} team [Team]!', odd)).toEqual([
      '[Team]',
    ]);
  });

  it('does not treat lower-case brackets or ordinary words as placeholders', () => {
    expect(findPlaceholders('She cut costs [by a lot] and loves tbdx and xx.')).toEqual([]);
  });
});

describe('trigramJaccard', () => {
  it('is 1 for identical texts and 0 for unrelated ones', () => {
    expect(trigramJaccard(good, good)).toBe(1);
    expect(trigramJaccard('one two three four', 'five six seven eight')).toBe(0);
  });

  it('ignores case and punctuation', () => {
    expect(trigramJaccard('Hello there, Maya Patel!', 'hello there maya patel')).toBe(1);
  });

  it('measures shared trigrams over all trigrams', () => {
    // a b c d -> {abc, bcd}; a b c e -> {abc, bce}: 1 shared of 3.
    expect(trigramJaccard('a b c d', 'a b c e')).toBeCloseTo(1 / 3);
  });

  it('compares very short texts as wholes', () => {
    expect(trigramJaccard('Hi Maya', 'hi maya')).toBe(1);
    expect(trigramJaccard('Hi Maya', 'Bye Maya')).toBe(0);
    expect(trigramJaccard('', '')).toBe(1);
  });
});

describe('checkOptions', () => {
  it('passes three valid, distinct options', () => {
    expect(checkOptions([good, good2, good3], input)).toBeNull();
  });

  it('fails the wrong number of options', () => {
    expect(checkOptions([good, good2], input)).toMatch(/Expected 3 options, got 2/);
    expect(checkOptions([good, good2, good3, good], input)).toMatch(/got 4/);
  });

  it('names the failing option', () => {
    expect(checkOptions([good, 'Too short, Maya Patel.', good3], input)).toMatch(/^Option 2: /);
  });

  it('fails options that are too similar', () => {
    const near = good.replace('Say hello!', 'Say hi!');
    expect(trigramJaccard(good, near)).toBeGreaterThanOrEqual(0.5);
    expect(checkOptions([good, good2, near], input)).toMatch(/Options 1 and 3 are too similar/);
  });
});

describe('optionSimilarity', () => {
  it("counts the invitation told from an event in the notes as the user's words", () => {
    const withEvent: GenerationRequest = {
      newHireName: 'Rosa Lindqvist',
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'short',
      role: 'Lab Technician',
      achievementDescription: 'passed her HCPC registration',
      achievementDetails: 'Drinks on Friday 6pm at the Swan, everyone welcome.',
    };
    const invite = 'Everyone is invited to drinks at the Swan on Friday at 6pm.';
    const a = `Well done, Rosa Lindqvist! ${invite}`;
    const b = `Rosa Lindqvist passed her HCPC registration. ${invite}`;
    // Told the same in every option by design, the invitation makes no two options twins.
    expect(optionSimilarity(a, b, withEvent)).toBeLessThan(0.5);
    // Without the event in the notes, the same sentence is the writer's own, and counts.
    expect(
      optionSimilarity(a, b, { ...withEvent, achievementDetails: 'worked every weekend' }),
    ).toBeGreaterThanOrEqual(0.5);
  });

  it("counts a verbless note said whole as the user's words (ADR 085)", () => {
    const withTrophy: GenerationRequest = {
      newHireName: 'Oskar Brandt',
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'short',
      role: 'Groundsman',
      achievementDescription: 'best pitch in the county league',
      achievementDetails: 'Trophy handed over at the club dinner and the county cup',
    };
    const said = 'The trophy was handed over at the club dinner and the county cup.';
    const a = `Well done, Oskar Brandt! ${said}`;
    const b = `Oskar Brandt has the best pitch in the county league. ${said}`;
    expect(optionSimilarity(a, b, withTrophy)).toBeLessThan(0.5);
    expect(
      optionSimilarity(a, b, { ...withTrophy, achievementDetails: 'mowed every weekend' }),
    ).toBeGreaterThanOrEqual(0.5);
  });
});

describe('countWords', () => {
  it('counts whitespace-separated tokens', () => {
    expect(countWords('  Hello   there,\nMaya 👋 ')).toBe(4);
    expect(countWords('')).toBe(0);
  });
});
