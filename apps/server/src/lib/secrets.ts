import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP minimum: 19 MiB, two passes; about 30 ms on the project's machines.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashSecret = (secret: string) => hash(secret, ARGON2);

/**
 * A six-digit payment code has a million values: no work factor makes guessing them offline expensive (even
 * 30 ms each is eight core-hours), so what protects it is the lock after five wrong codes and the database's
 * secrecy. A light argon2id keeps it salted without spending a core's time on every payment (decision 009).
 */
const PAY_CODE_ARGON2 = { memoryCost: 4_096, timeCost: 1, parallelism: 1 } as const;

export const hashPayCode = (code: string) => hash(code, PAY_CODE_ARGON2);

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

/** A hash to spend the same time on an unknown account as on a known one. */
let decoyHash: Promise<string> | undefined;
export function spendVerifyTime(secret: string): Promise<boolean> {
  decoyHash ??= hashSecret(randomBytes(16).toString('hex'));
  return decoyHash.then((stored) => verifySecret(stored, secret));
}

export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const randomPassword = () => randomBytes(12).toString('base64url');
