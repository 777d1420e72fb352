import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '#server/features/announcements/testing.ts';

/**
 * ADR 175: the user's sentences in achievement and promotion details are kept whole. A past
 * after an arrow is what happened, never a route's end ("basho to promoted"); an invitation
 * goes with the event it asks to; a figure a plural noun follows counts it and is no day of the
 * month before it; the person's name after a comma is whom the words speak to, no list's last
 * item; a clause of paperwork leaves the deed's main result told. Inputs of our own, every
 * option, two seeds, through the check pass.
 */

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Siobhán Kavanagh',
  role: 'Under-16 hurling coach',
  achievementDescription: 'Won the county final with the under-16s',
  ...fields,
});

const posted = async (input: GenerationRequest) => (await postedOverSeeds(input)).join('\n---\n');

describe('a past after an arrow is what happened, never a route', () => {
  it('"final → selected for the squad" is never "final to selected"', async () => {
    const all = await posted(
      achievement({
        tone: 'excited_fun',
        achievementDescription:
          'Top scorer in the provincial final → selected for the national development squad',
      }),
    );
    expect(all).not.toMatch(/\bto selected\b/);
    expect(all).toContain('selected for the national development squad');
  });

  it('"audit → awarded the Gold standard" is never "audit to awarded"', async () => {
    const all = await posted({
      messageType: 'promotion',
      tone: 'confident_assertive',
      length: 'long',
      newHireName: 'Oluwaseun Adeyemi',
      currentRole: 'Quality Lead',
      newRole: 'Head of Quality',
      promotionDetails:
        'Ran the first clean BRC audit in the plant’s history -> awarded grade AA in March. Built the supplier scorecard the whole group now uses.',
    });
    expect(all).not.toMatch(/\bto awarded\b/);
  });
});

describe('an invitation goes with the event it asks to', () => {
  it('"Hope to see you all there" after the lunch is never told before it', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDetails:
          'Twelve years with the club and never missed a Saturday session. The celebration lunch is on Friday 4 December at the clubhouse. Hope to see you all there!',
      }),
    );
    for (const option of options) {
      const invited = option.indexOf('Hope to see you all there');
      if (invited < 0) continue;
      expect(option.indexOf('celebration lunch')).toBeGreaterThanOrEqual(0);
      expect(option.indexOf('celebration lunch')).toBeLessThan(invited);
    }
  });

  it('"Please come!" typed before the party goes after it', async () => {
    const options = await postedOverSeeds({
      messageType: 'promotion',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Tevita Fifita',
      currentRole: 'Deckhand',
      newRole: 'Bosun',
      promotionDetails:
        'Tevita has run the deck crew on the night crossings since June. Please come! There is a kava party for him on Saturday 5 December at the wharf shed.',
    });
    for (const option of options) {
      const invited = option.indexOf('Please come');
      if (invited < 0) continue;
      expect(option.indexOf('kava party')).toBeLessThan(invited);
    }
  });
});

describe('a figure a plural noun follows counts it, no day of the month', () => {
  it('"Drive Sept.–Oct. 12 volunteers" is never "October 12 volunteers"', async () => {
    const all = await posted(
      achievement({
        achievementDescription: 'Ran the winter food bank drive for the parish',
        achievementDetails:
          'Drive ran Sept.–Oct. 12 volunteers, 2,300 food parcels packed and delivered. She did every Saturday van run herself.',
      }),
    );
    expect(all).not.toMatch(/October 12 volunteers/);
    expect(all).toContain('12 volunteers');
  });

  it('"Pilot Mar–Apr 9 clinics" typed without a stop is never "April 9 clinics"', async () => {
    const all = await posted(
      achievement({
        newHireName: 'Dr Anjali Menon',
        role: 'Programme Lead',
        tone: 'friendly_approachable',
        achievementDescription: 'Rolled out the tele-dermatology pilot across the district',
        achievementDetails: 'Pilot Mar–Apr 9 clinics signed up, 640 patients seen remotely.',
      }),
    );
    expect(all).not.toMatch(/April 9 clinics/);
  });
});

describe('the person named after a comma is spoken to, no list item', () => {
  it('"Legend, Tomás 🙌" is never "Legend and Tomás"', async () => {
    const all = await posted(
      achievement({
        newHireName: 'Tomás Ruiz Beltrán',
        role: 'Night baker',
        tone: 'excited_fun',
        achievementDescription: 'Baked 1,900 roscones for Reyes without a single burnt batch',
        achievementDetails: 'Started at 2am every day that week. Legend, Tomás 🙌',
      }),
    );
    expect(all).not.toMatch(/Legend and Tomás/);
  });

  it('"Nice one, Jonno!" with a short form of the name is never "Nice one and Jonno"', async () => {
    const all = await posted({
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'short',
      newHireName: 'Jonathan Reid',
      role: 'Ward Clerk',
      achievementDescription: 'Cleared the 400-letter discharge backlog in a fortnight',
      achievementDetails: 'Nobody asked him to. Nice one, Jonno!',
    });
    expect(all).not.toMatch(/\band Jonno\b/);
  });
});

describe('a clause of paperwork leaves the deed and its result told', () => {
  it('"— all the permit paperwork handled by her, saving…" keeps the pumps and the saving', async () => {
    const options = await postedOverSeeds(
      achievement({
        newHireName: 'Wanjiru Kamau',
        role: 'Water engineer',
        achievementDescription: 'Brought the Kibera boreholes back into service',
        achievementDetails:
          '- surveyed 31 boreholes\n- 12 pumps rebuilt on site with the county grant — all the permit paperwork handled by her, about KSh 900,000 saved in hire costs\n- trained 6 caretakers',
      }),
    );
    expect(options.some((o) => /12 pumps (?:were )?rebuilt/.test(o))).toBe(true);
    expect(options.some((o) => o.includes('900,000'))).toBe(true);
  });
});
