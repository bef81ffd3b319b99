import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrderStatus } from '@storefront/shared';
import { type DriverNumber, rowsOf } from '../../src/db/client';
import { ledgerPostings, orders, products, shopAccounts, users } from '../../src/db/schema';
import { reconcile } from '../../src/modules/ledger/reconcile';
import type { useTestApp } from '../harness';
import { makeProduct, makeShop, makeShopper, moneyInvariant, type Shopper } from '../shopping-fixtures';
import { makeShopOwner } from '../marketplace-fixtures';

/**
 * The money model's world (money-model.pg.test.ts): the shops, products and shoppers of a run, the model of
 * their accounts, stock and orders, the model's settlement, and the check after every step that the database
 * is what the model says.
 */

/** Three shops; some stock is scarce so that checkouts are refused, and prices straddle free freight. */
export const PRODUCTS = [
  { shop: 0, priceCents: 1_000, stock: 12 },
  { shop: 0, priceCents: 3_900, stock: 4 },
  { shop: 1, priceCents: 2_500, stock: 10 },
  { shop: 1, priceCents: 450, stock: 30 },
  { shop: 2, priceCents: 5_200, stock: 3 },
  { shop: 2, priceCents: 1_999, stock: 8 },
];
/** The first shop pays its categories' rate; the others have their own (one rounding half cents often). */
const SHOP_RATES_BP = [null, 1_250, 333] as const;
/** Rich, modest and poor: payments and withdrawals are sometimes short. */
export const SHOPPER_BALANCES_CENTS = [100_000, 20_000, 4_000];

export type AuditStatus = 'auditing' | 'passed' | 'refused';
type Line = { product: number; quantity: number };
export type OrderModel = {
  id: number;
  shopper: number;
  shop: number;
  lines: Line[];
  goodsCents: number;
  totalCents: number;
  status: OrderStatus;
  /** The orders of its checkout, paid together. */
  group: number[];
  reviewed: number;
  refund?: { id: number; amountCents: number; previous: OrderStatus; status: AuditStatus };
};
export type Account = { balanceCents: number; frozenCents: number };
export type Model = {
  shoppers: (Account & { wrongCodes: number })[];
  shops: Account[];
  stock: number[];
  /** Each line's commission rate, by product. */
  rateBp: number[];
  orders: OrderModel[];
  withdrawals: { id: number; shop?: number; shopper?: number; amountCents: number; status: AuditStatus }[];
};
/** The test file's app (`useTestApp`), which the steps send their requests to. */
export type TestApp = ReturnType<typeof useTestApp>;
type Owner = Awaited<ReturnType<typeof makeShopOwner>>;
export type Real = {
  t: TestApp['t'];
  api: TestApp['api'];
  shoppers: (Shopper & { proof?: string })[];
  shops: { id: number; owner: Owner }[];
  products: number[];
  operator: string;
  /** paid - accounted and belowZero when the run started (0 and false unless an earlier run broke them). */
  gapCents: number;
  belowZero: boolean;
};

let operator: string | undefined;

/** A run's own shops (with owners), products and shoppers, made at once: every run of the file makes them. */
export async function setup({ t, api, operatorToken }: TestApp): Promise<{ model: Model; real: Real }> {
  const db = t.database.db;
  operator ??= await operatorToken();
  const shops: Real['shops'] = await Promise.all(
    SHOP_RATES_BP.map(async (rateBp) => {
      const shop = await makeShop(db);
      if (rateBp !== null)
        await db.insert(shopAccounts).values({ shopId: shop.id, commissionRateBp: rateBp });
      return { id: shop.id, owner: await makeShopOwner(db, shop.id) };
    }),
  );
  const [made, shoppers] = await Promise.all([
    Promise.all(PRODUCTS.map((product) => makeProduct(db, { ...product, shopId: shops[product.shop]!.id }))),
    Promise.all(SHOPPER_BALANCES_CENTS.map((balanceCents) => makeShopper(db, { balanceCents }))),
  ]);
  const categoryRates = await rowsOf<{ id: number; rate: number }>(
    db,
    sql`select p.id, c.commission_rate_bp as rate from products p join categories c on c.id = p.category_id
      where p.id = any(${sql.param(made.map((product) => product.id))}::int[])`,
  );
  const categoryRate = (id: number) => categoryRates.find((row) => row.id === id)!.rate;
  const invariant = await moneyInvariant(db);
  return {
    model: {
      shoppers: SHOPPER_BALANCES_CENTS.map((balanceCents) => ({
        balanceCents,
        frozenCents: 0,
        wrongCodes: 0,
      })),
      shops: shops.map(() => ({ balanceCents: 0, frozenCents: 0 })),
      stock: PRODUCTS.map((product) => product.stock),
      rateBp: PRODUCTS.map((product, index) => SHOP_RATES_BP[product.shop] ?? categoryRate(made[index]!.id)),
      orders: [],
      withdrawals: [],
    },
    real: {
      t,
      api,
      shoppers,
      shops,
      products: made.map((product) => product.id),
      operator,
      gapCents: invariant.paid - invariant.accounted,
      belowZero: invariant.belowZero,
    },
  };
}

/** The shop's commission on what it is credited, as settlement rounds it: half a cent up, never above it. */
function commissionCents(model: Model, order: OrderModel, amountCents: number) {
  const weighted = order.lines.reduce(
    (sum, line) =>
      sum + BigInt(PRODUCTS[line.product]!.priceCents * line.quantity * model.rateBp[line.product]!),
    0n,
  );
  const scale = BigInt(Math.max(order.goodsCents, 1) * 10_000);
  const rounded = Number((2n * BigInt(amountCents) * weighted + scale) / (2n * scale));
  return Math.min(amountCents, rounded);
}

/** An order's money became final: the shop is credited what was not refunded, less commission. */
export function settle(model: Model, order: OrderModel, refundedCents: number) {
  const amountCents = Math.max(order.totalCents - refundedCents, 0);
  model.shops[order.shop]!.balanceCents += amountCents - commissionCents(model, order, amountCents);
}

/** After every step: the money adds up, and the database is what the model says, to the cent and the unit. */
export async function checkAll(model: Model, real: Real, step: string) {
  const db = real.t.database.db;
  const ids = (values: number[]) => sql`${sql.param(values)}::int[]`;
  // The run's own accounts, stock and orders in one round trip, next to the whole database's money.
  const [invariant, books, [state]] = await Promise.all([
    moneyInvariant(db),
    reconcile(db),
    rowsOf<{
      shoppers: unknown;
      shops: unknown;
      stock: unknown;
      orders: unknown;
      below_zero_stock: DriverNumber;
    }>(
      db,
      sql`select
        (select json_agg(json_build_object('id', u.id, 'balance', u.balance_cents, 'frozen', u.frozen_cents,
            'ledger', (select coalesce(sum(e.amount_cents), 0) from ${ledgerPostings} e
              where e.account = 'wallet' and e.holder_id = u.id)))
          from ${users} u where u.id = any(${ids(real.shoppers.map((shopper) => shopper.id))})) as shoppers,
        (select json_agg(json_build_object('id', a.shop_id, 'balance', a.balance_cents, 'frozen', a.frozen_cents))
          from ${shopAccounts} a where a.shop_id = any(${ids(real.shops.map((shop) => shop.id))})) as shops,
        (select json_agg(json_build_object('id', p.id, 'stock', p.stock))
          from ${products} p where p.id = any(${ids(real.products)})) as stock,
        (select json_agg(json_build_object('id', o.id, 'status', o.status))
          from ${orders} o where o.id = any(${ids(model.orders.map((order) => order.id))})) as orders,
        (select count(*) from ${products} where stock < 0) as below_zero_stock`,
    ),
  ]);
  expect(invariant.paid - invariant.accounted, `paid = accounted after ${step}`).toBe(real.gapCents);
  expect(invariant.belowZero, `nothing below zero after ${step}`).toBe(real.belowZero);
  expect(books.differences, `the books agree after ${step}`).toEqual([]);
  expect(Number(state!.below_zero_stock), 'no stock below zero').toBe(0);

  type Row = { id: number; [figure: string]: number | string };
  const byId = (rows: unknown, id: number) => ((rows ?? []) as Row[]).find((row) => row.id === id);
  expect(
    real.shoppers.map(({ id }) => {
      const row = byId(state!.shoppers, id)!;
      return { balanceCents: row.balance, frozenCents: row.frozen, ledgerCents: Number(row.ledger) };
    }),
    `shoppers after ${step}`,
  ).toEqual(
    // Each balance is also the sum of its ledger rows.
    model.shoppers.map(({ balanceCents, frozenCents }) => ({
      balanceCents,
      frozenCents,
      ledgerCents: balanceCents,
    })),
  );
  expect(
    real.shops.map(({ id }) => {
      const row = byId(state!.shops, id);
      return { balanceCents: row?.balance ?? 0, frozenCents: row?.frozen ?? 0 };
    }),
    `shops after ${step}`,
  ).toEqual(model.shops);
  expect(
    real.products.map((id) => byId(state!.stock, id)?.stock),
    `stock after ${step}`,
  ).toEqual(model.stock);
  expect(
    model.orders.map((order) => byId(state!.orders, order.id)?.status),
    `order statuses after ${step}`,
  ).toEqual(model.orders.map((order) => order.status));
}
