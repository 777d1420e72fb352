import { Hono } from 'hono';
import { parseGenerateInput } from '#domain/generation.ts';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { createComposer } from '../announcements/writing/composer/composer.ts';
import { GENERATION_FAILED, writeChecked } from '../announcements/generate.ts';

/** Per IP: enough to play with the landing demo, too few to use it as a free API. */
const DEMO_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/**
 * What the landing demo's form sends (web/features/marketing/request-demo.ts), and all the
 * demo takes. The composer's work grows with the input and runs on the event loop: the
 * generate route's long fields (2,000 characters of details) let one visitor, signed in or
 * not, hold every request of the server for seconds per call.
 */
const DEMO_FIELDS = new Set(['newHireName', 'role', 'tone', 'messageType']);

/**
 * The landing page's live demo: the built-in composer, no sign-in, nothing stored. Its errors
 * are in the generate route's spec shape `{ success: false, error }`, and move to the error
 * contract (ADR 036) with it, on the writing pipeline's branch (generate.test.ts pins them).
 */
export function demoRoutes(db: Db) {
  const composer = createComposer();
  return new Hono<AppEnv>().post('/generate', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const unknown =
      body && typeof body === 'object' && !Array.isArray(body)
        ? Object.keys(body).filter((key) => !DEMO_FIELDS.has(key))
        : [];
    if (unknown.length)
      return c.json(
        { success: false as const, error: `Unknown field: ${unknown.join(', ')}.` },
        400,
      );
    const parsed = parseGenerateInput(body ?? {});
    if (!parsed.success) return c.json({ success: false as const, error: parsed.error }, 400);
    const rate = await consumeRateLimit(db, `demo:${c.var.clientIp}`, DEMO_LIMIT);
    if (!rate.allowed)
      return c.json(
        {
          success: false as const,
          error: 'You have tried the demo a lot! Create a free account to keep generating.',
        },
        429,
        { 'Retry-After': String(rate.retryAfterSeconds) },
      );
    try {
      const messages = await writeChecked(composer, parsed.data, AbortSignal.timeout(5000));
      return c.json({ success: true as const, messages, writer: 'composer' as const });
    } catch {
      return c.json({ success: false as const, error: GENERATION_FAILED }, 502);
    }
  });
}
