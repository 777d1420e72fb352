import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 125: a licence or a qualification typed among the skills is held, not specialised in;
 * a trait ("calm under pressure") is what the person is known for, never expertise. These
 * inputs are our own.
 */
const welcome = (expertise: string): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Tomasz Wrona',
  role: 'Depot Supervisor',
  company: 'Northwind Traders',
  startDate: 'Monday',
  expertise,
});

const prose = async (expertise: string, seed: number) =>
  (await optionsOf(welcome(expertise), { seed })).slice(0, 2).join('\n');

/** A frame of skill with the item inside its object ("specialises in x and boat licence"). */
const skillOf = (item: string) =>
  new RegExp(
    String.raw`(?:specialises in|expertise in|expertise covers|work in)(?:(?!\b(?:holds|is|known|qualified)\b)[^.])*\b${item}`,
    'i',
  );

describe('a licence or a qualification among the skills', () => {
  it.each([
    ['boat licence, radar', 'boat licence', /holds a boat licence/],
    ['stock control, forklift licence', 'forklift licence', /holds a forklift licence/],
    ['dry lining, CSCS card', 'CSCS card', /holds a CSCS card/],
    ['HGV class 2, route planning', 'HGV class 2', /holds HGV class 2/],
    ['menu costing, food hygiene level 2', 'food hygiene level 2', /holds food hygiene level 2/],
    ['first aid, rota planning', 'first aid', /qualified in first aid/],
    ['lifeguard and first aid', 'first aid', /qualified in first aid/],
    [
      'Pallet racking; emergency first aid',
      'emergency first aid',
      /qualified in emergency first aid/,
    ],
    ['chartwork, Danube patent', 'Danube patent', /holds a Danube patent/i],
  ])('%s', async (expertise, held, told) => {
    for (const seed of [1, 2]) {
      const text = await prose(expertise, seed);
      expect(text, `seed ${seed}`).not.toMatch(skillOf(held));
      expect(text, `seed ${seed}`).toMatch(told);
    }
  });
});

describe('a trait among the skills', () => {
  it.each([
    ['crane ops, calm under pressure', 'calm under pressure'],
    ['patient with nervous learners 😄', 'patient with nervous learners'],
    ['great with kids, phonics', 'great with kids'],
    ['Very organised, stock rotation', 'very organised'],
    ['forklift training, always cheerful', 'always cheerful'],
    ['unflappable', 'unflappable'],
    ['brilliant at de-escalation', 'brilliant at de-escalation'],
  ])('%s', async (expertise, trait) => {
    for (const seed of [1, 2]) {
      const text = await prose(expertise, seed);
      expect(text, `seed ${seed}`).not.toMatch(skillOf(trait.split(' ')[0]!));
      expect(text, `seed ${seed}`).toMatch(new RegExp(`known for being ${trait}`, 'i'));
    }
  });

  it('leaves a count of patents a record, not a licence held', async () => {
    expect(await prose('enzyme design, 3 patents', 1)).not.toMatch(/holds 3 patents/);
  });

  it('leaves a skill that only looks like one alone', async () => {
    const text = await prose('good manufacturing practice, calibration', 1);
    expect(text).not.toMatch(/known for being/);
  });
});

describe('the scannable post gives each kind its own label', () => {
  it.each([
    ['boat licence, radar', /• Expertise: radar/, /• Qualifications: boat licence/],
    [
      'crane ops, calm under pressure',
      /• Expertise: crane ops/,
      /• Known for: calm under pressure/,
    ],
    [
      'HGV class 2, forklift, route planning',
      /• Expertise: forklift and route planning/,
      /• Qualifications: HGV class 2/,
    ],
    [
      'stock rotation, very organised',
      /• Expertise: stock rotation/,
      /• Known for: very organised/,
    ],
  ])('%s', async (expertise, skills, other) => {
    for (const seed of [1, 2]) {
      const [, , card] = await optionsOf(welcome(expertise), { seed });
      expect(card, `seed ${seed}`).toMatch(skills);
      expect(card, `seed ${seed}`).toMatch(other);
    }
  });
});

describe('a name typed in lower case among the skills', () => {
  it.each([
    ['revit, autocad', /Revit and AutoCAD/],
    ['danube patent, radar', /Danube patent/],
    ['excel and quickbooks', /Excel and QuickBooks/],
  ])('%s', async (expertise, cased) => {
    const options = await optionsOf(welcome(expertise), { seed: 1 });
    expect(options.join('\n')).toMatch(cased);
  });
});
