import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';
import { ownPronounText } from './pronoun-source.ts';

/** Inputs written for these tests. */
describe('the person’s pronoun is read only where no one else is named', () => {
  it('leaves out the sentences that name someone else', () => {
    const own = ['Dev', 'Patel', 'Dev'];
    expect(ownPronounText('Replaces Maureen, who retires in May (her farewell is tbc).', own)).toBe(
      '',
    );
    expect(ownPronounText('Thanks to Dr Okafor and her team. He ran the night shift.', own)).toBe(
      'He ran the night shift.',
    );
    expect(ownPronounText("Dev's been here 9 yrs. His team love him.", own)).toBe(
      "Dev's been here 9 yrs. His team love him.",
    );
  });

  it('never calls a man "she" from a colleague’s pronoun', async () => {
    const input: GenerationRequest = {
      newHireName: 'Dev Patel',
      currentRole: 'Bakery Supervisor',
      newRole: 'Deputy Store Manager',
      promotionDetails:
        'with us 9 yrs, cut bakery waste 30% this year. replaces Maureen who retires in May (her farewell do is tbc). starts 1st June',
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'long',
    };
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      for (const option of options) {
        const aboutDev = option.replace(/Maureen[^.]*\./gu, '');
        expect(aboutDev).not.toMatch(/\b(?:She|she|Her)\b/u);
      }
    }
  });

  it('still reads a pronoun typed about the person', async () => {
    const options = await optionsOf({
      newHireName: 'Alba Reyes',
      role: 'Site Engineer',
      expertise: 'She has run 3 bridge jobs and she mentors our graduates.',
      hobbies: 'climbing',
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'long',
    });
    expect(options.join(' ')).toMatch(/\b(?:She|she|her)\b/u);
  });
});
