import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { products, productTranslations, salesToCount } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { makeProduct } from '../../../test/shopping-fixtures';
import { countSales } from '../order/sales';

/** Races need a real server: PGlite runs one statement at a time. This file runs only on PostgreSQL. */
const { t } = useTestApp();

const LANGUAGES = ['de', 'fr', 'ja', 'ar', 'es'];

describe('translated names for search (PostgreSQL)', () => {
  it('take the sales a count commits while the translation is being written', async () => {
    const db = t.database.db;
    const product = await makeProduct(db);
    let commit = () => {};
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let counted = () => {};
    const updated = new Promise<void>((resolve) => (counted = resolve));
    // A sales count has updated the product and not yet committed when the translation arrives.
    const count = db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ sales: sql`${products.sales} + 7` })
        .where(eq(products.id, product.id));
      counted();
      await committed;
    });
    await updated;
    // Started now (a query builder runs when it is awaited), and left to wait if it has to.
    const translate = db
      .insert(productTranslations)
      .values({ productId: product.id, lang: 'de', name: 'Wasserkocher' })
      .then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    commit();
    await Promise.all([count, translate]);
    const [row] = await rowsOf(
      db,
      sql`select s.sales, p.sales as product_sales from product_search_names s
        join products p on p.id = s.product_id where s.product_id = ${product.id}`,
    );
    expect(row).toEqual({ sales: product.sales + 7, product_sales: product.sales + 7 });
  });

  it('keep their products’ sort keys while sales are counted, prices change and names are written at once', async () => {
    const db = t.database.db;
    const first = await makeProduct(db);
    const made = [first];
    for (let index = 1; index < 30; index += 1) made.push(await makeProduct(db, { shopId: first.shopId }));
    const sell = () =>
      db.insert(salesToCount).values(
        made.map((product) => ({
          productId: product.id,
          shopId: first.shopId,
          quantity: 1,
          amountCents: 100,
        })),
      );

    for (const [round, lang] of LANGUAGES.entries()) {
      await Promise.all([
        // Each product's translation in this round's language, one statement each.
        ...made.map((product) =>
          db
            .insert(productTranslations)
            .values({ productId: product.id, lang, name: `${lang} ${product.id}` }),
        ),
        // Three instances' sales counters (one at a time gets the turn), sales arriving all along.
        ...[0, 1, 2].map(async () => {
          for (let turn = 0; turn < 8; turn += 1) {
            await sell();
            await countSales(db);
          }
        }),
        // An operator repricing every product and renaming last round's translations meanwhile.
        ...made.map(async (product, index) => {
          await db
            .update(products)
            .set({ priceCents: 100 + round * 1_000 + index })
            .where(eq(products.id, product.id));
          if (round > 0) {
            await db
              .update(productTranslations)
              .set({ name: `${LANGUAGES[round - 1]} renamed ${product.id}` })
              .where(
                sql`${productTranslations.productId} = ${product.id} and ${productTranslations.lang} = ${LANGUAGES[round - 1]}`,
              );
          }
        }),
      ]);
    }
    while ((await countSales(db)) > 0);

    const [state] = await rowsOf(
      db,
      sql`select
          (select count(*)::int from product_translations d join products p on p.id = d.product_id
            where p.shop_id = ${first.shopId}) as translations,
          (select count(*)::int from product_search_names where shop_id = ${first.shopId}) as names,
          (select count(*)::int from product_search_names s
            join products p on p.id = s.product_id
            join product_translations d on d.product_id = s.product_id and d.lang = s.lang
            where p.shop_id = ${first.shopId} and (s.name_search, s.status, s.category_id, s.shop_id, s.price_cents, s.is_hot, s.sales, s.created_at)
              is not distinct from
              (lower(d.name), p.status, p.category_id, p.shop_id, p.price_cents, p.is_hot, p.sales, p.created_at)
          ) as matching,
          (select min(sales)::int from products where shop_id = ${first.shopId}) as least_sold`,
    );
    const names = made.length * LANGUAGES.length;
    expect(state).toEqual({
      translations: names,
      names,
      matching: names,
      least_sold: 3 * 8 * LANGUAGES.length,
    });
  });
});
