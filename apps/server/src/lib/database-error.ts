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
