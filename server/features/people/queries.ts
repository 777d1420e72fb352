import { and, asc, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { emailKey, roleChange, type PersonValues, type RoleChangeWhen } from '#domain/people.ts';
import type { Db } from '../../db/client.ts';
import { people } from '../../db/schema/index.ts';
import { isUuid } from '../../validation.ts';

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
 * Serialises every write to a workspace's people (by hand or by import): the uniqueness
 * checks below and the write they guard are one step, and two imports of one sheet at once
 * give one set of rows. The unique indexes are the backstop.
 */
async function lockPeople(tx: Tx, workspaceId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`people:${workspaceId}`}, 0))`,
  );
}

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
): Promise<Saved> {
  return db.transaction(async (tx) => {
    await lockPeople(tx, scope.workspaceId);
    const found = await clash(tx, scope.workspaceId, person, null);
    if (found) return { ok: false, clash: found };
    const [row] = await tx
      .insert(people)
      .values({ ...person, workspaceId: scope.workspaceId, addedBy: scope.userId })
      .returning();
    return { ok: true, person: toPersonDto(row!) };
  });
}

/**
 * Replaces a person's fields, recording a role change (ADR 052); undefined when they are not
 * in the workspace.
 */
export async function updatePerson(
  db: Db,
  workspaceId: string,
  id: string,
  person: PersonValues,
  when: RoleChangeWhen,
): Promise<Saved | undefined> {
  if (!isUuid(id)) return undefined;
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
    return { ok: true, person: toPersonDto(row!) };
  });
}

export async function deletePerson(db: Db, workspaceId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(people)
    .where(and(eq(people.workspaceId, workspaceId), eq(people.id, id)))
    .returning({ id: people.id });
  return deleted.length > 0;
}

/** A row of the sheet that read as a person, with its row number for messages. */
export interface SheetPerson {
  row: number;
  person: PersonValues;
  /** When a role change takes effect, if the source says (the HR webhook does). */
  effectiveDate?: string | null;
}

export interface ImportOutcome {
  added: number;
  updated: number;
  unchanged: number;
  /** Rows refused at write time (a key that clashes with another person), in plain words. */
  problems: { row: number; message: string }[];
}

const CHUNK = 500;

const same = (row: PersonRow, person: PersonValues) => FIELDS.every((f) => row[f] === person[f]);

/**
 * Writes the valid rows of an import in one transaction (issue 25 item 2): a person is found
 * by employee ID when the row has one, else by lower-cased work e-mail (ADR 048). A row equal
 * to the stored person changes nothing, so importing a sheet twice reports it all unchanged.
 * A row whose key finds one person and whose e-mail (or ID) belongs to another is refused,
 * and so is a second row for a person the file already named.
 */
export async function importPeople(
  db: Db,
  scope: { userId: string; workspaceId: string },
  rows: SheetPerson[],
  when: Omit<RoleChangeWhen, 'effectiveDate'>,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { added: 0, updated: 0, unchanged: 0, problems: [] };
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
    const inserts: (typeof people.$inferInsert)[] = [];
    for (const { row, person, effectiveDate } of rows) {
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
      if (same(target, person)) {
        outcome.unchanged++;
        continue;
      }
      const [updated] = await tx
        .update(people)
        .set({
          ...person,
          ...roleChange(target, person, { ...when, effectiveDate }),
          updatedAt: when.now,
        })
        .where(eq(people.id, target.id))
        .returning();
      byEmail.delete(emailKey(target.workEmail));
      if (target.employeeId) byEmployeeId.delete(target.employeeId);
      remember(updated!);
      outcome.updated++;
    }
    for (let i = 0; i < inserts.length; i += CHUNK)
      await tx.insert(people).values(inserts.slice(i, i + CHUNK));
  });
  return outcome;
}
