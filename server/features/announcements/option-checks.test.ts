import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import {
  checkOption,
  checkOptions,
  countWords,
  findPlaceholders,
  firstNameOf,
  trigramJaccard,
} from './option-checks.ts';

const input: GenerationRequest = {
  newHireName: 'Maya Patel',
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'short',
  role: 'Product Designer',
};

const good = 'Please join me in welcoming Maya Patel, our new Product Designer. Say hello!';
const good2 = 'Hey all, meet Maya, who joins us to design products. Drop a hello when you can.';
const good3 = 'What tip would you give Maya for settling in here? Reply in the thread below.';

describe('checkOption', () => {
  it('passes a plain, well-sized option', () => {
    expect(checkOption(good, input)).toBeNull();
  });

  it('fails empty and whitespace-only text', () => {
    expect(checkOption('', input)).toMatch(/empty/);
    expect(checkOption('  \n\t ', input)).toMatch(/empty/);
  });

  it('fails text below or above the word bounds of the length', () => {
    expect(checkOption('Welcome, Maya!', input)).toMatch(/at least 8/);
    const long = `Maya ${'word '.repeat(80)}`;
    expect(checkOption(long, input)).toMatch(/at most 70/);
    expect(checkOption(long, { ...input, length: 'long' })).toBeNull();
    expect(checkOption(good, { ...input, length: 'medium' })).toMatch(/at least 25/);
  });

  it('fails text without the first name, matched case-insensitively as a whole word', () => {
    expect(
      checkOption('Please join me in welcoming our new Product Designer today.', input),
    ).toMatch(/Maya/);
    expect(
      checkOption('please join me in welcoming MAYA, our new product designer.', input),
    ).toBeNull();
    expect(
      checkOption('Please welcome Mayan, our new Product Designer, to the team.', input),
    ).toMatch(/Maya/);
  });

  it('takes the first name from the first token, without surrounding punctuation', () => {
    expect(firstNameOf('  Maya Patel ')).toBe('Maya');
    expect(firstNameOf("D'Angelo O'Brien")).toBe("D'Angelo");
    expect(firstNameOf('Mary-Jane Watson')).toBe('Mary-Jane');
    expect(firstNameOf('Cher.')).toBe('Cher');
    expect(firstNameOf('Dr. Ana Ruiz')).toBe('Dr');
    const apostrophe = { ...input, newHireName: "D'Angelo Russell" };
    expect(
      checkOption("Please give D'Angelo's new role a warm welcome, everyone.", apostrophe),
    ).toBeNull();
  });

  it.each([
    ['[Name]', 'Please welcome [Name], our new Product Designer, Maya.'],
    ['[Team Name]', 'Maya joins [Team Name] as our new Product Designer.'],
    ['{{name}}', 'Maya joins {{team}} as our new Product Designer today.'],
    ['{team}', 'Maya joins {team} as our new Product Designer today.'],
    ['<name>', 'Maya joins <team name> as our new Product Designer today.'],
    ['TBD', 'Maya joins us as our new Product Designer; start date TBD.'],
    ['XXX', 'Maya joins us as our new Product Designer on XXX, everyone.'],
    ['Lorem ipsum', 'Maya joins us as our new Product Designer. Lorem ipsum dolor.'],
  ])('fails a placeholder like %s', (_label, text) => {
    expect(checkOption(text, input)).toMatch(/placeholder/);
  });

  it('keeps a placeholder-looking text the user typed themselves', () => {
    const typed = { ...input, startDate: 'TBD' };
    expect(
      checkOption('Maya joins us as our new Product Designer, start date TBD.', typed),
    ).toBeNull();
    expect(findPlaceholders('Maya starts TBD [Team]', typed)).toEqual(['[Team]']);
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
    expect(checkOptions([good, 'Too short, Maya.', good3], input)).toMatch(/^Option 2: /);
  });

  it('fails options that are too similar', () => {
    const near = good.replace('Say hello!', 'Say hi!');
    expect(trigramJaccard(good, near)).toBeGreaterThanOrEqual(0.5);
    expect(checkOptions([good, good2, near], input)).toMatch(/Options 1 and 3 are too similar/);
  });
});

describe('countWords', () => {
  it('counts whitespace-separated tokens', () => {
    expect(countWords('  Hello   there,\nMaya 👋 ')).toBe(4);
    expect(countWords('')).toBe(0);
  });
});
