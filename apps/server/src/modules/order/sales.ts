import { sql } from 'drizzle-orm';
import { type Db, type DriverNumber, rowsOf } from '../../db/client';
import { products, salesToCount, shops } from '../../db/schema';
import { idOrderLock, inTransaction } from '../../lib/transaction';

// Any constant works; it only has to be the same for every instance on the same database.
const COUNT_SALES_LOCK_ID = 73_160_002;

type Sold = { id: number; quantity: number; amountCents: number };

const lockProducts = idOrderLock(products);
const lockShops = idOrderLock(shops);

/**
 * Adds the paid lines waiting in `sales_to_count` to their products' and shops' sales and removes them, in one
 * transaction: a line is counted exactly once, whether the process dies before or after. One instance at a time
 * (the others skip their turn), and rows are locked in id order like order creation locks them. Returns the
 * number of lines counted.
 */
export function countSales(db: Db): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [turn] = await rowsOf<{ mine: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${COUNT_SALES_LOCK_ID}) as mine`,
    );
    if (!turn?.mine) return 0;
    const lines = await rowsOf<SoldLine>(
      tx,
      sql`delete from ${salesToCount} returning product_id, shop_id, quantity, amount_cents`,
    );
    if (lines.length === 0) return 0;
    const productSales = sumBy(lines, 'product_id');
    await lockProducts(tx, { ids: productSales.map((sum) => sum.id) });
    await rowsOf(
      tx,
      sql`update ${products} set sales = ${products.sales} + sold.quantity from ${soldRows(productSales)}
        where ${products.id} = sold.id`,
    );
    const shopSales = sumBy(lines, 'shop_id');
    await lockShops(tx, { ids: shopSales.map((sum) => sum.id) });
    await rowsOf(
      tx,
      sql`update ${shops} set sales = ${shops.sales} + sold.quantity,
        total_sales_cents = ${shops.totalSalesCents} + sold.amount_cents
        from ${soldRows(shopSales)} where ${shops.id} = sold.id`,
    );
    return lines.length;
  });
}

/** A paid line left to count (`sales_to_count`). */
type SoldLine = { product_id: number; shop_id: number; quantity: number; amount_cents: DriverNumber };

function sumBy(lines: SoldLine[], key: 'product_id' | 'shop_id'): Sold[] {
  const sums = new Map<number, Sold>();
  for (const line of lines) {
    const id = line[key];
    const sum = sums.get(id) ?? { id, quantity: 0, amountCents: 0 };
    sum.quantity += line.quantity;
    sum.amountCents += Number(line.amount_cents);
    sums.set(id, sum);
  }
  return [...sums.values()].sort((a, b) => a.id - b.id);
}

// sql.param: one array parameter each (a bare array would become a list of parameters).
const soldRows = (sold: Sold[]) =>
  sql`unnest(${sql.param(sold.map((sum) => sum.id))}::int[], ${sql.param(sold.map((sum) => sum.quantity))}::int[],
    ${sql.param(sold.map((sum) => sum.amountCents))}::bigint[]) as sold(id, quantity, amount_cents)`;
