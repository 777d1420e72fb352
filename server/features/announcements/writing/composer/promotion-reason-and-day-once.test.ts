import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';

/**
 * A promotion's short options each tell why (the exam passed, the record held) when the
 * details hold a reason, and the day it takes effect once: a day typed in the details with
 * its occasion ("takes effect 4 March 2027 when Bronwyn retires") or pasted after the news
 * ("start 3 Feb") beside the same day in the start field is not said a second time. A
 * career path typed with "then" ("9 yrs in the bakery then pastry") is never said as one
 * place ("has been in the bakery then pastry for 9 years").
 */
const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'short',
  newHireName: 'Tomasz Wiśniewski',
  currentRole: 'Brewer',
  newRole: 'Head Brewer',
  ...fields,
});

/** How often a day is said in an option, however it is spelt ("3 Feb", "3 February"). */
const timesSaid = (option: string, day: RegExp) =>
  option.match(new RegExp(day.source, 'gi'))?.length ?? 0;

describe('a promotion day said once', () => {
  it.each([
    [
      {
        startDate: '4 March 2027',
        promotionDetails:
          'Ran the cellar for 6 years. Takes effect 4 March 2027 when Bronwyn retires.',
        tone: 'friendly_approachable',
        length: 'long',
      },
      /4 March 2027/,
      /Bronwyn retires/,
    ],
    [
      {
        startDate: '1 Feb',
        newRole: 'Night Sister',
        currentRole: 'Staff Nurse',
        promotionDetails:
          'No missed drug rounds in 2 years on ward 7. Takes effect 1 February when Ama moves to days.',
        length: 'medium',
      },
      /1 Feb(?:ruary)?/,
      /Ama moves to days/,
    ],
    [
      {
        startDate: '9 Mar',
        newRole: 'Station Officer',
        currentRole: 'Crew Commander',
        promotionDetails:
          'Led the crew at the Harbour Road fire. effective 9 March, when Station Officer Kerr retires',
        length: 'medium',
        tone: 'confident_assertive',
      },
      /9 Mar(?:ch)?/,
      /Kerr retires/,
    ],
  ] as const)('%j tells the day once and keeps its occasion', async (fields, day, occasion) => {
    const options = await postedOverSeeds(promotion(fields as Partial<GenerationRequest>));
    for (const option of options) expect(timesSaid(option, day), option).toBe(1);
    expect(options.some((o) => occasion.test(o))).toBe(true);
  });

  it.each([
    [
      {
        startDate: '3 Feb',
        promotionDetails: 'passed the IBD diploma. 0 spoilt batches this year. start 3 Feb',
        tone: 'creative_playful',
      },
      /3 Feb(?:ruary)?/,
    ],
    [
      {
        startDate: '12 Jan',
        newRole: 'Site Supervisor',
        currentRole: 'Scaffolder',
        promotionDetails: 'CISRS advanced card passed in June. starts 12 Jan',
      },
      /12 Jan(?:uary)?/,
    ],
  ] as const)(
    'a pasted start (%j) is no fragment after the news, and the day is said once',
    async (fields, day) => {
      const options = await postedOverSeeds(promotion(fields as Partial<GenerationRequest>));
      for (const option of options) {
        expect(option).not.toMatch(/:\s*starts?\s+\d/i);
        expect(timesSaid(option, day), option).toBe(1);
      }
    },
  );
});

describe("a short promotion's reason in every option", () => {
  it.each([
    [
      {
        promotionDetails:
          'Passed the master brewer exam in May, best score in the region. effective 1.3.',
        tone: 'confident_assertive',
      },
      /master brewer exam/,
    ],
    [
      {
        newRole: 'Transport Manager',
        currentRole: 'Night Driver',
        startDate: '2 Feb',
        promotionDetails:
          'no missed deliveries for 18 months on the night route. passed the CPC transport manager exam. start 2 Feb',
        tone: 'creative_playful',
      },
      /CPC transport manager exam|no missed deliveries/i,
    ],
    [
      {
        newRole: 'Chef de Partie',
        currentRole: 'Commis Chef',
        startDate: '5 Jan',
        promotionDetails: 'Won the regional young chef competition in October. effective 5 Jan',
        tone: 'casual_concise',
      },
      /young chef competition/,
    ],
    [
      {
        newRole: 'Head Baker / Chef Boulanger',
        currentRole: 'Baker (Boulanger)',
        promotionDetails:
          'Passed the eidg. Braumeister exam in June, top of her class. effective 1.2.',
        tone: 'confident_assertive',
        newHireName: 'Lotte Brandenburger',
      },
      /Braumeister exam/,
    ],
    [
      {
        newRole: 'Safety Officer (ISO 45001 compliance)',
        currentRole: 'Rigging foreman, berth 12',
        startDate: '1 Mar',
        promotionDetails:
          'zero recordable injuries on his crew for 3 full refits (tanker + ferry). passed the NEBOSH general certificate. start 1 Mar',
        tone: 'creative_playful',
        newHireName: 'Oluwaseun Adebayo-Okafor',
      },
      /NEBOSH|zero recordable injuries/i,
    ],
  ] as const)('%j tells the reason in each option', async (fields, reason) => {
    const options = await postedOverSeeds(promotion(fields as Partial<GenerationRequest>));
    for (const option of options) expect(option).toMatch(reason);
  });
});

describe('a career path typed with "then"', () => {
  it.each([
    ['9 yrs in the bakery then pastry. her croissants won the county show twice.'],
    ['5 years at the front desk then reservations. guest scores up from 8.1 to 9.0.'],
  ])('"%s" is never said as one place', async (promotionDetails) => {
    const options = await postedOverSeeds(
      promotion({ promotionDetails, length: 'medium', startDate: '4 Jan' }),
    );
    for (const option of proseOf(options))
      expect(option).not.toMatch(/has been (?:in|at) the \S+(?: \S+)? then \S+ for|[^\s,] then /i);
  });
});
