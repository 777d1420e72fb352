import { describe, expect, it } from 'vitest';
import { optionsOf } from './testing.ts';

/**
 * ADR 128: "Ask X about: CTFs every weekend" asks about a schedule. A pastime typed with
 * when it happens goes under "Outside work:" instead; one without keeps "Ask X about:".
 * Inputs of our own.
 */
const welcome = {
  messageType: 'welcome' as const,
  tone: 'friendly_approachable' as const,
  length: 'medium' as const,
  newHireName: 'Leilani Kahale',
  role: 'QA Analyst',
  startDate: '',
  company: '',
  expertise: '',
  funFact: '',
};

const scannable = async (hobbies: string) => {
  const out: string[] = [];
  for (const seed of [1, 2, 3]) out.push((await optionsOf({ ...welcome, hobbies }, { seed }))[2]!);
  return out.join('\n');
};

describe('a pastime with its when', () => {
  it.each([
    'CTFs every weekend',
    'outrigger canoe on Saturdays',
    'pottery (Tuesdays and Thursdays)',
    'open mic nights most Fridays',
    'trivia on weds',
    'padel most evenings',
  ])('"%s" is no thing to ask about', async (hobbies) => {
    expect(await scannable(hobbies)).not.toMatch(/Ask Leilani about:/);
  });

  it.each(['ukulele, board games', 'outrigger canoe', 'fishing on the Hanalei', 'weekend hikes'])(
    '"%s" keeps "Ask … about:"',
    async (hobbies) => {
      expect(await scannable(hobbies)).toMatch(/Ask Leilani about:/);
    },
  );
});
