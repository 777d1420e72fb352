import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 154: a lead-in that only announces the list under it or after it ("Two things:", "Dos
 * cosas:", "Quick update:") is never posted: not as a quoted label ("In the notes: “Dos
 * cosas”"), not as "By the numbers: two things", not as a sentence or a bullet. The list's
 * facts stay. Every option, two seeds, through the check pass.
 */
const achievement = (achievementDetails: string, tone = 'friendly_approachable') =>
  ({
    messageType: 'achievements',
    tone,
    length: 'medium',
    newHireName: 'Lucía Vargas',
    role: 'Front Desk Lead',
    achievementDescription: 'Fixed the booking system',
    achievementDetails,
  }) as GenerationRequest;

const promotion = (promotionDetails: string) =>
  ({
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Kwesi Boateng',
    currentRole: 'Site Engineer',
    newRole: 'Project Manager',
    promotionDetails,
  }) as GenerationRequest;

describe('a lead-in that announces a list is not posted', () => {
  it.each([
    [
      'Spanish, above a numbered list',
      'Dos cosas:\n1) cut check-in time in half\n2) trained the whole desk',
      'Dos cosas',
    ],
    [
      'English, the list on the same line',
      'Two things: 1) cut check-in time in half 2) trained the whole desk',
      'Two things',
    ],
    [
      '"Quick update:" above dashes',
      'Quick update:\n- cut check-in time in half\n- trained the whole desk',
      'Quick update',
    ],
    [
      'French with a space before the colon',
      'Deux choses :\n- cut check-in time in half\n- trained the whole desk',
      'Deux choses',
    ],
    [
      'lower case, "a few highlights"',
      'a few highlights:\n• cut check-in time in half\n• trained the whole desk 🙌',
      'few highlights',
    ],
    [
      'German, three items',
      'Drei Dinge:\n1. cut check-in time in half\n2. trained the whole desk\n3. no complaints since',
      'Drei Dinge',
    ],
    [
      '"ok so 3 quick things" on one line',
      'ok so 3 quick things: 1) cut check-in time in half 2) trained the whole desk',
      'quick things',
    ],
  ])('%s', async (_shape, details, lead) => {
    const options = await postedOverSeeds(achievement(details));
    for (const option of options) {
      expect(option).not.toContain('In the notes');
      expect(option).not.toMatch(new RegExp(lead, 'i'));
      expect(option).not.toMatch(/By the numbers: (?:two|three|\d) (?:things|quick)/i);
    }
    // The short option may deal the list out (ADR 120); the others tell it.
    expect(options.filter((o) => /check-in time in half/.test(o)).length).toBeGreaterThan(3);
  });

  it('in promotion details, after a sentence', async () => {
    const details =
      'Kwesi came to us as an intern in 2020. Two things stand out. Quick recap:\n1. set out every footing on the Tema warehouse\n2. trained 4 new chainmen';
    const options = await postedOverSeeds(promotion(details));
    for (const option of options) expect(option).not.toMatch(/Quick recap|In the notes/);
    expect(options.filter((o) => /Tema warehouse/.test(o)).length).toBeGreaterThan(3);
  });

  it('keeps a lead-in that says something of its own', async () => {
    // "She also:" goes on with its first item (ADR 099); a title's words are a fact.
    const details = 'Since March she:\n- cut check-in time in half\n- trained the whole desk';
    const options = await postedOverSeeds(achievement(details));
    expect(options.filter((o) => /check-in time in half/.test(o)).length).toBeGreaterThan(3);
  });
});
