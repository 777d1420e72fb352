import { describe, expect, it } from 'vitest';
import { optionsOf } from './testing.ts';

/**
 * ADR 128: a pastimes note of a fragment and a sentence, kept on the scannable post's
 * labelled line, joined with ";": the sentence after the ";" goes on in lower case ("futsal
 * on Wednesdays; claims he…"), a name keeps its capital. Inputs of our own.
 */
const welcome = {
  messageType: 'welcome' as const,
  tone: 'friendly_approachable' as const,
  length: 'medium' as const,
  newHireName: 'Rafael Ocampo',
  role: 'Site Supervisor',
  startDate: '',
  company: '',
  expertise: '',
  funFact: '',
};

const lines = async (hobbies: string) => {
  const out: string[] = [];
  for (const seed of [1, 2, 3, 4])
    for (const length of ['short', 'medium', 'long'] as const) {
      const options = await optionsOf({ ...welcome, length, hobbies }, { seed });
      out.push(...options.flatMap((o) => o.split('\n')).filter((l) => l.includes('; ')));
    }
  return out;
};

describe('the sentence after a ";" on a labelled line', () => {
  it.each([
    ['sepak takraw on Wednesdays. Claims he makes the best kare-kare.', /; claims he makes/],
    ['padel most evenings. Never misses a Celtic game', /; never misses a Celtic game/],
    ['sea swimming (all year). Knits her own jumpers!', /; knits her own jumpers/],
    ['karaoke nights. Sings Elvis badly', /; sings Elvis badly/],
    ['birding\nOwns 3 pairs of binoculars', /; owns 3 pairs of binoculars/],
    ['kayaking 🛶. Built his own kayak', /; built his own kayak/],
  ])('"%s"', async (hobbies, told) => {
    const found = await lines(hobbies);
    for (const line of found) expect(line).not.toMatch(/; \p{Lu}\p{Ll}+ (?!Elvis|Celtic)/u);
    if (found.length) expect(found.join('\n')).toMatch(told);
  });

  it('keeps a name after the ";" as typed', async () => {
    for (const line of await lines('chess club. Mario beat him once')) {
      expect(line).not.toMatch(/; mario/);
    }
  });
});
