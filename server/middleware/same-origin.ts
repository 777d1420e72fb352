import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../api-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Signed by the provider, not sent by browsers: their own check is the signature. And the
 * recipient pages (ADR 027): a token in the URL is their whole authority (no cookie is read),
 * and mail providers POST one-click unsubscribes as forms from anywhere (RFC 8058).
 */
const EXEMPT_PREFIXES = ['/api/webhooks/', '/api/email/'];

function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  return headers.has('transfer-encoding') || (length !== null && length.trim() !== '0');
}

function isJson(contentType: string): boolean {
  return contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Cross-site request forgery guard for the API (issue 17, item 2; ADR 016). Every unsafe
 * request under /api must come from the app's own origin and, when it has a body, carry
 * JSON:
 *
 * - `Origin` present: it must be APP_URL's origin (`null` and foreign origins are refused).
 * - `Origin` absent: a browser that says where the request came from must say
 *   `Sec-Fetch-Site: same-origin`. Clients that send neither (curl, scripts) hold no
 *   ambient cookies of a victim.
 * - A body must be `application/json`, a type no cross-site form can send and no
 *   cross-origin script can send without a CORS preflight, which this API never answers.
 *   `text/plain`, form and multipart bodies get 415.
 *
 * Better Auth's routes pass here too (it checks origins itself for cookie-bearing
 * requests; this also refuses cross-site sign-in and sign-up forms).
 */
export function requireSameOrigin(appUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || EXEMPT_PREFIXES.some((p) => c.req.path.startsWith(p)))
      return next();
    const headers = c.req.raw.headers;
    const origin = headers.get('origin');
    const site = headers.get('sec-fetch-site');
    const sameOrigin =
      origin !== null ? origin === allowed : site === null || site === 'same-origin';
    if (!sameOrigin)
      return apiError(c, 403, 'forbidden_origin', 'This request must come from Herald itself.');
    const contentType = headers.get('content-type');
    if (contentType !== null ? !isJson(contentType) : hasBody(headers))
      return apiError(
        c,
        415,
        'unsupported_media_type',
        'Send the request body as JSON (Content-Type: application/json).',
      );
    await next();
  };
}
