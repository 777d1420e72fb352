/**
 * Tells a database that is unreachable or stalled (→ 503, retry later) from a bug in a query
 * (→ 500). node-postgres reports network failures as Node system errors, server shutdowns
 * as SQLSTATE class 08 / 57P0x, and the server-side timeouts of ./postgres-pool.ts as
 * 57014 / 25P03.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout (a lock held too long, a stalled server)
  '25P03', // idle_in_transaction_session_timeout
  '55P03', // lock_not_available
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'PGlite is closed',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
      return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
