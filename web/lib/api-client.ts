import { DetailedError, hc } from 'hono/client';
import type { ApiErrorBody } from '#domain/api-errors.ts';
import type { AppType } from '#server/app.ts';
import { fetchInWorkspace } from './active-workspace.ts';

/**
 * The typed client of the Herald API (same origin, under /api). Response types are inferred
 * from the server's routes, never copied. fetch is looked up at call time so component tests
 * can stub the network edge.
 */
export const api = hc<AppType>('/api', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetchInWorkspace(input, init),
});

/**
 * Cache keys per API resource. Several features read and change the same resources (a
 * generation changes the account's usage and the message list), so the keys live beside the
 * client rather than in one feature.
 */
export const queryKeys = {
  account: ['account'] as const,
  plans: ['plans'] as const,
  messages: ['messages'] as const,
  destinations: ['destinations'] as const,
  deliveries: ['deliveries'] as const,
  workspaces: ['workspaces'] as const,
  people: ['people'] as const,
  peopleHook: ['people-hook'] as const,
  autopilot: ['autopilot'] as const,
};

function errorBody(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!(error instanceof DetailedError)) return undefined;
  const data: unknown = (error.detail as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? (data as Partial<ApiErrorBody>) : undefined;
}

/** The stable code of a failed request (ADR 036), to branch on. */
export function apiErrorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The server's sentence for a failed request: the `message` of the API's one error shape
 * `{ code, message }` (domain/api-errors.ts, ADR 036). Branch on `code`, never on this text.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const text = errorBody(error)?.message;
  return typeof text === 'string' && text ? text : undefined;
}
