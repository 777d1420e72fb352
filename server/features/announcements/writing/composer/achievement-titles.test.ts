import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 127: an achievement typed as the parts of one title ("Gold – K1 500 m, European
 * Championships") keeps the user's separators; joined with "and" it read as two things won.
 * Inputs are this file's own.
 */
const achievement = (achievementDescription: string): GenerationRequest => ({
  newHireName: 'Ilse Vandenberghe',
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  role: 'Warehouse Lead',
  achievementDescription,
  achievementDetails: 'Trained before every early shift for two years.',
});

describe('an achievement title of several parts (ADR 127)', () => {
  it.each([
    ["Gold – men's coxless pair, European Rowing Championships", 'pair and European'],
    ['UCI Masters Worlds, 45-49 road race', 'Worlds and 45-49'],
    ['Silver, regional finals, U16', 'finals and U16'],
    ['Bronze medal, Commonwealth Games, 10m air pistol', 'Games and 10m'],
    ['1st place – Ironman Frankfurt, age group 35-39', 'Frankfurt and age'],
    ['national champion, judo -63kg', 'champion and judo'],
    ['Runner-up, Dutch Open 2026 (mixed doubles)', 'Runner-up and Dutch'],
    ['black belt, 2nd dan, Shotokan karate', 'dan and Shotokan'],
  ])('%s is never joined with "and"', async (description, joined) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(achievement(description), { seed });
      for (const option of options) expect(option).not.toContain(joined);
    }
  });
});
