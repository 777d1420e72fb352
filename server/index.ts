import { EnvError, loadEnv, type Env } from './env.ts';
import { createLogger } from './logger.ts';
import { startServer } from './start.ts';

// Boot: configuration first, so a bad variable stops start-up before anything else runs.
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

const logger = createLogger(env.LOG_LEVEL);

try {
  const server = await startServer(env, logger);
  const defaults = [
    env.usesDevMailbox && 'dev mailbox (/dev/mailbox)',
    env.usesTestCheckout && 'test checkout',
    env.usesComposer && 'built-in composer',
    !env.DATABASE_URL && `embedded PGlite (${env.DATA_DIR})`,
  ].filter(Boolean);
  logger.info(
    { url: server.url, env: env.NODE_ENV, defaults },
    `Herald is running at ${server.url}`,
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
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
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}
