import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { CLIENT_IP_HEADER, type Auth } from '../../auth.ts';
import type { Database } from '../../db/client.ts';
import { apiError } from '../../api-error.ts';

/**
 * Routes whose work differs with whether an address has an account: a new sign-up writes a
 * user, a taken address only gets a mail. Better Auth hashes the password either way, but
 * the writes left a few milliseconds' difference, enough to tell taken addresses apart over
 * many tries (issue 17). These answer no sooner than this after they arrive, so both take
 * the same time.
 */
export const EQUAL_TIME_MS = 250;
const EQUAL_TIME_PATHS = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/request-password-reset',
  '/api/auth/send-verification-email',
]);

/**
 * Better Auth's standard endpoints under /api/auth/*. The request is passed on with the
 * client IP we determined (middleware/client-ip.ts) in a header Better Auth is told to trust;
 * whatever a client put in that header is overwritten.
 */
export function authRoutes(auth: Auth, database: Database) {
  return (
    new Hono<AppEnv>()
      // The organization plugin's endpoints (all under /organization) stay unexposed: workspaces
      // are managed by Herald's own routes, /api/workspaces (ADR 040).
      .all('/organization/*', (c) => apiError(c, 404, 'not_found', 'Not found.'))
      .on(['GET', 'POST'], '/*', async (c) => {
        const started = performance.now();
        const raw = c.req.raw;
        const headers = new Headers(raw.headers);
        headers.set(CLIENT_IP_HEADER, c.var.clientIp);
        const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
        const res = await auth.handler(
          new Request(raw.url, {
            method: raw.method,
            headers,
            body: hasBody ? raw.body : undefined,
            signal: raw.signal,
            // Node's fetch requires this for streaming request bodies.
            ...(hasBody ? { duplex: 'half' } : {}),
          } as RequestInit),
        );
        if (await isFailedUserWrite(res)) {
          // Better Auth turns any failure to write the new user into 422 "Failed to create user",
          // which tells the visitor their input was wrong. When the database is down, that is
          // not so: ping it, and let an outage reach the error handler as the 503 it is.
          await database.ping();
        }
        if (raw.method === 'POST' && EQUAL_TIME_PATHS.has(c.req.path)) {
          const left = EQUAL_TIME_MS - (performance.now() - started);
          if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
        }
        return withErrorContract(res);
      })
  );
}

// Better Auth's own errors are `{ code, message }` with its UPPER_SNAKE codes, but a few of
// its answers carry no code (its rate limiter's 429) or no body (an unknown path's 404).
const CODE_BY_STATUS: Record<number, [string, string]> = {
  401: ['UNAUTHORIZED', 'Please sign in.'],
  403: ['FORBIDDEN', 'This request is not allowed.'],
  404: ['NOT_FOUND', 'No such endpoint.'],
  429: ['RATE_LIMITED', 'Too many requests. Please try again later.'],
};

/** Every error under /api/auth leaves with a code and a message too (ADR 036). */
async function withErrorContract(res: Response): Promise<Response> {
  if (res.status < 400) return res;
  const parsed: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  const body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  if (typeof body.code === 'string' && typeof body.message === 'string') return res;
  const [code, message] = CODE_BY_STATUS[res.status] ?? [
    'BAD_REQUEST',
    'The request could not be processed.',
  ];
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(
    JSON.stringify({
      ...body,
      code: typeof body.code === 'string' ? body.code : code,
      message: typeof body.message === 'string' && body.message ? body.message : message,
    }),
    { status: res.status, headers },
  );
}

async function isFailedUserWrite(res: Response): Promise<boolean> {
  if (res.status !== 422) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'FAILED_TO_CREATE_USER';
}
