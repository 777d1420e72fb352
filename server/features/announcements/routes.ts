import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { parseGenerateInput } from '#domain/generation.ts';
import { ListMessagesQuery, UpdateSuggestionInput } from '#domain/messages-query.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Auth } from '../../auth.ts';
import { WriterError } from '../../integrations/ai.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { validate } from '../../validation.ts';
import {
  GENERATION_FAILED,
  GenerationError,
  prepareGeneration,
  writeAndStore,
  type GenerationDeps,
} from './generate.ts';
import { deleteMessageForUser, listMessagesForUser, updateSuggestionForUser } from './queries.ts';

const notFound = { error: 'not_found', message: 'Message not found.' } as const;

/** POST /api/generate (spec function 'generate-messages'), JSON or a stream of options. */
export function generateRoutes(deps: GenerationDeps & { auth: Auth; ratePerMinute: number }) {
  return new Hono<AppEnv>().use(requireUser(deps.auth)).post('/', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined)
      return c.json(
        { success: false as const, error: 'The request body must be JSON.', code: 'invalid_input' },
        400,
      );
    const parsed = parseGenerateInput(body);
    if (!parsed.success)
      return c.json({ success: false as const, error: parsed.error, code: 'invalid_input' }, 400);
    const input = parsed.data;
    const userId = c.var.user.id;

    const rate = await consumeRateLimit(deps.db, `generate:${userId}`, {
      limit: deps.ratePerMinute,
      windowMs: 60_000,
    });
    if (!rate.allowed)
      return c.json(
        {
          success: false as const,
          error: 'You are generating very quickly. Please wait a moment and try again.',
          code: 'rate_limited',
        },
        429,
        { 'Retry-After': String(rate.retryAfterSeconds) },
      );

    let reservationId: string | null;
    try {
      reservationId = await prepareGeneration(deps, userId, input);
    } catch (error) {
      if (error instanceof GenerationError)
        return c.json(
          { success: false as const, error: error.message, code: error.code },
          error.status,
        );
      throw error;
    }

    const args = { userId, reservationId, input, signal: c.req.raw.signal };
    const log = c.var.logger;

    if (c.req.header('accept')?.includes('text/event-stream')) {
      return streamSSE(c, async (stream) => {
        const controller = new AbortController();
        stream.onAbort(() => controller.abort(new Error('client disconnected')));
        try {
          const stored = await writeAndStore(
            deps,
            { ...args, signal: AbortSignal.any([controller.signal, c.req.raw.signal]) },
            {
              onOption: (index, text) =>
                stream.writeSSE({ event: 'option', data: JSON.stringify({ index, text }) }),
              onRetry: () => stream.writeSSE({ event: 'retry', data: '{}' }),
            },
          );
          await stream.writeSSE({
            event: 'done',
            data: JSON.stringify({
              success: true,
              messageId: stored.messageId,
              suggestions: stored.suggestions,
            }),
          });
        } catch (error) {
          if (controller.signal.aborted) return;
          log.warn({ err: describe(error) }, 'generation failed');
          await stream.writeSSE({
            event: 'error',
            data: JSON.stringify({
              success: false,
              error: GENERATION_FAILED,
              code: 'generation_failed',
            }),
          });
        }
      });
    }

    try {
      const stored = await writeAndStore(deps, args);
      return c.json({
        success: true as const,
        messages: stored.suggestions.map((s) => s.text),
        messageId: stored.messageId,
        suggestions: stored.suggestions,
        writer: deps.writer.kind,
      });
    } catch (error) {
      if (!(error instanceof WriterError)) throw error;
      log.warn({ err: describe(error) }, 'generation failed');
      return c.json(
        { success: false as const, error: GENERATION_FAILED, code: 'generation_failed' },
        502,
      );
    }
  });
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
    .use(requireUser(deps.auth))
    .get('/', validate('query', ListMessagesQuery), async (c) =>
      c.json(await listMessagesForUser(db, c.var.user.id, c.req.valid('query'))),
    )
    .delete('/:id', async (c) => {
      const deleted = await deleteMessageForUser(db, c.var.user.id, c.req.param('id'));
      return deleted ? c.body(null, 204) : c.json(notFound, 404);
    })
    .patch('/:id/suggestions/:sid', validate('json', UpdateSuggestionInput), async (c) => {
      const suggestion = await updateSuggestionForUser(
        db,
        c.var.user.id,
        c.req.param('id'),
        c.req.param('sid'),
        c.req.valid('json'),
      );
      return suggestion ? c.json({ suggestion }) : c.json(notFound, 404);
    });
}
