import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  AUTO_COMPLETE_DAYS,
  AUTO_RECEIVE_DAYS,
  FREE_FREIGHT_FROM_CENTS,
  FREIGHT_CENTS,
  type OrderStatus,
} from '@storefront/shared';
import { orders } from '../../src/db/schema';
import { PAY_MAX_FAILURES } from '../../src/lib/pay-password';
import { runOrderJobs } from '../../src/modules/order/lifecycle';
import { PAY_CODE } from '../shopping-fixtures';
import { type Model, type OrderModel, PRODUCTS, type Real, settle, SHOPPER_BALANCES_CENTS } from './model';
import { chosen, count, expectCode, orderStep, pickArb, sometimes, Step } from './step';

/**
 * The money model's steps of an order's life: checkouts of one or several shops, payments, cancels,
 * shipping, receipt, and completion by review or by the order clock.
 */

const DAY_MS = 86_400_000;

const orderOf = (model: Model, id: number) => model.orders.find((order) => order.id === id)!;

export const checkout = fc
  .record({
    shopper: fc.nat({ max: SHOPPER_BALANCES_CENTS.length - 1 }),
    lines: fc.uniqueArray(
      fc.record({ product: fc.nat({ max: PRODUCTS.length - 1 }), quantity: fc.integer({ min: 1, max: 3 }) }),
      { minLength: 1, maxLength: 3, selector: (line) => line.product },
    ),
  })
  .map(
    (params) =>
      new Step(
        'checkout',
        params,
        () => true,
        async (model, real) => {
          const shopper = real.shoppers[params.shopper]!;
          const lines = [...params.lines].sort((a, b) => a.product - b.product);
          const created = await real.api.post(
            '/api/order/create',
            {
              items: lines.map((line) => ({
                product_id: real.products[line.product],
                quantity: line.quantity,
              })),
              address_id: shopper.addressId,
            },
            { token: shopper.token },
          );
          // Any shop short of stock refuses the whole checkout.
          const ok = lines.every((line) => model.stock[line.product]! >= line.quantity);
          expectCode(created, ok, 'checkout');
          if (!ok) return;
          const ids = created.data.order_ids as number[];
          const rows = await real.t.database.db.select().from(orders).where(inArray(orders.id, ids));
          const shops = [...new Set(lines.map((line) => PRODUCTS[line.product]!.shop))];
          expect(rows).toHaveLength(shops.length);
          for (const shop of shops) {
            const shopLines = lines.filter((line) => PRODUCTS[line.product]!.shop === shop);
            const goodsCents = shopLines.reduce(
              (sum, line) => sum + PRODUCTS[line.product]!.priceCents * line.quantity,
              0,
            );
            // Each shop's order pays its own freight.
            const totalCents = goodsCents + (goodsCents >= FREE_FREIGHT_FROM_CENTS ? 0 : FREIGHT_CENTS);
            const row = rows.find((order) => order.shopId === real.shops[shop]!.id)!;
            expect({ goodsCents: row.goodsCents, totalCents: row.totalCents }).toEqual({
              goodsCents,
              totalCents,
            });
            model.orders.push({
              id: row.id,
              shopper: params.shopper,
              shop,
              lines: shopLines,
              goodsCents,
              totalCents,
              status: 'unpaid',
              group: ids,
              reviewed: 0,
            });
          }
          for (const line of lines) model.stock[line.product]! -= line.quantity;
        },
      ),
  );

/**
 * Pays an order, or all the orders of its checkout together (all or none): mostly unpaid ones the shopper can
 * afford, sometimes ones they cannot.
 */
export const pay = fc
  .record({
    pick: pickArb,
    wrongCode: sometimes(7),
    short: sometimes(6),
    together: sometimes(3).map((no) => !no),
  })
  .map((params) => {
    const idsOf = (order: OrderModel) => (params.together ? order.group : [order.id]);
    const fits = (model: Model, order: OrderModel) => {
      const paying = idsOf(order).map((id) => orderOf(model, id));
      const totalCents = paying.reduce((sum, one) => sum + one.totalCents, 0);
      const affordable = model.shoppers[order.shopper]!.balanceCents >= totalCents;
      return paying.every((one) => one.status === 'unpaid') && affordable !== params.short;
    };
    return new Step(
      'pay',
      params,
      (model) => {
        const order = chosen(params.pick, model.orders, (candidate) => fits(model, candidate));
        // The fifth wrong code in a row locks payments for 15 minutes: not this model's subject.
        const locks =
          params.wrongCode && model.shoppers[order?.shopper ?? 0]!.wrongCodes >= PAY_MAX_FAILURES - 1;
        return order && !locks ? order : undefined;
      },
      async (model, real, order) => {
        const paying = idsOf(order).map((id) => orderOf(model, id));
        const shopper = model.shoppers[order.shopper]!;
        const reply = await real.api.post(
          '/api/order/pay',
          {
            ...(paying.length === 1 ? { order_id: order.id } : { order_ids: idsOf(order) }),
            pay_password: params.wrongCode ? '000000' : PAY_CODE,
          },
          { token: real.shoppers[order.shopper]!.token },
        );
        const totalCents = paying.reduce((sum, one) => sum + one.totalCents, 0);
        const ok =
          !params.wrongCode &&
          paying.every((one) => one.status === 'unpaid') &&
          shopper.balanceCents >= totalCents;
        expectCode(reply, ok, paying.length === 1 ? 'pay' : 'pay together');
        // A wrong code counts towards the lock; a right one ends the streak, paid or not (decision 018).
        shopper.wrongCodes = params.wrongCode ? shopper.wrongCodes + 1 : 0;
        if (!ok) return;
        shopper.balanceCents -= totalCents;
        for (const one of paying) one.status = 'undelivered';
      },
    );
  });

/** A shopper's or an operator's move of one order: allowed from one status, to another. */
const transition = (
  name: string,
  from: OrderStatus,
  to: OrderStatus,
  send: (order: OrderModel, real: Real) => Promise<{ code: number; body: unknown }>,
  after?: (model: Model, order: OrderModel) => void,
) =>
  pickArb.map((pick) =>
    orderStep(
      name,
      { pick },
      (order) => order.status === from,
      async (model, real, order) => {
        const ok = order.status === from;
        expectCode(await send(order, real), ok, name);
        if (!ok) return;
        order.status = to;
        after?.(model, order);
      },
    ),
  );

export const cancel = transition(
  'cancel',
  'unpaid',
  'cancelled',
  (order, real) =>
    real.api.post(
      '/api/order/cancel',
      { order_id: order.id },
      { token: real.shoppers[order.shopper]!.token },
    ),
  (model, order) => {
    for (const line of order.lines) model.stock[line.product]! += line.quantity;
  },
);
export const ship = transition('ship', 'undelivered', 'delivered', (order, real) =>
  real.api.post(
    '/api/admin/order/ship',
    { order_id: order.id, company: 'DHL', tracking_no: `M${order.id}` },
    { token: real.operator },
  ),
);
export const confirm = transition('confirm', 'delivered', 'received', (order, real) =>
  real.api.post('/api/order/confirm', { order_id: order.id }, { token: real.shoppers[order.shopper]!.token }),
);

/** Reviews the order's next line; the last review completes the order, which settles it. */
export const review = pickArb.map((pick) =>
  orderStep(
    'review',
    { pick },
    (order) => order.status === 'received',
    async (model, real, order) => {
      const line = order.lines[Math.min(order.reviewed, order.lines.length - 1)]!;
      const reply = await real.api.post(
        '/api/comment/add',
        {
          order_id: order.id,
          product_id: real.products[line.product],
          product_score: 5,
          service_score: 4,
          postage_score: 5,
          content: 'As described',
        },
        { token: real.shoppers[order.shopper]!.token },
      );
      const ok = order.status === 'received' && order.reviewed < order.lines.length;
      expectCode(reply, ok, 'review');
      if (!ok) return;
      order.reviewed += 1;
      if (order.reviewed === order.lines.length) {
        order.status = 'completed';
        settle(model, order, 0);
      }
    },
  ),
);

/** The order clock, the order's last move long ago: a delivered one is received, a received one completes. */
export const clock = pickArb.map((pick) =>
  orderStep(
    'clock',
    { pick },
    (order) => order.status === 'delivered' || order.status === 'received',
    async (model, real, order) => {
      const db = real.t.database.db;
      if (order.status === 'received') {
        await db
          .update(orders)
          .set({ receivedAt: new Date(Date.now() - (AUTO_COMPLETE_DAYS + 1) * DAY_MS) })
          .where(eq(orders.id, order.id));
      }
      if (order.status === 'delivered') {
        await db
          .update(orders)
          .set({ shippedAt: new Date(Date.now() - (AUTO_RECEIVE_DAYS + 1) * DAY_MS) })
          .where(eq(orders.id, order.id));
      }
      // The runs' other orders are all recent: only this one may move.
      expect(await runOrderJobs(db)).toEqual({
        expired: 0,
        received: order.status === 'delivered' ? 1 : 0,
        completed: order.status === 'received' ? 1 : 0,
      });
      count(`clock on ${order.status}`, true);
      if (order.status === 'delivered') order.status = 'received';
      else if (order.status === 'received') {
        order.status = 'completed';
        settle(model, order, 0);
      }
    },
  ),
);
