import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { titleOf } from './phrases.ts';
import { optionsOf } from './testing.ts';

/**
 * A role typed with its own determiner ("our Physiotherapist – first team", "our new night
 * porter", "the Head Chef") has it dropped where the writer says its own ("our new …", "our
 * …", "from … to …"): readers saw "our our …" (ADR 127, amended). Inputs are this file's own.
 */
const base = { tone: 'warm_professional', length: 'medium' } as const;

describe('a role typed with "our", "our new" or "the" (ADR 127, round 2)', () => {
  it.each<[string, GenerationRequest, RegExp]>([
    [
      'welcome, "our" and a dash',
      {
        ...base,
        newHireName: 'Deniz Kaya',
        messageType: 'welcome',
        role: 'our Physiotherapist – first team',
      },
      /physiotherapist/i,
    ],
    [
      'welcome, "our new"',
      {
        ...base,
        newHireName: 'Tom Reed',
        messageType: 'welcome',
        role: 'our new night porter',
        tone: 'excited_fun',
      },
      /night porter/i,
    ],
    [
      'welcome, "Our New" in capitals',
      { ...base, newHireName: 'Ines Ruiz', messageType: 'welcome', role: 'Our New Sommelier 🍷' },
      /sommelier/i,
    ],
    [
      'achievement, "Our"',
      {
        ...base,
        newHireName: 'Kai Wong',
        messageType: 'achievements',
        role: 'Our Head Chef',
        achievementDescription: 'Won a Michelin star',
      },
      /head chef/i,
    ],
    [
      'promotion, "our" from and "our new" to',
      {
        ...base,
        newHireName: 'Lena Vogt',
        messageType: 'promotion',
        currentRole: 'our junior designer',
        newRole: 'our new Lead Designer (UX)',
      },
      /lead designer/i,
    ],
    [
      'welcome, "the new" and a team',
      {
        ...base,
        newHireName: 'Bo Lind',
        messageType: 'welcome',
        role: 'the new Data Engineer, Payments',
        team: 'Payments',
      },
      /data engineer/i,
    ],
    [
      'welcome, "your new" short',
      {
        ...base,
        newHireName: 'Ama Mensah',
        messageType: 'welcome',
        role: 'your new IT helpdesk lead',
        length: 'short',
      },
      /IT helpdesk lead/i,
    ],
  ])('%s: said once, with one determiner', async (_label, input, role) => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(input, { seed });
      const all = options.join('\n');
      expect(all).toMatch(role);
      expect(all).not.toMatch(/\b(?:our|the|your)\s+(?:new\s+)?(?:our|the|your)\b/iu);
      expect(all).not.toMatch(/\b(?:our|your)\s+new\s+new\b/iu);
      // The label line names the role without the typed determiner.
      expect(all).not.toMatch(
        /^(?:Role|New role|Moving up from|Previous role):\s*(?:our|the|your)\b/imu,
      );
    }
  });
});

describe('titleOf drops only a typed determiner', () => {
  it.each([
    ['our Physiotherapist', 'physiotherapist'],
    ['OUR NEW barista', 'barista'],
    ['the new Data Engineer', 'Data Engineer'],
    ['Your new IT lead', 'IT lead'],
    // Words that only start like a determiner, and a place's "New", are kept.
    ['Analyst', 'analyst'],
    ['Anesthetist', 'anesthetist'],
    ['Theatre nurse', 'theatre nurse'],
    ['Theme park host', 'theme park host'],
    ['the New York office manager', 'New York office manager'],
    ['New Business Manager', 'New Business Manager'],
  ])('%s → %s', (typed, title) => {
    expect(titleOf(typed)).toBe(title);
  });
});
