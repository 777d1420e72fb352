import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * Thanks asked for in a bracket inside a fact ("…when Yann retires (pls thank Yann too, 31
 * yrs)") are told as a sentence of their own, never dropped with the bracket; and a note that
 * opens "Takes effect…" is the promotion's, never the person's ("Gwenaëlle takes effect…").
 */
const promotion = (promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'friendly_approachable',
  length: 'long',
  newHireName: 'Gwenaëlle Le Goff',
  currentRole: 'Salt worker',
  newRole: 'Head of Quality',
  promotionDetails: `Gwen has worked the marsh for 11 seasons and wrote the training booklet. ${promotionDetails}`,
});

describe('thanks asked for in a bracket', () => {
  it.each([
    ['Takes effect 1 January 2027 when Yann retires (pls thank Yann too, 31 yrs).', 'Yann'],
    [
      'She takes over the reception platform from Odile (please thank Odile too, she trained her).',
      'Odile',
    ],
    ['The new checks cut rejected lots to zero (pls credit the night crew too).', 'night crew'],
    [
      'She ran the summer harvest with Bruno (pls thank Bruno as well, 20 yrs on the marsh).',
      'Bruno',
    ],
  ])('"%s" thanks %s', async (details, who) => {
    const options = await postedOverSeeds(promotion(details));
    expect(options.some((o) => new RegExp(`Thanks to (?:the )?${who}`).test(o))).toBe(true);
    for (const option of options)
      expect(option).not.toMatch(/\b(?:pls|please) (?:thank|credit)\b/i);
  });

  it.each([
    'Takes effect 1 January 2027 when Yann retires.',
    'takes effect 4 January, after the winter break.',
  ])('"%s" is the promotion taking effect', async (details) => {
    const options = await postedOverSeeds(promotion(details));
    for (const option of options) expect(option).not.toMatch(/Gw\p{L}+ takes effect/u);
  });
});
