import { describe, expect, it } from 'vitest';
import { parseGenerateInput, type GenerationRequest } from '#domain/generation.ts';
import { passesScreen, screenOption } from './fact-screen.ts';
import { optionProblems, passesChecks } from './option-pass.ts';

const request = (fields: Record<string, string>): GenerationRequest => {
  const parsed = parseGenerateInput({
    messageType: 'welcome',
    tone: 'warm_professional',
    ...fields,
  });
  if (!parsed.success) throw new Error(parsed.error);
  return parsed.data;
};

const input = request({
  newHireName: 'Tomasz Wierzbicki',
  role: 'Night Pharmacist',
  team: 'Inpatient Pharmacy',
  hobbies: 'restores old radios',
  length: 'short',
});
const good =
  'Please welcome Tomasz Wierzbicki, our new Night Pharmacist on the Inpatient Pharmacy team. Outside work, Tomasz restores old radios. Say hello to Tomasz on the ward!';
const kept =
  'Everyone, meet Tomasz Wierzbicki: he joins Inpatient Pharmacy as our Night Pharmacist and restores old radios in his spare time. Drop by and say hi to Tomasz this week.';

describe('passesChecks', () => {
  // Drafts of my own: one that passes, one too long, one with the name changed and
  // inventions, one the twin of an option kept.
  const drafts: [string, string, readonly string[]][] = [
    ['passes', good, []],
    ['too long', `${good} ${'Tomasz is great to work with. '.repeat(20)}`, []],
    [
      'changed name, invented number and company',
      'Please welcome Tom Wierzbicki, our new Night Pharmacist from Boots, with 12 years behind him. Say hello!',
      [],
    ],
    ['a twin of the option kept', good, [good]],
    ['differs from the option kept', good, [kept]],
  ];
  it('passes the draft that passes', () => {
    expect(optionProblems(good, input, [], '2026-11-23')).toEqual([]);
  });

  it.each(drafts)('%s: agrees with optionProblems', (_name, text, keptSoFar) => {
    const expected = optionProblems(text, input, keptSoFar, '2026-11-23').length === 0;
    expect(passesChecks(text, input, keptSoFar, '2026-11-23')).toBe(expected);
    // Asked again, the verdict given before.
    expect(passesChecks(text, input, keptSoFar, '2026-11-23')).toBe(expected);
  });

  it('gives each request and each set of options kept its own verdict', () => {
    expect(passesChecks(good, input, [], '2026-11-23')).toBe(true);
    expect(passesChecks(good, input, [good], '2026-11-23')).toBe(false);
    const renamed = request({ newHireName: 'Tomasz Wierzbicka', role: 'Night Pharmacist' });
    expect(passesChecks(good, renamed, [], '2026-11-23')).toBe(false);
  });
});

describe('passesScreen, stopping at the first problem', () => {
  it('agrees with the full screen, and does not run the checks after the first problem', () => {
    const text =
      'Please welcome Tom Wierzbicki, our new Night Pharmacist from Boots, with 12 years behind him. He joined Siemens in 2019.';
    expect(screenOption(text, input, { today: '2026-11-23' }).length).toBeGreaterThan(1);
    expect(passesScreen(text, input, { today: '2026-11-23' })).toBe(false);
    expect(passesScreen(good, input, { today: '2026-11-23' })).toBe(true);
    expect(screenOption(good, input, { today: '2026-11-23' })).toEqual([]);
  });
});
