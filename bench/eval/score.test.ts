import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { CASES } from './cases.ts';
import { contentWords, factUsed, inventedTerms, scoreCase } from './score.ts';

const input: GenerationRequest = {
  newHireName: 'Maya Patel',
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'short',
  role: 'Product Designer',
  team: 'Growth',
  expertise: 'design systems and accessibility',
};

const a = 'Please welcome Maya Patel, our new Product Designer on the Growth team. Say hello!';
const b =
  'Hey all, meet Maya, our Product Designer, who joins Growth. She knows design systems and accessibility.';
const c =
  'Maya is our new Product Designer on Growth. What tip would you give her? Reply in the thread.';

describe('contentWords', () => {
  it('keeps words of four letters or more that are not stopwords, without possessives', () => {
    expect(contentWords("She led the team's billing migration, with care.")).toEqual([
      'team',
      'billing',
      'migration',
      'care',
    ]);
  });
});

describe('factUsed', () => {
  it('needs 60% of the content words', () => {
    expect(factUsed('design systems and accessibility', 'Maya knows design systems well.')).toBe(
      true,
    );
    expect(factUsed('design systems and accessibility', 'Maya knows design well.')).toBe(false);
  });

  it('ignores case and trailing punctuation', () => {
    expect(factUsed('Has visited 30 countries.', 'Fun fact: Maya has visited 30 countries!')).toBe(
      true,
    );
  });

  it('needs a fact without content words whole', () => {
    expect(factUsed('Go', 'Maya writes Go every day.')).toBe(true);
    expect(factUsed('UX', 'Maya is a designer.')).toBe(false);
  });
});

describe('inventedTerms', () => {
  it('reports numbers, months and weekdays that are not in the input', () => {
    expect(inventedTerms('Maya starts on Monday, March 3 with 12 others.', input)).toEqual([
      '3',
      '12',
      'Monday',
      'March',
    ]);
    expect(inventedTerms('Maya starts on Monday.', { ...input, startDate: 'monday' })).toEqual([]);
  });

  it('reports capitalised words mid-sentence that are not in the input', () => {
    expect(inventedTerms('Maya joins the Platform team at Globex.', input)).toEqual([
      'Platform',
      'Globex',
    ]);
  });

  it('allows sentence openers, input words, "I" and re-cased input', () => {
    const text =
      "Welcome, Maya! Design systems? I'm sure Maya's Growth team agrees: Great hire.\n👋 Everyone, say hi";
    expect(inventedTerms(text, input)).toEqual([]);
  });

  it('does not mistake a unit after a number for a word', () => {
    expect(
      inventedTerms('The deal is worth $2.4M.', { ...input, funFact: 'closed a $2.4M deal' }),
    ).toEqual([]);
  });
});

describe('scoreCase', () => {
  it('passes good options on every check', () => {
    const score = scoreCase(input, [a, b, c]);
    expect(score.passed).toEqual({
      name: true,
      required: true,
      optional: true,
      placeholders: true,
      length: true,
      distinct: true,
      invented: true,
    });
    expect(score.problems).toEqual([]);
    expect(score.words).toEqual([14, 16, 18]);
  });

  it('fails each check for its own reason', () => {
    const score = scoreCase({ ...input, length: 'medium' }, [
      'Please welcome our new Designer at Globex on the Growth team. [Name] starts soon, say hi.',
      a,
      a,
    ]);
    expect(score.passed).toEqual({
      name: false,
      required: false,
      optional: false,
      placeholders: false,
      length: false,
      distinct: false,
      invented: false,
    });
    expect(score.problems.join('\n')).toMatch(/lacks the name Maya/);
    expect(score.problems.join('\n')).toMatch(/misses role/);
    expect(score.problems.join('\n')).toMatch(/placeholder \[Name\]/);
    expect(score.problems.join('\n')).toMatch(/too similar/);
    expect(score.problems.join('\n')).toMatch(/invents Globex/);
  });

  it('asks short options for personal facts in at least one option only', () => {
    const withoutExpertise = [
      a,
      c.replace('Growth', 'the Growth team'),
      a.replace('Say hello!', 'Drop a line!'),
    ];
    expect(scoreCase(input, [a, b, c]).passed.optional).toBe(true);
    expect(scoreCase(input, withoutExpertise).passed.optional).toBe(false);
    const medium = { ...input, length: 'medium' as const };
    expect(scoreCase(medium, [b, b, b]).passed.optional).toBe(true);
    expect(scoreCase(medium, [a, b, c]).passed.optional).toBe(false);
  });

  it('fails a case with fewer than three options', () => {
    expect(scoreCase(input, [a, b]).passed.distinct).toBe(false);
    expect(scoreCase(input, []).passed.name).toBe(false);
  });
});

describe('CASES', () => {
  it('has at least 30 cases with unique ids covering every type, tone and length', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((c) => c.id)).size).toBe(CASES.length);
    const combos = new Set(CASES.map((c) => `${c.input.messageType}/${c.input.tone}`));
    expect(combos.size).toBe(21);
    expect(new Set(CASES.map((c) => c.input.length))).toEqual(new Set(['short', 'medium', 'long']));
  });
});
