import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../../testing.ts';

/**
 * A plural before a discipline's name in the pastimes ("tiles photography") is what the
 * discipline is about: told with the list's other things, never read as the person's verb.
 */
describe('a pastime named by its subject and its discipline', () => {
  it.each([
    ['zines, tiles photography, surfing in Matosinhos', 'tiles photography'],
    ['comics, bridges photography, surfing in Porto', 'bridges photography'],
    ['vinyl, ships photography, sailing on the Clyde', 'ships photography'],
    ['board games, plants photography, running in the park', 'plants photography'],
    ['knitting, signs typography, climbing at the wall', 'signs typography'],
  ])('"%s" keeps "%s" among the things enjoyed', async (hobbies, compound) => {
    const { all } = await postedWelcome({ hobbies, length: 'medium' });
    expect(all).toContain(compound);
    // Read as a verb, it split the list: "enjoys zines, tiles photography and goes surfing".
    expect(all).not.toMatch(new RegExp(`, ${compound} and (?:goes|plays)\\b`));
    expect(all).not.toMatch(new RegExp(`plays [^.,]+, ${compound}`));
    expect(all).toMatch(new RegExp(`(?:enjoys|is into|Outside work:) [^.]*\\b${compound}\\b`));
  });

  it('keeps a verb that takes a discipline as a verb', async () => {
    const { prose } = await postedWelcome({
      hobbies: 'studies astronomy, sea swimming in winter',
      length: 'medium',
    });
    expect(prose.join('\n')).not.toMatch(/\b(?:enjoys|is into) studies astronomy/);
    expect(prose.join('\n')).toMatch(/studies astronomy/);
  });
});
