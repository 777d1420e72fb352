import type { MessageType } from '#domain/message-types.ts';
import type { Tone } from '#domain/tones.ts';

/** Body of POST /api/demo/generate: the public, sign-in-free demo on the landing page. */
export interface DemoRequest {
  newHireName: string;
  role: string;
  tone: Tone;
  messageType: MessageType;
}

export type DemoResult = { ok: true; messages: string[] } | { ok: false; error: string };

const FALLBACK_ERROR = 'The demo is unavailable right now. Please try again in a moment.';
const RATE_LIMITED_ERROR = 'You have tried the demo a lot in a short time. Please wait a minute.';
const NETWORK_ERROR = 'We could not reach Herald. Check your connection and try again.';

/**
 * Calls the demo endpoint with plain fetch: zod and the typed API client stay out of the
 * landing page bundle (issue 7 budget), so the response is checked by hand here.
 */
export async function requestDemoMessages(
  input: DemoRequest,
  signal?: AbortSignal,
): Promise<DemoResult> {
  let response: Response;
  try {
    response = await fetch('/api/demo/generate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, error: NETWORK_ERROR };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isRecord(body) && body.success === true && isStringList(body.messages)) {
    const messages = body.messages.filter((m) => m.trim() !== '');
    if (messages.length) return { ok: true, messages };
  }
  return { ok: false, error: errorText(body, response.status) };
}

/**
 * The server's sentence, else one chosen by the status: `message` of the API's `{ code,
 * message }` (ADR 036), or `error` of the generation shape `{ success: false, error }` the
 * demo answers in until it moves to the contract with /api/generate.
 */
function errorText(body: unknown, status: number): string {
  if (isRecord(body)) {
    const text = typeof body.message === 'string' ? body.message : body.error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return status === 429 ? RATE_LIMITED_ERROR : FALLBACK_ERROR;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
