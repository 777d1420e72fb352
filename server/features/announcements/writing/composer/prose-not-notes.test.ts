import { beforeAll, describe, expect, it } from 'vitest';
import { nameForms } from '#domain/person-name.ts';
import { nlp } from './nlp.ts';
import { readNote } from './notes.ts';
import { predicateParts } from './placement.ts';
import { aloneFrame } from './prose.ts';
import { optionsOf } from './testing.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 097: the chat post and the narrative of a welcome or a promotion read as prose, not as
 * notes pasted or sentences a form would make: skills said once, a pastime's verb phrase with
 * its subject, no "X and Y and starts…", the name the person goes by, no subjectless line.
 */
const prose = async (input: Parameters<typeof optionsOf>[0], seed = 1) =>
  (await optionsOf(input, { seed })).slice(0, 2);

describe('skills said in one sentence', () => {
  it('joins an area with a number in it to the skills list, the name said once', async () => {
    const options = await prose({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Moira Dunbar',
      role: 'Scaffolder',
      startDate: '',
      company: '',
      expertise: 'scaffold inspection, CISRS part 2',
      hobbies: '',
      funFact: '',
    } as never);
    for (const option of options) {
      expect(option).toMatch(/(?:specialises|expertise) in scaffold inspection and CISRS part 2\./);
      expect(option).not.toContain('expertise covers');
    }
  });
});

describe("a pastime's verb phrase", () => {
  it('is read as what the person does', () => {
    expect(readNote('sings with a gospel choir', 'hobbies', new Set()).units[0]!.kind).toBe(
      'predicate',
    );
    expect(readNote('walks in the hills', 'hobbies', new Set()).units[0]!.kind).not.toBe(
      'predicate',
    );
  });
  it('is told with the name, never pasted after "Outside work:"', async () => {
    const options = await prose({
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Dorcas Mensah',
      role: 'Payroll Officer',
      startDate: '',
      company: '',
      expertise: '',
      hobbies: 'sings with a gospel choir',
      funFact: '',
    } as never);
    for (const option of options) {
      expect(option).toContain('Dorcas sings with a gospel choir');
      expect(option).not.toContain('Outside work:');
    }
  });
});

describe('where they come from and when they start', () => {
  const welcome = (company: string) =>
    prose({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Tomasz Wójcik',
      role: 'Forklift Trainer',
      startDate: 'monday 3 march',
      company,
      expertise: '',
      hobbies: '',
      funFact: '',
    } as never);
  it('tells the start apart after a company typed with a second fact', async () => {
    const [chat] = await welcome('DHL Poznań - 6 yrs, started on nights');
    expect(chat).not.toMatch(/nights and starts/);
    expect(chat).toMatch(/\. Tomasz starts on Monday/);
  });
  it('keeps a comma before "and starts" after a company with its place', async () => {
    const [chat] = await welcome('Raben, Gliwice depot');
    // "comes to us from" after an opening that said "joins us" (ADR 112).
    expect(chat).toMatch(/(?:joins|comes to) us from Raben, Gliwice depot, and starts on Monday/);
  });
  it('never joins a start to a company with a count after its "and"', async () => {
    const [chat] = await welcome('Kuehne+Nagel and 3 years at the Port of Gdańsk');
    expect(chat).not.toMatch(/Gdańsk,? and starts/);
  });
});

describe('a count that changed', () => {
  it('is no verb phrase of the person, so the note is not split at its comma', () => {
    expect(predicateParts('set up the lunchtime chess club, went from 4 kids to 30')).toBe(
      undefined,
    );
    expect(predicateParts('set up the chess club, coaches the under-12s')).toEqual([
      'set up the chess club',
      'coaches the under-12s',
    ]);
  });
  it('is not joined as a second "and" of the person', async () => {
    const options = await prose({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Kwame Boateng',
      currentRole: 'Teaching Assistant',
      newRole: 'Head of Year 7',
      promotionDetails:
        '- joined 2019 as a cover supervisor\n- set up the lunchtime chess club, went from 4 kids to about 30',
      expertise: '',
    } as never);
    for (const option of options.filter((o) => !o.includes('•')))
      expect(option).not.toMatch(/and went from 4 kids/);
  });
});

describe('the name the person goes by, typed after a comma', () => {
  it('is the short form when it spells a word of the name', () => {
    expect(nameForms('黄志明 (Wong Chi-ming, Chiming)').short).toBe('Chiming');
    expect(nameForms('Wong Chi-ming, Chiming').short).toBe('Chiming');
  });
  it('is never the whole name with its comma at a later mention', async () => {
    const options = await prose({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: '黄志明 (Wong Chi-ming, Chiming)',
      currentRole: 'Sous Chef',
      newRole: 'Head Chef',
      promotionDetails: 'ran the dim sum section for 6 years. starts 1 march',
      expertise: '',
    } as never);
    for (const option of options) expect(option).not.toMatch(/Chi-ming, Chiming[,.!]/);
  });
});

describe('a closing that speaks to the person', () => {
  it('ends without a full name of three words no shorter form is certain of', async () => {
    const options = await optionsOf(
      {
        messageType: 'promotion',
        tone: 'friendly_approachable',
        length: 'short',
        newHireName: 'Li Wen Hui',
        currentRole: 'Lab Technician',
        newRole: 'Senior Lab Technician',
        promotionDetails: '',
        expertise: '',
      } as never,
      { seed: 1 },
    );
    const text = options.join('\n');
    expect(text).not.toMatch(/, Li Wen Hui[.!]/);
  });
});

describe('languages told alone', () => {
  it('take the person as their subject', () => {
    expect(aloneFrame('bilingual in Welsh and English', 'Carys')).toBe(
      'Carys is bilingual in Welsh and English.',
    );
    expect(aloneFrame('bilingual in Welsh and English')).toBeUndefined();
  });
});
