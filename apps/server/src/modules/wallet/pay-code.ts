import { and, eq, isNull } from 'drizzle-orm';
import type { ResetPayInput } from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkPayPassword } from '../../lib/pay-password';
import { hashPayCode } from '../../lib/secrets';
import {
  confirmLoginPassword,
  mailSecurityChange,
  type Requester,
  securityChangedNow,
} from '../user/security-change';
import { findUser } from '../user/user-info';

/**
 * Sets the payment code (old one empty) or changes it (old one checked, under the same lock as payment); both
 * need the login password, since a stolen session that could set a first code could spend the balance. A change
 * holds withdrawals and is told to the account's address; a first setting is not a change of anything.
 */
export async function resetPayCode(
  ctx: AppContext,
  userId: number,
  input: ResetPayInput,
  requester: Requester,
) {
  const user = await findUser(ctx.db, userId);
  await confirmLoginPassword(ctx.db, user, input.password, requester.client);
  const changing = user.payPasswordHash !== null;
  if (changing) {
    if (!input.old_pay_password) throw new AppError('validation.required', { field: 'old_pay_password' });
    await checkPayPassword(ctx.db, userId, input.old_pay_password);
  } else if (input.old_pay_password) {
    throw new AppError('msg.pay_password_not_set');
  }
  const [updated] = await ctx.db
    .update(users)
    .set({
      payPasswordHash: await hashPayCode(input.pay_password),
      payFailures: 0,
      payFailuresSince: null,
      ...(changing && securityChangedNow),
      updatedAt: new Date(),
    })
    // A first setting only while there is still no code: a second one at the same time is a change.
    .where(and(eq(users.id, userId), changing ? undefined : isNull(users.payPasswordHash)))
    .returning({ securityChangedAt: users.securityChangedAt });
  if (!updated) throw new AppError('validation.required', { field: 'old_pay_password' });
  if (changing) {
    await mailSecurityChange(ctx, requester, user, updated.securityChangedAt ?? new Date(), {
      kind: 'pay_code',
    });
  }
}

export async function verifyPayCode(db: Db, userId: number, payPassword: string) {
  await checkPayPassword(db, userId, payPassword);
  return { valid: true as const };
}
