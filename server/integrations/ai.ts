import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, streamText, type LanguageModel } from 'ai';

/**
 * The only place that knows the AI providers' SDKs (ADR 014, ADR 028): which provider,
 * one streamed completion as plain text deltas, and what a provider's failure means. What
 * to ask and how to read the answer belong to the writing pipeline
 * (features/announcements/writing/ai/).
 */

export interface AiConfig {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  apiKey?: string;
  baseURL?: string;
}

export function createLanguageModel(config: AiConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseURL })(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseURL })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseURL!,
        apiKey: config.apiKey,
      })(config.model);
  }
}

/** What went wrong with a provider request, in terms its caller can act on. */
export type AiFailure =
  /** HTTP 429 or 5xx: overloaded or down; worth another try after `retryAfterSeconds`. */
  | 'busy'
  /** The stream broke off or answered nothing readable: asking again may well work. */
  | 'broken'
  /** The provider refused the request (401, 400…) or sent nothing for the idle timeout. */
  | 'refused';

export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
    readonly details: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'AiProviderError';
  }
}

/** Retry-After (seconds or an HTTP date) or OpenAI's retry-after-ms, in whole seconds. */
export function retryAfterSeconds(headers: Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] && Number.isFinite(ms) && ms >= 0) return Math.ceil(ms / 1000);
  const value = lower['retry-after']?.trim();
  if (!value) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(value)) return Math.ceil(Number(value));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** What the provider's failure means for the user: busy, worth another try, or final. */
function classify(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429 || (status !== undefined && status >= 500))
      return new AiProviderError('busy', `the AI provider is busy (HTTP ${status})`, {
        status,
        retryAfterSeconds: retryAfterSeconds(error.responseHeaders),
        cause: error,
      });
    // A 2xx whose stream broke off, or no answer at all (connection reset).
    if (status === undefined || status < 300)
      return new AiProviderError('broken', 'the AI provider stream broke off', { cause: error });
    return new AiProviderError('refused', `the AI provider refused the request (HTTP ${status})`, {
      status,
      cause: error,
    });
  }
  return new AiProviderError('broken', 'the AI provider answered something unreadable', {
    cause: error,
  });
}

/**
 * One provider request, streamed: yields the model's text as it arrives. The SDK's own
 * retries are off, so one call is one request (ADR 014). `idleTimeoutMs` ends a request that
 * has sent nothing for that long, response headers included (our own timer: the SDK's
 * `timeout.chunkMs` starts only once the response has begun); a slow stream that keeps
 * sending is never cut here. Failures are thrown as AiProviderError; the caller's abort
 * signal is rethrown as its reason.
 */
export async function* streamCompletion(request: {
  model: LanguageModel;
  system: string;
  prompt: string;
  temperature: number;
  idleTimeoutMs: number;
  signal?: AbortSignal;
}): AsyncGenerator<string> {
  const { signal, idleTimeoutMs } = request;
  const idle = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stillAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        idle.abort(
          new DOMException(`the AI provider sent nothing for ${idleTimeoutMs} ms`, 'TimeoutError'),
        ),
      idleTimeoutMs,
    );
  };
  stillAlive();
  const result = streamText({
    model: request.model,
    system: request.system,
    prompt: request.prompt,
    abortSignal: signal ? AbortSignal.any([signal, idle.signal]) : idle.signal,
    // Retries belong to the generation loop alone, so that layers never multiply (ADR 014).
    maxRetries: 0,
    temperature: request.temperature,
    // Errors arrive as stream parts below; this only keeps the SDK from logging them.
    onError: () => undefined,
  });
  try {
    for await (const part of result.fullStream) {
      stillAlive();
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') break;
    }
    if (idle.signal.aborted || signal?.aborted) throw new Error('aborted');
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (idle.signal.aborted)
      throw new AiProviderError('refused', String((idle.signal.reason as Error).message), {
        cause: idle.signal.reason,
      });
    throw classify(error);
  } finally {
    clearTimeout(timer);
    // Stops the request when the reader has what it needs and leaves early.
    idle.abort();
  }
}
