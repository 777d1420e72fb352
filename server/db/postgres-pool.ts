import pg from 'pg';

/**
 * How long a request waits on PostgreSQL before it gets a 503 (docs/security.md,
 * "Availability"; ADR 015). The server enforces the statement and idle-transaction limits
 * itself, so a statement stuck on a lock is cancelled and a transaction left open by a
 * frozen client is rolled back, whatever happens to this process; the client-side read
 * timeout only fires when the server does not answer at all.
 */
const DATABASE_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: 3000,
  /** Server side: any statement running longer is cancelled (SQLSTATE 57014). */
  statementMs: 4000,
  /** Client side: a connection that answers nothing this long is dropped. */
  readMs: 4500,
  /** Server side: a transaction idle this long is rolled back and its session ended. */
  idleInTransactionMs: 5000,
} as const;

/** Per-checkout state of a pooled client. */
interface Checkout {
  /** The first error any query raised while checked out: the client is not reused. */
  failed?: Error;
  /** A failure of the connection itself (no answer, reset): later queries fail at once. */
  broken?: Error;
}

const checkouts = new WeakMap<pg.PoolClient, Checkout>();

/** An error PostgreSQL reported (the connection is fine) rather than a failed connection. */
function reportedByServer(error: unknown): boolean {
  return error instanceof pg.DatabaseError;
}

function noteFailure(client: pg.PoolClient, error: unknown): void {
  const state = checkouts.get(client);
  if (!state || !(error instanceof Error)) return;
  state.failed ??= error;
  if (!reportedByServer(error) && !state.broken) {
    state.broken = error;
    // It may still carry a statement the server will run when it wakes up (followed by
    // whatever the next borrower sends): end the session now, so the server rolls back.
    (
      client as unknown as { connection?: { stream?: { destroy(): void } } }
    ).connection?.stream?.destroy();
  }
}

/**
 * Records the outcome of every query on a client. Drizzle's transactions use the promise
 * form; pg-pool's own `pool.query` uses the callback form (and already releases with the
 * error).
 */
function watchQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const broken = checkouts.get(client)?.broken;
    const last = args.at(-1);
    if (broken) {
      // Fail fast with the original error: no rollback or next statement waits another
      // read timeout on a connection that is known to be gone (a 503 within the bound).
      if (typeof last === 'function') {
        process.nextTick(() => (last as (e: Error) => void)(broken));
        return undefined;
      }
      return Promise.reject(broken);
    }
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        if (error) noteFailure(client, error);
        (last as (...a: unknown[]) => void)(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch((error: unknown) => noteFailure(client, error));
    return result;
  };
}

/**
 * pg.Pool whose clients are never returned dirty. Drizzle's node-postgres transactions
 * release their client without an error even when a statement or the rollback failed
 * (drizzle-orm 0.45 `NodePgSession.transaction`); a client whose statement timed out on
 * our side may still be inside the transaction, with the statement pending, and the next
 * borrower would commit the half-written work (issue 17). So a client that saw any error
 * while checked out is destroyed on release, as pg-pool does for `pool.query`.
 */
export class GuardedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => watchQueries(client));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) {
      super.connect((err, client, done) => {
        if (client) this.guard(client);
        callback(err, client, client ? (release) => client.release(release as Error) : done);
      });
      return;
    }
    return super.connect().then((client) => this.guard(client));
  }

  private guard(client: pg.PoolClient): pg.PoolClient {
    const state: Checkout = {};
    checkouts.set(client, state);
    const release = client.release;
    client.release = (err?: Error | boolean) => {
      checkouts.delete(client);
      release(err || state.failed);
    };
    return client;
  }
}

/** The pool every request uses: bounded waits, enforced by the server where it can be. */
export function createPool(url: string, size: number): GuardedPool {
  return new GuardedPool({
    connectionString: url,
    max: size,
    application_name: 'herald',
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
    statement_timeout: DATABASE_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
    query_timeout: DATABASE_TIMEOUTS.readMs,
    idleTimeoutMillis: 30_000,
  });
}

/**
 * A lone connection for migrations: no statement or read timeout (an index build may take
 * minutes), the same bound on connecting.
 */
export function createMigrationClient(url: string): pg.Client {
  return new pg.Client({
    connectionString: url,
    application_name: 'herald-migrate',
    connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
  });
}
