import type { LanguageModel } from 'ai';
import type { Env } from '../../../env.ts';
import { createLanguageModel } from '../../../integrations/ai.ts';
import { createAiWriter } from './ai/ai-writer.ts';
import { createComposer } from './composer/composer.ts';
import { buildPrompt } from './ai/prompt.ts';
import type { Writer } from './writer.ts';

type WriterEnv = Pick<
  Env,
  'AI_PROVIDER' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL' | 'AI_IDLE_TIMEOUT_MS'
>;

/**
 * The writer this deployment uses: the AI writer when AI_PROVIDER is set, else the built-in
 * composer. `model` replaces the provider's model (benchmarks and tests use fake models).
 */
export function selectWriter(env: WriterEnv, model?: LanguageModel): Writer {
  const idleTimeoutMs = env.AI_IDLE_TIMEOUT_MS;
  if (model)
    return createAiWriter({
      model,
      modelId: env.AI_MODEL ?? 'fake-model',
      buildPrompt,
      idleTimeoutMs,
    });
  if (!env.AI_PROVIDER || !env.AI_MODEL) return createComposer();
  return createAiWriter({
    model: createLanguageModel({
      provider: env.AI_PROVIDER,
      model: env.AI_MODEL,
      apiKey: env.AI_API_KEY,
      baseURL: env.AI_BASE_URL,
    }),
    modelId: env.AI_MODEL,
    buildPrompt,
    idleTimeoutMs,
  });
}

/**
 * The writer that takes over when the AI provider fails (AI_FALLBACK=composer, ADR 014);
 * null when there is none, or when the composer is the writer already.
 */
export function selectFallback(env: Pick<Env, 'AI_FALLBACK'>, writer: Writer): Writer | null {
  return env.AI_FALLBACK === 'composer' && writer.kind !== 'composer' ? createComposer() : null;
}

/** For `npm run eval`: the writer the environment configures. */
export async function loadConfiguredWriter(): Promise<Writer> {
  const { loadEnv } = await import('../../../env.ts');
  return selectWriter(loadEnv());
}
