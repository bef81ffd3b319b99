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
import { sha256, sixDigitCode } from '../../lib/secrets';

const codeHash = (email: string, event: string, code: string) => sha256(`${email}|${event}|${code}`);

type SendContext = { userId: number | null; ip: string; t: Translate };

/**
 * Sends a six-digit code for one event. Codes are stored hashed, live 10 minutes, allow 5 tries, and one
 * email gets at most one code per event every 60 seconds.
 */
export async function sendEmailCode(ctx: AppContext, input: EmsSendInput, meta: SendContext): Promise<void> {
  const recipient = await recipientFor(ctx.db, input, meta.userId);
  if (recipient === null) return;

  const [last] = await ctx.db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, recipient), eq(emailCodes.event, input.event)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < EMAIL_CODE_RESEND_SECONDS) {
    throw new AppError('msg.code_too_frequent', { seconds: Math.ceil(EMAIL_CODE_RESEND_SECONDS - waited) });
  }

  const code = sixDigitCode();
  await ctx.db.insert(emailCodes).values({
    email: recipient,
    event: input.event,
    codeHash: codeHash(recipient, input.event, code),
    expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000),
    ip: meta.ip.slice(0, 64),
  });
  await ctx.mailer.send({
    to: recipient,
    subject: meta.t('mail.code_subject'),
    text: meta.t('mail.code_body', { code, minutes: EMAIL_CODE_TTL_MINUTES }),
  });
}

/**
 * Where the code goes, or null when nothing should be sent but the caller must not learn why
 * (a password reset for an unknown email says "sent" all the same).
 */
async function recipientFor(db: Db, input: EmsSendInput, userId: number | null): Promise<string | null> {
  const owner = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1))[0];
  switch (input.event) {
    case 'register':
      if (await owner()) throw new AppError('msg.email_taken');
      return input.email;
    case 'resetpwd':
      return (await owner()) ? input.email : null;
    case 'changeemail':
      if (userId === null) throw AppError.unauthorized();
      if (await owner()) throw new AppError('msg.email_taken');
      return input.email;
    case 'withdraw': {
      // The code always goes to the account's own address, whatever address the request names.
      if (userId === null) throw AppError.unauthorized();
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return user?.email ?? null;
    }
  }
}

/**
 * Uses up a code: right code, not expired, not used, fewer than 5 wrong tries. Each step is a conditional
 * update, so two requests can never both use the same code.
 */
export async function consumeEmailCode(
  db: Db,
  email: string,
  event: EmsEvent,
  code: string | undefined,
): Promise<void> {
  if (!code) throw new AppError('msg.code_required');
  const [latest] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, email),
        eq(emailCodes.event, event),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!latest || latest.attempts >= EMAIL_CODE_MAX_TRIES) throw new AppError('msg.code_invalid');

  if (latest.codeHash !== codeHash(email, event, code.trim())) {
    await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, latest.id), lt(emailCodes.attempts, EMAIL_CODE_MAX_TRIES)));
    throw new AppError('msg.code_invalid');
  }
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(emailCodes.id, latest.id),
        isNull(emailCodes.consumedAt),
        lt(emailCodes.attempts, EMAIL_CODE_MAX_TRIES),
      ),
    )
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError('msg.code_invalid');
}
