import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';

/**
 * "Send now" wakes every process's delivery worker, not only the one that took the request
 * (issue 23 item 5, ADR 038). On PostgreSQL the request's process NOTIFYs a channel that each
 * worker LISTENs on over a connection of its own; a worker that lost that connection
 * reconnects with backoff, and its poll (DELIVERY_POLL_INTERVAL_MS) covers the gap. On PGlite
 * there is one process: the wake-up is local.
 */

const DELIVERIES_CHANNEL = 'herald_deliveries';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface DeliveryWakeUp {
  /** Wakes this process's worker at once and every other one through the database. */
  wake(): void;
  stop(): Promise<void>;
}

export function startDeliveryWakeUp(options: {
  db: Db;
  /** PostgreSQL URL; undefined on PGlite. */
  url: string | undefined;
  /** This process's worker; null when it runs none (DELIVERY_WORKER=false): it only notifies. */
  onWake: (() => void) | null;
  logger: Logger;
}): DeliveryWakeUp {
  const { db, url, onWake } = options;
  const log = options.logger.child({ component: 'delivery-wake-up' });
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;

  function reconnectLater() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
    retry.unref();
    delay = Math.min(RECONNECT_MAX_MS, delay * 2);
  }

  async function listen() {
    if (stopped || !url || !onWake) return;
    const listener = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
    });
    client = listener;
    listener.on('notification', (message) => {
      if (message.channel === DELIVERIES_CHANNEL) onWake();
    });
    // A lost connection: drop it and listen again; the poll covers the meantime.
    const lost = (error?: Error) => {
      if (client !== listener) return;
      client = null;
      listener.removeAllListeners('notification');
      void listener.end().catch(() => {});
      if (stopped) return;
      log.warn({ err: { message: error?.message ?? 'connection ended' } }, 'LISTEN lost');
      reconnectLater();
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    try {
      await listener.connect();
      await listener.query(`listen ${DELIVERIES_CHANNEL}`);
      delay = RECONNECT_MIN_MS;
      // A "Send now" may have been missed while this was not listening.
      onWake();
    } catch (error) {
      lost(error as Error);
    }
  }

  void listen();
  return {
    wake() {
      onWake?.();
      if (!url) return;
      // After the delivery's insert committed, so the woken workers find it.
      db.execute(sql`select pg_notify(${DELIVERIES_CHANNEL}, '')`).catch((error: unknown) =>
        log.warn({ err: { message: (error as Error).message } }, 'NOTIFY failed'),
      );
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const listener = client;
      client = null;
      await listener?.end().catch(() => {});
    },
  };
}
