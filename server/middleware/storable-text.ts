import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError, errorBody } from '../api-error.ts';

/* eslint-disable no-control-regex -- matching NUL is the point */
/** NUL, or a UTF-16 surrogate without its pair: text PostgreSQL cannot store (text or jsonb). */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/* eslint-enable no-control-regex */

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that cannot be stored (a NUL character or an unpaired surrogate).';

/**
 * Refuses with 400 a path, query string or body (JSON or form) holding text PostgreSQL would reject,
 * so such input gets a clear answer instead of a database error (500) deep inside a handler or
 * Better Auth. Runs after the body limit; reads a clone, so handlers still get the original.
 */
export function rejectUnstorableText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = c.req.url;
    // A NUL in the path (%00) reaches handlers inside an id: `c.req.param` decodes it.
    let bad = UNSTORABLE.test(c.req.path) || /%00/.test(url.split('?')[0]!);
    if (url.includes('?'))
      for (const [key, value] of new URL(url).searchParams)
        if (UNSTORABLE.test(key) || UNSTORABLE.test(value)) bad = true;
    // A GET or HEAD has no body: not asking for one spares building a full fetch Request on
    // every read (ADR 059).
    const method = c.req.method;
    if (!bad && method !== 'GET' && method !== 'HEAD' && c.req.raw.body) {
      // Whatever the Content-Type says: some handlers parse JSON regardless of it.
      const text = await c.req.raw.clone().text();
      bad = UNSTORABLE.test(text);
      try {
        JSON.parse(text, (key, value: unknown) => {
          if (UNSTORABLE.test(key) || (typeof value === 'string' && UNSTORABLE.test(value)))
            bad = true;
          return value;
        });
      } catch {
        // Not JSON: the handler answers that in its own words.
      }
      if (c.req.header('content-type')?.includes('application/x-www-form-urlencoded'))
        for (const [key, value] of new URLSearchParams(text))
          if (UNSTORABLE.test(key) || UNSTORABLE.test(value)) bad = true;
    }
    if (!bad) return next();
    // /api/generate and the demo keep the spec's `{ success, error }` beside the contract.
    return c.req.path.endsWith('/generate')
      ? c.json(
          {
            success: false,
            error: UNSTORABLE_TEXT_MESSAGE,
            ...errorBody('invalid_input', UNSTORABLE_TEXT_MESSAGE),
          },
          400,
        )
      : apiError(c, 400, 'invalid_input', UNSTORABLE_TEXT_MESSAGE);
  };
}
