import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import { TONE_RULES } from '../tone-rules.ts';
import { repeatsOpening } from './send-off.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 073: a prose option whose opening sentence welcomed or congratulated the person with
 * the news does not end on the same welcome or congratulation again. The inputs are this
 * file's own.
 */
const sentencesOf = (option: string) => option.split(/(?<=[.!?])\s+(?=\P{Ll})/u);

describe('repeatsOpening', () => {
  it.each([
    [
      'Please join me in welcoming Ola Brandt, our new Courier. Ola rides a cargo bike.',
      'Welcome aboard, Ola.',
    ],
    [
      'Quick congrats to Ola Brandt, who moves up to Dispatcher. She mapped every route.',
      'Send Ola a quick congrats.',
    ],
    [
      'Pop the confetti for Ola Brandt, our Courier! Ola cut delivery times by a third.',
      'Confetti for Ola!',
    ],
    [
      'A warm thank-you to Ola Brandt, our Courier. Ola covered every shift in May.',
      'Thank you, Ola, and well done.',
    ],
  ])('%s … %s says the opening again', (post, sendOff) => {
    expect(repeatsOpening(sendOff, post, 'chat')).toBe(true);
  });

  it.each([
    // An introduction is no welcome; praise after a congratulation says something else.
    ['Meet Ola Brandt, our new Courier. Ola rides a cargo bike.', 'Welcome aboard, Ola.'],
    [
      'Congrats to Ola Brandt, who moves up to Dispatcher. She mapped every route.',
      'Well earned, Ola.',
    ],
    // The act said later in the post, not in its opening sentence, is not the opening's.
    ['Ola Brandt joins us as our new Courier. Ola says thank you for the bike.', 'Thank you, Ola.'],
  ])('%s … %s does not', (post, sendOff) => {
    expect(repeatsOpening(sendOff, post, 'chat')).toBe(false);
  });
  it('keeps the send-off of a post that is the news alone', () => {
    const news =
      'Quick congrats to Ola Brandt, who moves up to Dispatcher. She mapped every route.';
    // The chat post may be two sentences; the narrative keeps three without its send-off.
    expect(repeatsOpening('Send Ola a quick congrats.', news, 'other')).toBe(false);
    expect(
      repeatsOpening('Send Ola a quick congrats.', `${news} Ola starts Monday.`, 'other'),
    ).toBe(true);
    expect(repeatsOpening('Send Ola a quick congrats.', news.split('. ')[0]!, 'chat')).toBe(false);
  });
});

describe('one welcome or congratulation per prose option', () => {
  const welcome: GenerationRequest = {
    messageType: 'welcome',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Ottilie Marsh',
    role: 'Bicycle Mechanic',
    team: 'Workshop',
    startDate: '2026-12-07',
    hobbies: 'fell running and restoring old radios',
  };
  const promotion: GenerationRequest = {
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'medium',
    newHireName: 'Benedikt Aalto',
    currentRole: 'Line Cook',
    newRole: 'Sous Chef',
    team: 'Harbour Kitchen',
    promotionDetails:
      'Rebuilt the prep schedule and trained four new cooks this autumn. Runs the pass on Saturdays. Wrote the new allergen board.',
  };
  const acts = /\b(?:welcom|congrat|thank)/gi;
  const actsIn = (s: string) => new Set((s.match(acts) ?? []).map((a) => a.toLowerCase()));

  it.each([
    ['a welcome', welcome],
    ['a promotion', promotion],
  ])('%s: the send-off does not repeat the opening’s act', async (_, input) => {
    let opened = 0;
    // Friendly's invitation is the tone's own need: it stays, whatever the opening said.
    for (const tone of TONE_VALUES.filter((t) => !TONE_RULES[t].needs.includes('invitation')))
      for (const seed of [1, 2, 3])
        for (const [form, option] of (await optionsOf({ ...input, tone }, { seed }))
          .slice(0, 2)
          .entries()) {
          const sentences = sentencesOf(option);
          const first = actsIn(sentences[0]!);
          // The chat post keeps two sentences without its send-off, the narrative three.
          if (!first.size || sentences.length - 1 < (form === 0 ? 2 : 3)) continue;
          opened += 1;
          const last = actsIn(sentences.at(-1)!);
          expect(
            [...last].filter((a) => first.has(a)),
            option,
          ).toEqual([]);
        }
    // The inputs reach the case under test: openings that welcome or congratulate.
    expect(opened).toBeGreaterThan(0);
  });
});
