import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { GenerateInputRaw } from '#domain/generation.ts';
import { api, queryKeys } from '#web/lib/api-client.ts';
import { readServerSentEvents } from './sse.ts';

/** The body of POST /api/generate, as the domain schema accepts it. */
export type GenerateBody = GenerateInputRaw;

// POST /api/generate answers JSON or a stream, so RPC cannot infer its body; its options
// are the same records the history lists.
export type GeneratedSuggestion = InferResponseType<
  typeof api.messages.$get,
  200
>['items'][number]['suggestions'][number];

/** What a finished generation gives the screen; the stream's `done` event carries the same. */
export interface GenerationResult {
  messageId: string;
  suggestions: GeneratedSuggestion[];
  /** 'composer' when Herald's built-in writer wrote the options (absent if the server doesn't say). */
  writer?: string;
}

export type GenerationFailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'limit_reached'
  | 'rate_limited'
  /** The AI provider is overloaded (503 ai_busy): the server's sentence says when to retry. */
  | 'busy'
  | 'failed';

/** A generation that did not produce options, with the server's sentence when it gave one. */
export class GenerationFailure extends Error {
  constructor(
    readonly kind: GenerationFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'GenerationFailure';
  }
}

export interface StreamHandlers {
  /** An option is complete (index from 0). Options may arrive in any order of index. */
  onOption?: (index: number, text: string) => void;
  /**
   * The configured writer failed and another (Herald's built-in composer) writes instead:
   * the options received so far are void.
   */
  onFallback?: (writer: string) => void;
  signal?: AbortSignal;
}

// Event payloads are plain JSON on the wire (RPC types stop at the stream), so they are
// checked before use.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isSuggestion(value: unknown): value is GeneratedSuggestion {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.text === 'string' &&
    typeof value.favourite === 'boolean' &&
    typeof value.createdAt === 'string'
  );
}

function toResult(data: unknown): GenerationResult | undefined {
  if (!isRecord(data) || data.success !== true || typeof data.messageId !== 'string') return;
  const suggestions = Array.isArray(data.suggestions) ? data.suggestions : [];
  if (!suggestions.length || !suggestions.every(isSuggestion)) return;
  return {
    messageId: data.messageId,
    suggestions,
    ...(typeof data.writer === 'string' && { writer: data.writer }),
  };
}

const serverText = (data: unknown) =>
  isRecord(data) && typeof data.error === 'string' && data.error.includes(' ')
    ? data.error
    : undefined;

function failureFor(status: number, data: unknown): GenerationFailure {
  const text = serverText(data) ?? '';
  const code = isRecord(data) ? data.code : undefined;
  if (status === 400) return new GenerationFailure('invalid', text);
  if (status === 401) return new GenerationFailure('unauthenticated', text);
  if (status === 403) return new GenerationFailure('forbidden', text);
  if (status === 429)
    return new GenerationFailure(code === 'limit_reached' ? 'limit_reached' : 'rate_limited', text);
  if (code === 'ai_busy') return new GenerationFailure('busy', text);
  return new GenerationFailure('failed', text);
}

/**
 * POST /api/generate asking for a stream: options arrive one by one as the writer finishes
 * them. Refusals before the stream starts (400/401/403/429) come back as JSON.
 */
async function streamGeneration(
  body: GenerateBody,
  { onOption, onFallback, signal }: StreamHandlers = {},
): Promise<GenerationResult> {
  const response = await api.generate.$post(
    { json: body },
    { headers: { Accept: 'text/event-stream' }, init: { signal } },
  );
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('text/event-stream') || !response.body) {
    const data: unknown = await response.json().catch(() => undefined);
    const result = response.ok ? toResult(data) : undefined;
    if (result) return result;
    throw failureFor(response.status, data);
  }
  for await (const { event, data } of readServerSentEvents(response.body)) {
    const payload = parseJson(data);
    if (event === 'option' && isRecord(payload)) {
      if (typeof payload.index === 'number' && typeof payload.text === 'string')
        onOption?.(payload.index, payload.text);
    } else if (event === 'fallback') {
      onFallback?.(isRecord(payload) && typeof payload.writer === 'string' ? payload.writer : '');
    } else if (event === 'done') {
      const result = toResult(payload);
      if (result) return result;
      throw new GenerationFailure('failed', '');
    } else if (event === 'error') {
      throw failureFor(502, payload);
    }
  }
  throw new GenerationFailure('failed', '');
}

/** A generation creates a message: the history's pages are out of date. */
export function useInvalidateMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.messages });
}

export function useGenerateMutation() {
  return useMutation({
    mutationFn: ({ body, handlers }: { body: GenerateBody; handlers: StreamHandlers }) =>
      streamGeneration(body, handlers),
  });
}
