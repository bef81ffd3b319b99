/** PostgreSQL's SQLSTATE codes the services act on. */
export const UNIQUE_VIOLATION = '23505';

/**
 * The SQLSTATE code and constraint of a failed statement, whichever driver raised it (node-postgres or PGlite)
 * and whether or not Drizzle wrapped it (its error keeps the driver's as `cause`).
 */
export function databaseErrorOf(error: unknown): { code?: string; constraint?: string } {
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return { code, constraint };
}

/** The message PostgreSQL gave with its error (`storefront_undo`'s reason). */
export function databaseMessageOf(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | undefined)?.cause ?? error;
  const { message } = (cause ?? {}) as { message?: unknown };
  return typeof message === 'string' ? message : undefined;
}

// admin_shutdown (pg_terminate_backend, a restart), crash_shutdown, cannot_connect_now (starting or stopping).
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);
// The socket's own failures, as Node names them.
const SOCKET_GONE = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres says these in words only: the connection ended, the client is dead, or no connection came in time.
const DRIVER_GONE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * Whether a statement failed because its connection to the database was lost or could not be made (a restart, a
 * failover, a killed backend), rather than because of the statement: whatever it was, the database has not done
 * it unless COMMIT was already on its way. Drizzle's error keeps the driver's as `cause`.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || SERVER_GONE.has(code) || SOCKET_GONE.has(code)))
      return true;
    if (typeof message === 'string' && DRIVER_GONE.test(message)) return true;
    current = cause;
  }
  return false;
}
