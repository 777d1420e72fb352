import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { withoutParams } from '../logger.ts';

/** Every error leaves as `{ error, message }` JSON; stack traces only reach the log. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    if (res.headers.get('content-type')?.includes('application/json')) return res;
    const status = err.status;
    const error =
      status === 413 ? 'payload_too_large' : status === 400 ? 'bad_request' : 'http_error';
    const message =
      status === 413
        ? 'The request body is too large.'
        : err.message || 'The request could not be processed.';
    return c.json({ error, message }, status);
  }
  if (isDatabaseUnavailable(err)) {
    c.get('logger')?.warn({ err: { message: withoutParams(err.message) } }, 'database unavailable');
    return c.json(
      {
        error: 'database_unavailable',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      },
      503,
      { 'Retry-After': '5' },
    );
  }
  c.get('logger')?.error({ err }, 'unhandled error');
  return c.json({ error: 'internal_error', message: 'Something went wrong on our side.' }, 500);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: 'not_found', message: 'No such endpoint.' }, 404);
