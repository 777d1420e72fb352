import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { escapeRegExp } from '#domain/text.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 134: the person's name through every option of every message type: the full name as a
 * reader says it once, the given name (or the nickname typed) after, never a name's comma
 * left in a sentence ("Well done, Okonkwo,."). Inputs are this file's own.
 */
const types: Record<string, Partial<GenerationRequest>> = {
  welcome: {
    messageType: 'welcome',
    role: 'Payroll Specialist',
    expertise: 'multi-state payroll',
    hobbies: 'plays five-a-side football',
  },
  promotion: {
    messageType: 'promotion',
    currentRole: 'Payroll Specialist',
    newRole: 'Payroll Lead',
    promotionDetails: 'ran year-end close twice without a late filing',
  },
  achievements: {
    messageType: 'achievements',
    role: 'Payroll Specialist',
    achievementDescription: 'hosted the regional payroll summit',
    achievementDetails: 'over 300 people came; raised 2,400 for the food bank',
  },
};

describe('the name said right through the post (ADR 134)', () => {
  it.each([
    ['Okonkwo, Chidinma', 'Chidinma Okonkwo', 'Chidinma', /\bOkonkwo\b/],
    ['Tran, Thi Mai', 'Thi Mai Tran', 'Mai', /\bTran\b|\bThi\b/],
    ['GARCÍA LÓPEZ, Ana', 'Ana García López', 'Ana', /GARCÍA|López/],
    ['van der Berg, Pieter (Piet)', 'Pieter (Piet) van der Berg', 'Piet', /\bBerg\b|Pieter/],
    ['Smith, John R.', 'John R. Smith', 'John', /\bSmith\b/],
    ['Haddad, Youssef, Jr.', 'Youssef Haddad Jr.', 'Youssef', /\bHaddad\b/],
    ['Lucía Ferrer i Puig', 'Lucía Ferrer i Puig', 'Lucía', /\bFerrer\b|\bPuig\b/],
    ['José María García y Pérez', 'José María García y Pérez', 'José María', /\bPérez\b/],
    ['Maria do Carmo Silva', 'Maria do Carmo Silva', 'Maria do Carmo', /\bSilva\b/],
    ['Nguyễn Văn An', 'Nguyễn Văn An', 'An', /Nguyễn|Văn/],
    ['Anne-Sophie de La Tour', 'Anne-Sophie de La Tour', 'Anne-Sophie', /\bTour\b/],
    ['Dr. Achterberg, Lieke', 'Dr. Lieke Achterberg', 'Dr. Achterberg', /Lieke/],
  ])('%s is said %s, then %s', async (typed, full, short, wrong) => {
    const surname = typed.includes(',') ? typed.split(',')[0]!.replace(/^Dr\.\s*/, '') : '';
    for (const [type, over] of Object.entries(types)) {
      for (const seed of [1, 2, 3]) {
        const input = {
          newHireName: typed,
          tone: 'friendly_approachable',
          length: 'medium',
          ...over,
        } as GenerationRequest;
        const options = await optionsOf(input, { seed });
        for (const option of options) {
          const where = `${type} seed ${seed}: ${option}`;
          expect(option.split(full).length - 1, where).toBe(1);
          const later = option.split(full).join(' ');
          expect(later, where).not.toMatch(wrong);
          expect(option, where).not.toMatch(/\p{L},\s*[.!?,]/u);
          // "Okonkwo, hosted the summit": the directory form's comma left after the surname
          // (an appositive's comma, "…, our Payroll Specialist, hosted…", is right).
          if (surname)
            expect(option, where).not.toMatch(
              new RegExp(`${escapeRegExp(surname)},\\s+(?:hosted|ran|is|has)\\b`, 'u'),
            );
        }
        expect(
          options.some((o) => o.split(full).join(' ').includes(short)),
          `${type} seed ${seed}`,
        ).toBe(true);
      }
    }
  });
});
