import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { countWords } from './phrases.ts';
import { optionsOf } from './testing.ts';

const write = (input: GenerationRequest, seed = 1) => optionsOf(input, { seed });

/**
 * A title's stop is no sentence end: split there, a fragment placed after the news landed
 * inside the name ("…congratulating Dr — for the rapid test… Soo-ah Park, our…"), the
 * check pass refused the narrative and a short stand-in took its place, a long post of 35
 * words (fourth blind set, da05).
 */
describe('the composer keeps a titled name whole', () => {
  const input: GenerationRequest = {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Dr. Ines Varga',
    role: 'Consultant Haematologist',
    team: 'Pathology',
    achievementDescription: 'Named Lab Scientist of the Year',
    achievementDetails:
      'for the bedside clotting test she built that gives results in 20 mins instead of 6 hours. now used in 9 hospitals. She was nominated by the trainees she supervises.',
  };

  it('names her in full in every option, and the long narrative tells the story', async () => {
    for (const seed of [1, 2, 3]) {
      const options = await write(input, seed);
      for (const option of options) {
        expect(option, option).toContain('Dr. Ines Varga');
        expect(option, option).not.toMatch(/\bDr —/);
      }
      expect(countWords(options[1]!), options[1]).toBeGreaterThanOrEqual(50);
    }
  });
});

/**
 * A record typed as notes ("charge nurse 4 years, … precepted like 20 new grads") is a list:
 * pasted inside a sentence it reads as notes, so prose lists only items that read as
 * phrases, "and" before the last, and the scannable post puts the rest on lines. At long every
 * option tells it (ADR 064): as typed, a sentence of its own after its own label, its hedge
 * said as "about", never cut up nor after another colon.
 */
describe('the composer lists a typed record only as phrases in prose', () => {
  const input: GenerationRequest = {
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'long',
    newHireName: 'Grace Mensah',
    currentRole: 'Charge Nurse',
    newRole: 'Nurse Manager',
    promotionDetails:
      'Nurse of the year 2025. Her record: charge nurse 4 years, led our falls reduction project (falls down 38%), precepted like 20 new grads, replacing Linda who retired',
  };

  it('pastes no hedge, bare duration or bracketed note into a prose sentence', async () => {
    for (const seed of [1, 2, 3]) {
      const options = await write(input, seed);
      for (const option of options.filter((o) => !o.includes('\n'))) {
        expect(option, option).not.toMatch(/\blike 20\b/);
        // Only whole, at the start of a sentence of its own.
        expect(option.match(/charge nurse 4 years/gi)?.length, option).toBe(1);
        expect(option, option).toMatch(
          /(?:^|[.!] )Her record: charge nurse 4 years, led our falls/,
        );
        expect(option, option).not.toMatch(/record so far:[^.]*;/);
      }
      expect(options.join('\n')).toMatch(/38%/);
    }
  });
});

/** "Nando's been flying w/ us 15 yrs" told with a pronoun is "He's been flying", not "His". */
describe('the composer reads a contracted "has" and a dropped "is" after the name', () => {
  it('never writes "His been"', async () => {
    const input: GenerationRequest = {
      messageType: 'promotion',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Luis Fernando Gómez',
      preferredName: 'Nando',
      currentRole: 'Senior Purser',
      newRole: 'Cabin Services Manager',
      promotionDetails:
        "Nando's been flying w/ us 15 yrs. Known for the birthday announcements on every flight lol. Won the 2025 crew excellence award. In the new role he'll look after ~300 crew on the 787 fleet.",
    };
    for (const seed of [1, 2, 3]) {
      const options = await write(input, seed);
      for (const option of options) {
        expect(option, option).not.toMatch(/\bHis been\b/);
        // "Nando known for…" lost its verb; "was known for" says it no longer holds.
        expect(option, option).not.toMatch(/(?:Nando|He|he|She|she) known for|was known for/);
      }
      expect(options.join(' ')).toMatch(/\b(?:He|Nando)'s been flying/);
    }
  });
});

/**
 * A pastime's detail typed after it ("bouldering!! he's set three routes…") is said after the
 * pastime is named: told first, the detail had nothing to refer to (ADR 070).
 */
describe('the composer names a pastime before the detail typed after it', () => {
  const input: GenerationRequest = {
    messageType: 'welcome',
    tone: 'excited_fun',
    length: 'long',
    newHireName: 'Kwame Asante',
    role: 'Barista',
    team: 'Northside café',
    startDate: 'mon 7th',
    company: 'Grind & Co (2 yrs)',
    expertise: 'latte art, espresso machine maintenance',
    hobbies: "bouldering!! he's set three routes at the Castle climbing centre",
    funFact: 'once served coffee to a Formula 1 team',
  };

  it('in every option', async () => {
    for (const seed of [1, 2, 3, 4])
      for (const option of await write(input, seed)) {
        const pastime = option.indexOf('bouldering');
        expect(pastime, option).toBeGreaterThanOrEqual(0);
        expect(option.indexOf('three routes'), option).toBeGreaterThan(pastime);
      }
  });
});

/**
 * "took waste down 22%, best in the region" and another verb phrase of the same note: listed
 * together they read "…, best in the region and led…", as if the region led (ADR 069). Each
 * is told on its own.
 */
describe('the composer lists no verb phrase that has a comma of its own', () => {
  it('never joins another verb phrase after a phrase typed after a comma', async () => {
    const input: GenerationRequest = {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Owen Pryce',
      currentRole: 'Shift Lead',
      newRole: 'Depot Manager',
      promotionDetails:
        'cut missed collections by 40% this year, lowest in the county. led the new rota for 60 drivers',
    };
    for (const seed of [1, 2, 3]) {
      const options = await write(input, seed);
      for (const option of options)
        expect(option, option).not.toMatch(/lowest in the county,? and\b/);
      expect(options.join(' ')).toMatch(/lowest in the county/);
    }
  });
});
