import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { parseGenerateInput } from '#domain/generation.ts';
import { roleAllows, WORKSPACE_MESSAGES } from '#domain/workspaces.ts';
import { ListMessagesQuery, UpdateSuggestionInput } from '#domain/messages-query.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { requireRole, requireWorkspace } from '../../middleware/require-workspace.ts';
import { getProfile, namesShown } from '../profiles/queries.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { secondsUntilMonthEnds } from '../usage/month-end.ts';
import { validate } from '../../validation.ts';
import { apiError } from '../../api-error.ts';
import {
  AI_BUSY,
  GENERATING_TOO_QUICKLY,
  GENERATION_FAILED,
  GenerationError,
  generationRateKey,
  monthlyLimitRefusal,
  usageSubjectOf,
  prepareGeneration,
  writeAndStore,
  type GenerationDeps,
} from './generate.ts';
import {
  deleteMessageForUser,
  listMessagesForUser,
  messageInWorkspace,
  updateSuggestionForUser,
} from './queries.ts';
import { warmUpChecks } from './writing/checks/option-pass.ts';
import { WriterBusyError, WriterError, type RejectedDraft, type Writer } from './writing/writer.ts';

const notFound = { error: 'not_found', message: 'Message not found.' } as const;

/** POST /api/generate (spec function 'generate-messages'), JSON or a stream of options. */
export function generateRoutes(deps: GenerationDeps & { auth: Auth; ratePerMinute: number }) {
  warmUpChecks();
  return new Hono<AppEnv>()
    .use(requireUser(deps.auth), requireWorkspace(deps.db), requireRole('generate'))
    .post('/', async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined);
      if (body === undefined)
        return c.json(
          {
            success: false as const,
            error: 'The request body must be JSON.',
            code: 'invalid_input',
          },
          400,
        );
      const parsed = parseGenerateInput(body);
      if (!parsed.success)
        return c.json({ success: false as const, error: parsed.error, code: 'invalid_input' }, 400);
      const input = parsed.data;
      const userId = c.var.user.id;
      const actor = { userId, workspace: c.var.workspace };
      const monthEnds = async () => {
        const profile = await getProfile(deps.db, userId);
        return secondsUntilMonthEnds(deps.db, await usageSubjectOf(deps, profile, actor));
      };

      const rate = await consumeRateLimit(deps.db, generationRateKey(userId), {
        limit: deps.ratePerMinute,
        windowMs: 60_000,
      });
      if (!rate.allowed) {
        // The monthly limit answers first (issue 14): waiting a minute would not lift it.
        const refusal = await monthlyLimitRefusal(deps, actor);
        if (refusal)
          return c.json(
            { success: false as const, error: refusal.message, code: refusal.code },
            refusal.status,
            {
              'Retry-After': String(await monthEnds()),
            },
          );
        return c.json(
          {
            success: false as const,
            error: GENERATING_TOO_QUICKLY,
            code: 'rate_limited',
          },
          429,
          { 'Retry-After': String(rate.retryAfterSeconds) },
        );
      }

      let prepared: Awaited<ReturnType<typeof prepareGeneration>>;
      try {
        prepared = await prepareGeneration(deps, actor, input);
      } catch (error) {
        if (error instanceof GenerationError)
          return c.json(
            { success: false as const, error: error.message, code: error.code },
            error.status,
            error.status === 429 ? { 'Retry-After': String(await monthEnds()) } : undefined,
          );
        throw error;
      }

      const args = { userId, ...prepared, input, signal: c.req.raw.signal };
      const log = c.var.logger;
      const callbacks = {
        onRejected: (draft: RejectedDraft) =>
          log.info({ position: draft.position, reasons: draft.reasons }, 'option refused'),
        onFallback: (writer: Writer, error: WriterError) =>
          log.warn({ err: describe(error), fallback: writer.kind }, 'writer failed, falling back'),
      };

      if (c.req.header('accept')?.includes('text/event-stream')) {
        return streamSSE(c, async (stream) => {
          const controller = new AbortController();
          stream.onAbort(() => controller.abort(new Error('client disconnected')));
          try {
            const stored = await writeAndStore(
              deps,
              { ...args, signal: AbortSignal.any([controller.signal, c.req.raw.signal]) },
              {
                ...callbacks,
                // Options arrive by position, in any order: a replaced one comes after the
                // others (ADR 014).
                onOption: (index, text) =>
                  stream.writeSSE({ event: 'option', data: JSON.stringify({ index, text }) }),
                onFallback: async (writer, error) => {
                  callbacks.onFallback(writer, error);
                  await stream.writeSSE({
                    event: 'fallback',
                    data: JSON.stringify({ writer: writer.kind }),
                  });
                },
              },
            );
            await stream.writeSSE({
              event: 'done',
              data: JSON.stringify({
                success: true,
                messageId: stored.messageId,
                suggestions: stored.suggestions,
                writer: stored.writer,
              }),
            });
          } catch (error) {
            if (controller.signal.aborted) return;
            log.warn({ err: describe(error) }, 'generation failed');
            await stream.writeSSE({ event: 'error', data: JSON.stringify(failureBody(error)) });
          }
        });
      }

      try {
        const stored = await writeAndStore(deps, args, callbacks);
        return c.json({
          success: true as const,
          messages: stored.suggestions.map((s) => s.text),
          messageId: stored.messageId,
          suggestions: stored.suggestions,
          writer: stored.writer,
        });
      } catch (error) {
        if (!(error instanceof WriterError)) throw error;
        log.warn({ err: describe(error) }, 'generation failed');
        if (error instanceof WriterBusyError)
          return c.json(failureBody(error), 503, {
            'Retry-After': String(retryAfterFor(error)),
          });
        return c.json(failureBody(error), 502);
      }
    });
}

/** When to try again: the provider's Retry-After, else the minute the message promises. */
function retryAfterFor(error: WriterBusyError): number {
  return Math.max(1, error.retryAfterSeconds ?? 60);
}

function failureBody(error: unknown) {
  return error instanceof WriterBusyError
    ? {
        success: false as const,
        error: AI_BUSY,
        code: 'ai_busy' as const,
        retryAfter: retryAfterFor(error),
      }
    : { success: false as const, error: GENERATION_FAILED, code: 'generation_failed' as const };
}

function describe(error: unknown) {
  return error instanceof Error
    ? {
        name: error.name,
        message: error.message,
        cause: error.cause instanceof Error ? error.cause.message : undefined,
      }
    : { message: String(error) };
}

/** The user's history: list (search + pages), delete, edit/favourite an option. */
export function messageRoutes(deps: { db: GenerationDeps['db']; auth: Auth }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(deps.auth), requireWorkspace(db))
    .get('/', validate('query', ListMessagesQuery), async (c) => {
      const { workspace } = c.var;
      const query = c.req.valid('query');
      const page = await listMessagesForUser(db, workspace.id, {
        ...query,
        author: query.mine && !workspace.personal ? c.var.user.id : null,
      });
      // A team's history says who wrote each message (issue 24); a personal one, as before,
      // does not.
      // An author who deleted their account shows as a former member (ADR 043).
      const nameOf = workspace.personal
        ? () => null
        : await namesShown(
            db,
            page.items.map((m) => m.authorId),
          );
      return c.json({
        ...page,
        items: page.items.map(({ authorId, ...item }) =>
          workspace.personal
            ? item
            : { ...item, author: nameOf(authorId), mine: authorId === c.var.user.id },
        ),
      });
    })
    .delete('/:id', async (c) => {
      const scope = {
        workspaceId: c.var.workspace.id,
        userId: c.var.user.id,
        othersToo: roleAllows(c.var.workspace.role, 'manageOthersWork'),
      };
      const deleted = await deleteMessageForUser(db, scope, c.req.param('id'));
      if (deleted) return c.body(null, 204);
      // Someone else's message in the workspace, for a role that may not delete it: 403.
      if (!scope.othersToo && (await messageInWorkspace(db, scope.workspaceId, c.req.param('id'))))
        return apiError(c, 403, 'forbidden_role', WORKSPACE_MESSAGES.forbidden);
      return c.json(notFound, 404);
    })
    .patch('/:id/suggestions/:sid', validate('json', UpdateSuggestionInput), async (c) => {
      const suggestion = await updateSuggestionForUser(
        db,
        c.var.workspace.id,
        c.req.param('id'),
        c.req.param('sid'),
        c.req.valid('json'),
      );
      return suggestion ? c.json({ suggestion }) : c.json(notFound, 404);
    });
}
