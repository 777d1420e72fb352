import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** A failed query's error names its parameters (tokens, addresses): those never reach the log. */
export function withoutParams(text: string | undefined): string | undefined {
  return text?.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
}

/** What of an error may be logged, whoever logs it: every `err` field passes through here. */
function loggableError(err: unknown): unknown {
  if (err instanceof Error)
    return {
      name: err.name,
      message: withoutParams(err.message),
      code: (err as { code?: unknown }).code,
      stack: withoutParams(err.stack),
      cause: err.cause instanceof Error ? withoutParams(err.cause.message) : undefined,
    };
  if (err && typeof err === 'object' && 'message' in err && typeof err.message === 'string')
    return { ...err, message: withoutParams(err.message) };
  return err;
}

/** A request's own fields: its message already says them, so the pretty log hides them. */
const REQUEST_FIELDS = 'requestId,method,path,status,ms,userId';

/**
 * Development's readable log (LOG_FORMAT=pretty): pino-pretty, a devDependency, so loaded
 * only when asked for. A production install without it keeps JSON rather than failing.
 * One line per request (request-logger.ts); other events keep their fields.
 */
export function prettyDestination(): DestinationStream | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({
      colorize: true,
      translateTime: 'HH:MM:ss',
      ignore: `pid,hostname,${REQUEST_FIELDS}`,
    });
  } catch {
    return undefined;
  }
}

/**
 * One JSON line per event (or pino-pretty's lines in development: index.ts). Redaction is a second line of defence: request logging never
 * includes bodies, query strings or headers in the first place (docs/security.md).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: loggableError },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'authorization',
          '*.authorization',
          'cookie',
          '*.cookie',
          'apiKey',
          '*.apiKey',
          'secret',
          '*.secret',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
