import { describe, expect, it } from 'vitest';
import {
  AutopilotRulesInput,
  DEFAULT_AUTOPILOT_RULES,
  eventSchedule,
  eventTimeZone,
  sendDateFor,
} from './autopilot.ts';

const rules = { sendTime: '09:00', daysAhead: 3, skipWeekends: true };

describe('sendDateFor (skip weekends)', () => {
  it('moves a Saturday or a Sunday to the Monday after, and nothing else', () => {
    expect(sendDateFor('2027-03-27', true)).toBe('2027-03-29'); // Saturday
    expect(sendDateFor('2027-03-28', true)).toBe('2027-03-29'); // Sunday
    expect(sendDateFor('2027-03-26', true)).toBe('2027-03-26'); // Friday
    expect(sendDateFor('2027-03-28', false)).toBe('2027-03-28');
    // Across a month and a year end.
    expect(sendDateFor('2028-01-01', true)).toBe('2028-01-03');
  });
});

describe('eventSchedule', () => {
  it('posts at 09:00 on the person’s clock on either side of a DST change', () => {
    // New York: EST before 14 March 2027, EDT after.
    const ny = eventSchedule('2027-03-15', rules, 'America/New_York');
    expect(ny.sendAt.toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(ny.draftAt.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    // Berlin: the change is on Sunday 28 March; the Monday after, 09:00 CEST.
    const berlin = eventSchedule('2027-03-28', rules, 'Europe/Berlin');
    expect(berlin.sendDate).toBe('2027-03-29');
    expect(berlin.sendAt.toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(berlin.draftAt.toISOString()).toBe('2027-03-26T08:00:00.000Z');
    // Tokyo has no DST: 09:00 JST is midnight UTC.
    expect(eventSchedule('2027-03-10', rules, 'Asia/Tokyo').sendAt.toISOString()).toBe(
      '2027-03-10T00:00:00.000Z',
    );
  });

  it('drafts the given number of days before the send date', () => {
    const s = eventSchedule('2027-03-10', { ...rules, daysAhead: 7, sendTime: '10:30' }, 'UTC');
    expect(s.draftAt.toISOString()).toBe('2027-03-03T10:30:00.000Z');
    expect(s.sendAt.toISOString()).toBe('2027-03-10T10:30:00.000Z');
  });
});

describe('rules', () => {
  it('falls back from the person’s zone to the workspace’s, then the owner’s', () => {
    expect(eventTimeZone('Asia/Tokyo', 'Europe/Berlin', 'UTC')).toBe('Asia/Tokyo');
    expect(eventTimeZone(null, 'Europe/Berlin', 'UTC')).toBe('Europe/Berlin');
    expect(eventTimeZone(null, null, 'America/New_York')).toBe('America/New_York');
  });

  it('validates what the rules screen sends', () => {
    expect(AutopilotRulesInput.safeParse(DEFAULT_AUTOPILOT_RULES).success).toBe(true);
    const bad = (patch: Record<string, unknown>) =>
      AutopilotRulesInput.safeParse({ ...DEFAULT_AUTOPILOT_RULES, ...patch }).error?.issues[0]
        ?.message;
    expect(bad({ sendTime: '9am' })).toBe('The send time must be written HH:MM.');
    expect(bad({ daysAhead: 0 })).toBe('Drafts are written at least 1 day ahead.');
    expect(bad({ timeZone: 'Mars/Base' })).toBe('Choose a known time zone (e.g. Europe/Berlin).');
    expect(bad({ tone: 'shouty' })).toBe('Unknown tone.');
    expect(bad({ extra: true })).toBeDefined();
    // Zones are stored by their current name.
    expect(
      AutopilotRulesInput.parse({ ...DEFAULT_AUTOPILOT_RULES, timeZone: 'Asia/Calcutta' }).timeZone,
    ).toBe('Asia/Kolkata');
  });
});
