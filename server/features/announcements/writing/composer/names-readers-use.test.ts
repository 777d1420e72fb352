import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 115: how the person is named across an option. The full name once, then the form
 * colleagues use; never a title alone, a family name typed first, or a nickname with its
 * quote marks again. Inputs are this file's own.
 */
const welcome = (newHireName: string, extra: Partial<GenerationRequest> = {}): GenerationRequest =>
  ({
    messageType: 'welcome',
    tone: 'friendly_approachable',
    length: 'medium',
    newHireName,
    role: 'field technician',
    startDate: 'Monday',
    expertise: 'solar pumps and drip irrigation',
    hobbies: 'football and cooking',
    funFact: 'has climbed Kilimanjaro twice',
    ...extra,
  }) as GenerationRequest;

const mentions = (text: string, name: string) => text.split(name).length - 1;

describe('the name readers use after the first mention (ADR 115)', () => {
  it('calls a person by the given name when no other word is one', async () => {
    const [chat, story] = await optionsOf(welcome('Nelson Tzoc Xicay'));
    for (const option of [chat!, story!]) {
      expect(mentions(option, 'Nelson Tzoc Xicay')).toBe(1);
      expect(option).toMatch(/\bNelson\b(?! Tzoc)/);
    }
  });

  it('says a quoted nickname after the first mention, with no quote marks', async () => {
    const typed = 'Tserendorj Bat-Erdene ("Tsogoo")';
    for (const option of await optionsOf(welcome(typed))) {
      expect(mentions(option, typed)).toBe(1);
      const rest = option.replace(typed, '');
      expect(rest).not.toMatch(/Bat-Erdene|Tsogoo(?:["”)]|['’](?!s\b))/);
      expect(rest).toMatch(/\bTsogoo\b/);
    }
  });

  it('never uses an honorific alone as the name', async () => {
    for (const option of await optionsOf(welcome('Doña Remedios Aguilar'))) {
      expect(option).not.toMatch(/Doña(?! Remedios)/);
    }
  });
});
