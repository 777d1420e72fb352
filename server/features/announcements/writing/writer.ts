import type { GenerationRequest } from '#domain/generation.ts';

/**
 * A writer turns a validated request into announcement options, one per requested
 * position (0: a short chat post, 1: a fuller post, 2: one that invites replies).
 * Options are yielded one at a time as each is complete, so the API can stream them.
 * Implementations: the built-in composer (offline, deterministic given a seed) and the
 * AI writer (Vercel AI SDK). Both are checked by option-checks.ts and fact-screen.ts
 * before anything is stored.
 */
export interface Writer {
  /** 'composer' or 'ai'; stored with each message. */
  readonly kind: 'composer' | 'ai';
  /** Model id stored with each message, e.g. 'herald-composer-1' or 'gpt-4.1-mini'. */
  readonly model: string;
  write(input: GenerationRequest, options?: WriteOptions): AsyncIterable<string>;
}

/** An earlier draft the checks refused, with the reasons in plain words. */
export interface RejectedDraft {
  position: number;
  text: string;
  reasons: readonly string[];
}

export interface WriteOptions {
  signal?: AbortSignal;
  /** Composer only: seeds the choice of phrasings; omit for a fresh variety per call. */
  seed?: number;
  /** 0 on the first call; 1, 2… on calls that replace refused options. */
  attempt?: number;
  /**
   * Today's date in the user's time zone (YYYY-MM-DD), so a start date reads as past or
   * future. Defaults to today in UTC.
   */
  today?: string;
  /**
   * Which option positions to write, in order (default: every position, 0..OPTION_COUNT-1).
   * A retry asks only for the positions whose options were refused.
   */
  positions?: readonly number[];
  /** Options already accepted: new ones must read clearly differently. */
  accepted?: readonly string[];
  /** Drafts refused so far and why, so the writer can avoid the same mistakes. */
  rejected?: readonly RejectedDraft[];
}

/** The writer failed, timed out, or answered something unusable. */
export class WriterError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WriterError';
  }
}

/**
 * The AI provider is overloaded or down (HTTP 429 or 5xx): the user is told to try again in
 * a minute. `retryAfterSeconds` is the provider's own Retry-After when it sent one.
 */
export class WriterBusyError extends WriterError {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(`the AI provider is busy (HTTP ${status})`, options);
    this.name = 'WriterBusyError';
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
