import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';
import { withoutEmoji } from './typed-notation.ts';

/**
 * Emoji with a skin tone, flags and joined sequences are taken out or kept whole. Skin tones
 * and flag letters are no pictographs to Unicode, so the writer's pictograph-only patterns
 * posted "our new Physio 🏽" and "sports injuries🏾" when the user typed "💪🏾". Every input
 * here is written for these tests.
 */

const ORPHAN =
  /(?:^|[^\uFE0F\p{Extended_Pictographic}\u200D\p{Emoji_Modifier}])[\uFE0F\p{Emoji_Modifier}\u200D]/u;
const LONE_FLAG_LETTER =
  /(?<!\p{Regional_Indicator})\p{Regional_Indicator}(?!\p{Regional_Indicator})/u;

const welcome = (fields: Partial<GenerationRequest>): GenerationRequest =>
  ({
    messageType: 'welcome',
    tone: 'friendly_approachable',
    length: 'medium',
    newHireName: 'Amara Obi',
    role: 'Physio',
    startDate: 'Dec 1',
    company: '',
    hobbies: '',
    funFact: '',
    expertise: '',
    ...fields,
  }) as GenerationRequest;

describe('emoji are taken out whole', () => {
  it.each([
    ['ran 🏃🏽‍♀️ daily', 'ran, daily'],
    ['great job 👏🏾👏🏾', 'great job'],
    ['loves stroopwafels 🇳🇱', 'loves stroopwafels'],
    ['🧑🏿‍🚒 volunteer firefighter', 'volunteer firefighter'],
  ])('%s', (typed, expected) => {
    expect(withoutEmoji(typed).trim()).toBe(expected);
  });

  it.each([
    { role: 'Physio 💪🏾', expertise: 'sports injuries 👩🏾‍⚕️' },
    { hobbies: 'trail running 🏃🏽‍♀️, baking 👩🏾‍🍳', funFact: 'ran the Lagos marathon 🇳🇬' },
    { company: 'Leeds General 🏥🏴󠁧󠁢󠁥󠁮󠁧󠁿', funFact: 'has met the King 🤴🏻' },
    { newHireName: 'Amara Obi', hobbies: 'salsa 💃🏼 and kizomba 🕺🏽', expertise: 'gait analysis 🦶🏿' },
  ])('no skin tone, joiner or flag letter is left on its own: %o', async (fields) => {
    for (const seed of [1, 2, 3]) {
      for (const option of await write(welcome(fields), seed)) {
        expect(option).not.toMatch(ORPHAN);
        expect(option).not.toMatch(LONE_FLAG_LETTER);
      }
    }
  });

  it.each([
    'trail running 🏃🏽‍♀️, baking 👩🏾‍🍳',
    'salsa 💃, kizomba 🕺🏽',
    'chess ♟️ and padel 🎾',
    'fishing on the Sava 🎣',
  ])(
    'a pastime list that ends with an emoji is told before "outside work" has its say: %s',
    async (hobbies) => {
      for (const seed of [1, 2, 3]) {
        const text = (
          await write(welcome({ hobbies, funFact: 'ran the Lagos marathon 🇳🇬' }), seed)
        ).join('\n');
        expect(text).not.toMatch(/, outside work/);
      }
    },
  );
});

const write = (input: GenerationRequest, seed: number) =>
  optionsOf(input, { seed, today: '2026-11-23' });
