import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * "pls mention her mentor Graham (our senior coat maker) too": someone who helped, named to be
 * mentioned beside the news, is thanked in the post; the request itself is never posted.
 */
const achievement = (achievementDetails: string): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'long',
  newHireName: 'Abimbola Adeyemi',
  role: 'Coat maker',
  achievementDescription: 'won the Golden Shears with a three-piece in Harris tweed',
  achievementDetails: `The overcoat took her 140 hours, every buttonhole by hand. ${achievementDetails}`,
});

describe('someone who helped, asked to be mentioned', () => {
  it.each([
    ['pls mention her mentor Graham (our senior coat maker) too', 'Graham'],
    ['please mention her coach Adaeze as well', 'Adaeze'],
    ['pls mention her supervisor Joana too', 'Joana'],
    ['pls mention her predecessor Ken, he trained her', 'Ken'],
    ['pls also mention her mentor Mrs Okafor', 'Okafor'],
  ])('"%s" thanks %s in the post', async (details, name) => {
    const options = await postedOverSeeds(achievement(details));
    expect(options.some((o) => o.includes(name))).toBe(true);
    for (const option of options) expect(option).not.toMatch(/\bmention\b/i);
  });
});
