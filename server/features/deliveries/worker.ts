import { eq } from 'drizzle-orm';
import { deliveryTextProblem, formatForDestination } from '#domain/delivery-format.ts';
import type { DestinationKind } from '#domain/destinations.ts';
import { planAllowsSending, type PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import type { SendOutcome } from '../../integrations/chat-webhooks.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { Logger } from '../../logger.ts';
import { destinationsOf } from '../destinations/queries.ts';
import { getPlanForUser } from '../plans/queries.ts';
import type { DestinationRow } from './send.ts';
import { deliveryFailedEmail } from './failure-mail.ts';
import {
  claimDueDeliveries,
  finishAttempt,
  recoverAbandonedDeliveries,
  type DeliveryRow,
} from './queries.ts';
import type { Sender } from './send.ts';

/**
 * The delivery worker (ADR 020): every server process runs one. It claims due deliveries from
 * PostgreSQL (never more than it has free slots, so a claimed delivery is posted at once and
 * its lease only has to cover one exchange), posts each once, and records the outcome.
 * Nothing lives only in memory: a process that dies leaves leases that another process (or
 * this one, restarted) recovers.
 */

export interface DeliveryWorkerOptions {
  db: Db;
  sender: Sender;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  pollIntervalMs: number;
  concurrency: number;
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** BILLING=off: the plan every account is on (getPlanForUser). */
  assignedPlan: PlanName | null;
  random?: () => number;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (after a "Send now" in this process). */
  wake(): void;
  /** Stops claiming, lets the sends in flight finish and be recorded. */
  stop(): Promise<void>;
}

export const SENDING_LAPSED =
  'Not sent: this account is no longer on the Pro plan, which sending and scheduling need. Upgrade, then retry it.';

/** Longest wait between tries, whatever a provider's Retry-After says. */
const MAX_RETRY_DELAY_MS = 3600_000;

type AttemptResult = Parameters<typeof finishAttempt>[2];

/** Exponential backoff with jitter: base, 4×, 16×… honouring a longer Retry-After. */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const backoff = baseMs * 4 ** attempt * (0.8 + 0.4 * random());
  return Math.round(Math.min(MAX_RETRY_DELAY_MS, Math.max(backoff, retryAfterMs ?? 0)));
}

/** What an attempt's outcome makes of the delivery. */
export function decideAttempt(
  row: Pick<DeliveryRow, 'attempts' | 'uncertainAttempts'>,
  outcome: SendOutcome,
  options: { maxAttempts: number; retryBaseMs: number; random?: () => number },
): AttemptResult {
  if (outcome.kind === 'accepted') return { status: 'sent' };
  if (outcome.kind === 'failed')
    return { status: 'failed', reason: outcome.reason, uncertain: false };
  if (outcome.uncertain && row.uncertainAttempts >= 1)
    return {
      status: 'failed',
      reason: `${outcome.reason} It may already be there, so Herald stopped trying rather than post it twice. Check the channel before retrying.`,
      uncertain: true,
    };
  const attempts = row.attempts + 1;
  if (attempts >= options.maxAttempts)
    return {
      status: 'failed',
      reason: `${outcome.reason} Herald tried ${attempts} ${attempts === 1 ? 'time' : 'times'}.`,
      uncertain: outcome.uncertain,
    };
  return {
    status: 'scheduled',
    reason: outcome.reason,
    retryInMs: retryDelayMs(
      row.attempts,
      options.retryBaseMs,
      outcome.retryAfterMs,
      options.random,
    ),
    uncertain: outcome.uncertain,
  };
}

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, logger } = options;
  const log = logger.child({ component: 'delivery-worker' });
  // A claimed delivery is posted at once and its exchange is bounded by the timeout: the
  // lease covers that twice over, plus the database writes around it.
  const leaseMs = options.timeoutMs * 2 + 5000;
  const active = new Set<Promise<void>>();
  let stopping = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  function idle(ms: number): Promise<void> {
    if (woken || stopping) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function notifyFailure(row: DeliveryRow) {
    try {
      const [owner] = await db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, row.userId));
      if (owner) await options.mailer.send(deliveryFailedEmail(owner.email, row, options.appUrl));
    } catch (error) {
      log.warn(
        { deliveryId: row.id, err: { message: (error as Error).message } },
        'could not e-mail a delivery failure',
      );
    }
  }

  async function attempt(
    row: DeliveryRow,
    destination: DestinationRow | undefined,
  ): Promise<SendOutcome> {
    if (!destination) return { kind: 'failed', reason: 'The destination was deleted.' };
    // Scheduled while on Pro, due after a downgrade: the plan in force at send time decides.
    const plan = await getPlanForUser(db, row.userId, options.assignedPlan);
    if (!planAllowsSending(plan.name)) return { kind: 'failed', reason: SENDING_LAPSED };
    const kind = destination.kind as DestinationKind;
    const context = { name: row.newHireName, messageType: row.messageType };
    const problem = deliveryTextProblem(kind, row.text, context);
    if (problem) return { kind: 'failed', reason: problem };
    try {
      return await options.sender.send(
        destination,
        formatForDestination(kind, row.text, context),
        row.idempotencyKey,
      );
    } catch (error) {
      // The sender reports every provider answer as an outcome; what throws is ours: a URL
      // that no longer opens (the key changed).
      log.error(
        { deliveryId: row.id, err: { name: (error as Error).name } },
        'delivery could not be prepared',
      );
      return {
        kind: 'failed',
        reason:
          'Herald could not read this destination’s saved address. Edit the destination and paste the URL again.',
      };
    }
  }

  async function deliver(row: DeliveryRow, destination: DestinationRow | undefined) {
    const started = Date.now();
    try {
      const outcome = await attempt(row, destination);
      const result = decideAttempt(row, outcome, options);
      const finished = await finishAttempt(db, row, result);
      log.info(
        {
          deliveryId: row.id,
          kind: row.destinationKind,
          outcome: outcome.kind,
          status: finished?.status ?? 'taken-over',
          attempt: row.attempts + 1,
          lateMs: started - row.dueAt.getTime(),
          ms: Date.now() - started,
        },
        'delivery attempt',
      );
      if (finished?.status === 'failed') await notifyFailure(finished);
    } catch (error) {
      // Most likely the database went away. The lease expires and the delivery is recovered.
      log.warn(
        { deliveryId: row.id, err: { message: (error as Error).message } },
        'delivery attempt not recorded',
      );
    }
  }

  async function loop() {
    let lastRecovery = 0;
    const halfSlots = Math.ceil(options.concurrency / 2);
    while (!stopping) {
      try {
        if (Date.now() - lastRecovery >= Math.min(options.pollIntervalMs, 5000)) {
          lastRecovery = Date.now();
          for (const failed of await recoverAbandonedDeliveries(db)) await notifyFailure(failed);
        }
        const free = options.concurrency - active.size;
        // Claim in batches: wait for half the slots rather than claiming one row per query.
        if (free < halfSlots) {
          await Promise.race(active);
          continue;
        }
        const rows = await claimDueDeliveries(db, free, leaseMs);
        if (rows.length) log.debug({ claimed: rows.length }, 'claimed deliveries');
        // One query for the batch's destinations (each still scoped to its delivery's owner).
        const destinations = await destinationsOf(db, rows);
        for (const row of rows) {
          const destination = destinations.find(
            (d) => d.id === row.destinationId && d.userId === row.userId,
          );
          const running = deliver(row, destination).finally(() => active.delete(running));
          active.add(running);
        }
        if (rows.length < free) await idle(options.pollIntervalMs);
      } catch (error) {
        log.warn(
          { err: { message: (error as Error).message } },
          'delivery worker could not reach the database',
        );
        await idle(options.pollIntervalMs);
      }
    }
    await Promise.allSettled(active);
  }

  const running = loop();
  log.info(
    { pollIntervalMs: options.pollIntervalMs, concurrency: options.concurrency },
    'delivery worker started',
  );
  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      await running;
    },
  };
}
