import type { LanguageModel } from 'ai';
import type { Env } from '../../env.ts';
import { createAiWriter, createLanguageModel } from '../../integrations/ai.ts';
import { createComposer } from './composer/composer.ts';
import { buildPrompt } from './prompt.ts';
import type { Writer } from './writer.ts';

/**
 * The writer this deployment uses: the AI writer when AI_PROVIDER is set, else the built-in
 * composer. `model` replaces the provider's model (benchmarks and tests use fake models).
 */
export function selectWriter(
  env: Pick<Env, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL'>,
  model?: LanguageModel,
): Writer {
  if (model) return createAiWriter({ model, modelId: env.AI_MODEL ?? 'fake-model', buildPrompt });
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
  });
}

/** For `npm run eval`: the writer the environment configures. */
export async function loadConfiguredWriter(): Promise<Writer> {
  const { loadEnv } = await import('../../env.ts');
  return selectWriter(loadEnv());
}
