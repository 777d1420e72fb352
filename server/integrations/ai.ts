import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { Output, streamText, type LanguageModel } from 'ai';
import { z } from 'zod';
import { OPTION_COUNT, type GenerationRequest } from '#domain/generation.ts';
import type { Writer } from '../features/announcements/writer.ts';

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
        supportsStructuredOutputs: true,
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

const Option = z.object({
  text: z.string().describe('The complete announcement, ready to paste.'),
});

/**
 * The AI writer: structured output of OPTION_COUNT options, yielded one by one as each is
 * complete (AI SDK `Output.array` + `elementStream`).
 */
export function createAiWriter(options: {
  model: LanguageModel;
  modelId: string;
  buildPrompt: (input: GenerationRequest, attempt: number) => { system: string; prompt: string };
}): Writer {
  return {
    kind: 'ai',
    model: options.modelId,
    async *write(input, { signal, attempt = 0 } = {}) {
      let failure: unknown;
      const { system, prompt } = options.buildPrompt(input, attempt);
      const result = streamText({
        model: options.model,
        system,
        prompt,
        output: Output.array({ element: Option, name: 'announcement_options' }),
        abortSignal: signal,
        maxRetries: 1,
        temperature: attempt > 0 ? 0.9 : 0.8,
        onError: ({ error }) => {
          failure = error;
        },
      });
      let count = 0;
      try {
        for await (const element of result.elementStream) {
          count++;
          if (count > OPTION_COUNT)
            throw new WriterError(`the model wrote more than ${OPTION_COUNT} options`);
          yield element.text;
        }
      } catch (error) {
        if (error instanceof WriterError || signal?.aborted) throw error;
        throw new WriterError('the AI provider failed', { cause: error });
      }
      if (signal?.aborted) throw signal.reason;
      if (failure) throw new WriterError('the AI provider failed', { cause: failure });
      if (count !== OPTION_COUNT)
        throw new WriterError(`the model wrote ${count} options, not ${OPTION_COUNT}`);
    },
  };
}
