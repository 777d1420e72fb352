import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * ADR 157: a name typed "Shaz (Sharon) Nguyen" is called by the word outside the bracket when
 * it shortens the bracketed one (the bracket is the legal name); "Sharon (Shaz) Nguyen" is
 * called Shaz as before, and a bracket that is no longer form of the outside word ("Wei
 * (David) Zhang") is still the name the person goes by. Inputs written for this test; all
 * three options of seeds 1 and 2.
 */
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Mentions of a word outside the full name as typed. */
const alone = (option: string, full: string, word: string) =>
  option
    .split(full)
    .join(' ')
    .split(new RegExp(`(?<!\\p{L})${esc(word)}(?!\\p{L})`, 'u')).length - 1;

const shapes: { input: GenerationRequest; called: string; legal: string }[] = [
  {
    input: {
      messageType: 'promotion',
      tone: 'friendly_approachable',
      length: 'short',
      newHireName: 'Jen (Jennifer) Okoro',
      currentRole: 'Staff Nurse',
      newRole: 'Charge Nurse',
      promotionDetails: '7 yrs on the maternity ward, runs the night handover. starts Mon',
    },
    called: 'Jen',
    legal: 'Jennifer',
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Rafa (Rafael) Quintero',
      role: 'Pastry Chef',
      startDate: 'Monday',
      expertise: 'viennoiserie, chocolate work',
      hobbies: 'salsa dancing',
    },
    called: 'Rafa',
    legal: 'Rafael',
  },
  {
    input: {
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Sasha (Aleksandra) Petrova',
      role: 'First Officer',
      achievementDescription: 'passed the A320 captain upgrade check',
      achievementDetails: 'first try, top marks on the engine-failure scenario',
    },
    called: 'Sasha',
    legal: 'Aleksandra',
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Bill (William) Tanaka',
      role: 'Orchard Manager',
      startDate: '2 December',
      expertise: 'apple grafting, frost protection',
      funFact: 'grew a 1.2 kg apple in 2019',
    },
    called: 'Bill',
    legal: 'William',
  },
  {
    input: {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Katherine (Kate) Murray',
      currentRole: 'Analyst',
      newRole: 'Senior Analyst',
      promotionDetails: 'built the churn model, mentors two grads',
    },
    called: 'Kate',
    legal: 'Katherine',
  },
  {
    input: {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Wei (David) Zhang',
      role: 'Quantity Surveyor',
      startDate: 'Monday',
      expertise: 'cost planning, NEC contracts',
    },
    called: 'David',
    legal: 'Wei',
  },
];

describe('the calling name outside the bracket (ADR 157)', () => {
  it.each(shapes)('$input.newHireName is $called', async ({ input, called, legal }) => {
    const options = await postedOverSeeds(input);
    for (const option of options) {
      // The full name as typed once; after it, the calling name only.
      expect(option).toContain(input.newHireName);
      expect(alone(option, input.newHireName, legal)).toBe(0);
      expect(alone(option, input.newHireName, called)).toBeGreaterThan(0);
    }
  });
});
