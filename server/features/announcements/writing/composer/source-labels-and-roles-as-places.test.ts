import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '#server/features/announcements/testing.ts';

/**
 * ADR 188: a note that says where the text after it was copied from ("Pasted from…", "From
 * the board minutes:", "copied from HR:", "as per the approval letter:") is never posted, and
 * what the text it labels carries (the decision, who made it, when it takes effect) is told in
 * the writer's words; a role typed as an area, a place or a schedule is where the person
 * helps, never "our <area>"; a bracketed aside after a role is told apart from the role. Our
 * own shapes (other trades, places and names); every option of two seeds checked.
 */

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'confident_assertive',
  length: 'long',
  newHireName: 'Kwabena Owusu',
  currentRole: 'Logistics Supervisor',
  newRole: 'Head of Logistics',
  ...fields,
});

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'friendly_approachable',
  length: 'short',
  newHireName: 'Ahmad Karimi',
  role: 'Driver',
  achievementDescription: '10 years with us this month',
  achievementDetails: 'knows every customer on the round by name',
  ...fields,
});

/** The source label, or the person said to have pasted or copied anything. */
const LABEL =
  /\b(?:pasted|copied|cut and pasted)\b|\bfrom (?:the|our) [\w' ’]*(?:minutes|letter|memo|notes)\b|\bas per\b|\bfrom HR\b/i;

describe('a pasted record’s source label is never posted; what it carries is told', () => {
  it.each<[string, Partial<GenerationRequest>, RegExp, string]>([
    [
      'minutes of a board, quoted, approved unanimously',
      {
        promotionDetails:
          'Copied from the board minutes: "Appointment of K. Owusu as Head of Logistics effective 1 March 2027 approved unanimously."\n\nKwabena rebuilt the cold chain this year and cut spoilage by 30%.',
      },
      /the board approved the appointment unanimously, effective 1 March 2027/i,
      'rebuilt the cold chain',
    ],
    [
      "the directors' minutes, with effect from",
      {
        newHireName: 'Ravi Singh',
        currentRole: 'Sous Chef',
        newRole: 'Head Chef',
        tone: 'warm_professional',
        length: 'medium',
        promotionDetails:
          'From the directors\' minutes: "Promotion of R. Singh to Head Chef with effect from 15 February 2027 approved."\nRavi ran the pastry section for 3 years.',
      },
      /the directors approved the promotion, effective 15 February 2027/i,
      'pastry section',
    ],
    [
      'as per an approval letter, no verb, unquoted',
      {
        newHireName: 'Lucie Novak',
        currentRole: 'Staff Nurse',
        newRole: 'Ward Sister',
        tone: 'casual_concise',
        length: 'medium',
        promotionDetails:
          'as per the approval letter: promotion to Ward Sister effective 2 January 2027. Lucie set up the falls prevention rounds.',
      },
      /effective 2 January 2027|takes effect on 2 January 2027|starts on 2 January 2027/i,
      'falls prevention rounds',
    ],
    [
      'copied from HR, confirmed by a named body',
      {
        newHireName: 'Sione Tuilagi',
        currentRole: 'Fitter',
        newRole: 'Maintenance Planner',
        promotionDetails:
          'copied from HR: “Promotion of S. Tuilagi to Maintenance Planner confirmed by the site leadership team, effective 6 April 2027.”\nSione rebuilt the shutdown schedule for the kilns.',
      },
      /the site leadership team confirmed the promotion, effective 6 April 2027/i,
      'shutdown schedule',
    ],
    [
      'a label on its own line, the quote under it',
      {
        newHireName: 'Dagny Lindqvist',
        currentRole: 'Associate',
        newRole: 'Senior Associate',
        tone: 'warm_professional',
        promotionDetails:
          'Pasted from the partners\' minutes:\n"Promotion of D. Lindqvist to Senior Associate effective 1 July 2027 approved unanimously."\n\nDagny led the cross-border merger file for the ferry operator.',
      },
      /the partners approved the promotion unanimously, effective 1 July 2027/i,
      'cross-border merger',
    ],
  ])('%s', async (_what, fields, said, deed) => {
    const options = await postedOverSeeds(promotion(fields));
    for (const option of options) {
      expect(option).not.toMatch(LABEL);
      expect(option).not.toMatch(/\bapproved unanimously\."/);
    }
    // Each prose option tells when it takes effect; the decision is told at least once.
    const day = /\d{1,2} [A-Z][a-z]+ \d{4}/.exec(said.source)?.[0] ?? '';
    for (const prose of proseOf(options)) expect(prose).toContain(day);
    expect(options.join('\n')).toMatch(said);
    expect(options.join('\n')).toContain(deed);
  });

  it('an award’s label goes and a quote that is no decision stays as typed', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Oyelaran Adebayo',
        role: 'Site Safety Lead',
        tone: 'warm_professional',
        length: 'medium',
        achievementDescription: 'Safety Champion of the Year',
        achievementDetails:
          'From the safety committee notes: "Oye stopped the crane lift in high wind and nobody questioned it."',
      }),
    );
    for (const option of options) expect(option).not.toMatch(LABEL);
    expect(options.join('\n')).toContain('stopped the crane lift in high wind');
  });
});

describe('a role typed as an area, a place or a schedule is where the person helps', () => {
  it.each<[Partial<GenerationRequest>, RegExp]>([
    [{ role: 'orchard area (Sundays)' }, /our orchard area\b(?! team)/i],
    [{ role: 'tea room, Wednesdays', newHireName: 'Brigid Walsh' }, /our tea room,/i],
    [{ role: 'volunteer — tea room, Wednesdays', newHireName: 'Brigid Walsh' }, /our volunteer/i],
    [
      { role: 'plant counter (weekends)', newHireName: 'Ngaio Marsh' },
      /our plant counter\b(?! team)/i,
    ],
    [
      { role: 'Tills & car park (Saturdays)', newHireName: 'Juan Pérez' },
      /our tills & car park\b(?! team)/i,
    ],
  ])('%o', async (fields, never) => {
    const options = await postedOverSeeds(achievement(fields));
    for (const option of options) expect(option).not.toMatch(never);
    for (const prose of proseOf(options))
      expect(prose).toMatch(/\b(?:team|volunteers|crew)\b|who (?:helps|volunteers|works)/i);
  });
});

describe('a bracketed aside after a role is told apart from the role', () => {
  it.each<[Partial<GenerationRequest>, string, string]>([
    [
      {
        newHireName: 'Tane Parata',
        role: 'Head shepherd (30 years on the station, started as a rouseabout)',
        tone: 'confident_assertive',
        length: 'medium',
        achievementDescription: 'won the regional dog trials',
        achievementDetails: 'first win for the station since 1998',
      },
      'shepherd',
      '30 years on the station',
    ],
    [
      {
        newHireName: 'Ewa Kowalczyk',
        role: 'Charge nurse (18 yrs on the ward, trained here)',
        tone: 'warm_professional',
        length: 'medium',
        achievementDescription: 'Nurse of the Year for the trust',
        achievementDetails: 'nominated by her patients',
      },
      'Charge nurse',
      '18 years on the ward',
    ],
    [
      {
        newHireName: 'Sipho Dlamini',
        role: 'Foreman (15 years with us, started as a labourer)',
        tone: 'friendly_approachable',
        length: 'short',
        achievementDescription: 'zero lost-time injuries for 3 years on his sites',
        achievementDetails: 'toolbox talks every morning',
      },
      'Foreman',
      '15 years with us',
    ],
  ])('%o', async (fields, role, aside) => {
    const options = await postedOverSeeds(achievement(fields));
    const glued = new RegExp(`${role}\\s*\\(`, 'i');
    for (const option of options) expect(option).not.toMatch(glued);
    expect(options.join('\n')).toContain(aside);
  });
});
