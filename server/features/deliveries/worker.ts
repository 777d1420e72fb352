import { eq } from 'drizzle-orm';
import { deliveryTextProblem, formatForDestination } from '#domain/delivery-format.ts';
import { describeLateLimit } from '#domain/deliveries.ts';
import { DEFAULT_PLAN, planAllowsSending, type PlanName } from '#domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { organization, user } from '../../db/schema/index.ts';
import type { SendOutcome } from '../../integrations/chat-webhooks.ts';
import type { Mailer } from '../../integrations/email.ts';
import type { Logger } from '../../logger.ts';
import { systemClock, type Clock } from '../../clock.ts';
import { createWorkerPause } from '../../worker-pause.ts';
import {
  destinationsOf,
  PASTE_URL_AGAIN,
  UnreadableDestinationError,
} from '../destinations/queries.ts';
import { planNamesForWorkspaces } from '../plans/queries.ts';
import type { DestinationRow } from '../destinations/send.ts';
import { deliveryFailedEmail } from './failure-mail.ts';
import {
  cancelClaimsOfFormerMembers,
  claimDueDeliveries,
  expireRequests,
  finishAttempt,
  finishSentDeliveries,
  msUntilNextDue,
  recordEmailProgress,
  recoverAbandonedDeliveries,
  type ClaimLimits,
  type DeliveryRow,
} from './queries.ts';
import type { Sender } from '../destinations/send.ts';

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
  /** Longest one delivery may hold a slot (DELIVERY_BUDGET_MS). */
  budgetMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** BILLING=off: the plan every account is on (getPlanForWorkspace). */
  assignedPlan: PlanName | null;
  random?: () => number;
  /** What "due" and "too late" are measured against (server/clock.ts); tests advance it. */
  clock?: Clock;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (after a "Send now" in this process). */
  wake(): void;
  /** Stops claiming, lets the sends in flight finish and be recorded. */
  stop(): Promise<void>;
}

export const SENDING_LAPSED =
  'Not sent: this account is no longer on the Pro plan, which sending and scheduling need. Upgrade, then retry it.';

/**
 * Shortest idle wait when a delivery is due (or overdue) but none could be claimed: another
 * process holds it, or its lane is full. Keeps the loop from spinning on the database.
 */
const MIN_WAIT_MS = 100;

/** Longest wait between tries, whatever a provider's Retry-After says. */
const MAX_RETRY_DELAY_MS = 3600_000;

type AttemptResult = Parameters<typeof finishAttempt>[2];

/** Exponential backoff with jitter: base, 4×, 16×… honouring a longer Retry-After. */
function retryDelayMs(
  attempt: number,
  baseMs: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const backoff = baseMs * 4 ** attempt * (0.8 + 0.4 * random());
  return Math.round(Math.min(MAX_RETRY_DELAY_MS, Math.max(backoff, retryAfterMs ?? 0)));
}

/** What an attempt's outcome makes of the delivery. */
function decideAttempt(
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

/** A send in flight, as the claim plan sees it. */
export interface ActiveSend {
  kind: string;
  startedAt: number;
}

const WEBHOOK_KINDS = ['slack', 'teams', 'google_chat', 'discord'] as const;

/**
 * How many due deliveries to claim now, per lane (issue 20 item 1). One slow destination must
 * not hold every slot: e-mail (one SMTP server for all of it) may use half the slots; a
 * webhook kind may use all but one, or half once one of its sends is taking longer than
 * `slowAfterMs` (its provider is struggling). So whatever stalls, the other kinds still get
 * slots, and a burst to one healthy kind still gets nearly all of them.
 */
export function claimPlan(
  active: readonly ActiveSend[],
  options: { concurrency: number; slowAfterMs: number; now: number },
): ClaimLimits & { limited: boolean } {
  const { concurrency: c, now } = options;
  const free = c - active.length;
  const half = Math.ceil(c / 2);
  const count = (kind: string) => active.filter((a) => a.kind === kind).length;
  const slow = (kind: string) =>
    active.some((a) => a.kind === kind && now - a.startedAt > options.slowAfterMs);
  const cap = (kind: string) => (c === 1 ? 1 : slow(kind) ? half : c - 1);
  const email = Math.max(0, Math.min(free, (c === 1 ? 1 : half) - count('email')));
  const excludeKinds = WEBHOOK_KINDS.filter((k) => count(k) >= cap(k));
  const open = WEBHOOK_KINDS.filter((k) => !excludeKinds.includes(k));
  const webhook = open.length
    ? Math.max(0, Math.min(free, ...open.map((k) => cap(k) - count(k))))
    : 0;
  return {
    email,
    webhook,
    total: Math.max(0, free),
    excludeKinds,
    limited: email < free || webhook < free,
  };
}

/** Why a delivery past its latest send time was not sent (issue 20 item 11). */
function tooLateReason(row: Pick<DeliveryRow, 'scheduledAt' | 'sendBy'>): string {
  const hours = Math.max(
    1,
    Math.round((row.sendBy!.getTime() - row.scheduledAt.getTime()) / 3600_000),
  );
  return `Too late: Herald could not send it within ${describeLateLimit(hours)} of its scheduled time, so it did not post it this late. Send it now anyway if it still fits.`;
}

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, logger } = options;
  const clock = options.clock ?? systemClock;
  const log = logger.child({ component: 'delivery-worker' });
  // A claimed delivery is posted at once and holds its slot at most the budget (plus a grace
  // for the database writes around it); the lease covers that.
  const hardStopMs = options.budgetMs + Math.min(5000, options.budgetMs / 4);
  const leaseMs = hardStopMs + 5000;
  const slowAfterMs = Math.min(2000, options.timeoutMs / 2);
  // Slots: a send holds one until its provider answered (or its budget ran out); the key
  // settles when it lets go. `recording` holds every delivery until its outcome is written.
  const active = new Map<Promise<void>, ActiveSend>();
  const recording = new Set<Promise<void>>();
  const notifications = new Set<Promise<void>>();
  const pause = createWorkerPause();

  /**
   * E-mails the owner about a failure, in the background: a stalled mail server must hold
   * neither a send slot nor the loop (issue 20 item 1), so the mail has its own time limit.
   */
  function notifyFailure(row: DeliveryRow) {
    const ownerId = row.userId;
    // An author who deleted their account has nobody to tell (ADR 043).
    if (!ownerId) return;
    const sending = (async () => {
      try {
        const [owner] = await db
          .select({ email: user.email, personal: organization.personalUserId })
          .from(user)
          .innerJoin(organization, eq(organization.id, row.workspaceId))
          .where(eq(user.id, ownerId));
        if (owner) {
          const teamId = owner.personal === null ? row.workspaceId : null;
          await options.mailer.send(deliveryFailedEmail(owner.email, row, options.appUrl, teamId), {
            signal: AbortSignal.timeout(options.budgetMs),
          });
        }
      } catch (error) {
        log.warn(
          { deliveryId: row.id, err: { message: (error as Error).message } },
          'could not e-mail a delivery failure',
        );
      }
    })().finally(() => notifications.delete(sending));
    notifications.add(sending);
  }

  async function attempt(
    row: DeliveryRow,
    destination: DestinationRow | undefined,
    plan: PlanName,
    signal: AbortSignal,
  ): Promise<SendOutcome> {
    if (!destination) return { kind: 'failed', reason: 'The destination was deleted.' };
    // Scheduled while on Pro, due after a downgrade: the plan in force at send time decides
    // (read for the whole batch as it was claimed, ADR 038).
    if (!planAllowsSending(plan)) return { kind: 'failed', reason: SENDING_LAPSED };
    const kind = destination.kind;
    const context = { name: row.newHireName, messageType: row.messageType };
    const payload = formatForDestination(kind, row.text, context);
    const problem = deliveryTextProblem(kind, row.text, context, payload);
    if (problem) return { kind: 'failed', reason: problem };
    try {
      return await options.sender.send(destination, payload, {
        // The delivery's id: unique across users (an Idempotency-Key is unique per user only).
        key: row.id,
        signal,
        progress: {
          done: row.emailProgress ?? {},
          record: (email, outcome) => recordEmailProgress(db, row, email, outcome),
        },
      });
    } catch (error) {
      // The sender reports every provider answer as an outcome; what throws is ours: a URL
      // that no longer opens (the key changed), or the database.
      if (!(error instanceof UnreadableDestinationError)) throw error;
      log.error({ deliveryId: row.id }, 'delivery could not be prepared: its URL does not open');
      return { kind: 'failed', reason: PASTE_URL_AGAIN };
    }
  }

  // Accepted posts are recorded together, one UPDATE for all that finish within a few
  // milliseconds of each other (ADR 038); each send keeps its slot until its row is written.
  let pendingSent: {
    row: DeliveryRow;
    resolve: (sent: boolean) => void;
    reject: (error: unknown) => void;
  }[] = [];
  // Group commit: the first accepted post is written at once; those accepted while that
  // write is on its way go together in the next one, as soon as it returns. Under load the
  // batches grow by themselves, and a lone post waits for no timer (ADR 051).
  let flushing = false;
  function recordSent(row: DeliveryRow): Promise<boolean> {
    return new Promise((resolve, reject) => {
      pendingSent.push({ row, resolve, reject });
      if (!flushing) void flushSent();
    });
  }
  async function flushSent() {
    flushing = true;
    while (pendingSent.length) {
      const batch = pendingSent;
      pendingSent = [];
      try {
        const sent = await finishSentDeliveries(
          db,
          batch.map((b) => b.row),
        );
        for (const b of batch) b.resolve(sent.has(b.row.id));
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    flushing = false;
  }

  async function deliver(
    row: DeliveryRow,
    destination: DestinationRow | undefined,
    plan: PlanName,
    releaseSlot: () => void,
  ) {
    const started = Date.now();
    const budget = new AbortController();
    const timers: NodeJS.Timeout[] = [];
    try {
      let result: Parameters<typeof finishAttempt>[2];
      let outcomeKind: string;
      if (row.sendBy && clock.now().getTime() > row.sendBy.getTime()) {
        // Past its latest send time: not sent, and its owner is told (issue 20 item 11).
        result = {
          status: 'failed',
          reason: tooLateReason(row),
          uncertain: false,
          failureCode: 'too_late',
        };
        outcomeKind = 'too-late';
      } else {
        timers.push(setTimeout(() => budget.abort(), options.budgetMs));
        // The budget aborts the send; a send that ignores that is left behind after a grace,
        // unrecorded: its lease expires and recovery treats it as maybe posted.
        const overrun = new Promise<'overrun'>((resolve) =>
          timers.push(setTimeout(() => resolve('overrun'), hardStopMs)),
        );
        const outcome = await Promise.race([
          attempt(row, destination, plan, budget.signal),
          overrun,
        ]);
        if (outcome === 'overrun') {
          log.warn({ deliveryId: row.id, budgetMs: options.budgetMs }, 'a send overran its budget');
          return;
        }
        result = decideAttempt(row, outcome, options);
        outcomeKind = outcome.kind;
      }
      // The exchange is over: the next delivery may take the slot while this outcome is
      // written. Holding it through the write made every slot wait a commit per round, a
      // fifth of the drain's time (ADR 051). The write still names the claim's version, and
      // stop() still waits for it.
      releaseSlot();
      const finished =
        result.status === 'sent'
          ? (await recordSent(row))
            ? ({ status: 'sent' } as const)
            : null
          : await finishAttempt(db, row, result);
      log.info(
        {
          deliveryId: row.id,
          kind: row.destinationKind,
          outcome: outcomeKind,
          status: finished?.status ?? 'taken-over',
          attempt: row.attempts + 1,
          lateMs: started - row.dueAt.getTime(),
          ms: Date.now() - started,
        },
        'delivery attempt',
      );
      if (finished?.status === 'failed') notifyFailure(finished);
    } catch (error) {
      // Most likely the database went away. The lease expires and the delivery is recovered.
      log.warn(
        { deliveryId: row.id, err: { message: (error as Error).message } },
        'delivery attempt not recorded',
      );
    } finally {
      for (const timer of timers) clearTimeout(timer);
    }
  }

  async function loop() {
    let lastRecovery = 0;
    const batchSlots = Math.ceil(options.concurrency / 4);
    while (!pause.stopped) {
      try {
        if (Date.now() - lastRecovery >= Math.min(options.pollIntervalMs, 5000)) {
          lastRecovery = Date.now();
          for (const failed of await recoverAbandonedDeliveries(db)) notifyFailure(failed);
          // Requests nobody approved within their send window are not sent (ADR 044).
          await expireRequests(db);
        }
        const plan = claimPlan([...active.values()], {
          concurrency: options.concurrency,
          slowAfterMs,
          now: Date.now(),
        });
        // Claim in batches: with fewer than a quarter of the slots free, wait for sends to
        // finish rather than claim a row or two per query, unless a send is taking long (a
        // stalled provider must not hold back the rest). Every slot busy: wait for one (a send
        // holds one at most its budget). A quarter, not half: with all slots but one open to
        // a kind, half left a burst's second wave one slot short of its claim, waiting a
        // whole round for it (ADR 051).
        const now = Date.now();
        const stalled = [...active.values()].some((a) => now - a.startedAt > slowAfterMs);
        if (plan.total === 0 || (plan.total < batchSlots && !stalled)) {
          await pause.wait(options.pollIntervalMs, Promise.race(active.keys()));
          continue;
        }
        const claimed = await claimDueDeliveries(db, plan, leaseMs, clock.now());
        if (claimed.length) log.debug({ claimed: claimed.length }, 'claimed deliveries');
        // Nothing goes out in the name of someone no longer in the workspace (ADR 043). That
        // check, the batch's destinations (each still scoped to its delivery's workspace) and
        // its workspaces' plans are one query each for the whole batch (ADR 038), sent side
        // by side: none needs another's answer, and the batch waits for all three (ADR 051).
        const [dropped, destinations, plans] = claimed.length
          ? await Promise.all([
              cancelClaimsOfFormerMembers(db, claimed),
              destinationsOf(db, claimed),
              planNamesForWorkspaces(
                db,
                claimed.map((r) => r.workspaceId),
                options.assignedPlan,
              ),
            ])
          : [new Set<string>(), [], new Map<string, PlanName>()];
        if (dropped.size) log.info({ cancelled: dropped.size }, 'author left: not sent');
        const rows = claimed.filter((r) => !dropped.has(r.id));
        const destinationById = new Map(destinations.map((d) => [d.id, d]));
        for (const row of rows) {
          const found = row.destinationId ? destinationById.get(row.destinationId) : undefined;
          const destination = found?.workspaceId === row.workspaceId ? found : undefined;
          const plan = plans.get(row.workspaceId) ?? DEFAULT_PLAN;
          let release!: () => void;
          const slot = new Promise<void>((resolve) => {
            release = () => {
              active.delete(slot);
              resolve();
            };
          });
          active.set(slot, { kind: row.destinationKind, startedAt: Date.now() });
          const running = deliver(row, destination, plan, release).finally(() => {
            release();
            recording.delete(running);
          });
          recording.add(running);
        }
        // As many as the lanes allowed: there may be more, look again at once.
        if (
          claimed.length > 0 &&
          claimed.length === Math.min(plan.total, plan.email + plan.webhook)
        )
          continue;
        // Nothing (more) due in the open lanes. A lane held back by its share may have more,
        // so a send finishing also ends the wait, as do "Send now" (any process's, ADR 038),
        // the next delivery falling due, and the poll interval.
        const nextDue = await msUntilNextDue(db, clock.now());
        await pause.wait(
          Math.min(options.pollIntervalMs, Math.max(MIN_WAIT_MS, nextDue ?? Infinity)),
          plan.limited && active.size ? Promise.race(active.keys()) : undefined,
        );
      } catch (error) {
        log.warn(
          { err: { message: (error as Error).message } },
          'delivery worker could not reach the database',
        );
        await pause.wait(options.pollIntervalMs);
      }
    }
    await Promise.allSettled(recording);
    await Promise.allSettled(notifications);
  }

  const running = loop();
  log.info(
    { pollIntervalMs: options.pollIntervalMs, concurrency: options.concurrency },
    'delivery worker started',
  );
  return {
    wake: pause.wake,
    async stop() {
      pause.stop();
      await running;
    },
  };
}
