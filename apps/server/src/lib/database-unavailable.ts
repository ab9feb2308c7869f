import { AppError } from './app-error.ts';

/** Seconds a client is asked to wait: the embedded server is back within a few seconds. */
const RETRY_AFTER_SECONDS = '5';

/** Socket failures of a server that is gone or not listening (yet). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** admin_shutdown, crash_shutdown, cannot_connect_now (the server is starting or stopping). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres says when a connection dies or none comes in time. */
const CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/;

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08 is PostgreSQL's "connection exception".
    if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
  }
  // A refused connection to both 127.0.0.1 and ::1 comes as an AggregateError.
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  return CLIENT_MESSAGES.test(error.message);
}

/**
 * Whether a failure means the database cannot be reached (down, restarting, out of
 * connections), looking through the wrappers (Drizzle's query error) to the cause.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  // Causes are followed a few levels deep: a cycle of causes must not loop for ever.
  for (let depth = 0; current && depth < 5; depth++) {
    if (isConnectionFailure(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether a query failed before it reached the database (no connection could be made: refused,
 * still starting, none in time), so sending it again cannot apply it twice.
 */
export function isConnectionNotMade(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ECONNREFUSED' || code === '57P03') return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionNotMade);
  return (
    error instanceof Error && error.message.includes('timeout exceeded when trying to connect')
  );
}

/** The answer while the database cannot be reached: 503, retry soon; health names the part. */
export function createDatabaseUnavailableError(): AppError {
  return new AppError('DATABASE_UNAVAILABLE', {
    details: { down: 'database' },
    headers: { 'retry-after': RETRY_AFTER_SECONDS },
  });
}
