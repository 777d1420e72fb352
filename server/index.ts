import { EnvError, loadEnv, type Env } from './env.ts';
import { createLogger, prettyDestination } from './logger.ts';
import { redactUrlPasswords } from './redact.ts';

// Boot: configuration first, so a bad variable stops start-up before anything else runs, or
// even loads: the server's modules (start.ts, imported below) take seconds to load under tsx.
let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(`Herald cannot start.\n${error.message}`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(
  env.LOG_LEVEL,
  env.LOG_FORMAT === 'pretty' ? prettyDestination() : undefined,
);

try {
  const { SHUTDOWN_GRACE_MS, startServer } = await import('./start.ts');
  const server = await startServer(env, logger, { serveWeb: env.SERVE_WEB });
  const defaults = [
    env.usesDevMailbox && 'dev mailbox (/dev/mailbox)',
    env.usesTestCheckout && 'test checkout',
    env.usesComposer && 'built-in composer',
    !env.DATABASE_URL && `embedded PGlite (${env.DATA_DIR})`,
  ].filter(Boolean);
  if (env.SERVE_WEB)
    logger.info(
      { url: server.url, env: env.NODE_ENV, defaults },
      `Herald is running at ${server.url}`,
    );
  // In `npm run dev` the app is Vite's: announcing this port would send people to an API.
  else
    logger.info(
      { url: server.url, env: env.NODE_ENV, defaults },
      `Herald API is listening at ${server.url}; open the app at ${env.APP_URL}`,
    );
  for (const warning of env.warnings) logger.warn(warning);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Whatever hangs (a frozen database, a stuck socket), the process is gone in time.
    setTimeout(() => {
      logger.error('shutdown deadline reached: exiting now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  if (error instanceof EnvError) {
    console.error(`Herald cannot start.\n${error.message}`);
    process.exit(1);
  }
  // Said plainly, and without URL passwords: a driver's error may quote the URL it was given.
  const err = error instanceof Error ? error : new Error(String(error));
  const message = redactUrlPasswords(err.message);
  logger.fatal(
    {
      err: {
        name: err.name,
        code: (err as { code?: unknown }).code,
        message,
        stack: redactUrlPasswords(err.stack ?? ''),
      },
    },
    'start-up failed',
  );
  console.error(`Herald cannot start.\n${message}`);
  process.exit(1);
}
