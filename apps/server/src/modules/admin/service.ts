import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { operators } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { issueOperatorToken } from '../../lib/auth';
import { spendVerifyTime, verifySecret } from '../../lib/secrets';

export async function operatorLogin(ctx: AppContext, input: { username: string; password: string }) {
  const [operator] = await ctx.db.select().from(operators).where(eq(operators.username, input.username));
  if (!operator) {
    await spendVerifyTime(input.password);
    throw new AppError('msg.account_or_password_wrong');
  }
  if (operator.status !== 'active' || !(await verifySecret(operator.passwordHash, input.password))) {
    throw new AppError('msg.account_or_password_wrong');
  }
  return { token: await issueOperatorToken(ctx.db, operator.id), username: operator.username };
}
