import { describe, expect, it } from 'vitest';
import { detectDelimiter, planImport, readCsv, UnreadableSheetError } from './spreadsheet.ts';

describe('readCsv', () => {
  it('detects comma, semicolon and tab, and strips a BOM', () => {
    expect(detectDelimiter('a,b;c,d\n')).toBe(',');
    expect(detectDelimiter('"a,b";c;d\n1,2,3,4,5')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    const read = readCsv('\uFEFFName;Email\r\nAda;ada@example.com\r\n');
    expect(read.delimiter).toBe(';');
    expect(read.headers).toEqual(['Name', 'Email']);
    expect(read.rows).toEqual([{ row: 2, cells: ['Ada', 'ada@example.com'] }]);
  });

  it('keeps quoted delimiters and line breaks in their cell, and numbers rows as the sheet does', () => {
    const read = readCsv('name,fun fact\n"Lovelace, Ada","Wrote the first\nprogram"\n,\nBob,"x"\n');
    expect(read.rows).toEqual([
      { row: 2, cells: ['Lovelace, Ada', 'Wrote the first\nprogram'] },
      // Row 3 is blank: skipped, and Bob stays row 4.
      { row: 4, cells: ['Bob', 'x'] },
    ]);
  });

  it('refuses a broken file, an empty one and one over the row limit, in words', () => {
    expect(() => readCsv('name\n"never closed\n')).toThrow(/quoted value never ends/);
    expect(() => readCsv('name,email\n')).toThrow(UnreadableSheetError);
    const big = 'name\n' + 'x\n'.repeat(10_001);
    expect(() => readCsv(big)).toThrow(/more than 10,000 rows/);
    expect(readCsv('name\n' + 'x\n'.repeat(10_000)).rows).toHaveLength(10_000);
  });
});

describe('planImport', () => {
  it('reports each bad row and keeps the good ones, and flags dates that need a format', () => {
    const plan = planImport(
      [
        'Name,Email,Start date,Time zone',
        'Ada,ada@example.com,2027-01-04,Europe/London',
        'Bob,bob@example.com,31/02/2027,',
        'Cy,cy@example.com,03/04/2027,Moon/Base',
        ',dee@example.com,2027-01-05,',
      ].join('\n'),
      undefined,
      'auto',
    );
    expect(plan.valid.map((v) => v.row)).toEqual([2]);
    expect(plan.problems.map((p) => p.message)).toEqual([
      'Row 3: the start date “31/02/2027” is not a date.',
      'Row 4: the start date “03/04/2027” could be day-first or month-first: choose the date format.',
      'Row 4: the time zone “Moon/Base” is not a known time zone (e.g. Europe/Berlin).',
      'Row 5: the name is missing.',
    ]);
    expect(plan.ambiguousDates).toBe(true);
  });

  it('uses the mapping the user chose, and refuses one past the last column', () => {
    const csv = 'A,B,C\nada@example.com,Ada,2027-01-04\n';
    const plan = planImport(csv, { workEmail: 0, name: 1, startDate: 2 }, 'auto');
    expect(plan.valid[0]?.person).toMatchObject({ name: 'Ada', workEmail: 'ada@example.com' });
    expect(() => planImport(csv, { name: 5 }, 'auto')).toThrow(/has 3 columns/);
  });
});
