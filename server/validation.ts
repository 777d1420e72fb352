import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { apiError } from './api-error.ts';

/**
 * zValidator that answers invalid input with the API's error shape and the first issue's
 * message (400), instead of the raw zod error.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const message =
        issue?.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}.`
          : issue?.code === 'invalid_type' && issue.path.length === 0
            ? 'The request body must be a JSON object.'
            : (issue?.message ?? 'Invalid input.');
      // TEMPORARY (issue 22 follow-ups): the message history belongs to the writing pipeline,
      // whose branch (issue 21) still pins `{ error, message }` here; it moves with it.
      if (c.req.path.startsWith('/api/messages'))
        return c.json({ error: 'invalid_input' as const, message }, 400);
      return apiError(c, 400, 'invalid_input', message);
    }
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a UUID cannot be a row of ours (→ 404, not a SQL error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
