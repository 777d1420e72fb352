import type { GenerationRequest } from '#domain/generation.ts';

/**
 * A writer turns a validated request into OPTION_COUNT announcement options.
 * Options are yielded one at a time as each is complete, so the API can stream them.
 * Implementations: the built-in composer (offline, deterministic given a seed) and the
 * AI writer (Vercel AI SDK). Both are checked by option-checks.ts before anything is stored.
 */
export interface Writer {
  /** 'composer' or 'ai'; stored with each message. */
  readonly kind: 'composer' | 'ai';
  /** Model id stored with each message, e.g. 'herald-composer-1' or 'gpt-4.1-mini'. */
  readonly model: string;
  write(input: GenerationRequest, options?: WriteOptions): AsyncIterable<string>;
}

export interface WriteOptions {
  signal?: AbortSignal;
  /** Composer only: seeds the choice of phrasings; omit for a fresh variety per call. */
  seed?: number;
  /** Set on the retry after a failed check, so a writer can try a different shape. */
  attempt?: number;
}
