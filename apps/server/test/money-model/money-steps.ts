import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { formatCents, type OrderStatus } from '@storefront/shared';
import { emailCodes } from '../../src/db/schema';
import { DEFAULT_WITHDRAW_SETTINGS } from '../../src/modules/wallet/funds';
import { withdrawCode } from '../harness';
import { uploadPicture } from '../uploads';
import { type Account, type Model, settle } from './model';
import { chosen, expectCode, orderStep, pickArb, sometimes, Step } from './step';

/**
 * The money model's steps that give money back or pay it out: refunds asked for and audited, and withdrawals
 * of shops and shoppers asked for and audited.
 */

const MIN_WITHDRAW_CENTS = DEFAULT_WITHDRAW_SETTINGS.min_cents;

const REFUNDABLE: OrderStatus[] = ['undelivered', 'delivered', 'received'];

/** A refund of all, part, none or more than the order: before shipping, in transit, or after receipt. */
export const refundApply = fc
  .record({
    pick: pickArb,
    share: fc.constantFrom('all', 'part', 'none', 'more'),
    permille: fc.integer({ min: 1, max: 999 }),
  })
  .map((params) =>
    orderStep(
      'refund apply',
      params,
      (order) => REFUNDABLE.includes(order.status) && !order.refund,
      async (_model, real, order) => {
        const shopper = real.shoppers[order.shopper]!;
        shopper.proof ??= await uploadPicture(real.t.app, shopper.token);
        const amountCents = {
          all: order.totalCents,
          part: Math.floor((order.totalCents * params.permille) / 1_000),
          none: 0,
          more: order.totalCents + 1,
        }[params.share];
        const received = order.status === 'received';
        const reply = await real.api.post(
          '/api/refund/apply',
          {
            order_id: order.id,
            type: received ? 'return_refund' : 'refund_only',
            amount: formatCents(amountCents),
            goods_status: received ? 'received' : 'not_received',
            reason: 'not_as_described',
            explanation: 'A model test asks',
            images: [shopper.proof],
          },
          { token: shopper.token },
        );
        // One request per order, never more than was paid.
        const ok = REFUNDABLE.includes(order.status) && !order.refund && amountCents <= order.totalCents;
        expectCode(reply, ok, 'refund apply');
        if (!ok) return;
        order.refund = {
          id: reply.data.id as number,
          amountCents,
          previous: order.status,
          status: 'auditing',
        };
        order.status = received ? 'after_sale' : 'refunding';
      },
    ),
  );

/** The operator passes (money back, the rest settled, stock back if unshipped) or refuses (order back). */
export const refundAudit = fc.record({ pick: pickArb, pass: sometimes(3).map((no) => !no) }).map(
  (params) =>
    new Step(
      'refund audit',
      params,
      (model) =>
        chosen(
          params.pick,
          model.orders.filter((order) => order.refund),
          (order) => order.refund?.status === 'auditing',
        ),
      async (model, real, order) => {
        const refund = order.refund!;
        const reply = await real.api.post(
          '/api/admin/refund/audit',
          { id: refund.id, pass: params.pass, remark: params.pass ? 'Agreed' : 'The goods are fine' },
          { token: real.operator },
        );
        const ok = refund.status === 'auditing';
        expectCode(reply, ok, params.pass ? 'refund pass' : 'refund refuse');
        if (!ok) return;
        refund.status = params.pass ? 'passed' : 'refused';
        if (!params.pass) {
          order.status = refund.previous;
          return;
        }
        order.status = 'refunded';
        model.shoppers[order.shopper]!.balanceCents += refund.amountCents;
        settle(model, order, refund.amountCents);
        if (refund.previous === 'undelivered') {
          for (const line of order.lines) model.stock[line.product]! += line.quantity;
        }
      },
    ),
);

/** Mostly a part of the balance; sometimes all of it, more than it, or less than the minimum. */
const SHARES = ['part', 'all', 'more', 'belowMin'] as const;
const withdrawArb = fc.record({
  pick: pickArb,
  share: fc.oneof({ arbitrary: fc.constant(SHARES[0]), weight: 3 }, fc.constantFrom(...SHARES.slice(1))),
  permille: fc.integer({ min: 1, max: 1_000 }),
});
type WithdrawParams = typeof withdrawArb extends fc.Arbitrary<infer T> ? T : never;
const withdrawAmount = (share: (typeof SHARES)[number], permille: number, balanceCents: number) =>
  ({
    part: Math.max(MIN_WITHDRAW_CENTS, Math.floor((balanceCents * permille) / 1_000)),
    all: Math.max(balanceCents, 1),
    more: balanceCents + 100,
    belowMin: MIN_WITHDRAW_CENTS - 1,
  })[share];
const canWithdraw = (account: Account) => account.balanceCents >= MIN_WITHDRAW_CENTS;
const bankCard = { type: 'bank', bank_name: 'Model Bank', card_no: '6222000011112222', holder: 'M T' };

/** Asks for a withdrawal of the account's money; answers whether the model expects it to be taken. */
async function withdraw(
  model: Model,
  account: Account,
  params: WithdrawParams,
  owner: { shop: number } | { shopper: number },
  send: (amount: string) => Promise<{ code: number; body: unknown; data: { id: number } }>,
) {
  const amountCents = withdrawAmount(params.share, params.permille, account.balanceCents);
  const reply = await send(formatCents(amountCents));
  const ok = amountCents >= MIN_WITHDRAW_CENTS && amountCents <= account.balanceCents;
  expectCode(reply, ok, 'shop' in owner ? 'shop withdraw' : 'shopper withdraw');
  if (!ok) return;
  model.withdrawals.push({ id: reply.data.id, ...owner, amountCents, status: 'auditing' });
  // Frozen until an operator pays it out or refuses it.
  account.balanceCents -= amountCents;
  account.frozenCents += amountCents;
}

/** The shop's owner withdraws its settled money with a code mailed to them. */
export const shopWithdraw = withdrawArb.map(
  (params) =>
    new Step(
      'shop withdraw',
      params,
      (model) => chosen(params.pick, [...model.shops.keys()], (shop) => canWithdraw(model.shops[shop]!)),
      async (model, real, shop) => {
        const { owner } = real.shops[shop]!;
        // The next code may be asked for at once.
        await real.t.database.db
          .update(emailCodes)
          .set({ createdAt: sql`${emailCodes.createdAt} - interval '2 minutes'` })
          .where(eq(emailCodes.email, owner.email));
        const sent = await real.api.post('/api/seller/extract_code', {}, { token: owner.sellerToken });
        expect(sent.code, JSON.stringify(sent.body)).toBe(1);
        await withdraw(model, model.shops[shop]!, params, { shop }, (amount) =>
          real.api.post(
            '/api/seller/extract',
            { ...bankCard, amount, email_code: real.t.mailer.lastCode(owner.email) },
            { token: owner.sellerToken },
          ),
        );
      },
    ),
);

export const shopperWithdraw = withdrawArb.map(
  (params) =>
    new Step(
      'shopper withdraw',
      params,
      (model) =>
        chosen(params.pick, [...model.shoppers.keys()], (shopper) => canWithdraw(model.shoppers[shopper]!)),
      async (model, real, shopper) => {
        const code = await withdrawCode(real.t, real.shoppers[shopper]!);
        await withdraw(model, model.shoppers[shopper]!, params, { shopper }, (amount) =>
          real.api.post(
            '/api/user/extract',
            { ...bankCard, amount, email_code: code },
            { token: real.shoppers[shopper]!.token },
          ),
        );
      },
    ),
);

export const withdrawAudit = fc.record({ pick: pickArb, pass: fc.boolean() }).map(
  (params) =>
    new Step(
      'withdraw audit',
      params,
      (model) => chosen(params.pick, model.withdrawals, (withdrawal) => withdrawal.status === 'auditing'),
      async (model, real, withdrawal) => {
        const reply = await real.api.post(
          '/api/admin/withdraw/audit',
          { id: withdrawal.id, pass: params.pass, remark: params.pass ? 'Paid out' : 'Wrong card' },
          { token: real.operator },
        );
        const ok = withdrawal.status === 'auditing';
        expectCode(reply, ok, params.pass ? 'withdraw pass' : 'withdraw refuse');
        if (!ok) return;
        withdrawal.status = params.pass ? 'passed' : 'refused';
        const account =
          withdrawal.shop === undefined
            ? model.shoppers[withdrawal.shopper!]!
            : model.shops[withdrawal.shop]!;
        account.frozenCents -= withdrawal.amountCents;
        if (!params.pass) account.balanceCents += withdrawal.amountCents;
      },
    ),
);
