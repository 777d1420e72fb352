import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../testing.ts';

/**
 * A "+" before a figure after "at", "for", "with" or "to" is the fact (more than before):
 * "a 2-year renewal at +15%" told "at 15%" and "asked for +20% volume" told "20% volume" said
 * something else. After "is" or "was" the sign is a rise ("is up 5%").
 */
const achievement = (achievementDetails: string): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'casual_concise',
  length: 'medium',
  newHireName: 'Ana Silva',
  role: 'Account Manager',
  achievementDescription: 'saved our biggest customer',
  achievementDetails,
});

describe('a sign that says more than before', () => {
  it.each([
    ['they renewed for 2 years at +15%', '+15%'],
    ['the buyer in HK already asked for +20% volume in 2027', '+20%'],
    ['closed the quarter with +8% on margin', '+8%'],
    ['raised the order to +30% for the spring', '+30%'],
    ['the co-op signed at +12% for the next harvest', '+12%'],
  ])('"%s" keeps %s', async (details, signed) => {
    const all = (await postedOverSeeds(achievement(details))).join('\n');
    expect(all).toContain(signed);
    expect(all).not.toMatch(new RegExp(`\\b(?:at|for|with|to) ${signed.slice(1)}`));
  });

  it('tells a sign after "is" as a rise', async () => {
    const all = (await postedOverSeeds(achievement('repeat business is +5% on last year'))).join(
      '\n',
    );
    expect(all).toMatch(/is up 5%/);
  });
});
