import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Writer } from './features/announcements/writer.ts';
import type { Logger } from './logger.ts';
import { Drain } from './middleware/drain.ts';
import { loadStaticSite } from './site/static-site.ts';

const CLIENT_DIR = fileURLToPath(new URL('../build/client', import.meta.url));
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting, lets in-flight requests (and streams) finish, closes the database. */
  stop(): Promise<void>;
}

/** Opens the database, migrates, and serves the app. Used by index.ts and the tests. */
export async function startServer(
  env: Env,
  logger: Logger,
  options: { serveWeb?: boolean; database?: Database; writer?: Writer } = {},
): Promise<RunningServer> {
  // Tests may share one already-open database between servers; the server then leaves it open.
  const shared = options.database;
  const database =
    shared ??
    openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
      onPoolError: (err) =>
        logger.warn({ err: { message: err.message } }, 'database connection lost'),
    });
  await database.migrate();

  const site = options.serveWeb === false ? null : loadStaticSite(CLIENT_DIR);
  if (options.serveWeb !== false && !site)
    logger.warn('web app not built: run `npm run build` (only the API is served)');

  const drain = new Drain();
  const app = createApp({ env, database, logger, drain, site, writer: options.writer });

  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    // A taken port must fail start-up with a clear error, not crash on an unhandled event.
    s.once('error', reject);
  }).catch(async (error: unknown) => {
    if (!shared) await database.close();
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;

  let stopping: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const closeIdle = () => {
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        };
        closeIdle();
        let sweep: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          drain.drain().then(async () => {
            // Handlers are done, but a response may still be on its way out: close each
            // connection once idle instead of cutting it (tests/reliability/graceful-shutdown).
            sweep = setInterval(closeIdle, 20);
            await closed;
            return false;
          }),
          new Promise<boolean>((r) => setTimeout(() => r(true), SHUTDOWN_GRACE_MS).unref()),
        ]);
        clearInterval(sweep);
        if (timedOut) logger.warn({ active: drain.active }, 'shutdown grace period over');
        if ('closeAllConnections' in server) server.closeAllConnections();
        if (!shared) await database.close();
      })();
      return stopping;
    },
  };
}
