import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators } from '../../db/schema';
import { hashSecret, randomPassword } from '../../lib/secrets';

export const FIRST_OPERATOR = 'admin';

/**
 * Creates the first operator `admin` when there is none. Returns the password when it was generated here,
 * so that the caller can print it once; it is never stored in clear.
 */
export async function ensureFirstOperator(
  db: Db,
  configuredPassword: string | undefined,
): Promise<string | null> {
  const [existing] = await db.select({ id: operators.id }).from(operators).limit(1);
  if (existing) return null;
  const password = configuredPassword ?? randomPassword();
  const inserted = await db
    .insert(operators)
    .values({ username: FIRST_OPERATOR, passwordHash: await hashSecret(password) })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  if (inserted.length === 0) return null;
  return configuredPassword ? null : password;
}

/** Adds an operator with a generated password, which is returned once. */
export async function createOperator(db: Db, username: string): Promise<string> {
  const password = randomPassword();
  await db.insert(operators).values({ username, passwordHash: await hashSecret(password) });
  return password;
}

export async function findOperator(db: Db, id: number) {
  const [row] = await db
    .select({ id: operators.id, username: operators.username, created_at: operators.createdAt })
    .from(operators)
    .where(eq(operators.id, id));
  return row && { ...row, created_at: row.created_at.toISOString() };
}
