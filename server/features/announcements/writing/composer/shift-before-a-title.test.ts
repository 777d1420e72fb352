import { describe, expect, it } from 'vitest';
import { postedOverSeeds } from '../../testing.ts';
import { readableTitle } from './title-forms.ts';

/**
 * A shift typed after a title goes before it, and the title's first capital, typed as the
 * field's first letter, is lowered mid-phrase: "night-shift ice maker", not "night-shift Ice
 * maker". A title in Title Case, of one word, or an acronym keeps its capitals.
 */
describe('a shift said before a title', () => {
  it.each([
    ['Ice maker (night shift)', 'night-shift ice maker'],
    ['Baker (nights)', 'night-shift Baker'],
    ['Dough mixer (early shift)', 'early-shift dough mixer'],
    ['Security guard (weekends)', 'weekend-shift security guard'],
    ['Forklift Operator - 2nd shift', '2nd-shift Forklift Operator'],
    ['RN (nights)', 'night-shift RN'],
  ])('"%s" is told "%s"', (typed, told) => {
    expect(readableTitle(typed)).toBe(told);
  });

  it('reads right in the posted promotion', async () => {
    const options = await postedOverSeeds({
      messageType: 'promotion',
      tone: 'inspiring_motivational',
      length: 'short',
      newHireName: 'Mārtiņš Bērziņš',
      currentRole: 'Ice maker (night shift)',
      newRole: 'Head Ice Technician',
      promotionDetails: 'the ice passed the World Cup homologation check on the first try',
    });
    expect(options.join('\n')).not.toMatch(/night-shift Ice maker/);
  });
});
