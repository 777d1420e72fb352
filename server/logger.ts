import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Development's readable log (LOG_FORMAT=pretty): pino-pretty, a devDependency, so loaded
 * only when asked for. A production install without it keeps JSON rather than failing.
 */
export function prettyDestination(): DestinationStream | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' });
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
