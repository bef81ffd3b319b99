import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_MINUTES,
  type EmsEvent,
  type EmsSendInput,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { emailCodes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Translate } from '../../lib/i18n';
import { newToken, sha256, sixDigitCode } from '../../lib/secrets';
import { queueMail, sendQueuedMail } from '../../lib/outbox';
import { inTransaction } from '../../lib/transaction';

const codeHash = (email: string, event: string, code: string) => sha256(`${email}|${event}|${code}`);

type SendContext = { userId: number | null; ip: string; t: Translate };

/**
 * Sends a six-digit code for one event. Codes are stored hashed, live 10 minutes, allow 5 tries, and one
 * email gets at most one code per event every 60 seconds.
 */
export async function sendEmailCode(ctx: AppContext, input: EmsSendInput, meta: SendContext): Promise<void> {
  const recipient = await recipientFor(ctx.db, input, meta.userId);
  if (recipient === null) return;
  await mailCode(ctx, { ...recipient, event: input.event }, meta);
}

/**
 * Records and mails a new code for one address and event, at most one every 60 seconds. `mailed: false` records
 * a code that can never be used, and mails nothing.
 */
export async function mailCode(
  ctx: AppContext,
  recipient: { email: string; event: EmsEvent; mailed: boolean },
  meta: Pick<SendContext, 'ip' | 't'>,
): Promise<void> {
  const [last] = await ctx.db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, recipient.email), eq(emailCodes.event, recipient.event)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < EMAIL_CODE_RESEND_SECONDS) {
    throw new AppError('msg.code_too_frequent', { seconds: Math.ceil(EMAIL_CODE_RESEND_SECONDS - waited) });
  }

  const code = sixDigitCode();
  // The code and its mail together: a code is never recorded without its mail leaving, even with the mail
  // server down (the job runner retries it, decision 050).
  const mailId = await inTransaction(ctx.db, async (tx) => {
    await tx.insert(emailCodes).values({
      email: recipient.email,
      event: recipient.event,
      // A send that mails nothing is recorded all the same, so its address waits out the same window; its hash
      // is of no code at all, so it can never be used.
      codeHash: recipient.mailed ? codeHash(recipient.email, recipient.event, code) : sha256(newToken()),
      expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000),
      ip: meta.ip.slice(0, 64),
    });
    if (!recipient.mailed) return undefined;
    return queueMail(tx, {
      to: recipient.email,
      subject: meta.t('mail.code_subject'),
      text: meta.t('mail.code_body', { code, minutes: EMAIL_CODE_TTL_MINUTES }),
    });
  });
  if (mailId !== undefined) await sendQueuedMail(ctx, [mailId]);
}

/**
 * Where the code goes. Not mailed when the caller must not learn why (a password reset for an unknown email is
 * answered exactly as for a real one, "sent" and then "too frequent"); null when nothing is to be recorded.
 */
async function recipientFor(
  db: Db,
  input: EmsSendInput,
  userId: number | null,
): Promise<{ email: string; mailed: boolean } | null> {
  const owner = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1))[0];
  switch (input.event) {
    case 'register':
      if (await owner()) throw new AppError('msg.email_taken');
      return { email: input.email, mailed: true };
    case 'resetpwd':
      return { email: input.email, mailed: Boolean(await owner()) };
    case 'changeemail':
      if (userId === null) throw AppError.unauthorized();
      if (await owner()) throw new AppError('msg.email_taken');
      return { email: input.email, mailed: true };
    case 'withdraw': {
      // The code always goes to the account's own address, whatever address the request names.
      if (userId === null) throw AppError.unauthorized();
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return user ? { email: user.email, mailed: true } : null;
    }
    case 'verifyemail': {
      // Proves the account's own address, so the code goes there whatever address the request names.
      if (userId === null) throw AppError.unauthorized();
      const [user] = await db
        .select({ email: users.email, verified: users.emailVerified })
        .from(users)
        .where(eq(users.id, userId));
      if (user?.verified) throw new AppError('msg.email_already_verified');
      return user ? { email: user.email, mailed: true } : null;
    }
  }
}

/**
 * Uses up a code: right code, not expired, not used, fewer than 5 tries. Each try is counted by the statement
 * that judges it (decision 018): the latest live code's count grows only while under the limit, and the same
 * update uses it up when the code is right. So at most 5 tries are judged whatever the concurrency, a right
 * code after 5 wrong ones is refused, and two requests can never both use the same code.
 */
export async function consumeEmailCode(
  db: Db,
  email: string,
  event: EmsEvent,
  code: string | undefined,
): Promise<void> {
  if (!code) throw new AppError('msg.code_required');
  const latestLive = db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.event, event),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const [tried] = await db
    .update(emailCodes)
    .set({
      attempts: sql`${emailCodes.attempts} + 1`,
      consumedAt: sql`case when ${emailCodes.codeHash} = ${codeHash(email, event, code.trim())} then now() end`,
    })
    .where(
      and(
        eq(emailCodes.id, sql`(${latestLive})`),
        isNull(emailCodes.consumedAt),
        lt(emailCodes.attempts, EMAIL_CODE_MAX_TRIES),
      ),
    )
    .returning({ consumedAt: emailCodes.consumedAt });
  if (!tried?.consumedAt) throw new AppError('msg.code_invalid');
}
