import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../../testing.ts';

/**
 * "she rebuilt the pick-and-place line last spring": the fact screen split the note at the
 * "and" inside the hyphenated word and refused every draft that told it, so no option told
 * it, not even the card (ADR 106's invented-activity screen, amended).
 */
describe('a note with a hyphenated "and" inside it', () => {
  it.each([
    ['she rebuilt the pick-and-place line last spring', 'pick-and-place line'],
    ['he built a drag-and-drop editor for the rota', 'drag-and-drop editor'],
  ])('"%s" is told', async (expertise, words) => {
    const { options } = await postedWelcome({ expertise, length: 'medium' });
    expect(options.filter((o) => o.includes(words)).length).toBeGreaterThanOrEqual(2);
  });
});
