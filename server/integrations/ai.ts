import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, streamText, type LanguageModel } from 'ai';
import { OPTION_COUNT, type GenerationRequest } from '#domain/generation.ts';
import { createOptionParser } from '../features/announcements/writing/ai/option-parser.ts';
import type { Writer, WriteOptions } from '../features/announcements/writing/writer.ts';

export interface AiConfig {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  apiKey?: string;
  baseURL?: string;
}

/** The only place that knows the providers' SDKs. */
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

/** The provider failed, timed out, or answered something unusable. */
export class WriterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WriterError';
  }
}

/**
 * The provider is overloaded or down (HTTP 429 or 5xx): the user is told to try again in a
 * minute. `retryAfterSeconds` is the provider's own Retry-After when it sent one.
 */
export class AiBusyError extends WriterError {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(`the AI provider is busy (HTTP ${status})`, options);
    this.name = 'AiBusyError';
  }
}

/**
 * This answer cannot be used as a whole (no readable option, or the stream broke off), but
 * asking again may well work; options read before the break have already been yielded.
 */
export class DraftError extends WriterError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DraftError';
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
function classify(error: unknown): WriterError {
  if (error instanceof WriterError) return error;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429 || (status !== undefined && status >= 500))
      return new AiBusyError(status, retryAfterSeconds(error.responseHeaders), { cause: error });
    // A 2xx whose stream broke off, or no answer at all (connection reset).
    if (status === undefined || status < 300)
      return new DraftError('the AI provider stream broke off', { cause: error });
    return new WriterError(`the AI provider refused the request (HTTP ${status})`, {
      cause: error,
    });
  }
  return new DraftError('the AI provider answered something unreadable', { cause: error });
}

export type PromptBuilder = (
  input: GenerationRequest,
  options: WriteOptions,
) => { system: string; prompt: string };

/**
 * The AI writer (ADR 014): streams the model's plain text and reads options out of it as
 * they complete, whatever shape the model chose (option-parser.ts). It does not retry: one
 * call here is one provider request (the SDK's own retries are off), and generate.ts decides
 * what to ask again. `idleTimeoutMs` ends a request that has sent nothing for that long,
 * headers included; a slow stream that keeps sending is never cut here.
 */
export function createAiWriter(options: {
  model: LanguageModel;
  modelId: string;
  buildPrompt: PromptBuilder;
  idleTimeoutMs: number;
}): Writer {
  return {
    kind: 'ai',
    model: options.modelId,
    async *write(input, writeOptions = {}) {
      const { signal, attempt = 0 } = writeOptions;
      const positions = writeOptions.positions ?? [...Array(OPTION_COUNT).keys()];
      const { system, prompt } = options.buildPrompt(input, { ...writeOptions, positions });
      const idle = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stillAlive = () => {
        clearTimeout(timer);
        timer = setTimeout(
          () =>
            idle.abort(
              new DOMException(
                `the AI provider sent nothing for ${options.idleTimeoutMs} ms`,
                'TimeoutError',
              ),
            ),
          options.idleTimeoutMs,
        );
      };
      stillAlive();
      const result = streamText({
        model: options.model,
        system,
        prompt,
        abortSignal: signal ? AbortSignal.any([signal, idle.signal]) : idle.signal,
        // Retries belong to generate.ts alone, so that layers never multiply (ADR 014).
        maxRetries: 0,
        temperature: attempt > 0 ? 0.9 : 0.8,
        // Errors arrive as stream parts below; this only keeps the SDK from logging them.
        onError: () => undefined,
      });
      const parser = createOptionParser({ expected: positions.length });
      let read = 0;
      try {
        for await (const part of result.fullStream) {
          stillAlive();
          if (part.type === 'text-delta') {
            for (const option of parser.push(part.text)) {
              read++;
              yield option;
            }
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            break;
          }
        }
        if (idle.signal.aborted || signal?.aborted) throw new Error('aborted');
        for (const option of parser.end()) {
          read++;
          yield option;
        }
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (idle.signal.aborted)
          throw new WriterError(String((idle.signal.reason as Error).message), {
            cause: idle.signal.reason,
          });
        throw classify(error);
      } finally {
        clearTimeout(timer);
        // Stops the request when the reader has what it needs and leaves early.
        idle.abort();
      }
      if (read === 0) throw new DraftError('the answer held no option that could be read');
    },
  };
}
