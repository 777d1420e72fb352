import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { dayTold } from '../start-date.ts';
import { nlp } from './nlp.ts';
import { optionsOf } from './testing.ts';

beforeAll(() => void nlp());

// Posting day: Monday 23 November 2026 (ADR 116, amended).
const today = '2026-11-23';

describe('a weekday typed with an ordinal day and no month (ADR 116, amended)', () => {
  it('is told with the month the weekday settles, within about two months', () => {
    expect(dayTold('Mon 30th', today)?.day).toBe('Monday 30 November');
    expect(dayTold('Tues 1st', today)?.day).toBe('Tuesday 1 December');
    expect(dayTold('fri the 4th', today)?.day).toBe('Friday 4 December');
    expect(dayTold('Wednesday 2nd', today)?.day).toBe('Wednesday 2 December');
  });

  it('is kept as typed when no day near enough matches, and a bare ordinal stays as typed', () => {
    // No Thursday 30th falls within two months of 23 November 2026.
    expect(dayTold('Thurs 30th', today)).toBeUndefined();
    expect(dayTold('the 7th', today)).toBeUndefined();
  });

  it('says "starts on Friday 4 December", never a labelled line of a day gone', async () => {
    const input: GenerationRequest = {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Tomasz Brenner',
      role: 'Sous Chef',
      startDate: 'fri the 4th',
    };
    const [chat, narrative, scannable] = await optionsOf(input, { today });
    for (const option of [chat!, narrative!]) expect(option).toMatch(/Friday 4 December/);
    expect(scannable).toMatch(/Starts: Friday 4 December/);
    expect(scannable).not.toMatch(/Start date:/);
  });
});

const promotion = (promotionDetails: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName: 'Dagny Holt',
  currentRole: 'Shift Lead',
  newRole: 'Duty Manager',
  promotionDetails,
});

describe('when a promotion takes effect, told as a reader says it (ADR 116, amended)', () => {
  it('tells "effective now" and "effectif immédiatement" as "effective immediately"', async () => {
    for (const typed of [
      'effective now',
      'effectif immédiatement',
      'ran nights 3 yrs. effective right away',
    ]) {
      const options = await optionsOf(promotion(typed), { today });
      const all = options.join('\n');
      expect(all, typed).toMatch(/effective immediately|Effective: immediately/i);
      expect(all, typed).not.toMatch(
        /\bnow\b|starts immediately|takes effect immediately|effectif/,
      );
    }
  });

  it('keeps the English side of a date typed in two languages', async () => {
    const options = await optionsOf(promotion('effective from 11 Jan / od 11. ledna'), { today });
    for (const option of options) {
      expect(option).toMatch(/11 January/);
      expect(option).not.toMatch(/ledna|\bod\b/i);
    }
  });

  it('tells a roster named by its month as "from the December roster"', async () => {
    const options = await optionsOf(promotion('effective next roster (Dec)'), { today });
    expect(options.join('\n')).toMatch(/from the December roster/);
    expect(options.join('\n')).not.toMatch(/next roster \(Dec\)/);
  });
});
