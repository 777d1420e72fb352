import { describe, expect, it } from 'vitest';
import { expandShorthand } from './shorthand.ts';

/**
 * ADR 128: weekdays typed in short in a note, told as a reader says them. Inputs of our own.
 */
describe('days typed with a slash', () => {
  it.each([
    ['futsal (tues/thurs)', 'futsal (Tuesdays and Thursdays)'],
    ['climbing (Mon/Wed/Fri)', 'climbing (Mondays, Wednesdays and Fridays)'],
    ['5-a-side tues/thurs', '5-a-side on Tuesdays and Thursdays'],
    ['parkrun Sat/Sun', 'parkrun on Saturdays and Sundays'],
    ['covers the sat/sun shifts', 'covers the Saturday and Sunday shifts'],
    ['every tue/thu', 'every Tuesday and Thursday'],
    ['choir on weds/fri.', 'choir on Wednesdays and Fridays.'],
    ['swims mon / thurs 🏊', 'swims on Mondays and Thursdays 🏊'],
  ])('"%s" → "%s"', (typed, told) => {
    expect(expandShorthand(typed)).toBe(told);
  });

  it.each(['and/or', 'w/e', 'sun/moon tattoo', '24/7 support', 'mon/12'])(
    '"%s" is no list of days',
    (typed) => {
      expect(expandShorthand(typed)).not.toMatch(/Monday|Sunday|days and/);
    },
  );
});

describe('weekends and ranges in short', () => {
  it.each([
    ['hikes most wkends', 'hikes most weekends'],
    ['on call every wkend', 'on call every weekend'],
    ['gigs at wkends', 'gigs at weekends'],
    ['volunteers at the food bank mon-fri', 'volunteers at the food bank Monday to Friday'],
    ['Mon–Thu nights', 'Monday to Thursday nights'],
    ['coaches wkdays after 5', 'coaches weekdays after 5'],
    ['a wkday regular', 'a weekday regular'],
  ])('"%s" → "%s"', (typed, told) => {
    expect(expandShorthand(typed)).toBe(told);
  });
});
