import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nameForms } from '#domain/person-name.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * ADR 157: where no pronoun was typed, a short option past the name budget (ADR 150: two
 * mentions after the first) says the name less by joining a statement about the person to
 * the one before it that opens with them ("…for 6 years, runs the pastry section and starts
 * Tuesday."); no pronoun is guessed. Inputs written for this test; the prose options of
 * seeds 1 and 2 (the scannable post names the person by label).
 */
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const base = { tone: 'friendly_approachable', length: 'short' } as const;

const shapes: { input: GenerationRequest; facts: RegExp[] }[] = [
  {
    input: {
      ...base,
      messageType: 'promotion',
      newHireName: 'Tomasz Wierzbicki',
      currentRole: 'line cook',
      newRole: 'Sous Chef',
      promotionDetails: '6 yrs here, runs the pastry section, trained 4 apprentices. starts Tues',
    },
    facts: [/Tuesday/],
  },
  {
    input: {
      ...base,
      messageType: 'promotion',
      newHireName: 'Mateus Oliveira',
      currentRole: 'picker',
      newRole: 'Warehouse Team Lead',
      promotionDetails: '5 years with us, runs the cross-dock, 0 accidents. starts Monday',
    },
    facts: [/Monday/],
  },
  {
    input: {
      ...base,
      tone: 'warm_professional',
      messageType: 'promotion',
      newHireName: 'Kwame Asante',
      currentRole: 'Junior Accountant',
      newRole: 'Accountant',
      promotionDetails: '3 yrs with us, closes the month-end books. starts 1 Dec',
    },
    facts: [/1 December/],
  },
  {
    input: {
      ...base,
      messageType: 'promotion',
      newHireName: 'Lars Eriksson',
      currentRole: 'electrician',
      newRole: 'Site Supervisor',
      promotionDetails: 'has been here 10 years and manages the apprentices. starts Monday',
    },
    facts: [/Monday/],
  },
  {
    input: {
      ...base,
      messageType: 'promotion',
      newHireName: 'Imogen Fairweather',
      currentRole: 'barista',
      newRole: 'Shift Lead',
      promotionDetails: '2 yrs w/ us, roasts the house blend. starts Sat',
    },
    facts: [/Saturday/],
  },
  {
    input: {
      ...base,
      messageType: 'promotion',
      newHireName: 'Siosaia Tupou',
      currentRole: 'groundsman',
      newRole: 'Head Groundsman',
      promotionDetails:
        '12 yrs at the club, looks after both pitches, 0 cancelled games. starts Mon',
    },
    facts: [/Monday/],
  },
];

describe('the name budget with no pronoun typed (ADR 157)', () => {
  it.each(shapes)('$input.newHireName', async ({ input, facts }) => {
    const { full, short } = nameForms(input.newHireName);
    const opens = new RegExp(`^${esc(short)} \\p{Ll}`, 'u');
    for (const option of proseOf(await postedOverSeeds(input))) {
      // No pronoun is guessed for a person whose pronoun no one typed.
      expect(option).not.toMatch(/\b(?:she|he|her|him|his|they|them|their)\b/i);
      // The start day, which every option tells (a chat post may leave other facts out).
      for (const fact of facts) expect(option).toMatch(fact);
      // Joined as a list: never "and… and…", a doubled "and" or a comma before one.
      expect(option).not.toMatch(/\band\b[^.!?]*\band\b[^.!?]*\band\b|\band and\b|, and\b/);
      const said =
        option
          .split(full)
          .join(' ')
          .split(new RegExp(`(?<!\\p{L})${esc(short)}(?!\\p{L})`, 'u')).length - 1;
      if (said <= 2) continue;
      // Past the budget: no two statements in a row open with the name.
      const sentences = option.split(/(?<=[.!?])\s+/u);
      for (const [i, sentence] of sentences.entries())
        if (i > 0) expect(opens.test(sentence) && opens.test(sentences[i - 1]!)).toBe(false);
    }
  });
});
