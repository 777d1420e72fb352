import { z } from 'zod';
import { PERSON_FIELDS, PersonInput, type PersonField, type PersonValues } from './people.ts';
import { isIsoDate } from './schedule.ts';

/**
 * The inbound HR webhook of a workspace (issue 25 item 3, ADR 052): an HR system posts the
 * people it changed, signed with the workspace's secret, and Herald writes them as an import
 * would (same schema, same keying rule). Two formats: Herald's own JSON below, and
 * BambooHR's field-based webhook, mapped onto it.
 */

/** The JSON Schema of Herald's format, served by the API (the People screen links it). */
export const HOOK_SCHEMA_PATH = '/api/webhooks/people/schema.json';

/** Bodies are bounded before they are read whole (413 above). */
export const HOOK_MAX_BYTES = 1024 * 1024;
/** People in one delivery (422 above): a whole company's re-sync still fits. */
const HOOK_MAX_PEOPLE = 1000;
/** A signed timestamp more than this away from Herald's clock is refused (401). */
export const HOOK_TOLERANCE_SECONDS = 5 * 60;
/** A secret pasted from an HR system (BambooHR generates its own private key). */
const HOOK_SECRET_MIN = 16;
const HOOK_SECRET_MAX = 256;

export const HOOK_MESSAGES = {
  notFound: 'This webhook address does not exist. Copy it again from People in Herald.',
  contentType: 'Send the body as JSON (Content-Type: application/json).',
  tooLarge: `The body is larger than ${HOOK_MAX_BYTES / 1024 / 1024} MB. Send fewer people per request.`,
  missingSignature: 'The request is not signed: send X-Herald-Timestamp and X-Herald-Signature.',
  badSignature: 'The signature does not match this webhook’s secret.',
  staleTimestamp:
    'The timestamp is more than 5 minutes away from Herald’s clock: sign each request when you send it.',
  replay: 'This request was already received (the same signature within 5 minutes).',
  notJson: 'The body is not valid JSON.',
  rateLimited: 'Too many requests to this webhook. Please wait a minute.',
  needsPro: 'This workspace is no longer on the Pro plan: its HR webhook is paused.',
  notConnected: 'No HR system is connected to this workspace.',
  secretLength: `A secret has ${HOOK_SECRET_MIN} to ${HOOK_SECRET_MAX} characters.`,
} as const;

/**
 * POST /api/people/hook: connect, or replace the secret. Without one Herald generates it; an
 * HR system that generates its own (BambooHR's private key) has it pasted here.
 */
export const HookSecretInput = z
  .object({
    secret: z
      .string({ error: HOOK_MESSAGES.secretLength })
      .trim()
      .min(HOOK_SECRET_MIN, { error: HOOK_MESSAGES.secretLength })
      .max(HOOK_SECRET_MAX, { error: HOOK_MESSAGES.secretLength })
      .regex(/^[\x21-\x7e]+$/, { error: 'A secret has no spaces or special characters.' })
      .optional(),
  })
  .strict();

/** What the source says happened; the effective date dates a role change (ADR 052). */
const HOOK_EVENTS = ['hired', 'updated', 'promoted'] as const;

const effectiveDate = z
  .string({ error: 'effectiveDate must be a date (YYYY-MM-DD).' })
  .refine(isIsoDate, { error: 'effectiveDate must be a date (YYYY-MM-DD).' });

/** One person of a delivery: PersonInput's fields, and when and why they changed. */
const HookPerson = PersonInput.safeExtend({
  event: z.enum(HOOK_EVENTS, { error: `event must be one of ${HOOK_EVENTS.join(', ')}.` }),
  effectiveDate,
})
  .partial({ event: true, effectiveDate: true })
  .strict();

/** POST /api/webhooks/people/:hookId: Herald's own format. */
export const HookPayload = z
  .object({
    people: z
      .array(HookPerson, { error: 'people must be a list of people.' })
      .min(1, { error: 'people must name at least one person.' })
      .max(HOOK_MAX_PEOPLE, { error: `At most ${HOOK_MAX_PEOPLE} people per request.` }),
  })
  .strict();

/**
 * A person to write, with the date a role change takes effect when the source gives one, and
 * the fields the source sent: an HR system does not know Herald's own fields (fun fact, time
 * zone, "don't announce"), so a field it leaves out keeps what Herald has (ADR 052).
 */
export interface HookEntry {
  person: PersonValues;
  effectiveDate: string | null;
  given: PersonField[];
}

type PathKey = PropertyKey;
const pathText = (path: readonly PathKey[]) =>
  path.reduce<string>(
    (out, key) =>
      typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    '',
  );

/**
 * The first problem of an invalid payload as one sentence naming the field (422): "Unknown
 * field: people[0].salary." or "people[2].startDate: A start date is needed (YYYY-MM-DD)."
 */
export function describeHookIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid payload.';
  if (issue.code === 'unrecognized_keys')
    return `Unknown field: ${issue.keys.map((k) => pathText([...issue.path, k])).join(', ')}.`;
  if (issue.path.length === 0) return 'The body must be a JSON object with a people list.';
  return `${pathText(issue.path)}: ${issue.message}`;
}

const FIELD_KEYS = new Set<string>(PERSON_FIELDS.map((f) => f.key));

/** A parsed body as entries to write, or the sentence of its first problem. */
export function readHookPayload(
  body: unknown,
): { ok: true; entries: HookEntry[] } | { ok: false; message: string } {
  const parsed = HookPayload.safeParse(body);
  if (!parsed.success) return { ok: false, message: describeHookIssue(parsed.error) };
  const raw = (body as { people: Record<string, unknown>[] }).people;
  return {
    ok: true,
    entries: parsed.data.people.map(({ event: _event, effectiveDate, ...person }, i) => ({
      person,
      effectiveDate: effectiveDate ?? null,
      given: Object.keys(raw[i]!).filter((k): k is PersonField => FIELD_KEYS.has(k)),
    })),
  };
}

// ---------------------------------------------------------------------------------------
// BambooHR (field-based webhooks, JSON): https://documentation.bamboohr.com/docs/webhooks
// ---------------------------------------------------------------------------------------

/**
 * The post fields Herald reads, by the name BambooHR posts them under: its API field name
 * (what the docs recommend as aliases) or its English label (its default). Any other posted
 * field is ignored: BambooHR posts what the admin picked, and a payroll field must not fail
 * a delivery.
 */
const BAMBOO_FIELDS: Record<string, keyof BambooPerson> = {
  firstName: 'firstName',
  'First Name': 'firstName',
  lastName: 'lastName',
  'Last Name': 'lastName',
  preferredName: 'preferredName',
  'Preferred Name': 'preferredName',
  workEmail: 'workEmail',
  'Work Email': 'workEmail',
  employeeNumber: 'employeeNumber',
  'Employee #': 'employeeNumber',
  jobTitle: 'jobTitle',
  'Job Title': 'jobTitle',
  department: 'department',
  Department: 'department',
  location: 'location',
  Location: 'location',
  hireDate: 'hireDate',
  'Hire Date': 'hireDate',
  supervisor: 'supervisor',
  'Reporting to': 'supervisor',
  supervisorEmail: 'supervisorEmail',
  'Supervisor Email': 'supervisorEmail',
  'Job Information: Date': 'jobInfoDate',
  jobInformationDate: 'jobInfoDate',
};

interface BambooPerson {
  firstName?: string;
  lastName?: string;
  preferredName?: string;
  workEmail?: string;
  employeeNumber?: string;
  jobTitle?: string;
  department?: string;
  location?: string;
  hireDate?: string;
  supervisor?: string;
  supervisorEmail?: string;
  jobInfoDate?: string;
}

const bambooValue = z.union([z.string(), z.number(), z.null()]).optional();

/** A field-based delivery: one entry per employee, the post fields' current values. */
export const BambooPayload = z.object({
  employees: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]),
        action: z.enum(['Created', 'Updated', 'Deleted'], {
          error: 'action must be Created, Updated or Deleted.',
        }),
        timestamp: z.string().optional(),
        changedFields: z.array(z.string()).optional(),
        fields: z.record(z.string(), bambooValue).optional(),
      }),
      { error: 'employees must be a list.' },
    )
    .max(HOOK_MAX_PEOPLE, { error: `At most ${HOOK_MAX_PEOPLE} employees per request.` }),
});

/** "0000-00-00" is how BambooHR posts a date that is not set. */
const bambooDate = (value: string | undefined) =>
  value && isIsoDate(value.slice(0, 10)) ? value.slice(0, 10) : undefined;

/** The posted fields Herald needs to write a person, as BambooHR labels them. */
const BAMBOO_REQUIRED = [
  ['firstName', 'First Name'],
  ['workEmail', 'Work Email'],
  ['hireDate', 'Hire Date'],
] as const;

/**
 * Herald's own payload for a BambooHR delivery, or the sentence saying which post field is
 * missing. Only posted fields are set, so the others keep what Herald has; deletions are
 * skipped (and counted): removing someone stays a person's decision in Herald.
 */
export function mapBamboo(
  payload: z.output<typeof BambooPayload>,
):
  | { ok: true; payload: { people: Record<string, unknown>[] }; deleted: number }
  | { ok: false; message: string } {
  const people: Record<string, unknown>[] = [];
  let deleted = 0;
  for (const employee of payload.employees) {
    if (employee.action === 'Deleted') {
      deleted++;
      continue;
    }
    const b: BambooPerson = {};
    for (const [name, value] of Object.entries(employee.fields ?? {})) {
      const key = BAMBOO_FIELDS[name];
      if (key && value !== null && value !== undefined) b[key] = String(value).trim();
    }
    const missing = BAMBOO_REQUIRED.find(([key]) => !b[key]);
    if (missing)
      return {
        ok: false,
        message: `Employee ${employee.id} has no ${missing[1]}: add it to the webhook’s post fields in BambooHR.`,
      };
    const hireDate = bambooDate(b.hireDate);
    if (!hireDate)
      return { ok: false, message: `Employee ${employee.id}: the Hire Date is not a date.` };
    const changedTitle = employee.changedFields?.some((f) => f === 'jobTitle' || f === 'Job Title');
    const person: Record<string, unknown> = {
      name: [b.firstName, b.lastName].filter(Boolean).join(' '),
      workEmail: b.workEmail,
      startDate: hireDate,
      event: employee.action === 'Created' ? 'hired' : changedTitle ? 'promoted' : 'updated',
    };
    const optional = [
      ['preferredName', b.preferredName],
      ['employeeId', b.employeeNumber],
      ['role', b.jobTitle],
      ['team', b.department],
      ['managerName', b.supervisor],
      ['managerEmail', b.supervisorEmail],
      ['location', b.location],
    ] as const;
    for (const [field, value] of optional) if (value !== undefined) person[field] = value;
    // The job information row's date is when a new title takes effect in BambooHR.
    const effective = changedTitle ? bambooDate(b.jobInfoDate) : undefined;
    if (effective) person.effectiveDate = effective;
    people.push(person);
  }
  return { ok: true, payload: { people }, deleted };
}
