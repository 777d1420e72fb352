import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nameForms } from '#domain/person-name.ts';
import { postedOptionsOf } from '../../testing.ts';

/**
 * ADR 150: an option says the full name once, then the short name at most three times (two
 * in a short post); past that the pronoun the user typed is used ("Fun fact: she…", "make
 * her feel at home"). A name in another script in brackets is said once, with the full name.
 * Inputs written for this test, all three options of seeds 1 and 2.
 */
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const count = (text: string, word: string) =>
  text.split(new RegExp(`(?<![\\p{L}])${esc(word)}(?![\\p{L}])`, 'u')).length - 1;

const shapes: GenerationRequest[] = [
  {
    messageType: 'welcome',
    tone: 'inspiring_motivational',
    length: 'long',
    newHireName: 'Dr. Sushmita Karki (डा. सुस्मिता कार्की)',
    role: 'Medical Director',
    team: 'Clinical',
    startDate: 'Monday 7 December',
    company: 'Tribhuvan University Teaching Hospital',
    expertise: 'public health, maternal care and clinical audits',
    hobbies: 'trekking and classical music',
    funFact: 'She has run three marathons in Kathmandu.',
  },
  {
    messageType: 'welcome',
    tone: 'friendly_approachable',
    length: 'long',
    newHireName: 'Petrus Shikongo',
    role: 'Electrician',
    team: 'Maintenance',
    startDate: 'Monday',
    expertise: 'solar installs and he knows every breaker in the building',
    hobbies: 'fishing at the coast',
    funFact: 'He plays the accordion at weddings.',
  },
  {
    messageType: 'welcome',
    tone: 'excited_fun',
    length: 'long',
    newHireName: 'Amara Osei (she/her)',
    role: 'UX Designer',
    team: 'Design',
    startDate: 'Tuesday 1 December',
    expertise: 'accessibility and design systems',
    hobbies: 'pottery and salsa',
    company: 'Spotify',
    funFact: 'Has a cat called Figma',
  },
  {
    messageType: 'welcome',
    tone: 'warm_professional',
    length: 'short',
    newHireName: 'Ngozi Okafor',
    role: 'Payroll Lead',
    team: 'Finance',
    startDate: 'Monday',
    expertise: 'payroll across 4 countries',
    hobbies: 'her book club and gardening',
    funFact: 'She ran the Lagos marathon.',
  },
  {
    messageType: 'promotion',
    tone: 'friendly_approachable',
    length: 'medium',
    newHireName: 'Tomás Herrera',
    currentRole: 'Sous Chef',
    newRole: 'Head Chef',
    promotionDetails:
      'He rebuilt the winter menu, trained 6 line cooks and cut food waste by 30%. His team calls him the calmest person in the kitchen.',
    hobbies: 'surfing',
    funFact: 'He once cooked for 400 people at a wedding.',
  },
  {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Ingrid Solberg',
    role: 'Support Engineer',
    achievementDescription: 'Closed 1,000 tickets this year',
    achievementDetails:
      'She kept a 98% satisfaction score and wrote the new escalation guide. Her guide is now used by every shift.',
    hobbies: 'cross-country skiing',
    funFact: 'She speaks four languages.',
  },
];

describe('the short name said at most a few times per option', () => {
  it.each(shapes)(
    '$newHireName ($tone, $length)',
    async (input) => {
      const { full, short } = nameForms(input.newHireName);
      const budget = input.length === 'short' ? 2 : 3;
      for (const seed of [1, 2])
        for (const option of await postedOptionsOf(input, { seed })) {
          // Once in full; the short form (a title's "Dr. Karki", a given name) within budget.
          expect(option.split(full).length - 1, option).toBe(1);
          const after = option.slice(option.indexOf(full) + full.length);
          expect(count(after, short), option).toBeLessThanOrEqual(budget);
          // The person is still there after the first mention, by name or pronoun.
          expect(after, option).toMatch(
            new RegExp(`${esc(short)}|\\b(?:[Ss]he|[Hh]er|[Hh]e|[Hh]im|[Hh]is)\\b`, 'u'),
          );
        }
    },
    120_000,
  );

  it('a name in another script in brackets is said once, never after', async () => {
    for (const seed of [1, 2])
      for (const option of await postedOptionsOf(shapes[0]!, { seed })) {
        expect(option.split('सुस्मिता').length - 1, option).toBe(1);
        expect(option, option).toContain('Dr. Sushmita Karki (डा. सुस्मिता कार्की)');
      }
  }, 120_000);
});
