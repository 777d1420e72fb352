import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { nlp } from './nlp.ts';
import { areaOfWork } from './title-forms.ts';

/**
 * ADR 174: a role typed as the work or the place ("Boat unloading & weigh-in") is where the
 * person works ("from our … team"), never "our <role>" as if it named them; and no note is
 * glued onto a title or a deed after a colon. Inputs are this file's own.
 */
beforeAll(() => void nlp());

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Mereana Walker',
  role: 'Packing',
  achievementDescription: 'packed 1,200 trays of kiwifruit in one shift with no rejects',
  ...fields,
});

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Tomasz Wrona',
  currentRole: 'Forklift Operator',
  newRole: 'Warehouse Supervisor',
  ...fields,
});

describe('a role typed as the work or the place (ADR 174)', () => {
  it('reads the work, the place and the shift as a team; a person word keeps the title', () => {
    expect(areaOfWork('Goods receiving & put-away')).toBe('goods receiving & put-away team');
    expect(areaOfWork('Lambing (spring)')).toBe('lambing team (spring)');
    expect(areaOfWork('nights, dispatch')).toBe('night-shift dispatch team');
    expect(areaOfWork('Front desk')).toBe('front desk');
    expect(areaOfWork('Cold store in-charge')).toBeUndefined();
    expect(areaOfWork('Lambing shepherd')).toBeUndefined();
    expect(areaOfWork('Packhouse Manager')).toBeUndefined();
    expect(areaOfWork('Grader, packing shed')).toBeUndefined();
    expect(areaOfWork('Senior Grader at the Hashab cleaning yard')).toBeUndefined();
    expect(areaOfWork('Picker & packer')).toBeUndefined();
  });

  it.each([
    [
      'Goods receiving & put-away',
      'friendly_approachable',
      'short',
      'goods receiving & put-away team',
    ],
    ['Lambing (spring)', 'warm_professional', 'medium', 'lambing team (spring)'],
    ['Milking shed', 'confident_assertive', 'long', 'milking shed team'],
    ['Pastry & bread baking', 'excited_fun', 'medium', 'pastry & bread baking team'],
    ['Line picking', 'friendly_approachable', 'long', 'line picking team'],
    ['Laundry', 'casual_concise', 'short', 'laundry team'],
  ] as const)('%s is said as where the person works', async (role, tone, length, team) => {
    const options = await postedOverSeeds(
      achievement({
        role,
        tone,
        length,
        achievementDetails: 'Covered two sick colleagues all week. Trained three new starters too.',
      }),
    );
    // "our Lambing (spring)", "as Laundry": the role as typed, said as if it named her.
    const typed = role.replace(/[()]/g, '\\$&');
    for (const option of options) expect(option).not.toMatch(new RegExp(`\\b(?:our|as) ${typed}`));
    expect(options.some((o) => o.includes(team))).toBe(true);
  });

  it('says where a promotion moves up from when the old role is the work', async () => {
    const options = await postedOverSeeds(
      promotion({ currentRole: 'nights, dispatch', newRole: 'Dispatch Supervisor' }),
    );
    for (const option of proseOf(options)) expect(option).not.toMatch(/from nights, dispatch/);
    expect(options.some((o) => o.includes('from our night-shift dispatch team'))).toBe(true);
  });
});
