import { describe, expect, it } from 'vitest';
import { LENGTH_BOUNDS, type GenerationRequest } from '#domain/generation.ts';
import { countWords } from './phrases.ts';
import { SHORT_OVERRUN } from './composer.ts';
import { optionsOf } from './testing.ts';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const { maxWords } = LENGTH_BOUNDS.short;

/**
 * A short post of many facts: the three options share the facts out, so every fact the
 * user typed is told by at least one of them (ADR 079).
 */
describe('a short set of many facts shares them out', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'short',
    newHireName: 'Idris Kowalczyk',
    role: 'Night Porter',
    achievementDescription: 'Guest favourite of the year, named in 212 reviews',
    achievementDetails: [
      'found a guest passport in the laundry the night before the flight home.',
      'learned enough Japanese to greet the tour groups.',
      'fixed the lobby heating at 3am in the January freeze.',
      'the ceremony is on Thursday at 4pm in the lobby',
    ].join(' '),
  };
  const facts = [/passport/, /Japanese/, /heating/];

  it('tells every fact in some option, the headline figure in all three', async () => {
    for (const seed of SEEDS) {
      const options = await optionsOf(input, { seed });
      for (const fact of facts)
        expect(
          options.some((o) => fact.test(o)),
          `${fact}`,
        ).toBe(true);
      for (const option of options) {
        expect(option).toMatch(/212/);
        expect(option).toMatch(/Thursday at 4pm/);
        expect(countWords(option)).toBeLessThanOrEqual(maxWords + SHORT_OVERRUN);
      }
    }
  });
});

/**
 * Where no option can take a fact in within the band, the scannable post lists it, running
 * past the band by at most SHORT_OVERRUN words; the prose options keep to the band and keep
 * the headline figure and the day the promotion takes effect (ADR 063, 070, 079).
 */
describe('a short promotion whose points fill every option', () => {
  const input: GenerationRequest = {
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'short',
    newHireName: 'Marta Oyelaran',
    team: 'Greenhouse',
    currentRole: 'Grower',
    newRole: 'Propagation Supervisor',
    promotionDetails:
      'cut seedling losses from 9% to 4% this season. spotted the mildew outbreak in july before it reached the tomatoes. effective 3/2',
  };

  it('keeps the headline in all three and lists the fact left over', async () => {
    for (const seed of SEEDS) {
      const options = await optionsOf(input, { seed });
      for (const option of options) {
        expect(option).toMatch(/9% to 4%/);
        expect(option).toMatch(/3\/2/);
      }
      expect(options.some((o) => /mildew/i.test(o))).toBe(true);
      const [chat, narrative, scannable] = options as [string, string, string];
      expect(countWords(chat)).toBeLessThanOrEqual(maxWords);
      expect(countWords(narrative)).toBeLessThanOrEqual(maxWords);
      // The fact the prose had no room for is the scannable post's ("Warm congratulations",
      // a word shorter since ADR 128, lets the chat post tell it on some seeds).
      if (!/mildew/i.test(chat)) expect(scannable).toMatch(/^• .*mildew/im);
      expect(countWords(scannable)).toBeLessThanOrEqual(maxWords + SHORT_OVERRUN);
    }
  });
});
