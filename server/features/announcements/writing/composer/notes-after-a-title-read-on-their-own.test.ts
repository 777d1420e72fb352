import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '#server/features/announcements/testing.ts';

/**
 * ADR 181: what follows the promotion's new title is read on its own, never glued to the
 * title after a colon; a record pasted above prose is read for its fields, whatever sets it
 * apart; a decision letter's formula is the news's source, never posted. Our own shapes
 * (other trades, places and names); every option of two seeds checked.
 */

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'casual_concise',
  length: 'medium',
  newHireName: 'Aroha Ngata',
  currentRole: 'Picker',
  newRole: 'Warehouse Operations Manager',
  ...fields,
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a note after the new title is never glued to it', () => {
  it.each<[Partial<GenerationRequest>, string, string]>([
    // A short name in capitals, then a past: a sentence of its own.
    [
      {
        newHireName: 'Marie-Claire Dubois',
        newRole: 'Export Logistics Lead',
        length: 'long',
        promotionDetails:
          'MC joined as a forklift driver 2017. got the port customs clearance down to 2 days.',
      },
      'Export Logistics Lead',
      'MC joined as a forklift driver',
    ],
    // Time served with an acronym, then a deed: no "9-year ICU", nothing after the title.
    [
      {
        newHireName: 'Priya Raman',
        currentRole: 'Staff Nurse, ICU',
        newRole: 'Charge Nurse, ICU',
        tone: 'confident_assertive',
        length: 'short',
        promotionDetails:
          'Passed the charge nurse course first time. 9 yrs ICU; ran the sepsis audit.',
      },
      'Charge Nurse, ICU',
      '9 years ICU',
    ],
    // A tally of figures: after its lead, never after the title.
    [
      {
        newHireName: 'Tomasz Wróbel',
        currentRole: 'roustabout',
        newRole: 'Toolpusher, rig 4',
        tone: 'inspiring_motivational',
        length: 'short',
        promotionDetails:
          '18 yrs on the rigs, 4 as driller. Ran the well-control drill that passed the audit.',
      },
      'Toolpusher, rig 4',
      '18 years on the rigs',
    ],
    // A note headed by a short name and a dash.
    [
      {
        newHireName: 'Rebecca Onyango',
        currentRole: 'line operator',
        newRole: 'line supervisor, bottling',
        promotionDetails:
          'Bex — 6 yrs on the line, fastest changeovers on site. trained the new starters on line 2.',
      },
      'line supervisor, bottling',
      'changeovers',
    ],
  ])('%o: nothing follows the title after a colon', async (fields, title, told) => {
    const options = await postedOverSeeds(promotion(fields));
    const all = options.join('\n---\n');
    expect(all).not.toMatch(new RegExp(`${escaped(title)}:\\s`, 'i'));
    expect(all).not.toMatch(/\d+-year ICU/);
    expect(all).toContain(told);
  });
});

describe('a pasted record and a decision letter are read, not posted', () => {
  it.each<[Partial<GenerationRequest>, RegExp[], string]>([
    // A record set apart from the prose by a rule, not a blank line.
    [
      {
        newHireName: 'Ifeoma Eze',
        currentRole: 'Brewer',
        newRole: 'Head Brewer',
        length: 'long',
        promotionDetails:
          'Effective Date: 2027-03-01 | Position: Head Brewer (Band B3) | Reports To: Brewery Director | Replaces: T. Okafor (transfer)\n---\nIfeoma has brewed here for 8 years. She rebuilt the yeast bank after the 2025 flood.',
      },
      [/\|/, /Reports To/i, /Band B3/, /Replaces/i, /T\. Okafor/, /^\s*-{3}/m],
      'rebuilt the yeast bank',
    ],
    // A decision letter's line above the deeds.
    [
      {
        newHireName: 'Ana Ruiz',
        currentRole: 'Lecturer, Nursing',
        newRole: 'Head of Nursing',
        tone: 'warm_professional',
        promotionDetails:
          'Dr Ana Ruiz — as per Faculty Board decision of 3 March 2026.\n10 years teaching with us; she set up the simulation ward.',
      },
      [/as per/i, /Faculty Board decision/i],
      'simulation ward',
    ],
    // The same formula typed with "the" and a resolution.
    [
      {
        newHireName: 'Kwame Mensah',
        currentRole: 'Senior Engineer',
        newRole: 'Chief Engineer',
        tone: 'confident_assertive',
        length: 'long',
        promotionDetails:
          'As per the board resolution of 12 June. Kwame led the turbine overhaul, 3 weeks early.',
      },
      [/as per/i, /board resolution/i],
      'turbine overhaul',
    ],
  ])('%o', async (fields, never, told) => {
    const options = await postedOverSeeds(promotion(fields));
    for (const option of options) for (const bad of never) expect(option).not.toMatch(bad);
    expect(options.join('\n')).toContain(told);
  });
});
