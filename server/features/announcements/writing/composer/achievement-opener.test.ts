import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 127: the fuller achievement post names the person before a long title ("Deniz
 * Yıldırım, our physiotherapist…"); a short title may still come first ("our Baker, Ines
 * Duarte"). Inputs are this file's own.
 */
const achievement = (role: string, tone: GenerationRequest['tone']): GenerationRequest => ({
  newHireName: 'Oluwaseun Adeyemi',
  messageType: 'achievements',
  tone,
  length: 'medium',
  role,
  achievementDescription: 'Volunteer of the Year',
  achievementDetails: 'Ran the winter food drive for three years.',
});

describe('the achievement opener with a long title (ADR 127)', () => {
  it.each([
    ["Physiotherapist – women's first team"],
    ['Senior Staff Nurse - Cardiac Step-Down Unit'],
    ['Lead Sound Engineer — touring crew'],
    ["Assistant Coach – under-14 girls' hockey squad"],
    ['Head of Partnerships – Nordics & Baltics 🌍'],
    ['Night Shift Supervisor, Building 4'],
  ])('%s follows the name', async (role) => {
    for (const tone of TONE_VALUES)
      for (const option of await optionsOf(achievement(role, tone)))
        expect(option).not.toMatch(/our [^.:!]*, Oluwaseun Adeyemi/u);
  });

  it('a short title may come before the name', async () => {
    const options = await Promise.all(
      TONE_VALUES.map((tone) => optionsOf(achievement('Baker', tone))),
    );
    expect(options.flat().some((o) => o.includes('our Baker, Oluwaseun Adeyemi'))).toBe(true);
  });
});
