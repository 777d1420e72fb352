import { setTimeout as sleep } from 'node:timers/promises';
import { OPTION_COUNT, type GenerationRequest } from '#domain/generation.ts';
import { normalizeLimit, type PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { getProfile } from '../account/queries.ts';
import { getPlanForWorkspace } from '../plans/queries.ts';
import { usageSubject } from '../usage/ledger.ts';
import { optionProblems } from './writing/checks/option-pass.ts';
import { readStartDate } from './writing/start-date.ts';
import { formAsAsked } from './writing/instructions.ts';
import { storeMessage } from './queries.ts';
import type { UsageIdentity } from '../usage/identity.ts';
import {
  holdReservation,
  monthUsedUp,
  releaseReservation,
  reserveQuota,
  type QuotaHold,
  type ReservationOwner,
} from './quota.ts';
import {
  DraftError,
  WriterBusyError,
  WriterError,
  type RejectedDraft,
  type Writer,
} from './writing/writer.ts';

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

function limitReachedMessage(limit: number): string {
  return `You've reached your plan limit of ${limit} messages this month. Please upgrade your plan to continue.`;
}

/**
 * How often a generation may call its writer (ADR 014). Every call counts, whatever its
 * reason, and this is the only retry layer: the AI SDK's own retries are off.
 */
export interface RetryPolicy {
  /** Writer calls per generation in all: the first, replacements and busy retries. */
  maxCalls: number;
  /** How many of those may repeat a call the provider refused as busy (429, 5xx). */
  busyRetries: number;
  /** A busy provider that asks for a longer wait than this is not retried: the user is told. */
  maxBusyWaitMs: number;
}

const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxCalls: 3,
  busyRetries: 1,
  maxBusyWaitMs: 5000,
};

/** Wait before retrying a busy provider that did not say how long. */
const BUSY_RETRY_DELAY_MS = 1000;

export interface GenerationDeps {
  db: Db;
  writer: Writer;
  /** Bound on the whole generation, every call included. */
  timeoutMs: number;
  retry?: Partial<RetryPolicy>;
  /** Writes instead when the configured writer fails (AI_FALLBACK=composer). */
  fallback?: Writer | null;
  usageIdentity: UsageIdentity;
  owner: ReservationOwner;
  /** BILLING=off: the plan every account is on. */
  assignedPlan?: PlanName | null;
}

/** Who generates, and in which workspace (the plan and the month's count are the workspace's). */
export interface Actor {
  userId: string;
  workspace: { id: string; personal: boolean };
}

/** Today's date in a time zone, YYYY-MM-DD (UTC when the zone is unknown). */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * Checks the plan and takes a unit of quota; throws GenerationError when the plan does not
 * allow the request. Returns the quota hold to hand to `writeAndStore` and today's date in
 * the user's time zone.
 */
export async function prepareGeneration(
  deps: GenerationDeps,
  actor: Actor,
  input: GenerationRequest,
): Promise<{ quota: QuotaHold; today: string }> {
  const [plan, profile] = await Promise.all([
    getPlanForWorkspace(deps.db, actor.workspace.id, deps.assignedPlan),
    getProfile(deps.db, actor.userId),
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
  const today = todayIn(profile.timeZone);
  const subject = await usageSubjectOf(deps, profile, actor);
  // Unlimited plans have no quota to protect: skip the reservation's transaction (the
  // generation is still counted when it is stored).
  if (normalizeLimit(plan.monthlyMessageLimit) === null)
    return { quota: { subject, reservationId: null }, today };
  const reservation = await reserveQuota(deps.db, subject, {
    limit: plan.monthlyMessageLimit,
    owner: deps.owner,
  });
  if (!reservation.ok)
    throw new GenerationError(429, 'limit_reached', limitReachedMessage(reservation.limit));
  return { quota: { subject, reservationId: reservation.id }, today };
}

/** Whose month an actor's generation counts against (their own, or their team owner's). */
export const usageSubjectOf = (
  deps: Pick<GenerationDeps, 'db' | 'usageIdentity'>,
  profile: { email: string; timeZone: string },
  actor: Actor,
) => usageSubject(deps.db, deps.usageIdentity, profile, actor.userId, actor.workspace);

/**
 * The monthly limit's refusal when the month is used up, else null. Asked when the
 * per-minute rate limit trips: a user out of messages hears about the limit, which waiting
 * a minute does not lift.
 */
export async function monthlyLimitRefusal(
  deps: GenerationDeps,
  actor: Actor,
): Promise<GenerationError | null> {
  const [plan, profile] = await Promise.all([
    getPlanForWorkspace(deps.db, actor.workspace.id, deps.assignedPlan),
    getProfile(deps.db, actor.userId),
  ]);
  const subject = await usageSubjectOf(deps, profile, actor);
  const limit = normalizeLimit(plan.monthlyMessageLimit);
  return limit !== null && (await monthUsedUp(deps.db, subject, limit))
    ? new GenerationError(429, 'limit_reached', limitReachedMessage(limit))
    : null;
}

export interface WriteCallbacks {
  /** An option passed every check and will be part of the result (positions may come in any order). */
  onOption?: (index: number, text: string) => void | Promise<void>;
  /** The configured writer failed and the fallback writer starts over: earlier options are void. */
  onFallback?: (writer: Writer, error: WriterError) => void | Promise<void>;
  /** A call to the writer starts, for these positions. */
  onCall?: (call: number, positions: readonly number[]) => void;
  /** A draft was refused; its position will be asked for again. */
  onRejected?: (draft: RejectedDraft) => void;
}

/**
 * Runs the writer with checks and replacements, then stores message and options in one
 * transaction. Any failure, timeout or cancellation stores nothing and returns the unit.
 */
export async function writeAndStore(
  deps: GenerationDeps,
  args: {
    userId: string;
    quota: QuotaHold;
    input: GenerationRequest;
    /** Today in the user's time zone, YYYY-MM-DD. */
    today?: string;
    signal?: AbortSignal;
    /** Runs in the transaction that stores the message (storeMessage's `within`). */
    within?: (tx: Db, messageId: string) => Promise<void>;
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
  const caller = args.signal ? [args.signal] : [];
  const writeOptions = { today: args.today, policy: deps.retry };
  const { reservationId } = args.quota;
  const release = reservationId ? holdReservation(deps.db, reservationId) : () => {};
  try {
    let writer = deps.writer;
    let options: string[];
    try {
      const signal = AbortSignal.any([timeout.signal, ...caller]);
      options = await writeChecked(writer, args.input, signal, callbacks, writeOptions);
    } catch (error) {
      if (!deps.fallback || args.signal?.aborted || !(error instanceof WriterError)) throw error;
      writer = deps.fallback;
      await callbacks.onFallback?.(writer, error);
      // The fallback is the offline composer (microseconds); its own bound keeps a spent
      // total timeout from stopping it.
      const bound = new AbortController();
      const boundTimer = setTimeout(() => bound.abort(), FALLBACK_TIMEOUT_MS);
      try {
        const signal = AbortSignal.any([bound.signal, ...caller]);
        options = await writeChecked(writer, args.input, signal, callbacks, writeOptions);
      } finally {
        clearTimeout(boundTimer);
      }
    }
    if (args.signal?.aborted) throw args.signal.reason;
    // The start day is stored as the one date reader read it, so a send dialog schedules
    // from it without reading words of its own (ADR 028).
    const { iso } = readStartDate(args.input, args.today);
    const stored = await storeMessage(deps.db, {
      userId: args.userId,
      quota: args.quota,
      input: iso ? { ...args.input, startDateIso: iso } : args.input,
      writer: writer.kind,
      model: writer.model,
      options,
      within: args.within,
    });
    return { ...stored, writer: writer.kind };
  } catch (error) {
    release();
    if (reservationId) await releaseReservation(deps.db, reservationId);
    throw error;
  } finally {
    release();
    clearTimeout(timer);
  }
}

const FALLBACK_TIMEOUT_MS = 5000;

const cancelled = (signal: AbortSignal) =>
  new WriterError('the writer timed out or was cancelled', { cause: signal.reason });

/**
 * Collects OPTION_COUNT options that each pass the option checks and the fact screen
 * (ADR 014). Every passing option is kept and reported at once, by position; a refused one
 * is asked for again, alone with the others missing, with the specific reasons and the
 * options kept so far. Writer calls are bounded by the retry policy.
 */
export async function writeChecked(
  writer: Writer,
  typed: GenerationRequest,
  signal: AbortSignal,
  callbacks: WriteCallbacks = {},
  options: {
    today?: string;
    policy?: Partial<RetryPolicy>;
    /** The composer's seed (the eval's fixed seeds); production leaves it to the writer. */
    seed?: number;
  } = {},
): Promise<string[]> {
  // "keep it short pls" in a note: every writer and the checks read the length asked (ADR 146).
  const input = formAsAsked(typed);
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const slots: (string | undefined)[] = Array.from({ length: OPTION_COUNT }, () => undefined);
  const open = () => slots.flatMap((text, i) => (text === undefined ? [i] : []));
  const rejected: RejectedDraft[] = [];
  let calls = 0;
  let busyRetries = 0;
  let lastProblem = 'no options';

  while (open().length && calls < policy.maxCalls) {
    const positions = open();
    calls++;
    callbacks.onCall?.(calls, positions);
    // Ends this call's provider request when we stop reading early (every slot filled).
    const callController = new AbortController();
    try {
      const stream = writer.write(input, {
        signal: AbortSignal.any([signal, callController.signal]),
        attempt: calls - 1,
        today: options.today,
        ...(options.seed !== undefined && { seed: options.seed }),
        positions,
        accepted: slots.filter((s): s is string => s !== undefined),
        rejected: [...rejected],
      });
      let read = 0;
      for await (const raw of stream) {
        // The n-th option is meant for the n-th position asked; any beyond those fill the
        // first slot still open (a model that wrote five keeps its first three good ones).
        const position = read < positions.length ? positions[read] : open()[0];
        read++;
        if (position === undefined) break;
        const text = raw.trim();
        const reasons = optionProblems(text, input, slots, options.today);
        if (reasons.length) {
          const draft = { position, text, reasons };
          rejected.push(draft);
          callbacks.onRejected?.(draft);
          lastProblem = `option ${position + 1}: ${reasons.join(' ')}`;
          continue;
        }
        slots[position] = text;
        await callbacks.onOption?.(position, text);
        if (!open().length) break;
      }
      if (read === 0) lastProblem = 'the writer wrote no options';
    } catch (error) {
      if (signal.aborted) throw cancelled(signal);
      if (error instanceof WriterBusyError) {
        const waitMs =
          error.retryAfterSeconds === undefined
            ? BUSY_RETRY_DELAY_MS
            : error.retryAfterSeconds * 1000;
        if (
          busyRetries >= policy.busyRetries ||
          calls >= policy.maxCalls ||
          waitMs > policy.maxBusyWaitMs
        )
          throw error;
        busyRetries++;
        await sleep(waitMs, undefined, { signal }).catch(() => {
          throw cancelled(signal);
        });
        continue;
      }
      // A draft that is unusable as a whole is one failed call; anything else is final.
      if (!(error instanceof DraftError)) throw error;
      lastProblem = error.message;
    } finally {
      callController.abort();
    }
  }
  if (signal.aborted) throw cancelled(signal);
  if (open().length)
    throw new WriterError(
      `${open().length} option(s) still missing after ${calls} writer call(s); last problem: ${lastProblem}`,
    );
  // Every slot passed checkOption, the screen and the twin check against the slots filled
  // before it, which covers every pair: checkOptions would only repeat that work.
  return slots as string[];
}

export const GENERATION_FAILED = 'There was an error generating your messages. Please try again.';

/** Said when a user's generations (from the form or an autopilot regeneration) pass the per-minute limit. */
export const GENERATING_TOO_QUICKLY =
  'You are generating very quickly. Please wait a moment and try again.';

/** One per-minute bucket per user for every way of generating, so no route bypasses another's limit. */
export const generationRateKey = (userId: string) => `generate:${userId}`;
export const AI_BUSY = 'The AI service is busy. Please try again in a minute.';
