import { CsvError, parse } from 'csv-parse/sync';
import {
  completeMapping,
  IMPORT_MAX_PROBLEMS,
  IMPORT_MAX_ROWS,
  PERSON_FIELDS,
  proposeMapping,
  readSheetDate,
  readSheetRow,
  type ColumnMapping,
  type DateFormat,
  type PersonField,
} from '#domain/people.ts';
import type { SheetPerson } from './queries.ts';

/**
 * Reading an uploaded spreadsheet (issue 25 item 2, ADR 048): csv-parse does the CSV (quotes,
 * quoted delimiters and line breaks, BOM); this module picks the delimiter, bounds the rows,
 * and turns each row into a person or a sentence saying what is wrong with it.
 */

const DELIMITERS = [',', ';', '\t'] as const;
type Delimiter = (typeof DELIMITERS)[number];

/** Why a file cannot be imported at all (answered 422 with the message). */
export class UnreadableSheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableSheetError';
  }
}

/**
 * The delimiter of the header line: the candidate that occurs most often outside quotes.
 * Spreadsheets in locales with a decimal comma save CSV with semicolons; tab for TSV.
 */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as Delimiter))
      counts.set(char as Delimiter, counts.get(char as Delimiter)! + 1);
  }
  let best: Delimiter = ',';
  for (const d of DELIMITERS) if (counts.get(d)! > counts.get(best)!) best = d;
  return best;
}

const CSV_PROBLEMS: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value never ends (a " is missing)',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value is followed by other text before the delimiter',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    'a quoted value is followed by other text before the delimiter',
  INVALID_OPENING_QUOTE: 'a value has a stray " in it',
};

/** The header and the data rows of a CSV text, at most IMPORT_MAX_ROWS of them. */
export function readCsv(text: string): {
  delimiter: Delimiter;
  headers: string[];
  rows: { row: number; cells: string[] }[];
} {
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(body);
  let records: string[][];
  try {
    records = parse(body, {
      delimiter,
      bom: true,
      relax_column_count: true,
      // One record more than allowed is enough to know the file is too long.
      to: IMPORT_MAX_ROWS + 2,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? ` (near line ${error.lines})` : '';
    throw new UnreadableSheetError(
      `This file could not be read as CSV${line}: ${CSV_PROBLEMS[error.code] ?? 'it is not in a format Herald reads'}. Save it from your spreadsheet as CSV and try again.`,
    );
  }
  const [headers, ...all] = records;
  // Numbered as the spreadsheet numbers them (the header is row 1; a quoted line break stays
  // in its row); a row of blanks (a spreadsheet's trailing empty lines) is no person.
  const rows = all
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (!headers || rows.length === 0)
    throw new UnreadableSheetError(
      'This file has no rows to import: the first line should name the columns, and each line after it one person.',
    );
  if (rows.length > IMPORT_MAX_ROWS)
    throw new UnreadableSheetError(
      `This file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files and import them one after the other.`,
    );
  return { delimiter, headers: headers.map((h) => h.trim()), rows };
}

export interface ImportPlan {
  delimiter: Delimiter;
  headers: string[];
  mapping: ColumnMapping;
  /** The first rows as they are in the file, for the preview. */
  sample: string[][];
  total: number;
  valid: SheetPerson[];
  problems: { row: number; message: string }[];
  /** Some start dates read two ways: the user must choose the date format. */
  ambiguousDates: boolean;
}

const SAMPLE_ROWS = 5;

/**
 * What importing the file would do, row by row, before anything is written: which rows are
 * people, which are not and why. `mapping` absent: proposed from the header names.
 */
export function planImport(
  text: string,
  mapping: Partial<Record<PersonField, number | null>> | undefined,
  dateFormat: DateFormat,
): ImportPlan {
  const { delimiter, headers, rows } = readCsv(text);
  const used = mapping ? completeMapping(mapping) : proposeMapping(headers);
  for (const [field, column] of Object.entries(used))
    if (column !== null && column >= headers.length)
      throw new UnreadableSheetError(
        `The mapping names column ${column + 1} for ${field}, but the file has ${headers.length} columns.`,
      );
  // A field without a column keeps what Herald has: a sheet without "Fun fact" or "Don't
  // announce" must not wipe what was typed in Herald (ADR 052).
  const given = PERSON_FIELDS.map((f) => f.key).filter((key) => used[key] !== null);
  const valid: SheetPerson[] = [];
  const problems: { row: number; message: string }[] = [];
  let ambiguousDates = false;
  for (const { row, cells } of rows) {
    const read = readSheetRow(cells, used, dateFormat);
    if (read.ok) valid.push({ row, person: read.person, given });
    else {
      const start = used.startDate === null ? '' : (cells[used.startDate] ?? '');
      if (dateFormat === 'auto' && readSheetDate(start, 'auto').ok === false)
        ambiguousDates ||= readSheetDate(start, 'dmy').ok && readSheetDate(start, 'mdy').ok;
      for (const problem of read.problems)
        problems.push({ row, message: `Row ${row}: ${problem}` });
    }
  }
  return {
    delimiter,
    headers,
    mapping: used,
    sample: rows.slice(0, SAMPLE_ROWS).map((r) => r.cells),
    total: rows.length,
    valid,
    problems,
    ambiguousDates,
  };
}

/** Problems as the API returns them: the first ones in full, and how many there were. */
export function boundedProblems(problems: { row: number; message: string }[]) {
  return { problems: problems.slice(0, IMPORT_MAX_PROBLEMS), problemCount: problems.length };
}
