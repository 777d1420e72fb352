import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON line per event. Redaction is a second line of defence: request logging never
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
