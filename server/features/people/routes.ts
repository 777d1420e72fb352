import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { HOOK_MESSAGES, HookSecretInput } from '#domain/people-hook.ts';
import {
  IMPORT_MAX_BYTES,
  ImportInput,
  ListPeopleQuery,
  PERSON_MESSAGES,
  PersonInput,
} from '#domain/people.ts';
import { planAllowsSending, type PlanName } from '#domain/plans.ts';
import { roleAllows } from '#domain/workspaces.ts';
import { zonedParts } from '#domain/zoned-time.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { requireRole, requireWorkspace } from '../../middleware/require-workspace.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { validate } from '../../validation.ts';
import { apiError, errorBody } from '../../api-error.ts';
import { getPlanForWorkspace } from '../plans/queries.ts';
import { getProfile } from '../profiles/queries.ts';
import type { SecretBox } from '../destinations/secret-box.ts';
import { deleteHook, hookOfWorkspace, hookView, setHookSecret } from './hook-store.ts';
import {
  createPerson,
  deletePerson,
  getPerson,
  importPeople,
  listPeople,
  updatePerson,
} from './queries.ts';
import { boundedProblems, planImport, UnreadableSheetError } from './spreadsheet.ts';

/** The body limit of the import routes (app.ts): the file's bound plus JSON's escaping. */
export const IMPORT_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 64 * 1024;
export const IMPORT_PATH = '/api/people/import';

const notFound = errorBody('not_found', PERSON_MESSAGES.notFound);
const CLASH = {
  email: PERSON_MESSAGES.duplicateEmail,
  employeeId: PERSON_MESSAGES.duplicateEmployeeId,
} as const;
const TOO_LARGE = `This file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import them one after the other.`;

/**
 * Reading a full sheet costs about a second of CPU: previews (one per change of the mapping)
 * and imports share one budget per user, ample for a person at the screen.
 */
const IMPORTS_PER_WINDOW = 60;
const IMPORT_WINDOW_MS = 10 * 60_000;

export interface PeopleDeps {
  db: Db;
  auth: Auth;
  clock: Clock;
  /** BILLING=off: the plan every account is on. */
  assignedPlan: PlanName | null;
  /** Seals the HR webhook's secret (the destinations' key, ADR 017). */
  box: SecretBox;
  /** The HR webhook's address starts here. */
  appUrl: string;
}

/**
 * People are a Pro feature (issue 25 item 7), like sending: the plan is read on each request
 * (ADR 042), so a downgrade locks the screen and keeps the rows. Runs after requireWorkspace.
 */
function requirePro(db: Db, assignedPlan: PlanName | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const plan = await getPlanForWorkspace(db, c.var.workspace.id, assignedPlan);
    if (!planAllowsSending(plan.name))
      return apiError(c, 403, 'plan_required', PERSON_MESSAGES.needsPro);
    await next();
  };
}

/** The uploaded sheet read as an import plan, or the refusal: too large (413), unreadable (422). */
function readUpload(c: Context<AppEnv>, input: z.output<typeof ImportInput>) {
  if (Buffer.byteLength(input.csv) > IMPORT_MAX_BYTES)
    return apiError(c, 413, 'payload_too_large', TOO_LARGE);
  try {
    return planImport(input.csv, input.mapping, input.dateFormat);
  } catch (error) {
    if (!(error instanceof UnreadableSheetError)) throw error;
    return apiError(c, 422, 'invalid_input', error.message);
  }
}

/**
 * The people of the active workspace (issue 25 items 1-2, ADR 048): members view, admins
 * manage. Admins also set up the HR webhook here (`/hook`, ADR 052): its address and the
 * secret's last 4 characters; the secret itself only in the answer that sets it.
 */
export function peopleRoutes(deps: PeopleDeps) {
  const { db, clock } = deps;

  const limitImports: MiddlewareHandler<AppEnv> = async (c, next) => {
    const rate = await consumeRateLimit(db, `people-import:${c.var.user.id}`, {
      limit: IMPORTS_PER_WINDOW,
      windowMs: IMPORT_WINDOW_MS,
    });
    if (!rate.allowed)
      return apiError(
        c,
        429,
        'rate_limited',
        'Too many spreadsheet checks and imports. Please wait a few minutes.',
        { 'Retry-After': String(rate.retryAfterSeconds) },
      );
    await next();
  };

  /** Today in the acting user's zone: "upcoming" starts there. */
  async function today(userId: string): Promise<string> {
    const { timeZone } = await getProfile(db, userId);
    const { year, month, day } = zonedParts(clock.now(), timeZone);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }

  /** When a hand edit or an import happens: a role change without a zone of its own dates in the editor's. */
  async function writeTime(userId: string) {
    return { now: clock.now(), fallbackZone: (await getProfile(db, userId)).timeZone };
  }

  return new Hono<AppEnv>()
    .use(requireUser(deps.auth), requireWorkspace(db), requirePro(db, deps.assignedPlan))
    .get('/', validate('query', ListPeopleQuery), async (c) => {
      const query = c.req.valid('query');
      const page = await listPeople(db, c.var.workspace.id, {
        ...query,
        today: await today(c.var.user.id),
      });
      // The screen shows add, edit and import only to those whose role may use them.
      return c.json({ ...page, canManage: roleAllows(c.var.workspace.role, 'managePeople') });
    })
    .post('/', requireRole('managePeople'), validate('json', PersonInput), async (c) => {
      const saved = await createPerson(
        db,
        { userId: c.var.user.id, workspaceId: c.var.workspace.id },
        c.req.valid('json'),
        clock.now(),
      );
      if (!saved.ok) return apiError(c, 409, 'conflict', CLASH[saved.clash]);
      return c.json({ person: saved.person }, 201);
    })
    .post(
      '/import/preview',
      requireRole('managePeople'),
      limitImports,
      validate('json', ImportInput),
      async (c) => {
        const plan = readUpload(c, c.req.valid('json'));
        if (plan instanceof Response) return plan;
        return c.json({
          delimiter: plan.delimiter,
          headers: plan.headers,
          mapping: plan.mapping,
          sample: plan.sample,
          total: plan.total,
          valid: plan.valid.length,
          ambiguousDates: plan.ambiguousDates,
          ...boundedProblems(plan.problems),
        });
      },
    )
    .post(
      '/import',
      requireRole('managePeople'),
      limitImports,
      validate('json', ImportInput),
      async (c) => {
        const plan = readUpload(c, c.req.valid('json'));
        if (plan instanceof Response) return plan;
        const outcome = await importPeople(
          db,
          { userId: c.var.user.id, workspaceId: c.var.workspace.id },
          plan.valid,
          { when: await writeTime(c.var.user.id), source: 'spreadsheet' },
        );
        const problems = [...plan.problems, ...outcome.problems].sort((a, b) => a.row - b.row);
        c.var.logger.info(
          {
            rows: plan.total,
            added: outcome.added,
            updated: outcome.updated,
            problems: problems.length,
          },
          'people import',
        );
        return c.json({
          added: outcome.added,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          ...boundedProblems(problems),
        });
      },
    )
    .get('/hook', requireRole('managePeople'), async (c) => {
      const row = await hookOfWorkspace(db, c.var.workspace.id);
      return c.json({ hook: row ? hookView(row, deps.appUrl) : null });
    })
    .post('/hook', requireRole('managePeople'), validate('json', HookSecretInput), async (c) => {
      const { row, secret, created } = await setHookSecret(
        db,
        deps.box,
        { userId: c.var.user.id, workspaceId: c.var.workspace.id },
        c.req.valid('json').secret,
        clock.now(),
      );
      return c.json({ hook: hookView(row, deps.appUrl), secret }, created ? 201 : 200);
    })
    .delete('/hook', requireRole('managePeople'), async (c) => {
      const deleted = await deleteHook(db, {
        userId: c.var.user.id,
        workspaceId: c.var.workspace.id,
      });
      return deleted
        ? c.body(null, 204)
        : c.json(errorBody('not_found', HOOK_MESSAGES.notConnected), 404);
    })
    .get('/:id', async (c) => {
      const person = await getPerson(db, c.var.workspace.id, c.req.param('id'));
      return person ? c.json({ person }) : c.json(notFound, 404);
    })
    .put('/:id', requireRole('managePeople'), validate('json', PersonInput), async (c) => {
      const saved = await updatePerson(
        db,
        { userId: c.var.user.id, workspaceId: c.var.workspace.id },
        c.req.param('id'),
        c.req.valid('json'),
        await writeTime(c.var.user.id),
      );
      if (!saved) return c.json(notFound, 404);
      if (!saved.ok) return apiError(c, 409, 'conflict', CLASH[saved.clash]);
      return c.json({ person: saved.person });
    })
    .delete('/:id', requireRole('managePeople'), async (c) => {
      const deleted = await deletePerson(
        db,
        { userId: c.var.user.id, workspaceId: c.var.workspace.id },
        c.req.param('id'),
        clock.now(),
      );
      return deleted ? c.body(null, 204) : c.json(notFound, 404);
    });
}
