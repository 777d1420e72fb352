import { describe, expect, it } from 'vitest';
import {
  GENERATION_MESSAGES,
  LENGTH_BOUNDS,
  acceptedWordBounds,
  factWordsOf,
  isThin,
  factsFor,
  parseGenerateInput,
  wordBoundsFor,
} from './generation.ts';
import { cleanText } from './clean-text.ts';

const welcome = {
  newHireName: 'Ada Lovelace',
  tone: 'warm_professional',
  messageType: 'welcome',
  role: 'Engineer',
};

describe('parseGenerateInput', () => {
  it('accepts a complete welcome request and defaults the length', () => {
    const result = parseGenerateInput(welcome);
    expect(result).toEqual({ success: true, data: { ...welcome, length: 'medium' } });
  });

  it.each([
    [{ ...welcome, newHireName: '' }, GENERATION_MESSAGES.required],
    [{ ...welcome, newHireName: '   ' }, GENERATION_MESSAGES.required],
    [{ ...welcome, tone: undefined }, GENERATION_MESSAGES.required],
    [{ ...welcome, messageType: undefined }, GENERATION_MESSAGES.required],
    [{ ...welcome, role: '' }, GENERATION_MESSAGES.welcome],
    [{ ...welcome, role: '_' }, GENERATION_MESSAGES.welcome],
    [{ ...welcome, newHireName: '!!!' }, GENERATION_MESSAGES.required],
    [
      {
        ...welcome,
        messageType: 'promotion',
        currentRole: '_',
        newRole: 'B',
        promotionDetails: '?',
      },
      GENERATION_MESSAGES.promotion,
    ],
    [
      {
        ...welcome,
        messageType: 'achievements',
        achievementDescription: 'Top seller',
        achievementDetails: '--',
      },
      GENERATION_MESSAGES.achievements,
    ],
    [
      { ...welcome, messageType: 'promotion', currentRole: 'A', newRole: 'B' },
      GENERATION_MESSAGES.promotion,
    ],
    [
      { ...welcome, messageType: 'achievements', achievementDescription: 'x' },
      GENERATION_MESSAGES.achievements,
    ],
  ])('gives the spec message for %j', (body, message) => {
    expect(parseGenerateInput(body)).toEqual({ success: false, error: message });
  });

  it('rejects unknown tones, types, fields and wrong types precisely', () => {
    expect(parseGenerateInput({ ...welcome, tone: 'sarcastic' })).toEqual({
      success: false,
      error: 'Unknown tone.',
    });
    expect(parseGenerateInput({ ...welcome, messageType: 'farewell' })).toEqual({
      success: false,
      error: 'Unknown message type.',
    });
    expect(parseGenerateInput({ ...welcome, admin: true })).toEqual({
      success: false,
      error: 'Unknown field: admin.',
    });
    expect(parseGenerateInput({ ...welcome, role: 42 })).toEqual({
      success: false,
      error: 'role: Must be text.',
    });
    expect(parseGenerateInput({ ...welcome, role: 'x'.repeat(101) })).toEqual({
      success: false,
      error: 'role: Must be at most 100 characters.',
    });
    expect(parseGenerateInput('nope')).toEqual({
      success: false,
      error: 'The request body must be a JSON object.',
    });
    expect(parseGenerateInput(null)).toMatchObject({ success: false });
    expect(parseGenerateInput([welcome])).toMatchObject({ success: false });
  });

  it('trims and strips invisible characters', () => {
    expect(cleanText('  Ada\u200B \u202Eevil\u0007 ')).toBe('Ada evil');
    const result = parseGenerateInput({ ...welcome, newHireName: '  Ada  ' });
    expect(result.success && result.data.newHireName).toBe('Ada');
  });
});

describe('factsFor', () => {
  it('keeps only the given facts that belong to the message type', () => {
    const parsed = parseGenerateInput({
      ...welcome,
      hobbies: 'climbing',
      newRole: 'ignored for welcome',
      team: 'Platform',
    });
    if (!parsed.success) throw new Error(parsed.error);
    expect(factsFor(parsed.data)).toEqual({
      role: 'Engineer',
      team: 'Platform',
      hobbies: 'climbing',
    });
  });

  it("keeps a promotion's start day: when the new role takes effect", () => {
    const parsed = parseGenerateInput({
      newHireName: 'Garmai Flomo',
      messageType: 'promotion',
      tone: 'warm_professional',
      currentRole: 'Microbiologist',
      newRole: 'Head of AMR',
      promotionDetails: 'Built the sentinel network.',
      startDate: 'Dec 1st',
      hobbies: 'ignored for a promotion',
    });
    if (!parsed.success) throw new Error(parsed.error);
    expect(factsFor(parsed.data)).toEqual({
      currentRole: 'Microbiologist',
      newRole: 'Head of AMR',
      startDate: 'Dec 1st',
      promotionDetails: 'Built the sentinel network.',
    });
  });
});

describe('wordBoundsFor', () => {
  const base = {
    newHireName: 'Amara Okafor',
    messageType: 'welcome',
    tone: 'warm_professional',
  } as const;

  it('gives each length its band: short 25–45, medium 50–90, long 100–160 words', () => {
    expect(LENGTH_BOUNDS).toEqual({
      short: { minWords: 25, maxWords: 45 },
      medium: { minWords: 50, maxWords: 90 },
      long: { minWords: 100, maxWords: 160 },
    });
  });

  it('lowers a minimum the facts cannot fill, and says the input is thin', () => {
    const input = { ...base, length: 'long', role: 'Customer Success Manager' } as const;
    // 10 + 0.8 words per word of fact (3): what a greeting and a close around them make.
    expect(wordBoundsFor(input)).toEqual({ minWords: 12, maxWords: LENGTH_BOUNDS.long.maxWords });
    // A medium post keeps to part of the facts, a long one tells them all: floors apart.
    expect(wordBoundsFor({ ...input, length: 'medium' }).minWords).toBe(10);
    expect(isThin(input)).toBe(true);
  });

  it('counts a short achievement thin when its facts, in a short frame, cannot reach 25 words', () => {
    // 11 words of fact: a chat post of an opening clause and a close tells them in about 21.
    const input = {
      ...base,
      messageType: 'achievements',
      length: 'short',
      role: 'Line Cook',
      achievementDescription: 'won the county chili cook-off',
      achievementDetails: 'beat 40 other entries',
    } as const;
    expect(factWordsOf(input)).toBe(11);
    expect(isThin(input)).toBe(true);
    expect(wordBoundsFor(input).minWords).toBe(14);
    // A welcome with as many words of fact needs a longer frame ("joins us as…"): not thin.
    expect(
      isThin({
        ...base,
        length: 'short',
        role: 'Line Cook',
        expertise: 'won the county chili cook-off, beat 40 other entries',
      }),
    ).toBe(false);
    expect(
      isThin({
        ...input,
        achievementDetails: 'beat 40 other entries from four counties in the state finals',
      }),
    ).toBe(false);
  });

  it('counts each input of its own, asked in turn (the last count is kept, ADR 108)', () => {
    const one = {
      ...base,
      length: 'medium',
      role: 'Courier',
      hobbies: 'fixes bikes for the whole street',
    } as const;
    const two = { ...one, hobbies: 'fixes bikes' } as const;
    const promoted = { ...one, messageType: 'promotion', currentRole: 'Courier' } as const;
    for (let i = 0; i < 2; i++) {
      expect(factWordsOf(one)).toBe(7);
      expect(factWordsOf(two)).toBe(3);
      expect(factWordsOf(promoted)).toBe(1);
    }
  });

  it('keeps the band when the facts can fill it', () => {
    const notes = 'ten years of onboarding enterprise customers in fintech and retail banking. ';
    const input = {
      ...base,
      length: 'medium',
      role: 'Customer Success Manager',
      expertise: notes,
      hobbies: 'sea swimming, choir and restoring old bicycles with her kids on Sunday mornings',
      startDate: 'Monday, December 7',
      funFact:
        'once cycled from Lisbon to Istanbul over a long summer with two friends, camping most nights',
      team: 'Customer Success EMEA',
      company: 'Northwind Bank of Scotland',
    } as const;
    expect(wordBoundsFor(input)).toEqual(LENGTH_BOUNDS.medium);
    expect(isThin(input)).toBe(false);
    // A sentence typed twice is one fact, counted once.
    expect(factWordsOf({ ...input, expertise: notes.repeat(3) })).toBe(factWordsOf(input));
  });

  // Issue 21: a short post about a person with a fun fact and hobbies is 25 words or more.
  const sofia = {
    ...base,
    length: 'short',
    role: 'Office Manager',
    funFact: 'Sofia once organised a 300-person conference in 2 weeks.',
    hobbies: 'opera and cycling',
  } as const;

  it('is not thin when its facts, with a greeting and a close, fill the band', () => {
    expect(isThin(sofia)).toBe(false);
    expect(wordBoundsFor(sofia)).toEqual(LENGTH_BOUNDS.short);
    expect(isThin({ ...sofia, length: 'medium' })).toBe(true);
  });

  it('refuses a chat post that tells one fact of several only below the floor', () => {
    // The band's 25 would refuse under 10 words; a chat post telling the role alone has 8.
    expect(acceptedWordBounds(sofia).minWords).toBe(8);
  });

  it('refuses outright only far outside the band: a loose count is still a post', () => {
    const input = { ...base, length: 'medium', role: 'Customer Success Manager' } as const;
    const { minWords, maxWords } = wordBoundsFor(input);
    expect(acceptedWordBounds(input)).toEqual({
      minWords: Math.max(8, Math.floor(minWords * 0.4)),
      maxWords: Math.ceil(maxWords * 1.4),
    });
  });
});
