import type { LanguageModel } from 'ai';
import { OPTION_COUNT, type GenerationRequest } from '#domain/generation.ts';
import { AiProviderError, streamCompletion } from '../../../../integrations/ai.ts';
import {
  DraftError,
  WriterBusyError,
  WriterError,
  type Writer,
  type WriteOptions,
} from '../writer.ts';
import { createOptionParser } from './option-parser.ts';

export type PromptBuilder = (
  input: GenerationRequest,
  options: WriteOptions,
) => { system: string; prompt: string };

/** A provider's failure as the generation loop reads it (ADR 014). */
function writerErrorOf(error: AiProviderError): WriterError {
  const { status, retryAfterSeconds, cause } = error.details;
  if (error.failure === 'busy')
    return new WriterBusyError(status ?? 503, retryAfterSeconds, { cause: error });
  if (error.failure === 'broken') return new DraftError(error.message, { cause: cause ?? error });
  return new WriterError(error.message, { cause: cause ?? error });
}

/**
 * The AI writer (ADR 014): streams the model's plain text (integrations/ai.ts) and reads
 * options out of it as they complete, whatever shape the model chose (option-parser.ts). It
 * does not retry: one call here is one provider request, and generate.ts decides what to ask
 * again.
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
      const parser = createOptionParser({ expected: positions.length });
      let read = 0;
      try {
        for await (const text of streamCompletion({
          model: options.model,
          system,
          prompt,
          signal,
          idleTimeoutMs: options.idleTimeoutMs,
          temperature: attempt > 0 ? 0.9 : 0.8,
        })) {
          for (const option of parser.push(text)) {
            read++;
            yield option;
          }
        }
      } catch (error) {
        throw error instanceof AiProviderError ? writerErrorOf(error) : error;
      }
      for (const option of parser.end()) {
        read++;
        yield option;
      }
      if (read === 0) throw new DraftError('the answer held no option that could be read');
    },
  };
}
