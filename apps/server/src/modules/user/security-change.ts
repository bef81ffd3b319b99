import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { findLanguage, type Language, LOGIN_LOCK_MINUTES, WITHDRAW_HOLD_HOURS } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { mailTranslatorFor } from '../../lib/i18n';
import { claimLoginAttempt, clearLoginAttempts } from '../../lib/login-attempts';
import { verifySecret } from '../../lib/secrets';
import { sendMail } from '../../lib/outbox';

/**
 * A change of the email, the login password or the payment code: what a stolen session must not be able to do
 * alone. Each needs the login password, is recorded in `users.security_changed_at` by the statement that makes
 * it, is told to the account's address, and holds withdrawals for WITHDRAW_HOLD_HOURS.
 */
export type SecurityChange =
  { kind: 'email'; newEmail: string } | { kind: 'password' } | { kind: 'pay_code' };

/** Who asks for the change: the client address attempts are counted for, the language, the request's log. */
export type Requester = { client: string; language: Language; log: FastifyBaseLogger };

export const requesterOf = (request: FastifyRequest): Requester => ({
  client: request.ip,
  language: request.language,
  log: request.log,
});

/**
 * Checks the login password typed to confirm a change. The check is claimed as a login attempt of this account
 * from this client first, so a stolen session guesses the password here no faster than at the login.
 */
export async function confirmLoginPassword(
  db: Db,
  user: { id: number; passwordHash: string },
  password: string | undefined,
  client: string,
  wrongKey: 'msg.password_wrong' | 'msg.old_password_wrong' = 'msg.password_wrong',
): Promise<void> {
  if (!password) throw new AppError('validation.required', { field: 'current_password' });
  const accountKey = `user:${user.id}`;
  const attempt = await claimLoginAttempt(db, accountKey, client);
  if (!(await verifySecret(user.passwordHash, password))) {
    if (attempt.lockedIfWrong) throw new AppError('msg.account_locked', { minutes: LOGIN_LOCK_MINUTES });
    throw new AppError(wrongKey);
  }
  await clearLoginAttempts(db, accountKey, client);
}

/** Written by the statement that makes a security change, so that the change and its hold are one. */
export const securityChangedNow = { securityChangedAt: sql<Date>`now()` };

/** Until when withdrawals wait after the last security change; null when they do not. */
export function withdrawHeldUntil(securityChangedAt: Date | null): Date | null {
  if (!securityChangedAt) return null;
  const until = new Date(securityChangedAt.getTime() + WITHDRAW_HOLD_HOURS * 3_600_000);
  return until.getTime() > Date.now() ? until : null;
}

/** "2026-11-24 21:03" (UTC), as the messages and mails show a time. */
const utcMinute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

export function refuseWithdrawalWhileHeld(securityChangedAt: Date | null): void {
  const until = withdrawHeldUntil(securityChangedAt);
  // Rounded up, so that a shopper who waits until the time shown is never refused again.
  const shown = until && new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  if (shown) throw new AppError('msg.withdraw_held', { time: utcMinute(shown) });
}

const MAIL_BODY = {
  email: 'mail.security_email_body',
  password: 'mail.security_password_body',
  pay_code: 'mail.security_pay_code_body',
} as const;

/**
 * Tells the account's address (for an email change, the old one) in the account's language. Sent after the
 * change committed: a mail that fails is logged and never undoes the change.
 */
export async function mailSecurityChange(
  ctx: AppContext,
  requester: Requester,
  account: { email: string; username: string; language: string | null },
  changedAt: Date,
  change: SecurityChange,
): Promise<void> {
  const t = mailTranslatorFor(findLanguage(account.language) ?? requester.language);
  const text = t(MAIL_BODY[change.kind], {
    account: account.username,
    email: change.kind === 'email' ? change.newEmail : '',
    time: utcMinute(changedAt),
  });
  try {
    await sendMail(ctx, { to: account.email, subject: t('mail.security_subject'), text });
  } catch (error) {
    requester.log.error({ err: error, kind: change.kind }, 'security change mail not sent');
  }
}
