import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { describe, expect, it } from 'vitest';
import {
  cartItems,
  orderItems,
  products,
  productTranslations,
  salesToCount,
  shopTranslations,
} from '../../db/schema';
import { countSales } from '../order/sales';
import { useTestApp } from '../../../test/harness';
import { makeProduct, makeShopper } from '../../../test/shopping-fixtures';
import { PRODUCT_TOTAL_CAP } from './service';

const { t, api, operatorToken } = useTestApp();

/** A product with a colour and a plug, translated into German only (its shop too). */
async function germanProduct() {
  const product = await makeProduct(t.database.db, {
    specs: [
      { name: 'Color', values: ['Black', 'White'] },
      { name: 'Plug', values: ['EU', 'UK'] },
    ],
  });
  await t.database.db.insert(productTranslations).values({
    productId: product.id,
    lang: 'de',
    name: `Wasserkocher ${product.id}`,
    description: '',
    specs: [
      { name: 'Farbe', values: ['Schwarz', 'Weiß'] },
      { name: 'Stecker', values: ['EU', 'UK'] },
    ],
  });
  await t.database.db
    .insert(shopTranslations)
    .values({ shopId: product.shopId, lang: 'de', name: 'Testladen', description: 'Alles für den Test' });
  return product;
}

/** `count` products of one new shop, inserted at once, each like the shop's first but for `fields(index)`. */
async function manyOfOneShop(
  count: number,
  fields: (index: number) => Partial<typeof products.$inferInsert>,
) {
  const first = await makeProduct(t.database.db);
  const { id: _id, nameSearch: _nameSearch, createdAt: _createdAt, ...sample } = first;
  const made = await t.database.db
    .insert(products)
    .values(Array.from({ length: count }, (_, index) => ({ ...sample, ...fields(index) })))
    .returning({ id: products.id });
  return { first, ids: made.map(({ id }) => id) };
}

describe('catalogue content in the request language', () => {
  it('answers a product and its shop in German, and in English where there is no translation', async () => {
    const product = await germanProduct();
    const german = (await api.get('/api/product/detail', { id: product.id }, { lang: 'de' })).data;
    expect(german).toMatchObject({
      name: `Wasserkocher ${product.id}`,
      // An empty translated field falls back to the product's own.
      description: product.description,
      specs: [
        { name: 'Farbe', values: ['Schwarz', 'Weiß'] },
        { name: 'Stecker', values: ['EU', 'UK'] },
      ],
      shop: { name: 'Testladen', description: 'Alles für den Test' },
    });
    for (const lang of ['en', 'ja', 'ri']) {
      const other = (await api.get('/api/product/detail', { id: product.id }, { lang })).data;
      expect(other, lang).toMatchObject({ name: product.name, specs: product.specs });
    }
    const shop = (await api.get('/api/shop/detail', { id: product.shopId }, { lang: 'de' })).data;
    expect(shop.name).toBe('Testladen');
  });

  it('lists products in the request language, each language cached apart', async () => {
    const product = await germanProduct();
    const named = async (lang: string) =>
      (await api.get('/api/index/product', { shop_id: product.shopId }, { lang })).data.list.map(
        (row: { name: string }) => row.name,
      );
    expect(await named('en')).toEqual([product.name]);
    expect(await named('de')).toEqual([`Wasserkocher ${product.id}`]);
    expect(await named('en')).toEqual([product.name]);
  });

  it('finds products by their name in the shopper’s language and in the default language', async () => {
    const product = await germanProduct();
    const found = async (keyword: string, lang: string) =>
      (await api.get('/api/index/product', { keyword, shop_id: product.shopId }, { lang })).data.list.map(
        (row: { id: number }) => row.id,
      );
    expect(await found('wasserkocher', 'de')).toEqual([product.id]);
    expect(await found('wasserkocher', 'en')).toEqual([]);
    expect(await found('wasserkocher', 'fr')).toEqual([]);
    // The default language's name is found in every language.
    expect(await found(product.name.toLowerCase(), 'de')).toEqual([product.id]);
  });

  it('finds a translated name among more matches than it counts, paging on the sort index', async () => {
    const { first, ids: many } = await manyOfOneShop(PRODUCT_TOTAL_CAP + 5, (index) => ({
      name: `Lawn gnome ${index}`,
    }));
    await t.database.db
      .insert(productTranslations)
      .values(many.map((id) => ({ productId: id, lang: 'de', name: `Gartenzwerg ${id}`, description: '' })));
    const search = async (keyword: string, lang: string) =>
      (await api.get('/api/index/product', { keyword, shop_id: first.shopId, sort: 'price_asc' }, { lang }))
        .data;
    const german = await search('gartenzwerg', 'de');
    expect(german.total).toBe(PRODUCT_TOTAL_CAP);
    expect(german.list.length).toBeGreaterThan(0);
    expect(german.list.every((row: { name: string }) => row.name.startsWith('Gartenzwerg'))).toBe(true);
    expect((await search('gartenzwerg', 'en')).total).toBe(0);
    expect((await search('lawn gnome', 'de')).total).toBe(PRODUCT_TOTAL_CAP);
  });

  it('pages a search in German exactly as either name ranks it, after prices, sales and sale status change', async () => {
    // 1,200 products of one shop: English "Lawn gnome" or "Garden chair", German "Gartengnom" or
    // "Gartenstuhl", every tenth without a translation. Each keyword below reaches the page another way:
    // few matches sorted, many in one language walked, many in both walked.
    const { first, ids } = await manyOfOneShop(1_200, (index) => ({
      name: index < 600 ? `Lawn gnome ${index}` : `Garden chair ${index}`,
      priceCents: 100 + ((index * 7919) % 5_000),
      sales: (index * 104_729) % 300,
      isHot: index % 97 === 0,
    }));
    await t.database.db
      .insert(productTranslations)
      .values(
        ids.flatMap((id, index) =>
          index % 10 === 0
            ? []
            : [{ productId: id, lang: 'de', name: `${index < 700 ? 'Gartengnom' : 'Gartenstuhl'} ${index}` }],
        ),
      );
    // Changed after the translations were written: the search must follow the products' rows.
    await t.database.db
      .update(products)
      .set({ status: 'off' })
      .where(
        inArray(
          products.id,
          ids.filter((_, index) => index % 13 === 0),
        ),
      );
    await t.database.db
      .update(products)
      .set({ priceCents: 1 })
      .where(inArray(products.id, [ids[777]!, ids[5]!]));
    await t.database.db.insert(salesToCount).values(
      [ids[901]!, ids[444]!, ids[3]!].map((productId) => ({
        productId,
        shopId: first.shopId,
        quantity: 10_000,
        amountCents: 10_000,
      })),
    );
    await countSales(t.database.db);

    const orders = {
      hot: 'p.is_hot desc, p.sales desc, p.id desc',
      sales: 'p.sales desc, p.id desc',
      price_asc: 'p.price_cents asc, p.id asc',
      price_desc: 'p.price_cents desc, p.id desc',
      new: 'p.created_at desc, p.id desc',
    } as const;
    // What the page should hold, worked out the plain way: every product of the shop on sale whose English or
    // German name contains the word, in the asked order.
    const expected = async (word: string, sort: keyof typeof orders) =>
      (
        await rowsOf<{ id: number }>(
          t.database.db,
          sql`select p.id from products p
            left join product_translations d on d.product_id = p.id and d.lang = 'de'
            where p.shop_id = ${first.shopId} and p.status = 'on'
              and (lower(p.name) like ${`%${word}%`} or lower(d.name) like ${`%${word}%`})
            order by ${sql.raw(orders[sort])}`,
        )
      ).map((row) => Number(row.id));
    for (const word of ['gnom', 'gartenstuhl', 'garten', 'n']) {
      for (const sort of Object.keys(orders) as (keyof typeof orders)[]) {
        const all = await expected(word, sort);
        for (const page of [1, 2, 31, 50]) {
          const answer = (
            await api.get(
              '/api/index/product',
              { keyword: word, shop_id: first.shopId, page, limit: 20, ...(sort === 'hot' ? {} : { sort }) },
              { lang: 'de' },
            )
          ).data;
          const at = `${word} ${sort} page ${page}`;
          expect(answer.total, at).toBe(Math.min(all.length, PRODUCT_TOTAL_CAP));
          expect(
            answer.list.map((row: { id: number }) => row.id),
            at,
          ).toEqual(all.slice((page - 1) * 20, page * 20));
        }
      }
    }
  });

  it('takes a spec chosen in German, keeps it in the product’s own words and shows it in German', async () => {
    const product = await germanProduct();
    const shopper = await makeShopper(t.database.db, { balanceCents: 100_000 });
    const as = { token: shopper.token, lang: 'de' };
    const missing = await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 1, spec: 'Farbe: Schwarz' },
      as,
    );
    // The message names the option as the shopper reads it, never in English.
    expect(missing.msg).toBe('Bitte wählen Sie Stecker aus');
    const added = await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 1, spec: 'Farbe: Schwarz; Stecker: UK' },
      as,
    );
    expect(added.code).toBe(1);
    // The same choice in English is the same line.
    await api.post(
      '/api/cart/add',
      { product_id: product.id, quantity: 1, spec: 'Color: Black; Plug: UK' },
      { token: shopper.token, lang: 'en' },
    );
    const stored = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(stored.map((line) => [line.spec, line.quantity])).toEqual([['Color: Black; Plug: UK', 2]]);
    const bag = (await api.get('/api/cart/list', {}, as)).data;
    expect(bag[0]).toMatchObject({
      spec: 'Farbe: Schwarz; Stecker: UK',
      product: { name: `Wasserkocher ${product.id}` },
    });

    // The checkout names the product and its choice in German before the order exists.
    const preview = await api.post(
      '/api/order/preview',
      { items: [{ product_id: product.id, quantity: 1, spec: 'Farbe: Weiß; Stecker: EU' }] },
      as,
    );
    expect(preview.data.items[0]).toMatchObject({
      name: `Wasserkocher ${product.id}`,
      spec: 'Farbe: Weiß; Stecker: EU',
    });

    const bought = await api.post(
      '/api/order/create',
      {
        items: [{ product_id: product.id, quantity: 1, spec: 'Farbe: Weiß; Stecker: EU' }],
        address_id: shopper.addressId,
      },
      as,
    );
    expect(bought.code).toBe(1);
    // The order keeps the product's own words and shows them in the shopper's language.
    const [item] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, bought.data.order_id));
    expect(item).toMatchObject({ name: product.name, spec: 'Color: White; Plug: EU' });
    const order = (await api.get('/api/order/detail', { id: bought.data.order_id }, as)).data;
    expect(order.items[0]).toMatchObject({
      name: `Wasserkocher ${product.id}`,
      spec: 'Farbe: Weiß; Stecker: EU',
    });
    const listed = (await api.get('/api/user/order_list', {}, as)).data.list[0];
    expect(listed.items[0].spec).toBe('Farbe: Weiß; Stecker: EU');
    const english = (
      await api.get('/api/order/detail', { id: bought.data.order_id }, { token: shopper.token })
    ).data;
    expect(english.items[0]).toMatchObject({ name: product.name, spec: 'Color: White; Plug: EU' });
  });
});

describe('operators edit translations', () => {
  it('shows what is missing, saves a language, refuses specs of another shape, and shoppers see it at once', async () => {
    const ops = { token: await operatorToken() };
    const product = await germanProduct();
    // Cached in French before the translation exists.
    expect((await api.get('/api/product/detail', { id: product.id }, { lang: 'fr' })).data.name).toBe(
      product.name,
    );
    const before = (await api.get('/api/admin/translations', { target: 'product', id: product.id }, ops))
      .data;
    expect(before.own).toMatchObject({ name: product.name, specs: product.specs });
    expect(before.languages).toHaveLength(13);
    expect(
      before.languages
        .filter((row: { translation: unknown }) => row.translation !== null)
        .map((row: { lang: string }) => row.lang),
    ).toEqual(['de']);

    const wrongShape = await api.post(
      '/api/admin/translation/save',
      {
        target: 'product',
        id: product.id,
        lang: 'fr',
        name: 'Bouilloire',
        specs: [{ name: 'Couleur', values: ['Noir'] }],
      },
      ops,
    );
    expect(wrongShape).toMatchObject({ code: 0, key: 'msg.translation_specs_shape' });
    const saved = await api.post(
      '/api/admin/translation/save',
      {
        target: 'product',
        id: product.id,
        lang: 'fr',
        name: 'Bouilloire',
        description: 'Une bouilloire.',
        specs: [
          { name: 'Couleur', values: ['Noir', 'Blanc'] },
          { name: 'Prise', values: ['EU', 'UK'] },
        ],
      },
      ops,
    );
    expect(saved.code).toBe(1);
    expect(saved.data.languages.find((row: { lang: string }) => row.lang === 'fr').translation.name).toBe(
      'Bouilloire',
    );
    const french = (await api.get('/api/product/detail', { id: product.id }, { lang: 'fr' })).data;
    expect(french).toMatchObject({
      name: 'Bouilloire',
      description: 'Une bouilloire.',
      specs: [{ name: 'Couleur' }, { name: 'Prise' }],
    });

    const shop = await api.post(
      '/api/admin/translation/save',
      { target: 'shop', id: product.shopId, lang: 'fr', name: 'Boutique test' },
      ops,
    );
    expect(shop.code).toBe(1);
    expect((await api.get('/api/shop/detail', { id: product.shopId }, { lang: 'fr' })).data.name).toBe(
      'Boutique test',
    );
    // Shoppers cannot.
    const shopper = await makeShopper(t.database.db);
    expect(
      (
        await api.post(
          '/api/admin/translation/save',
          { target: 'shop', id: product.shopId, lang: 'fr', name: 'X' },
          { token: shopper.token },
        )
      ).code,
    ).toBe(401);
  });
});
