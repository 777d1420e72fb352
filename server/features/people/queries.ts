import { and, asc, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { PeopleSource } from '#domain/activity.ts';
import {
  emailKey,
  roleChange,
  type PersonField,
  type PersonValues,
  type RoleChangeWhen,
} from '#domain/people.ts';
import type { Db } from '../../db/client.ts';
import { people } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record.ts';
import { isUuid } from '../../validation.ts';
import { lockPeople } from './lock.ts';
import { cancelEventsOfPerson, reconcileEvents } from '../autopilot/events.ts';

type PersonRow = typeof people.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The fields a person is made of: what the form edits and an import compares. */
const FIELDS = [
  'name',
  'preferredName',
  'workEmail',
  'employeeId',
  'role',
  'team',
  'managerName',
  'managerEmail',
  'location',
  'timeZone',
  'startDate',
  'previousCompany',
  'expertise',
  'funFact',
  'hobbies',
  'doNotAnnounce',
] as const satisfies readonly (keyof PersonValues & keyof PersonRow)[];

function toPersonDto(row: PersonRow) {
  return {
    id: row.id,
    ...Object.fromEntries(FIELDS.map((f) => [f, row[f]])),
    previousRole: row.previousRole,
    roleChangedOn: row.roleChangedOn,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  } as Pick<
    PersonRow,
    (typeof FIELDS)[number] | 'id' | 'previousRole' | 'roleChangedOn' | 'createdAt' | 'updatedAt'
  >;
}

type PersonDto = ReturnType<typeof toPersonDto>;

/**
 * A page of the workspace's people by start date (then id), after the cursor: from `today`
 * on for the upcoming view, everyone for "all". Keyset pages, so a page costs the same at
 * any depth (ADR 037).
 */
export async function listPeople(
  db: Db,
  workspaceId: string,
  options: { view: 'upcoming' | 'all'; after?: string; limit: number; today: string },
) {
  const conditions = [eq(people.workspaceId, workspaceId)];
  if (options.view === 'upcoming') conditions.push(gte(people.startDate, options.today));
  if (options.after) {
    const [date, id] = [options.after.slice(0, 10), options.after.slice(11)];
    conditions.push(
      or(gt(people.startDate, date), and(eq(people.startDate, date), gt(people.id, id)))!,
    );
  }
  const rows = await db
    .select()
    .from(people)
    .where(and(...conditions))
    .orderBy(asc(people.startDate), asc(people.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map(toPersonDto),
    next: rows.length > options.limit && last ? `${last.startDate}_${last.id}` : null,
  };
}

/** Every person of a workspace, by start date: for the account's data export. */
export async function allPeopleOfWorkspace(db: Db, workspaceId: string) {
  const rows = await db
    .select()
    .from(people)
    .where(eq(people.workspaceId, workspaceId))
    .orderBy(asc(people.startDate), asc(people.id));
  return rows.map(toPersonDto);
}

export async function getPerson(db: Db, workspaceId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(people)
    .where(and(eq(people.workspaceId, workspaceId), eq(people.id, id)));
  return row ? toPersonDto(row) : undefined;
}

/** Which other person of the workspace already has this e-mail or employee ID. */
async function clash(
  tx: Tx,
  workspaceId: string,
  person: PersonValues,
  exceptId: string | null,
): Promise<'email' | 'employeeId' | null> {
  const rows = await tx
    .select({ workEmail: people.workEmail, employeeId: people.employeeId })
    .from(people)
    .where(
      and(
        eq(people.workspaceId, workspaceId),
        exceptId ? ne(people.id, exceptId) : undefined,
        or(
          eq(sql`lower(${people.workEmail})`, emailKey(person.workEmail)),
          person.employeeId ? eq(people.employeeId, person.employeeId) : undefined,
        ),
      ),
    );
  if (rows.some((r) => emailKey(r.workEmail) === emailKey(person.workEmail))) return 'email';
  return rows.length ? 'employeeId' : null;
}

type Saved = { ok: true; person: PersonDto } | { ok: false; clash: 'email' | 'employeeId' };

export async function createPerson(
  db: Db,
  scope: { userId: string; workspaceId: string },
  person: PersonValues,
  now: Date,
): Promise<Saved> {
  return db.transaction(async (tx) => {
    await lockPeople(tx, scope.workspaceId);
    const found = await clash(tx, scope.workspaceId, person, null);
    if (found) return { ok: false, clash: found };
    const [row] = await tx
      .insert(people)
      .values({ ...person, workspaceId: scope.workspaceId, addedBy: scope.userId })
      .returning();
    // "Person changed" (ADR 053): the autopilot's events follow in this transaction.
    await reconcileEvents(tx, scope.workspaceId, { personIds: [row!.id] }, now);
    await recordActivity(tx, {
      workspaceId: scope.workspaceId,
      actorId: scope.userId,
      action: 'person.added',
      subject: { name: person.name },
    });
    return { ok: true, person: toPersonDto(row!) };
  });
}

/**
 * Replaces a person's fields, recording a role change (ADR 052); undefined when they are not
 * in the workspace.
 */
export async function updatePerson(
  db: Db,
  scope: { userId: string; workspaceId: string },
  id: string,
  person: PersonValues,
  when: RoleChangeWhen,
): Promise<Saved | undefined> {
  if (!isUuid(id)) return undefined;
  const { workspaceId } = scope;
  return db.transaction(async (tx) => {
    await lockPeople(tx, workspaceId);
    const [before] = await tx
      .select()
      .from(people)
      .where(and(eq(people.workspaceId, workspaceId), eq(people.id, id)));
    if (!before) return undefined;
    const found = await clash(tx, workspaceId, person, id);
    if (found) return { ok: false, clash: found };
    const [row] = await tx
      .update(people)
      .set({ ...person, ...roleChange(before, person, when), updatedAt: when.now })
      .where(eq(people.id, id))
      .returning();
    await reconcileEvents(tx, workspaceId, { personIds: [row!.id] }, when.now);
    if (!same(before, person))
      await recordActivity(tx, {
        workspaceId,
        actorId: scope.userId,
        action: 'person.updated',
        subject: { name: person.name },
      });
    return { ok: true, person: toPersonDto(row!) };
  });
}

export async function deletePerson(
  db: Db,
  scope: { userId: string; workspaceId: string },
  id: string,
  now: Date,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    await lockPeople(tx, scope.workspaceId);
    // Nothing is posted about someone removed: their pending events and deliveries go first.
    await cancelEventsOfPerson(tx, scope.workspaceId, id, now);
    const [deleted] = await tx
      .delete(people)
      .where(and(eq(people.workspaceId, scope.workspaceId), eq(people.id, id)))
      .returning({ name: people.name });
    if (deleted)
      await recordActivity(tx, {
        workspaceId: scope.workspaceId,
        actorId: scope.userId,
        action: 'person.removed',
        subject: { name: deleted.name },
      });
    return deleted !== undefined;
  });
}

/** A row of the sheet that read as a person, with its row number for messages. */
export interface SheetPerson {
  row: number;
  person: PersonValues;
  /** When a role change takes effect, if the source says (the HR webhook does). */
  effectiveDate?: string | null;
  /**
   * The fields the source sent (a sheet's mapped columns, the webhook's keys): the others keep
   * the stored values. Absent: the whole person.
   */
  given?: readonly PersonField[];
}

/** How an import is written, and recorded in the activity log. */
export interface ImportOptions {
  when: Omit<RoleChangeWhen, 'effectiveDate'>;
  source: PeopleSource;
  /** Any refused row refuses the whole import, and nothing is written (the HR webhook). */
  allOrNothing?: boolean;
}

/** Thrown inside the transaction to roll an all-or-nothing import back. */
class ImportRefused extends Error {}

export interface ImportOutcome {
  added: number;
  updated: number;
  unchanged: number;
  /** Rows refused at write time (a key that clashes with another person), in plain words. */
  problems: { row: number; message: string }[];
}

const CHUNK = 500;

const same = (row: PersonRow, person: PersonValues) => FIELDS.every((f) => row[f] === person[f]);

/** The person as the source sent them, with the stored values of the fields it left out. */
function withStored(row: PersonRow, person: PersonValues, given: readonly PersonField[]) {
  const sent = new Set(given);
  return Object.fromEntries(
    FIELDS.map((f) => [f, sent.has(f) ? person[f] : row[f]]),
  ) as PersonValues;
}

/**
 * Writes the valid rows of an import in one transaction (issue 25 item 2): a person is found
 * by employee ID when the row has one, else by lower-cased work e-mail (ADR 048). A row equal
 * to the stored person changes nothing, so importing a sheet twice reports it all unchanged.
 * A row whose key finds one person and whose e-mail (or ID) belongs to another is refused,
 * and so is a second row for a person the file already named.
 */
export async function importPeople(
  db: Db,
  scope: { userId: string | null; workspaceId: string },
  rows: SheetPerson[],
  options: ImportOptions,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { added: 0, updated: 0, unchanged: 0, problems: [] };
  try {
    await writeImport(db, scope, rows, options, outcome);
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    return { added: 0, updated: 0, unchanged: 0, problems: outcome.problems };
  }
  return outcome;
}

async function writeImport(
  db: Db,
  scope: { userId: string | null; workspaceId: string },
  rows: SheetPerson[],
  { when, source, allOrNothing }: ImportOptions,
  outcome: ImportOutcome,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPeople(tx, scope.workspaceId);
    const emails = [...new Set(rows.map((r) => emailKey(r.person.workEmail)))];
    const ids = [
      ...new Set(rows.flatMap((r) => (r.person.employeeId ? [r.person.employeeId] : []))),
    ];
    const existing = new Map<string, PersonRow>();
    const byEmail = new Map<string, PersonRow>();
    const byEmployeeId = new Map<string, PersonRow>();
    const remember = (row: PersonRow) => {
      existing.set(row.id, row);
      byEmail.set(emailKey(row.workEmail), row);
      if (row.employeeId) byEmployeeId.set(row.employeeId, row);
    };
    for (let i = 0; i < Math.max(emails.length, ids.length); i += CHUNK) {
      const e = emails.slice(i, i + CHUNK);
      const d = ids.slice(i, i + CHUNK);
      const found = await tx
        .select()
        .from(people)
        .where(
          and(
            eq(people.workspaceId, scope.workspaceId),
            or(
              e.length ? inArray(sql`lower(${people.workEmail})`, e) : undefined,
              d.length ? inArray(people.employeeId, d) : undefined,
            ),
          ),
        );
      found.forEach(remember);
    }

    const seenInFile = new Map<string, number>();
    const changed: string[] = [];
    const inserts: (typeof people.$inferInsert)[] = [];
    for (const { row, person, effectiveDate, given } of rows) {
      const emailK = `e:${emailKey(person.workEmail)}`;
      const idK = person.employeeId ? `i:${person.employeeId}` : null;
      const earlier = seenInFile.get(idK ?? emailK) ?? (idK ? seenInFile.get(emailK) : undefined);
      if (earlier !== undefined) {
        outcome.problems.push({
          row,
          message: `Row ${row}: the same person as row ${earlier} (same ${idK && seenInFile.has(idK) ? 'employee ID' : 'work e-mail'}); only the first was imported.`,
        });
        continue;
      }
      seenInFile.set(emailK, row);
      if (idK) seenInFile.set(idK, row);

      const target = person.employeeId
        ? (byEmployeeId.get(person.employeeId) ?? byEmail.get(emailKey(person.workEmail)))
        : byEmail.get(emailKey(person.workEmail));
      // The e-mail may not belong to someone else, nor the ID (when keyed by e-mail).
      const emailOwner = byEmail.get(emailKey(person.workEmail));
      const idOwner = person.employeeId ? byEmployeeId.get(person.employeeId) : undefined;
      if (
        target &&
        target.employeeId &&
        person.employeeId &&
        target.employeeId !== person.employeeId
      ) {
        outcome.problems.push({
          row,
          message: `Row ${row}: the work e-mail ${person.workEmail} belongs to another person (employee ID ${target.employeeId}).`,
        });
        continue;
      }
      if ((emailOwner && emailOwner !== target) || (idOwner && idOwner !== target)) {
        outcome.problems.push({
          row,
          message: `Row ${row}: the work e-mail ${person.workEmail} belongs to another person.`,
        });
        continue;
      }
      if (!target) {
        inserts.push({ ...person, workspaceId: scope.workspaceId, addedBy: scope.userId });
        outcome.added++;
        continue;
      }
      const next = given ? withStored(target, person, given) : person;
      if (same(target, next)) {
        outcome.unchanged++;
        continue;
      }
      const [updated] = await tx
        .update(people)
        .set({
          ...next,
          ...roleChange(target, next, { ...when, effectiveDate }),
          updatedAt: when.now,
        })
        .where(eq(people.id, target.id))
        .returning();
      byEmail.delete(emailKey(target.workEmail));
      if (target.employeeId) byEmployeeId.delete(target.employeeId);
      remember(updated!);
      changed.push(updated!.id);
      outcome.updated++;
    }
    if (allOrNothing && outcome.problems.length) throw new ImportRefused();
    const touched = [...changed];
    for (let i = 0; i < inserts.length; i += CHUNK) {
      const added = await tx
        .insert(people)
        .values(inserts.slice(i, i + CHUNK))
        .returning({ id: people.id });
      touched.push(...added.map((a) => a.id));
    }
    // "Person changed" for every row written (ADR 053), in the import's transaction.
    await reconcileEvents(tx, scope.workspaceId, { personIds: touched }, when.now);
    if (outcome.added || outcome.updated)
      await recordActivity(tx, {
        workspaceId: scope.workspaceId,
        actorId: scope.userId,
        action: 'people.imported',
        subject: { source, added: outcome.added, updated: outcome.updated },
      });
  });
}
