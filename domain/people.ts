import { z } from 'zod';
import { validTimeZone } from './auth.ts';
import { cleanText, stripControls } from './clean-text.ts';
import { FIELD_LIMITS } from './generation.ts';
import { MONTHS } from './months.ts';
import { instantToWallTime, isIsoDate } from './schedule.ts';
import { canonicalTimeZone } from './time-zones.ts';

/**
 * People of a workspace (issue 25 items 1-2, ADR 048): the joiners Herald announces. One
 * schema checks the People form, the API and every row of an imported spreadsheet, so a
 * person typed by hand and one imported obey the same rules. Limits are the generate form's
 * (FIELD_LIMITS), since these fields feed it in phase 2.
 */

const EMAIL_MAX = 254;
const EMPLOYEE_ID_MAX = 64;

/** Upload bounds (ADR 048): over them, 413 and 422 with the figure. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** Per-row problems returned in full; the rest are counted. */
export const IMPORT_MAX_PROBLEMS = 100;

/** The fields a column can fill, in the order the form and the mapping show them. */
export const PERSON_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'preferredName', label: 'Preferred name' },
  { key: 'workEmail', label: 'Work e-mail' },
  { key: 'employeeId', label: 'Employee ID' },
  { key: 'role', label: 'Role' },
  { key: 'team', label: 'Team' },
  { key: 'managerName', label: 'Manager' },
  { key: 'managerEmail', label: 'Manager’s e-mail' },
  { key: 'location', label: 'Location' },
  { key: 'timeZone', label: 'Time zone' },
  { key: 'startDate', label: 'Start date' },
  { key: 'previousCompany', label: 'Previous company' },
  { key: 'expertise', label: 'Expertise' },
  { key: 'funFact', label: 'Fun fact' },
  { key: 'hobbies', label: 'Hobbies' },
  { key: 'doNotAnnounce', label: 'Don’t announce' },
] as const;

export type PersonField = (typeof PERSON_FIELDS)[number]['key'];

const LABEL = Object.fromEntries(PERSON_FIELDS.map((f) => [f.key, f.label])) as Record<
  PersonField,
  string
>;

const text = (field: PersonField, max: number) =>
  z
    .string({ error: `${LABEL[field]} must be text.` })
    // A quoted line break from a spreadsheet made on Windows reads as \n, as typed ones do.
    .transform((v) => cleanText(stripControls(v)))
    .pipe(z.string().max(max, { error: `${LABEL[field]} can have at most ${max} characters.` }));

/** An optional text: absent, null and blank all mean "not given" (stored as null). */
const optionalText = (field: PersonField, max: number) =>
  text(field, max)
    .nullish()
    .transform((v) => v || null);

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(EMAIL_MAX, { error: message }));

/** Built once: a zod schema costs more to build than to run, and a sheet has 10,000 rows. */
const EMAIL_CHECK = email('');
const isEmail = (value: string) => EMAIL_CHECK.safeParse(value).success;

/** Zones already checked: Intl builds a formatter per check, and a sheet repeats a few zones. */
const knownZones = new Map<string, boolean>();
function isZone(value: string): boolean {
  let known = knownZones.get(value);
  if (known === undefined) {
    known = validTimeZone(value) !== undefined;
    if (knownZones.size < 1000) knownZones.set(value, known);
  }
  return known;
}

export const PERSON_MESSAGES = {
  name: 'A name is needed.',
  workEmail: 'A valid work e-mail address is needed.',
  managerEmail: 'The manager’s e-mail address is not valid.',
  timeZone: 'Unknown time zone.',
  startDate: 'A start date is needed (YYYY-MM-DD).',
  duplicateEmail: 'Someone in this workspace already has this work e-mail address.',
  duplicateEmployeeId: 'Someone in this workspace already has this employee ID.',
  notFound: 'This person was not found.',
  needsPro: 'People and spreadsheet imports are part of the Pro plan. Upgrade to use them.',
} as const;

/** POST /api/people and PUT /api/people/:id: a person as the form sends them. */
export const PersonInput = z
  .object({
    /** Exactly as typed (cleaned of invisible characters only): names are not "fixed". */
    name: text('name', FIELD_LIMITS.name).refine((v) => v.length > 0, {
      error: PERSON_MESSAGES.name,
    }),
    preferredName: optionalText('preferredName', FIELD_LIMITS.name),
    workEmail: email(PERSON_MESSAGES.workEmail),
    employeeId: optionalText('employeeId', EMPLOYEE_ID_MAX),
    role: optionalText('role', FIELD_LIMITS.role),
    team: optionalText('team', FIELD_LIMITS.role),
    managerName: optionalText('managerName', FIELD_LIMITS.name),
    managerEmail: z
      .union([z.literal(''), z.null(), email(PERSON_MESSAGES.managerEmail)], {
        error: PERSON_MESSAGES.managerEmail,
      })
      .optional()
      .transform((v) => v || null),
    location: optionalText('location', FIELD_LIMITS.role),
    timeZone: z
      .string({ error: PERSON_MESSAGES.timeZone })
      .trim()
      .refine((v) => v === '' || isZone(v), {
        error: PERSON_MESSAGES.timeZone,
      })
      .nullish()
      // Stored by its current name (Asia/Calcutta → Asia/Kolkata); none means the workspace's.
      .transform((v) => (v ? canonicalTimeZone(v) : null)),
    /** A day, not an instant: the announcement goes out at the person's local morning. */
    startDate: z
      .string({ error: PERSON_MESSAGES.startDate })
      .refine(isIsoDate, { error: PERSON_MESSAGES.startDate }),
    previousCompany: optionalText('previousCompany', FIELD_LIMITS.role),
    expertise: optionalText('expertise', FIELD_LIMITS.short),
    funFact: optionalText('funFact', FIELD_LIMITS.short),
    hobbies: optionalText('hobbies', FIELD_LIMITS.short),
    doNotAnnounce: z.boolean({ error: 'Don’t announce must be true or false.' }).default(false),
  })
  .strict();

export type PersonInputValues = z.input<typeof PersonInput>;
export type PersonValues = z.output<typeof PersonInput>;

const AN_ID = z.uuid();

/** GET /api/people: which people, and where the page starts (keyset, ADR 037). */
export const ListPeopleQuery = z
  .object({
    view: z.enum(['upcoming', 'all']).default('upcoming'),
    /** The last row of the previous page, as `startDate_id`. */
    after: z
      .string()
      // A day that does not exist, or an id that is no UUID, reached the database and failed
      // there (500): both halves are checked by the readers every other day and id use.
      .refine(
        (v) => {
          const [day = '', id, ...rest] = v.split('_');
          return !rest.length && isIsoDate(day) && AN_ID.safeParse(id).success;
        },
        { error: 'Invalid cursor.' },
      )
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

// ---------------------------------------------------------------------------------------
// Spreadsheet import (issue 25 item 2)
// ---------------------------------------------------------------------------------------

/**
 * How numeric dates like 03/04/2027 are read. `auto` reads only what has one reading (a day
 * over 12, or day and month the same); the others need the user's choice (ADR 048).
 */
export const DATE_FORMATS = [
  { value: 'auto', label: 'Only unambiguous dates' },
  { value: 'dmy', label: 'Day first (31/12/2027)' },
  { value: 'mdy', label: 'Month first (12/31/2027)' },
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number]['value'];

/** Column index per field (0-based), or null when no column fills it. */
export type ColumnMapping = Record<PersonField, number | null>;

const columnIndex = z.number().int().min(0).max(1000).nullable();

/** POST /api/people/import/preview and /api/people/import. */
export const ImportInput = z
  .object({
    /** The file's text as read by the browser (UTF-8; a BOM is stripped on the server). */
    csv: z.string({ error: 'Choose a CSV file to import.' }),
    /** Absent: the server's proposal from the header names. */
    mapping: z
      .object(
        Object.fromEntries(PERSON_FIELDS.map((f) => [f.key, columnIndex.optional()])) as Record<
          PersonField,
          z.ZodOptional<typeof columnIndex>
        >,
      )
      .strict()
      .optional(),
    dateFormat: z.enum(['auto', 'dmy', 'mdy']).default('auto'),
  })
  .strict();

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Header names (normalized) each field is known by, best first. */
const HEADER_NAMES: Record<PersonField, string[]> = {
  name: ['name', 'fullname', 'legalname', 'employeename', 'employee', 'newhire', 'person'],
  preferredName: ['preferredname', 'nickname', 'knownas', 'goesby', 'preferredfirstname'],
  workEmail: ['workemail', 'email', 'emailaddress', 'workemailaddress', 'businessemail', 'mail'],
  employeeId: ['employeeid', 'employeenumber', 'empid', 'employeeno', 'staffid', 'workerid', 'id'],
  role: ['role', 'jobtitle', 'title', 'position', 'job'],
  team: ['team', 'department', 'dept', 'group', 'division'],
  managerName: ['managername', 'manager', 'reportsto', 'supervisor', 'linemanager'],
  managerEmail: ['manageremail', 'managersemail', 'supervisoremail', 'linemanageremail'],
  location: ['location', 'office', 'city', 'site', 'worklocation'],
  timeZone: ['timezone', 'tz', 'zone'],
  startDate: [
    'startdate',
    'start',
    'hiredate',
    'joindate',
    'joiningdate',
    'firstday',
    'datejoined',
  ],
  previousCompany: ['previouscompany', 'previousemployer', 'formercompany', 'lastcompany'],
  expertise: ['expertise', 'skills', 'specialty', 'areasofexpertise'],
  funFact: ['funfact', 'fact', 'trivia'],
  hobbies: ['hobbies', 'interests', 'hobby'],
  doNotAnnounce: ['donotannounce', 'dontannounce', 'noannouncement', 'optout'],
};

/**
 * The mapping the preview proposes: each field to the column whose header names it, each
 * column used once. The user may change it before importing.
 */
export function proposeMapping(headers: readonly string[]): ColumnMapping {
  const normalized = headers.map(normalizeHeader);
  const used = new Set<number>();
  const mapping = Object.fromEntries(PERSON_FIELDS.map((f) => [f.key, null])) as ColumnMapping;
  // Rank by how early a name is in its field's list, so "manager email" goes to managerEmail
  // before "email" could claim nothing it should not.
  const candidates: { field: PersonField; column: number; rank: number }[] = [];
  for (const { key } of PERSON_FIELDS)
    HEADER_NAMES[key].forEach((name, rank) => {
      normalized.forEach((header, column) => {
        if (header === name) candidates.push({ field: key, column, rank });
      });
    });
  candidates.sort((a, b) => a.rank - b.rank || a.column - b.column);
  for (const { field, column } of candidates) {
    if (mapping[field] !== null || used.has(column)) continue;
    mapping[field] = column;
    used.add(column);
  }
  return mapping;
}

/** A full mapping from a partial one: fields left out are not imported. */
export function completeMapping(partial: Partial<Record<PersonField, number | null>>) {
  return Object.fromEntries(
    PERSON_FIELDS.map((f) => [f.key, partial[f.key] ?? null]),
  ) as ColumnMapping;
}

/** An English month name or its abbreviation (Mar, Mar., Sept, March), as 1-12. */
function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex(
    (m) => w === m || w === m.slice(0, 3) || (m === 'september' && w === 'sept'),
  );
  return index === -1 ? null : index + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(iso) ? iso : null;
}

const fourDigitYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

export type SheetDate = { ok: true; date: string } | { ok: false; reason: 'invalid' | 'ambiguous' };

/**
 * A start date as spreadsheets write it: ISO (2027-03-04, also with a time after it), day and
 * month in numbers (04/03/2027, 4.3.27, 4-3-2027) read per `format`, or with the month's
 * English name (4 March 2027, Mar 4, 2027, 04-Mar-2027). Never a guess: in `auto`, 03/04/2027
 * is ambiguous, and a date that does not exist (31/02/2027) is invalid. Words like "next
 * Monday" are not read: a sheet is kept for weeks, and "next" would move (ADR 048).
 */
export function readSheetDate(raw: string, format: DateFormat): SheetDate {
  const value = raw.trim();
  const invalid = { ok: false, reason: 'invalid' } as const;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    value,
  );
  if (m) {
    const date = isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
    return date ? { ok: true, date } : invalid;
  }
  m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/.exec(value);
  if (m) {
    const [a, b, year] = [Number(m[1]), Number(m[3]), fourDigitYear(m[4]!)];
    const dmy = isoOf(year, b, a);
    const mdy = isoOf(year, a, b);
    if (format === 'dmy') return dmy ? { ok: true, date: dmy } : invalid;
    if (format === 'mdy') return mdy ? { ok: true, date: mdy } : invalid;
    if (dmy && mdy && dmy !== mdy) return { ok: false, reason: 'ambiguous' };
    const date = dmy ?? mdy;
    return date ? { ok: true, date } : invalid;
  }
  // 4 March 2027, 04-Mar-2027, 4. März is not read (English month names only).
  m = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([A-Za-z]+\.?)[\s,-]+(\d{4})$/.exec(value);
  if (m) {
    const month = monthOf(m[2]!);
    const date = month ? isoOf(Number(m[3]), month, Number(m[1])) : null;
    return date ? { ok: true, date } : invalid;
  }
  // March 4, 2027; Mar 4 2027
  m = /^([A-Za-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(value);
  if (m) {
    const month = monthOf(m[1]!);
    const date = month ? isoOf(Number(m[3]), month, Number(m[2])) : null;
    return date ? { ok: true, date } : invalid;
  }
  return invalid;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'oui', 'sí', 'si']);
const NO = new Set(['no', 'n', 'false', '0', '', 'nein', 'non']);

const quote = (value: string) => `“${value.length > 60 ? `${value.slice(0, 57)}…` : value}”`;

const lowerFirst = (sentence: string) => sentence.charAt(0).toLowerCase() + sentence.slice(1);

export type SheetRow = { ok: true; person: PersonValues } | { ok: false; problems: string[] };

/**
 * One spreadsheet row as a person, or what is wrong with it in plain words ("the start date
 * “31/02/2027” is not a date"). `cells` are the row's values; the mapping says which is which.
 */
export function readSheetRow(
  cells: readonly string[],
  mapping: ColumnMapping,
  dateFormat: DateFormat,
): SheetRow {
  const cell = (field: PersonField) => {
    const column = mapping[field];
    return column === null ? '' : (cells[column] ?? '').trim();
  };
  const problems: string[] = [];
  const candidate: Record<string, unknown> = {};
  for (const { key } of PERSON_FIELDS) {
    if (key === 'doNotAnnounce' || key === 'startDate') continue;
    candidate[key] = cell(key);
  }

  const start = cell('startDate');
  if (!start) problems.push('the start date is missing.');
  else {
    const read = readSheetDate(start, dateFormat);
    if (read.ok) candidate.startDate = read.date;
    else if (read.reason === 'ambiguous')
      problems.push(
        `the start date ${quote(start)} could be day-first or month-first: choose the date format.`,
      );
    else problems.push(`the start date ${quote(start)} is not a date.`);
  }

  const flag = cell('doNotAnnounce').toLowerCase();
  if (YES.has(flag)) candidate.doNotAnnounce = true;
  else if (NO.has(flag)) candidate.doNotAnnounce = false;
  else problems.push(`“don’t announce” is ${quote(cell('doNotAnnounce'))}: write yes or no.`);

  const zone = cell('timeZone');
  if (zone && !isZone(zone))
    problems.push(`the time zone ${quote(zone)} is not a known time zone (e.g. Europe/Berlin).`);
  const work = cell('workEmail');
  if (!work) problems.push('the work e-mail is missing.');
  else if (!isEmail(work))
    problems.push(`the work e-mail ${quote(work)} is not an e-mail address.`);
  const manager = cell('managerEmail');
  if (manager && !isEmail(manager))
    problems.push(`the manager’s e-mail ${quote(manager)} is not an e-mail address.`);
  if (!cell('name')) problems.push('the name is missing.');

  if (problems.length) return { ok: false, problems };
  const parsed = PersonInput.safeParse(candidate);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => lowerFirst(i.message)) };
  return { ok: true, person: parsed.data };
}

/** Lower-cased work e-mail: the key when a person has no employee ID (ADR 048). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

// ---------------------------------------------------------------------------------------
// Role changes (issue 25, ADR 052)
// ---------------------------------------------------------------------------------------

/** What a person's row keeps of their last role change; the promotion event reads it. */
export interface RoleState {
  role: string | null;
  previousRole: string | null;
  roleChangedOn: string | null;
}

export interface RoleChangeWhen {
  now: Date;
  /** The zone "today" is read in when the person has none: the writer's (ADR 052). */
  fallbackZone: string;
  /** The day the source says the change takes effect (YYYY-MM-DD), when it gives one. */
  effectiveDate?: string | null;
}

const roleKey = (role: string | null) => role?.trim().toLowerCase() || null;

/**
 * The role-change columns a write leaves on a person (ADR 052), the one rule every writer
 * uses (the form, an import, the HR webhook). A change from one role to another records the
 * old role and the day it took effect: the source's effective date, else today in the
 * person's zone (else the fallback zone). A first role (there was none) is not a change, a
 * role only re-cased ("engineer" → "Engineer") is not a change, and an emptied role clears
 * the record, since there is no new role to announce. Anything else keeps what was recorded.
 */
export function roleChange(
  before: RoleState | undefined,
  after: { role: string | null; timeZone: string | null },
  when: RoleChangeWhen,
): Pick<RoleState, 'previousRole' | 'roleChangedOn'> {
  if (!before || !after.role) return { previousRole: null, roleChangedOn: null };
  const kept = { previousRole: before.previousRole, roleChangedOn: before.roleChangedOn };
  if (!before.role || roleKey(before.role) === roleKey(after.role)) return kept;
  const on =
    when.effectiveDate ?? instantToWallTime(when.now, after.timeZone ?? when.fallbackZone).date;
  return { previousRole: before.role, roleChangedOn: on };
}
