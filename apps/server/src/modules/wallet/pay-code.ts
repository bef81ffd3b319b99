import { eq } from 'drizzle-orm';
import type { ResetPayInput } from '@storefront/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkPayPassword } from '../../lib/pay-password';
import { hashPayCode } from '../../lib/secrets';
import { findUser } from '../user/user-info';

/** Sets the payment code (old one empty) or changes it (old one checked, under the same lock as payment). */
export async function resetPayCode(db: Db, userId: number, input: ResetPayInput) {
  const user = await findUser(db, userId);
  if (user.payPasswordHash) {
    if (!input.old_pay_password) throw new AppError('validation.required', { field: 'old_pay_password' });
    await checkPayPassword(db, userId, input.old_pay_password);
  } else if (input.old_pay_password) {
    throw new AppError('msg.pay_password_not_set');
  }
  await db
    .update(users)
    .set({
      payPasswordHash: await hashPayCode(input.pay_password),
      payFailures: 0,
      payFailuresSince: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function verifyPayCode(db: Db, userId: number, payPassword: string) {
  await checkPayPassword(db, userId, payPassword);
  return { valid: true };
}
