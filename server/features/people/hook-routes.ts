import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { PeopleSource } from '#domain/activity.ts';
import {
  BambooPayload,
  describeHookIssue,
  HOOK_MAX_BYTES,
  HookPayload,
  HOOK_MESSAGES,
  mapBamboo,
  readHookPayload,
} from '#domain/people-hook.ts';
import { planAllowsSending, type PlanName } from '#domain/plans.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { apiError } from '../../api-error.ts';
import type { SecretBox } from '../destinations/secret-box.ts';
import { workspaceTimeZone } from '../autopilot/events.ts';
import { getPlanForWorkspace } from '../plans/queries.ts';
import { claimSignature, hookById } from './hook-store.ts';
import { checkSignature } from './hook-signature.ts';
import { importPeople, type ImportOutcome } from './queries.ts';

/** Where the hooks are mounted: under /api/webhooks, signed, so outside the same-origin guard. */
export const HOOK_PREFIX = '/api/webhooks/people/';
/** The body limit of the hook routes (app.ts), checked before the body is read. */
export const HOOK_BODY_LIMIT = HOOK_MAX_BYTES;

/** An HR system syncing a company sends bursts; a leaked URL without the secret gets 401s. */
const HOOK_REQUESTS_PER_MINUTE = 120;

export interface PeopleHookDeps {
  db: Db;
  box: SecretBox;
  clock: Clock;
  assignedPlan: PlanName | null;
}

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]!.trim().toLowerCase() === 'application/json';

/**
 * The format's JSON Schema (GET …/schema.json), linked from the People screen and
 * docs/people-webhook.md; built on first use: most processes never serve it.
 */
let HOOK_JSON_SCHEMA: object | undefined;

class Replayed extends Error {}
class Refused extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('refused');
  }
}

/**
 * The inbound HR webhook (issue 25 item 3, ADR 052): `POST /api/webhooks/people/:hookId` in
 * Herald's format, `…/:hookId/bamboohr` in BambooHR's. Checked in this order, each refusal
 * writing nothing: the hook exists (404), JSON (415), the body's size (413, in app.ts before
 * it is read), the rate (429), the signature (401), the timestamp (401), the JSON (400),
 * the schema (422), the plan (403); then, in one transaction, the signature is claimed
 * (a replay: 409) and the people are written as an import is, all or nothing (a key that
 * belongs to someone else: 422).
 */
export function peopleHookRoutes(deps: PeopleHookDeps) {
  const { db, box, clock } = deps;

  async function receive(c: Context<AppEnv>, source: Exclude<PeopleSource, 'spreadsheet'>) {
    const hook = await hookById(db, box, c.req.param('hookId')!);
    if (!hook) return apiError(c, 404, 'not_found', HOOK_MESSAGES.notFound);
    if (!isJson(c.req.header('content-type')))
      return apiError(c, 415, 'unsupported_media_type', HOOK_MESSAGES.contentType);

    const body = Buffer.from(await c.req.arrayBuffer());
    const now = clock.now();
    const signed = checkSignature(
      source === 'bamboohr' ? 'bamboohr' : 'herald',
      hook.secret,
      (name) => c.req.header(name),
      body,
      now,
    );
    // Two budgets: what the HR system signs, per hook, and what nobody signed, per hook and
    // sender. Someone who only learned the URL cannot spend the HR system's budget.
    const rate = await consumeRateLimit(
      db,
      signed.ok ? `people-hook:${hook.id}` : `people-hook-unsigned:${hook.id}:${c.var.clientIp}`,
      { limit: HOOK_REQUESTS_PER_MINUTE, windowMs: 60_000 },
    );
    if (!rate.allowed)
      return apiError(c, 429, 'rate_limited', HOOK_MESSAGES.rateLimited, {
        'Retry-After': String(rate.retryAfterSeconds),
      });
    if (!signed.ok)
      return apiError(
        c,
        401,
        signed.reason === 'stale' ? 'stale_timestamp' : 'invalid_signature',
        signed.reason === 'missing'
          ? HOOK_MESSAGES.missingSignature
          : signed.reason === 'stale'
            ? HOOK_MESSAGES.staleTimestamp
            : HOOK_MESSAGES.badSignature,
      );

    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return apiError(c, 400, 'invalid_input', HOOK_MESSAGES.notJson);
    }
    let deleted = 0;
    if (source === 'bamboohr') {
      const parsed = BambooPayload.safeParse(json);
      if (!parsed.success)
        return apiError(c, 422, 'invalid_input', describeHookIssue(parsed.error));
      const mapped = mapBamboo(parsed.data);
      if (!mapped.ok) return apiError(c, 422, 'invalid_input', mapped.message);
      deleted = mapped.deleted;
      // Only deletions, which Herald leaves to a person: nothing to write.
      if (!mapped.payload.people.length)
        return c.json({ added: 0, updated: 0, unchanged: 0, skipped: deleted });
      json = mapped.payload;
    }
    const read = readHookPayload(json);
    if (!read.ok) return apiError(c, 422, 'invalid_input', read.message);

    const plan = await getPlanForWorkspace(db, hook.workspaceId, deps.assignedPlan);
    if (!planAllowsSending(plan.name))
      return apiError(c, 403, 'plan_required', HOOK_MESSAGES.needsPro);

    const fallbackZone = await workspaceTimeZone(db, hook.workspaceId);
    try {
      const outcome = await db.transaction(async (tx) => {
        if (!(await claimSignature(tx, hook.id, signed.signature, now))) throw new Replayed();
        const written = await importPeople(
          tx,
          { userId: null, workspaceId: hook.workspaceId },
          read.entries.map((entry, i) => ({ row: i + 1, ...entry })),
          { when: { now, fallbackZone }, source, allOrNothing: true },
        );
        if (written.problems.length) throw new Refused(written);
        return written;
      });
      c.var.logger.info(
        { hookId: hook.id, source, added: outcome.added, updated: outcome.updated },
        'people webhook',
      );
      return c.json({
        added: outcome.added,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        ...(source === 'bamboohr' ? { skipped: deleted } : {}),
      });
    } catch (error) {
      if (error instanceof Replayed) return apiError(c, 409, 'replayed', HOOK_MESSAGES.replay);
      if (error instanceof Refused)
        return apiError(
          c,
          422,
          'invalid_input',
          // The import's "Row 3: …" is the third person of the payload.
          error.outcome.problems[0]!.message.replace(
            /^Row (\d+):/,
            (_, n: string) => `people[${Number(n) - 1}]:`,
          ),
        );
      throw error;
    }
  }

  return new Hono<AppEnv>()
    .get('/schema.json', (c) => {
      HOOK_JSON_SCHEMA ??= z.toJSONSchema(HookPayload, { io: 'input', unrepresentable: 'any' });
      return c.json(HOOK_JSON_SCHEMA, 200, { 'Cache-Control': 'public, max-age=3600' });
    })
    .post('/:hookId', (c) => receive(c, 'webhook'))
    .post('/:hookId/bamboohr', (c) => receive(c, 'bamboohr'));
}
