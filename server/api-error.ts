import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from '#domain/api-errors.ts';

/**
 * The body of every API error (domain/api-errors.ts, ADR 036): a stable code and a sentence.
 * What a client needs beside them is spread in (a 409 also sends the delivery as it is now).
 */
export function errorBody<C extends ApiErrorCode>(code: C, message: string) {
  return { code, message };
}

/** Answers an error in the API's shape, with optional headers (Retry-After on a 429 or 503). */
export function apiError<S extends ContentfulStatusCode, C extends ApiErrorCode>(
  c: Context,
  status: S,
  code: C,
  message: string,
  headers?: Record<string, string>,
) {
  return c.json(errorBody(code, message), status, headers);
}
