/**
 * True when a query failed because the database is out of reach or too slow, not because of the
 * request: the error handler answers these 503 ("try again in a moment") instead of 500. Drizzle
 * wraps driver errors (the driver's is in `cause`), so the whole chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  '57014', // statement timeout (query_canceled)
  '57P01', // admin_shutdown: the server is stopping or the connection was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting
  '08000', // connection_exception and the class's other codes
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

// The pg driver's own errors carry no code.
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/, // no free pool connection, or connecting took too long
  /^Query read timeout$/, // no answer within query_timeout
  /^Connection terminated/, // the socket closed under a query ("… unexpectedly", "… due to connection timeout")
  /^Client has encountered a connection error and is not queryable$/,
];

/** An error and the errors it wraps (drizzle keeps the driver's error in `cause`). */
function* causes(error: unknown): Generator<object> {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) yield e;
}

/** The PostgreSQL error (SQLSTATE code, constraint) inside a failed query's error, if any. */
export function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  for (const e of causes(error)) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    // SQLSTATE: five digits or capitals (Node's own codes such as EPIPE are letters only).
    if (typeof code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' && { constraint }) };
    }
  }
  return undefined;
}
