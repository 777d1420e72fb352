import { describe, expect, it } from 'vitest';
import { nameForms } from '#domain/person-name.ts';
import type { GenerationRequest } from '#domain/generation.ts';
import { expandShorthand, expandTitleShorthand } from '../shorthand.ts';
import { startOf } from './phrases.ts';
import { optionsOf } from './testing.ts';

/**
 * The fourteenth set's garbled sentences (ADR 102): a noun of a skill list read as the
 * person's verb, a licence said as a specialism, a count fused to the noun it was spent on, a
 * title's abbreviation taken for a sentence's end, a week's start told after "on", and two
 * counts stitched as "That's …" sentences. Every input here is written for these tests.
 */

const write = (input: GenerationRequest) => optionsOf(input, { today: '2026-11-23' });
const prose = async (input: GenerationRequest) => (await write(input)).slice(0, 2).join('\n');

describe('a skill list item is a thing unless certain otherwise', () => {
  it('never reads "set plays" in a list of skills as the person setting plays', async () => {
    const text = await prose({
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Marta Ruiz',
      currentRole: 'assistant coach',
      newRole: 'Head Coach',
      promotionDetails: 'won the cup',
      expertise: 'zonal marking, set plays',
    });
    expect(text).not.toMatch(/Marta (?:won the cup and )?set plays/);
    expect(text).toMatch(/expertise in zonal marking and set plays/);
  });
});

describe('a licence among the skills is held, a record is a record', () => {
  const input: GenerationRequest = {
    messageType: 'welcome',
    tone: 'casual_concise',
    length: 'medium',
    newHireName: 'Kovács Bence',
    role: 'Tram Driver',
    startDate: 'week 9',
    company: 'BKV',
    expertise: 'C category licence, 12 yrs no accidents',
  };

  it('says the person holds the licence and has the record', async () => {
    const text = await prose(input);
    expect(text).not.toMatch(/(?:specialises|expertise) in C category licence/);
    expect(text).not.toMatch(/no accidents experience|12-year/);
    expect(text).toMatch(/holds a C category licence and has 12 years with no accidents/);
    expect(text).not.toMatch(/Ask \S+ about C category licence/);
  });

  it('calls a Hungarian name typed family-first by its given name', async () => {
    expect(nameForms('Kovács Bence').short).toBe('Bence');
    expect(nameForms('Szilágyi Zsuzsanna').short).toBe('Zsuzsanna');
    expect(nameForms('Tóth Michael').short).toBe('Tóth Michael');
    const [chat] = await write(input);
    expect(chat!.match(/Kovács Bence/g)).toHaveLength(1);
  });
});

describe('a count fused to what the time was spent on', () => {
  it('writes "yrs" before a doing or a service as "years of"', () => {
    expect(expandShorthand('22 yrs service')).toBe('22 years of service');
    expect(expandShorthand('27 yrs sailing, crew nominated him')).toBe(
      '27 years of sailing, crew nominated him',
    );
    expect(expandShorthand('12 yrs no accidents')).toBe('12 years with no accidents');
    // A count that describes the noun after it stays one word with it.
    expect(expandShorthand('5 yrs service award')).toBe('5-year service award');
    expect(expandShorthand('45 min changeovers')).toBe('45-minute changeovers');
  });

  it('never tells "That\'s 22-year service." after a promotion', async () => {
    const text = await prose({
      messageType: 'promotion',
      tone: 'inspiring_motivational',
      length: 'long',
      newHireName: 'Ravi Patel',
      currentRole: 'Shift Lead',
      newRole: 'Asst. Director, Logistics',
      promotionDetails: '- fuel use down 12%\n- 3 safety awards\n- 22 yrs service',
    });
    expect(text).not.toMatch(/22-year/);
    expect(text).toMatch(/22 years of service/);
    // Time served is said as when the promotion comes, never as a record it follows.
    expect(text).toMatch(/[Aa]fter 22 years of service/);
    expect(text).not.toMatch(/follows 22 years/);
    // The title's abbreviation is kept as typed, and no sentence ends at its stop.
    expect(text).toMatch(/to Asst\. Director, Logistics/);
    expect(text).not.toMatch(/assistant Director/);
  });

  it('tells two counts after an award as the numbers, never two "That\'s" in a row', async () => {
    const text = await prose({
      messageType: 'achievements',
      tone: 'inspiring_motivational',
      length: 'medium',
      newHireName: 'Lena Berg',
      role: 'Lifeguard',
      achievementDescription: 'Water safety award 2025',
      achievementDetails: 'zero drownings all summer. 300+ rescues',
    });
    expect(text).not.toMatch(/That's [^.]+\. That's/);
    expect(text).toMatch(/more than 300 rescues/);
    expect(text).toMatch(/zero drownings all summer/);
  });
});

describe('a title shortened with a stop is one title', () => {
  it('keeps "Asst." as typed, and a capital when written out', () => {
    expect(expandTitleShorthand('Asst. Manager, Sales')).toBe('Asst. Manager, Sales');
    expect(expandTitleShorthand('Asst Manager, Sales')).toBe('Assistant Manager, Sales');
    expect(expandTitleShorthand('asst store mgr')).toBe('assistant store manager');
  });

  it('never splits "stellv. Abteilungsleiter" at its stop to paste a note inside', async () => {
    const text = await prose({
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Jonas Weber',
      currentRole: 'stellv. Abteilungsleiter (deputy head), Köln',
      newRole: 'Department Head – Köln',
      promotionDetails: '3 teams now!! output +12% under him. starts 1. Mai',
    });
    expect(text).not.toMatch(/stellv:/);
    expect(text).toMatch(/from stellv\. Abteilungsleiter/);
  });
});

describe('a start that names the week of a day', () => {
  it('reads "wk of the 9th" as one week, told without "on"', () => {
    expect(startOf('rehearsals start wk of the 9th', undefined, false)).toEqual({
      adverbial: 'the week of the 9th, when rehearsals start',
      value: 'the week of the 9th (rehearsals start)',
      own: true,
    });
  });

  it('never writes "starts on rehearsals start weeks of the 9th"', async () => {
    const text = await prose({
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Tama Reid',
      role: 'Gaffer',
      startDate: 'rehearsals start wk of the 9th',
    });
    expect(text).not.toMatch(/weeks of|starts on rehearsals/);
    expect(text).toMatch(/Tama starts the week of the 9th, when rehearsals start/);
  });
});

describe('a part in a work typed with a comma', () => {
  it('reads "first author, soft gripper paper" as the author of the paper, with a subject', async () => {
    expect(expandShorthand('first author, soft gripper paper')).toBe(
      'first author of the soft gripper paper',
    );
    // A comma before something other than a work stays a list.
    expect(expandShorthand('first author, two patents')).toBe('first author, two patents');
    const text = await prose({
      messageType: 'achievements',
      tone: 'creative_playful',
      length: 'long',
      newHireName: 'Rui Costa',
      role: 'PhD candidate',
      achievementDescription: 'Best Paper Award at ICRA 2025',
      achievementDetails: 'first author, soft gripper paper. also got married the same week',
    });
    expect(text).not.toMatch(/First author and/);
    expect(text).toMatch(/Rui was first author of the soft gripper paper/);
  });
});

describe('a saving typed after the work', () => {
  it('is what the work saves, never the person', async () => {
    const text = await prose({
      messageType: 'achievements',
      tone: 'creative_playful',
      length: 'long',
      newHireName: 'Niamh Kelly',
      role: 'Process Engineer',
      achievementDescription: 'Record yield for the plant',
      achievementDetails: 'yield 94% (was 88%). new filter + dosing tweaks. saves approx €200k/yr',
    });
    expect(text).not.toMatch(/Niamh saves/);
    expect(text).toMatch(/That saves about €200k a year\./);
  });
});
