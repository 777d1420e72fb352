import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PersonInput,
  proposeMapping,
  readSheetDate,
  readSheetRow,
  roleChange,
  type ColumnMapping,
} from './people.ts';

describe('readSheetDate', () => {
  it('reads ISO dates, with or without a time after them', () => {
    expect(readSheetDate('2027-03-04', 'auto')).toEqual({ ok: true, date: '2027-03-04' });
    expect(readSheetDate('2027/3/4', 'auto')).toEqual({ ok: true, date: '2027-03-04' });
    expect(readSheetDate('2027-03-04T00:00:00Z', 'auto')).toEqual({ ok: true, date: '2027-03-04' });
    expect(readSheetDate('2027-03-04 00:00:00', 'dmy')).toEqual({ ok: true, date: '2027-03-04' });
  });

  it('never guesses between day-first and month-first', () => {
    expect(readSheetDate('03/04/2027', 'auto')).toEqual({ ok: false, reason: 'ambiguous' });
    expect(readSheetDate('03/04/2027', 'dmy')).toEqual({ ok: true, date: '2027-04-03' });
    expect(readSheetDate('03/04/2027', 'mdy')).toEqual({ ok: true, date: '2027-03-04' });
    // Only one reading exists: no choice is needed.
    expect(readSheetDate('31/12/2027', 'auto')).toEqual({ ok: true, date: '2027-12-31' });
    expect(readSheetDate('12/31/2027', 'auto')).toEqual({ ok: true, date: '2027-12-31' });
    expect(readSheetDate('4.4.27', 'auto')).toEqual({ ok: true, date: '2027-04-04' });
    // A choice that does not fit the value is refused, not swapped.
    expect(readSheetDate('31/12/2027', 'mdy')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads English month names', () => {
    for (const value of [
      '4 March 2027',
      '04-Mar-2027',
      'Mar 4, 2027',
      'March 4th 2027',
      '4 Sept 2027',
    ])
      expect(readSheetDate(value, 'auto').ok, value).toBe(true);
    expect(readSheetDate('Mar 4, 2027', 'dmy')).toEqual({ ok: true, date: '2027-03-04' });
  });

  it('refuses days that do not exist and words', () => {
    for (const value of [
      '31/02/2027',
      '2027-02-29',
      '30 Feb 2027',
      'next Monday',
      '',
      '45000',
      'Marsh 4, 2027',
    ])
      expect(readSheetDate(value, 'dmy'), value).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('readSheetDate never reads a day the sheet did not mean', () => {
  const day = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const parts = (iso: string) => iso.split('-') as [string, string, string];

  it('a day written day-first or month-first reads back as itself, or as "choose"', () => {
    fc.assert(
      fc.property(day, fc.constantFrom('/', '.', '-'), (iso, sep) => {
        const [y, m, d] = parts(iso);
        const dayFirst = `${d}${sep}${m}${sep}${y}`;
        const monthFirst = `${m}${sep}${d}${sep}${y}`;
        expect(readSheetDate(dayFirst, 'dmy')).toEqual({ ok: true, date: iso });
        expect(readSheetDate(monthFirst, 'mdy')).toEqual({ ok: true, date: iso });
        expect(readSheetDate(iso, 'auto')).toEqual({ ok: true, date: iso });
        for (const written of [dayFirst, monthFirst]) {
          const auto = readSheetDate(written, 'auto');
          // In auto, a value is its own day or refused as ambiguous: never another day.
          if (auto.ok) expect(auto.date).toBe(iso);
          else expect(auto.reason).toBe('ambiguous');
        }
      }),
    );
  });
});

describe('proposeMapping', () => {
  it('maps the usual header names, each column once', () => {
    const mapping = proposeMapping([
      'Employee ID',
      'Full Name',
      'Preferred name',
      'Email',
      'Job Title',
      'Department',
      'Manager',
      'Manager Email',
      'Start Date',
      'Time zone',
      'Hobbies',
      'Notes',
    ]);
    expect(mapping).toMatchObject({
      employeeId: 0,
      name: 1,
      preferredName: 2,
      workEmail: 3,
      role: 4,
      team: 5,
      managerName: 6,
      managerEmail: 7,
      startDate: 8,
      timeZone: 9,
      hobbies: 10,
      funFact: null,
      doNotAnnounce: null,
    });
  });
});

const MAPPING: ColumnMapping = {
  ...proposeMapping([
    'name',
    'email',
    'start date',
    'time zone',
    'manager email',
    "don't announce",
  ]),
};

describe('readSheetRow', () => {
  it('reads a row as a person, blanks as not given', () => {
    const read = readSheetRow(
      ['  Zoë  Ångström ', 'Zoe@Example.com', '2027-01-04', 'Asia/Calcutta', '', 'yes'],
      MAPPING,
      'auto',
    );
    expect(read).toEqual({
      ok: true,
      person: expect.objectContaining({
        name: 'Zoë  Ångström',
        workEmail: 'Zoe@Example.com',
        startDate: '2027-01-04',
        timeZone: 'Asia/Kolkata',
        managerEmail: null,
        doNotAnnounce: true,
        role: null,
      }) as unknown,
    });
  });

  it('says what is wrong in plain words', () => {
    const problems = (cells: string[], format: 'auto' | 'dmy' = 'auto') => {
      const read = readSheetRow(cells, MAPPING, format);
      return read.ok ? [] : read.problems;
    };
    expect(problems(['A', 'a@b.co', '31/02/2027', '', '', ''])).toEqual([
      'the start date “31/02/2027” is not a date.',
    ]);
    expect(problems(['A', 'a@b.co', '03/04/2027', '', '', ''])).toEqual([
      'the start date “03/04/2027” could be day-first or month-first: choose the date format.',
    ]);
    expect(problems(['A', 'a@b.co', '03/04/2027', '', '', ''], 'dmy')).toEqual([]);
    expect(problems(['A', 'a@b.co', '2027-01-01', 'Mars/Olympus', '', ''])).toEqual([
      'the time zone “Mars/Olympus” is not a known time zone (e.g. Europe/Berlin).',
    ]);
    expect(problems(['', 'not-an-address', '2027-01-01', '', 'boss@', 'maybe'])).toEqual([
      '“don’t announce” is “maybe”: write yes or no.',
      'the work e-mail “not-an-address” is not an e-mail address.',
      'the manager’s e-mail “boss@” is not an e-mail address.',
      'the name is missing.',
    ]);
    expect(problems(['x'.repeat(101), 'a@b.co', '2027-01-01', '', '', ''])).toEqual([
      'name can have at most 100 characters.',
    ]);
  });
});

describe('PersonInput', () => {
  it('is the form’s and the API’s schema: same rules, same messages', () => {
    expect(
      PersonInput.safeParse({ name: 'A', workEmail: 'a@b.co', startDate: '2027-02-30' }).error
        ?.issues[0]?.message,
    ).toBe('A start date is needed (YYYY-MM-DD).');
    expect(
      PersonInput.safeParse({ name: ' ', workEmail: 'a@b.co', startDate: '2027-02-03' }).error
        ?.issues[0]?.message,
    ).toBe('A name is needed.');
    expect(
      PersonInput.safeParse({ name: 'A', workEmail: 'a@b.co', startDate: '2027-02-03', extra: 1 })
        .success,
    ).toBe(false);
    expect(
      PersonInput.parse({ name: 'A', workEmail: 'a@b.co', startDate: '2027-02-03', team: '' }),
    ).toMatchObject({
      team: null,
      timeZone: null,
      doNotAnnounce: false,
    });
  });
});

describe('roleChange', () => {
  const now = new Date('2027-03-01T23:30:00Z');
  const was = { role: 'Engineer', previousRole: null, roleChangedOn: null };
  const when = { now, fallbackZone: 'UTC' };

  it('records the old role and the source’s date, else today in the person’s zone', () => {
    expect(roleChange(was, { role: 'Lead', timeZone: null }, when)).toEqual({
      previousRole: 'Engineer',
      roleChangedOn: '2027-03-01',
    });
    expect(roleChange(was, { role: 'Lead', timeZone: 'Europe/Berlin' }, when)).toEqual({
      previousRole: 'Engineer',
      roleChangedOn: '2027-03-02',
    });
    expect(
      roleChange(was, { role: 'Lead', timeZone: null }, { ...when, effectiveDate: '2027-04-01' }),
    ).toEqual({ previousRole: 'Engineer', roleChangedOn: '2027-04-01' });
  });

  it('records nothing for a new person, a first role, the same role or a re-cased one', () => {
    const none = { previousRole: null, roleChangedOn: null };
    expect(roleChange(undefined, { role: 'Lead', timeZone: null }, when)).toEqual(none);
    expect(roleChange({ ...was, role: null }, { role: 'Lead', timeZone: null }, when)).toEqual(
      none,
    );
    const recorded = { role: 'Lead', previousRole: 'Engineer', roleChangedOn: '2027-01-05' };
    const kept = { previousRole: 'Engineer', roleChangedOn: '2027-01-05' };
    expect(roleChange(recorded, { role: 'Lead', timeZone: null }, when)).toEqual(kept);
    expect(roleChange(recorded, { role: ' lead', timeZone: null }, when)).toEqual(kept);
    // An emptied role has nothing to announce: the record goes.
    expect(roleChange(recorded, { role: null, timeZone: null }, when)).toEqual(none);
  });
});
