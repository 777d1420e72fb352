import { OPTION_COUNT, type GenerationRequest } from '#domain/generation.ts';
import { normalizeLimit } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { WriterError } from '../../integrations/ai.ts';
import { getProfile } from '../account/queries.ts';
import { getPlanForUser } from '../plans/queries.ts';
import { checkOption, MAX_TRIGRAM_JACCARD, trigramJaccard, checkOptions } from './option-checks.ts';
import { storeMessage } from './queries.ts';
import { releaseReservation, reserveQuota } from './quota.ts';
import type { Writer } from './writer.ts';

/** A refusal with an HTTP status and a message for the user. */
export class GenerationError extends Error {
  constructor(
    readonly status: 403 | 429,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}

export function limitReachedMessage(limit: number): string {
  return `You've reached your plan limit of ${limit} messages this month. Please upgrade your plan to continue.`;
}

export interface GenerationDeps {
  db: Db;
  writer: Writer;
  timeoutMs: number;
}

/**
 * Checks the plan and takes a unit of quota; throws GenerationError when the plan does not
 * allow the request. Returns the reservation to hand to `writeAndStore`.
 */
export async function prepareGeneration(
  deps: GenerationDeps,
  userId: string,
  input: GenerationRequest,
) {
  const [plan, profile] = await Promise.all([
    getPlanForUser(deps.db, userId),
    getProfile(deps.db, userId),
  ]);
  if (!plan.messageTypes.includes(input.messageType))
    throw new GenerationError(
      403,
      'plan_forbids_type',
      `Your ${plan.displayName} does not include this message type. Upgrade to Pro to use it.`,
    );
  if (!plan.tones.includes(input.tone))
    throw new GenerationError(
      403,
      'plan_forbids_tone',
      `Your ${plan.displayName} does not include this tone. Upgrade to Pro to use it.`,
    );
  // Unlimited plans have no quota to protect: skip the reservation's transaction.
  if (normalizeLimit(plan.monthlyMessageLimit) === null) return null;
  const reservation = await reserveQuota(deps.db, userId, {
    limit: plan.monthlyMessageLimit,
    timeZone: profile.timeZone,
    // Outlives the writer's timeout, so a crashed process frees the unit soon after.
    ttlMs: deps.timeoutMs + 60_000,
  });
  if (!reservation.ok)
    throw new GenerationError(429, 'limit_reached', limitReachedMessage(reservation.limit));
  return reservation.id;
}

export interface WriteCallbacks {
  /** An option passed its checks and will be part of the result. */
  onOption?: (index: number, text: string) => void | Promise<void>;
  /** The first attempt failed a check; the options sent so far are discarded. */
  onRetry?: (reason: string) => void | Promise<void>;
}

/**
 * Runs the writer with checks (one retry), then stores message and options in one
 * transaction. Any failure, timeout or cancellation stores nothing and returns the unit.
 */
export async function writeAndStore(
  deps: GenerationDeps,
  args: {
    userId: string;
    /** null for unlimited plans (no quota reserved). */
    reservationId: string | null;
    input: GenerationRequest;
    signal?: AbortSignal;
  },
  callbacks: WriteCallbacks = {},
) {
  // Not AbortSignal.timeout(): inside AbortSignal.any() Node 20 may garbage-collect it before
  // it fires (nodejs/node#57736), leaving a stalled provider to hang the request for ever.
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('The writer timed out.', 'TimeoutError')),
    deps.timeoutMs,
  );
  try {
    const signal = AbortSignal.any([timeout.signal, ...(args.signal ? [args.signal] : [])]);
    const options = await writeChecked(deps.writer, args.input, signal, callbacks);
    if (args.signal?.aborted) throw args.signal.reason;
    return await storeMessage(deps.db, {
      userId: args.userId,
      reservationId: args.reservationId,
      input: args.input,
      writer: deps.writer.kind,
      model: deps.writer.model,
      options,
    });
  } catch (error) {
    if (args.reservationId) await releaseReservation(deps.db, args.reservationId);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Collects OPTION_COUNT options that pass every check, retrying the writer once. */
export async function writeChecked(
  writer: Writer,
  input: GenerationRequest,
  signal: AbortSignal,
  callbacks: WriteCallbacks = {},
): Promise<string[]> {
  let lastReason = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const accepted: string[] = [];
    let reason: string | null = null;
    // Ends this attempt's provider request when we stop reading early (a failed check).
    const attemptController = new AbortController();
    const attemptSignal = AbortSignal.any([signal, attemptController.signal]);
    try {
      for await (const raw of writer.write(input, { signal: attemptSignal, attempt })) {
        const text = raw.trim();
        reason =
          checkOption(text, input) ??
          (accepted.some((other) => trigramJaccard(other, text) >= MAX_TRIGRAM_JACCARD)
            ? `Option ${accepted.length + 1} repeats an earlier option.`
            : null);
        if (reason) break;
        accepted.push(text);
        await callbacks.onOption?.(accepted.length - 1, text);
      }
    } catch (error) {
      if (signal.aborted)
        throw new WriterError('the writer timed out or was cancelled', { cause: signal.reason });
      if (!(error instanceof WriterError) || attempt === 1) throw error;
      reason = error.message;
    } finally {
      attemptController.abort();
    }
    reason ??= checkOptions(accepted, input);
    if (!reason && accepted.length === OPTION_COUNT) return accepted;
    lastReason = reason ?? `expected ${OPTION_COUNT} options`;
    if (attempt === 0) await callbacks.onRetry?.(lastReason);
  }
  throw new WriterError(`the options failed the checks twice: ${lastReason}`);
}

export const GENERATION_FAILED = 'There was an error generating your messages. Please try again.';
