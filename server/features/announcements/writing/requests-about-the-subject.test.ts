import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, postedWelcome } from '../testing.ts';

/**
 * Requests to the writer about how the post treats its subject ("Pls be respectful, no jokes
 * about the rice itself, it's sacred to us") or which day it must not say ("1 Dec (Tue) —
 * pls not Monday, we're closed"): obeyed, never posted.
 */
const achievement = (achievementDetails: string): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'creative_playful',
  length: 'medium',
  newHireName: 'Darlene Bearheart',
  role: 'Parching & finishing lead',
  achievementDescription: 'our hand-harvested wild rice is now in 60 co-op stores',
  achievementDetails,
});

describe('a request about how the post treats its subject', () => {
  it.each([
    "Darlene parched about 18,000 lbs over wood fire. Pls be respectful, no jokes about the rice itself, it's sacred to us",
    'Darlene worked with 47 ricers this fall. please be sensitive, the harvest is ceremonial for us',
    'Darlene wrote the new labels. no jokes about the canoes pls, they belong to the elders',
    'Darlene trained 6 new parchers. Please be mindful, some of the ricers are grieving this year',
  ])('"%s" is obeyed, never posted', async (details) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options)
      expect(option).not.toMatch(/respectful|sensitive|mindful|no jokes|sacred to us/i);
  });

  it.each([
    "1 Dec (Tue) — pls not Monday, we're closed",
    'Tues 8 Dec - pls not Monday, the shop is shut',
    'Wed 2 Dec — please not Tuesday, that was a typo before',
  ])('a start of "%s" says the day only', async (startDate) => {
    const { all } = await postedWelcome({ startDate });
    expect(all).not.toMatch(/not (?:Monday|Tuesday)|closed|shut|typo/i);
  });
});
