import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { withoutParams } from '../logger.ts';
import { apiError } from '../api-error.ts';

/** Every error leaves as `{ code, message }` JSON (ADR 036); stack traces only reach the log. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    if (res.headers.get('content-type')?.includes('application/json')) return res;
    const status = err.status;
    const code =
      status === 413 ? 'payload_too_large' : status === 400 ? 'bad_request' : 'http_error';
    const message =
      status === 413
        ? 'The request body is too large.'
        : err.message || 'The request could not be processed.';
    return apiError(c, status, code, message);
  }
  if (isDatabaseUnavailable(err)) {
    c.get('logger')?.warn({ err: { message: withoutParams(err.message) } }, 'database unavailable');
    return apiError(
      c,
      503,
      'database_unavailable',
      'The service is temporarily unavailable. Please try again shortly.',
      { 'Retry-After': '5' },
    );
  }
  c.get('logger')?.error({ err }, 'unhandled error');
  return apiError(c, 500, 'internal_error', 'Something went wrong on our side.');
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  apiError(c, 404, 'not_found', 'No such endpoint.');
