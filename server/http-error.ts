import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Throws the API's error shape `{ error, message }` (docs/architecture.md) from anywhere in a
 * handler; the error middleware turns it into the response.
 */
export function apiError(status: ContentfulStatusCode, error: string, message: string): never {
  throw new HTTPException(status, {
    res: Response.json({ error, message }, { status }),
  });
}
