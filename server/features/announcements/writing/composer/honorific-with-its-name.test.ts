import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * An honorific typed after a name ("Hetal ben", "Akbar bhai", "Mori-san") goes with the name
 * when a pronoun tells it: "She ben organised the night shift" and "He bhai has been with us"
 * were posted (the twenty-first set's ga01 and gp01). Every option, two seeds.
 */
const achievement = (
  newHireName: string,
  achievementDescription: string,
  details: string,
): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName,
  role: 'Floor Lead',
  achievementDescription,
  achievementDetails: details,
});

const shapes: GenerationRequest[] = [
  achievement(
    'Hetal ben Parmar',
    'Hetal ben organised the night shift so we shipped 1.2 lakh kites early',
    '- she made the rota herself\n- rejects down from 7% to 2%',
  ),
  achievement(
    'Ustad Akbar Ali',
    'Akbar bhai has been with us 14 yrs and finished the museum truck',
    '- trained 9 apprentices\n- he did the mirror work himself',
  ),
  achievement(
    'Mori Takeshi',
    'Mori-san rebuilt the kiln in 3 days',
    '- he fired 400 bowls the week after\n- no cracks',
  ),
  achievement(
    'Sunita Rao',
    'Sunita didi ran the kitchen through the wedding season',
    '- she fed 3,000 guests\n- zero complaints',
  ),
  achievement(
    'Venkatesh Iyer',
    'Venky sir trained all 12 new drivers',
    '- he rode with each of them\n- 0 accidents',
  ),
  achievement(
    'Raju Nair',
    'Raju anna fixed the generator at 2am',
    '- he saved the cold room\n- 40 crates kept',
  ),
];

const DANGLING =
  /\b(?:[Ss]he|[Hh]e|[Tt]hey|[Hh]er|[Hh]im|[Tt]hem)[ -](?:ben|bhai|san|didi|sir|anna|ji)\b/u;

describe('an honorific typed after a name', () => {
  for (const input of shapes)
    it(`goes with "${input.newHireName}" when a pronoun tells it`, async () => {
      for (const option of await postedOverSeeds(input)) expect(option).not.toMatch(DANGLING);
    });
});
