import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { categories, orderItems, products } from '../../db/schema';
import { client, useTestApp } from '../../../test/harness';
import { makeProduct, makeShopper } from '../../../test/shopping-fixtures';

/** Races need a real server: PGlite runs one statement at a time. This file runs only on PostgreSQL. */
const { t } = useTestApp();

async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
}

describe('commission fixed at sale (PostgreSQL)', () => {
  it('a product moved while a checkout waits for its row is sold at the rate of the category it moved to', async () => {
    const db = t.database.db;
    const [dear, cheap] = await db
      .insert(categories)
      .values([
        { key: 'race-dear', icon: 'tag', commissionRateBp: 2_000 },
        { key: 'race-cheap', icon: 'tag', commissionRateBp: 100 },
      ])
      .returning();
    const product = await makeProduct(db, { priceCents: 100_000 });
    await db.update(products).set({ categoryId: dear!.id }).where(eq(products.id, product.id));
    const shopper = await makeShopper(db);

    let commit = () => {};
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let moved = () => {};
    const updated = new Promise<void>((resolve) => (moved = resolve));
    // The merchant's edit has moved the product and not yet committed when the shopper's checkout arrives.
    const move = db.transaction(async (tx) => {
      await tx.update(products).set({ categoryId: cheap!.id }).where(eq(products.id, product.id));
      moved();
      await committed;
    });
    await updated;
    const created = client(t.app).post(
      '/api/order/create',
      { items: [{ product_id: product.id, quantity: 1 }], address_id: shopper.addressId },
      { token: shopper.token },
    );
    // The checkout's statement waits for the product's row, having read the catalogue before the move.
    await eventually(
      async () =>
        (
          await rowsOf(
            db,
            sql`select 1 from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query like 'with wanted%'`,
          )
        ).length > 0,
    );
    commit();
    await move;
    const order = await created;
    expect(order.msg).toBe('Create Order Success');
    // Its stock was taken from the moved row: the line is sold in the cheap category, as the row says.
    const lines = await db
      .select({ rate: orderItems.commissionRateBp })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.data.order_id));
    expect(lines).toEqual([{ rate: 100 }]);
  });
});
