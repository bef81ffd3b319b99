import { and, asc, desc, eq, isNull, type SQL } from 'drizzle-orm';
import {
  type LedgerKind,
  type RechargeMethod,
  type WithdrawType,
  type AuditStatus,
  formatCents,
  type Pagination,
  type RechargeInput,
  withdrawArrivalCents,
  withdrawFeeCents,
  type WithdrawInput,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { blockchainNetworks, ledgerPostings, recharges, settings, users, withdrawals } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { businessMetrics } from '../../lib/business-metrics';
import { answered, runIdempotent, storedAnswer } from '../../lib/idempotency';
import { holderAccounts, postingsOf, postJournal } from '../../lib/ledger';
import { pageOfQuery } from '../../lib/pagination';
import { consumeEmailCode } from '../ems/service';
import { rememberDestination } from './destinations';
import { anyRechargeAccountEnabled } from './recharge-accounts';
import { assertOwnUploads } from '../upload/service';
import { refuseWithdrawalWhileHeld, withdrawHeldUntil } from '../user/security-change';
import { recordEvent, withdrawalEvent } from '../../lib/outbox';

export type WithdrawSettings = { fee_rate_bp: number; min_cents: number; max_cents: number };
export const DEFAULT_WITHDRAW_SETTINGS: WithdrawSettings = {
  fee_rate_bp: 100,
  min_cents: 1_000,
  max_cents: 5_000_000,
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listNetworks(db: Db) {
  const rows = await db
    .select()
    .from(blockchainNetworks)
    .where(eq(blockchainNetworks.enabled, true))
    .orderBy(asc(blockchainNetworks.sort), asc(blockchainNetworks.id));
  return rows.map((row) => ({
    id: row.id,
    network: row.network,
    address: row.address,
    min_amount: formatCents(row.minAmountCents),
  }));
}

export const toRecharge = (row: typeof recharges.$inferSelect) => ({
  id: row.id,
  user_id: row.userId,
  method: row.method as RechargeMethod,
  network: row.network,
  address: row.address,
  amount: formatCents(row.amountCents),
  actual_amount: row.actualCents === null ? null : formatCents(row.actualCents),
  image: row.image,
  status: row.status as AuditStatus,
  remark: row.remark,
  audited_at: iso(row.auditedAt),
  created_at: row.createdAt.toISOString(),
});

export const toWithdrawal = (row: typeof withdrawals.$inferSelect) => ({
  id: row.id,
  user_id: row.userId,
  shop_id: row.shopId,
  type: row.type as WithdrawType,
  amount: formatCents(row.amountCents),
  fee: formatCents(row.feeCents),
  actual_amount: formatCents(row.actualCents),
  bank_name: row.bankName,
  card_no: row.cardNo,
  holder: row.holder,
  network: row.network,
  address: row.address,
  status: row.status as AuditStatus,
  remark: row.remark,
  audited_at: iso(row.auditedAt),
  created_at: row.createdAt.toISOString(),
});

/** A top-up request waits for an operator; a blockchain one must name a network the platform offers. */
export async function requestRecharge(
  ctx: AppContext,
  userId: number,
  input: RechargeInput,
  idempotencyKey?: string,
) {
  const keyed = { userId, scope: 'user.recharge', key: idempotencyKey, request: input } as const;
  const { answer, fresh } = await runIdempotent(ctx.db, keyed, async (tx) => {
    await assertOwnUploads(tx, userId, [input.image]);
    // A transfer needs an account to go to: without one enabled, the money would have nowhere to land.
    if (input.method === 'manual' && !(await anyRechargeAccountEnabled(tx))) {
      throw new AppError('wallet.no_transfer_accounts');
    }
    let network: typeof blockchainNetworks.$inferSelect | undefined;
    if (input.method === 'blockchain') {
      [network] = await tx
        .select()
        .from(blockchainNetworks)
        .where(
          and(eq(blockchainNetworks.network, input.network ?? ''), eq(blockchainNetworks.enabled, true)),
        );
      if (!network) throw new AppError('msg.network_not_found');
      if (input.amount < network.minAmountCents) {
        throw new AppError('msg.amount_below_min', { amount: formatCents(network.minAmountCents) });
      }
    }
    const [row] = await tx
      .insert(recharges)
      .values({
        userId,
        method: input.method,
        network: network?.network ?? null,
        address: network?.address ?? null,
        amountCents: input.amount,
        image: input.image,
      })
      .returning();
    if (!row) throw new Error('recharge insert returned no row');
    return answered(toRecharge(row));
  });
  if (fresh) businessMetrics.topUps.inc({ state: 'requested' });
  return answer;
}

export async function withdrawSettings(db: Db): Promise<WithdrawSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'withdraw'));
  return { ...DEFAULT_WITHDRAW_SETTINGS, ...(row?.value as Partial<WithdrawSettings> | undefined) };
}

/**
 * What the withdrawal screen shows before confirming: balance, fee rate, limits, the platform's networks, and
 * until when withdrawals wait after a security change (null when they do not).
 */
export async function withdrawInfo(db: Db, userId: number) {
  const [user] = await db
    .select({ balance: users.balanceCents, securityChangedAt: users.securityChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  const config = await withdrawSettings(db);
  return {
    balance: formatCents(user?.balance ?? 0),
    fee_rate: config.fee_rate_bp / 10_000,
    // The rate in whole basis points, for fees worked out exactly (withdrawFeeCents) before asking.
    fee_rate_bp: config.fee_rate_bp,
    min_amount: formatCents(config.min_cents),
    max_amount: formatCents(config.max_cents),
    networks: (await listNetworks(db)).map((network) => network.network),
    held_until: iso(withdrawHeldUntil(user?.securityChangedAt ?? null)),
  };
}

type Withdrawal = ReturnType<typeof toWithdrawal>;

/**
 * What a withdrawal's Idempotency-Key is bound to: the request without its email code, used up by the first,
 * and whose money it is (the shopper's own, or the shop's their owner asks for).
 */
function withdrawalKeyed(
  userId: number,
  input: Omit<WithdrawInput, 'email_code'>,
  key?: string,
  shopId?: number,
) {
  const { email_code: _code, ...request } = input as WithdrawInput;
  return { userId, scope: shopId === undefined ? 'user.extract' : 'seller.extract', key, request } as const;
}

/** Whose money a withdrawal takes: the shopper's balance, or (its owner asking) a shop's settled money. */
export type WithdrawingAccount = {
  userId: number;
  shop?: { id: number; email: string; balanceCents: number };
};

/**
 * A withdrawal moves its amount from the balance to frozen (conditional update, ledger row) after the email
 * code of event `withdraw` is used up. The network must be one the platform withdraws on. Refused while held
 * after a security change. A retry with the request's key gets the first one's answer before any code is
 * checked: the first used the code up.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  account: WithdrawingAccount,
  input: WithdrawInput,
  idempotencyKey?: string,
): Promise<Withdrawal> {
  const { userId, shop } = account;
  const done = await storedAnswer<Withdrawal>(
    ctx.db,
    withdrawalKeyed(userId, input, idempotencyKey, shop?.id),
  );
  if (done) return done.response;
  const config = await withdrawSettings(ctx.db);
  if (input.amount < config.min_cents)
    throw new AppError('msg.amount_below_min', { amount: formatCents(config.min_cents) });
  if (input.amount > config.max_cents)
    throw new AppError('msg.amount_above_max', { amount: formatCents(config.max_cents) });
  if (input.type === 'blockchain') {
    const networks = (await listNetworks(ctx.db)).map((network) => network.network);
    if (!networks.includes(input.network ?? '')) throw new AppError('validation.network_mismatch');
  }
  // The email and the hold are read together: an email change that commits after this read leaves the code
  // to the old address, one that committed before it holds the withdrawal.
  const [user] = await ctx.db
    .select({ email: users.email, balance: users.balanceCents, securityChangedAt: users.securityChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw AppError.unauthorized();
  refuseWithdrawalWhileHeld(user.securityChangedAt);
  if (input.amount > (shop ? shop.balanceCents : user.balance))
    throw new AppError('msg.amount_above_balance');
  // A shop's code goes to the shop's address.
  await consumeEmailCode(ctx.db, shop ? shop.email : user.email, 'withdraw', input.email_code);
  return freezeWithdrawal(ctx.db, userId, input, config.fee_rate_bp, idempotencyKey, shop?.id);
}

/** What a withdrawal of this amount costs and brings, in whole cents (the app previews it the same way). */
export const withdrawalCharges = (amountCents: number, feeRateBp: number) => ({
  feeCents: withdrawFeeCents(amountCents, feeRateBp),
  actualCents: withdrawArrivalCents(amountCents, feeRateBp),
});

/**
 * The money step of a withdrawal, once its code is checked: the request row and the freeze, together; of the
 * shopper's balance, or of the shop's (`shopId`).
 */
export async function freezeWithdrawal(
  db: Db,
  userId: number,
  input: Omit<WithdrawInput, 'email_code'>,
  feeRateBp: number,
  idempotencyKey?: string,
  shopId?: number,
): Promise<Withdrawal> {
  const { answer, fresh } = await runIdempotent(
    db,
    withdrawalKeyed(userId, input, idempotencyKey, shopId),
    async (tx) => {
      const { feeCents, actualCents } = withdrawalCharges(input.amount, feeRateBp);
      const [row] = await tx
        .insert(withdrawals)
        .values({
          userId,
          shopId: shopId ?? null,
          type: input.type,
          amountCents: input.amount,
          feeCents,
          actualCents,
          bankName: input.type === 'bank' ? (input.bank_name ?? null) : null,
          cardNo: input.type === 'bank' ? (input.card_no ?? null) : null,
          holder: input.type === 'bank' ? (input.holder ?? null) : null,
          network: input.type === 'blockchain' ? (input.network ?? null) : null,
          address: input.type === 'blockchain' ? (input.address ?? null) : null,
        })
        .returning();
      if (!row) throw new Error('withdrawal insert returned no row');
      const [available, frozen] = holderAccounts({ userId, shopId: shopId ?? null });
      try {
        await postJournal(tx, {
          kind: 'withdraw',
          postings: [
            { ...available, amountCents: -input.amount },
            { ...frozen, amountCents: input.amount },
          ],
          ref: { type: 'withdrawal', id: row.id },
        });
      } catch (error) {
        if (error instanceof AppError) throw new AppError('msg.amount_above_balance');
        throw error;
      }
      if (shopId === undefined) await rememberDestination(tx, userId, input);
      await recordEvent(tx, 'withdrawal.requested', withdrawalEvent(row), shopId ?? null);
      return answered(toWithdrawal(row));
    },
  );
  if (fresh) businessMetrics.withdrawals.inc({ state: 'requested' });
  return answer;
}

/** `personal`: only the user's own withdrawals, not those of a shop they asked for as its owner. */
type Filter = Pagination & { status?: AuditStatus; userId?: number; personal?: boolean };

export async function listRecharges(db: Db, filter: Filter) {
  const where = and(
    filter.userId === undefined ? undefined : eq(recharges.userId, filter.userId),
    filter.status ? eq(recharges.status, filter.status) : undefined,
  );
  return pageOfQuery(
    db.select().from(recharges).where(where).orderBy(desc(recharges.id)),
    db.$count(recharges, where),
    filter,
    toRecharge,
  );
}

export async function listWithdrawals(db: Db, filter: Filter) {
  const where = and(
    filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
    filter.personal ? isNull(withdrawals.shopId) : undefined,
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
  );
  return pageOfQuery(
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)),
    db.$count(withdrawals, where),
    filter,
    toWithdrawal,
  );
}

/** Every movement of the balance, newest first. */
export async function listBill(db: Db, userId: number, filter: Pagination & { type?: string }) {
  const conditions: SQL[] = [postingsOf('wallet', userId)];
  if (filter.type) conditions.push(eq(ledgerPostings.kind, filter.type));
  const where = and(...conditions);
  return pageOfQuery(
    db.select().from(ledgerPostings).where(where).orderBy(desc(ledgerPostings.id)),
    db.$count(ledgerPostings, where),
    filter,
    (row) => ({
      id: row.id,
      type: row.kind as LedgerKind,
      amount: formatCents(row.amountCents),
      balance_after: formatCents(row.balanceAfterCents ?? 0),
      memo: row.memo,
      ref_type: row.refType,
      ref_id: row.refId,
      created_at: row.createdAt.toISOString(),
    }),
  );
}

/**
 * Discount money. The platform grants it by operator adjustment only so far, so everything granted is
 * usable: free, total bonus and usable are the same figure until promotions that expire exist.
 */
export async function discountMoney(db: Db, userId: number) {
  const [user] = await db.select({ score: users.scoreCents }).from(users).where(eq(users.id, userId));
  const amount = formatCents(user?.score ?? 0);
  return { free: amount, total_bonus: amount, usable: amount };
}
