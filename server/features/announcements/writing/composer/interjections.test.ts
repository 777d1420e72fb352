import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 154: a short exclamation in another language typed beside the facts ("Yalla!", "¡Pura
 * vida, mae!") is kept as typed or left out: never joined as a list ("¡Pura vida and mae."),
 * never given a stop for its "!" ("Yalla."), never a bullet of its own. The facts around it
 * stay. Every option, two seeds, through the check pass.
 */
const achievement = (achievementDetails: string, tone = 'excited_fun') =>
  ({
    messageType: 'achievements',
    tone,
    length: 'medium',
    newHireName: 'Andrés Mora',
    role: 'Lead Guide',
    achievementDescription: 'Guide of the Year',
    achievementDetails,
  }) as GenerationRequest;

const FACT = /trained 22 guides/;

/** The interjection as typed, or nowhere; never re-punctuated or cut into a list. */
function keptOrLeftOut(option: string, said: string) {
  const bare = said.replace(/^¡|!+$/gu, '');
  const at = option.indexOf(bare);
  if (at < 0) return;
  const around = option.slice(Math.max(0, at - 1), at + bare.length + 1);
  expect(around).toMatch(/!$/);
  expect(option).not.toMatch(new RegExp(`^• ${bare}`, 'm'));
}

describe('an interjection in another language is kept as typed or left out', () => {
  it.each([
    [
      'Spanish with an address (the readers’ case)',
      '¡Pura vida, mae!',
      "¡Pura vida, mae! He's already trained 22 guides this season.",
    ],
    ['Arabic, before the fact', 'Yalla!', "Yalla! He's already trained 22 guides this season."],
    ['French, after the fact', 'Allez!', "He's already trained 22 guides this season. Allez!"],
    [
      'Mandarin in pinyin, with an English-looking word',
      'Jia you!',
      "He's already trained 22 guides. Jia you!",
    ],
    ['French, three words', 'Allez les bleus!', "Allez les bleus! He's already trained 22 guides."],
    [
      'Spanish, doubled marks and an emoji',
      'Vamos!!',
      "Vamos!! 🎉 He's already trained 22 guides.",
    ],
    [
      'Korean cheer in lower case',
      'hwaiting!',
      "he's already trained 22 guides this season. hwaiting!",
    ],
    [
      'several in a row, warm tone',
      'Yalla!',
      "He's already trained 22 guides. Yalla! Allez! Jia you!",
      'warm_professional',
    ],
  ])('%s', async (_shape, said, details, tone = 'excited_fun') => {
    const options = await postedOverSeeds(achievement(details, tone));
    for (const option of options) {
      keptOrLeftOut(option, said);
      expect(option).not.toMatch(
        /Pura vida and mae|Yalla\.|Allez\.|Jia you\.|Vamos\.|^• (?:Yalla|Allez|Jia)/m,
      );
    }
    expect(options.filter((o) => FACT.test(o)).length).toBeGreaterThan(3);
  });

  it('a known cheer ("Olé!") closes the post, never a bullet or a stop of its own', async () => {
    const options = await postedOverSeeds(achievement("Olé! He's already trained 22 guides."));
    for (const option of options) {
      expect(option).not.toMatch(/Olé\.|^• Olé/m);
    }
  });

  it('keeps a short English exclamation that is a fact', async () => {
    const options = await postedOverSeeds(
      achievement("Best season ever! He's already trained 22 guides."),
    );
    expect(options.some((o) => /best season ever/i.test(o))).toBe(true);
  });
});
