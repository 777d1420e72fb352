import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * "- means we can drop the permit next year": a bullet that says what the facts before it
 * mean is told "That means…", never as the person's verb ("Thandeka means we can drop…").
 */
const achievement = (name: string, achievementDetails: string): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'casual_concise',
  length: 'medium',
  newHireName: name,
  role: 'Hatchery Supervisor',
  achievementDescription: 'record spawning season',
  achievementDetails,
});

describe('what the facts mean', () => {
  it.each([
    [
      'Thandeka Ngcobo',
      '- new conditioning tanks she designed\n- 1.1 million spat, biggest ever\n- means we can drop the wild-broodstock permit next year',
    ],
    [
      'Lars Eriksen',
      '- rebuilt the smolt tanks\n- survival up to 94%\n- means we no longer buy eggs from Norway',
    ],
    ['Aroha Ngata', 'cut feed waste by a third. means the farm breaks even a year early'],
    [
      'Pedro Alves',
      '- new night rota\n- zero missed feeds since June\n- means the team gets weekends back',
    ],
    [
      'Mai Linh Tran',
      '- moved grading to the morning\n- means less stress on the fish and 2 fewer staff on nights',
    ],
  ])("%s: what the facts mean is never the person's verb", async (name, details) => {
    const options = await postedOverSeeds(achievement(name, details));
    const first = name.split(' ')[0]!;
    for (const option of options) {
      expect(option).not.toMatch(new RegExp(`\\b(?:${first}|She|He|They) means\\b`));
    }
    expect(options.join('\n')).toMatch(/That means/);
  });
});
