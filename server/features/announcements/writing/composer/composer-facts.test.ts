import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

const write = (input: GenerationRequest, today = '2026-11-23') =>
  optionsOf(input, { seed: 3, today });

const base = { messageType: 'welcome', tone: 'warm_professional', length: 'medium' } as const;

describe('the composer tells facts in the meaning of their field', () => {
  it('says the previous company is where the person comes from', async () => {
    const options = await write({
      ...base,
      newHireName: 'Priya Raman',
      role: 'Data Engineer',
      team: 'Platform',
      company: 'Northwind Labs',
    });
    for (const option of options) {
      expect(option).toMatch(/from:? Northwind Labs/);
      expect(option).not.toMatch(/(?:at|to|join|joins) Northwind Labs/);
    }
  });

  it('writes the name exactly as typed, short form only from the preferred name', async () => {
    const options = await write({
      ...base,
      newHireName: 'María José Ortega',
      preferredName: 'Majo',
      role: 'Head Chef',
      hobbies: 'basque cooking',
    });
    for (const option of options) {
      expect(option).toContain('María José Ortega');
      expect(option).not.toMatch(/María(?! José)/);
    }
    expect(options.join(' ')).toContain('Majo');
    // A name typed without any case is posted in name case (ADR 055), never half of it.
    const ahmed = await write({ ...base, newHireName: 'ahmed hassan', role: 'backend engineer' });
    for (const option of ahmed) {
      expect(option).toContain('Ahmed Hassan');
      expect(option).not.toMatch(/ahmed|hassan/);
    }
  });

  it('comes out exactly as typed for a hostile name', async () => {
    const name = '<img src=x onerror=alert(1)>';
    for (const option of await write({ ...base, newHireName: name, role: 'Designer' }))
      expect(option).toContain(name);
  });

  it('tells a start date in the past as past', async () => {
    const options = await write({
      ...base,
      newHireName: 'Sam Lee',
      role: 'Intern',
      startDate: 'Nov 2',
    });
    expect(options.join(' ')).toMatch(/joined|started/);
    expect(options.join(' ')).not.toMatch(/\bstarts\b/);
  });

  it('keeps a title with a comma from running into a preposition', async () => {
    for (const option of await write({
      ...base,
      newHireName: 'Tom Becker',
      role: 'Sous Chef, Pastry',
      company: 'Noma',
      team: 'Kitchen',
    }))
      expect(option).not.toMatch(/Sous Chef, Pastry (?:at|on|in|for|with|from)\b/);
  });

  it('keeps a title with a comma at the end of its clause, never run into a preposition', async () => {
    for (const tone of ['warm_professional', 'excited_fun', 'casual_concise'] as const)
      for (const team of [undefined, 'Kitchen']) {
        const options = await write({
          ...base,
          tone,
          newHireName: 'María José Ortega',
          preferredName: 'Majo',
          role: 'Head Chef, Canal Street Kitchen',
          ...(team ? { team } : {}),
        });
        for (const option of options)
          expect(option).not.toMatch(/Canal Street Kitchen (?:at|on|in|for|with|from|to)\b/);
      }
  });
});
