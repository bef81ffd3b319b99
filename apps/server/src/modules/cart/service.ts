import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type CartAddInput, formatCents, MAX_LINE_QUANTITY } from '@storefront/shared';
import type { Db } from '../../db/client';
import { cartItems, products, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toProductSummary } from '../catalog/service';
import { chosenSpec, productsInLanguage, shopsInLanguage, specInLanguage } from '../catalog/translations';

type ProductRow = typeof products.$inferSelect;
type LineRow = typeof cartItems.$inferSelect;
type LineShop = { id: number; name: string };

/** The shops of these products, named in the language, by id: one query for the whole bag. */
async function shopsOfProducts(db: Db, rows: ProductRow[], language: string) {
  const ids = [...new Set(rows.map((row) => row.shopId))];
  if (ids.length === 0) return new Map<number, LineShop>();
  const found = await shopsInLanguage(
    db,
    await db.select().from(shops).where(inArray(shops.id, ids)),
    language,
  );
  return new Map(found.map((shop) => [shop.id, { id: shop.id, name: shop.name }]));
}

const shopOf = async (db: Db, product: ProductRow, language: string): Promise<LineShop> =>
  (await shopsOfProducts(db, [product], language)).get(product.shopId) ?? { id: product.shopId, name: '' };

/**
 * A bag line under its shop; `shown` is its product as the shopper's language shows it (the product itself by
 * default).
 */
const toLine = (line: LineRow, product: ProductRow, shop: LineShop, shown: ProductRow = product) => ({
  id: line.id,
  product_id: line.productId,
  quantity: line.quantity,
  spec: specInLanguage(product.specs, shown.specs, line.spec),
  price: formatCents(product.priceCents),
  product: toProductSummary(shown),
  /** Off sale, or not enough stock for this quantity: shown, but cannot be checked out. */
  available: product.status === 'on' && product.stock >= line.quantity,
  shop,
});

async function productOnSale(db: Db, productId: number) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'on')));
  if (!product) throw new AppError('msg.product_not_found');
  return product;
}

function checkStock(product: ProductRow, quantity: number) {
  if (quantity > product.stock)
    throw new AppError('msg.out_of_stock', { name: product.name, stock: product.stock });
}

export async function listCart(db: Db, userId: number, language: string) {
  const rows = await db
    .select({ line: cartItems, product: products })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.updatedAt), desc(cartItems.id));
  const stored = rows.map((row) => row.product);
  const [shown, shopsById] = await Promise.all([
    productsInLanguage(db, stored, language),
    shopsOfProducts(db, stored, language),
  ]);
  return rows.map(({ line, product }, index) =>
    toLine(line, product, shopsById.get(product.shopId) ?? { id: product.shopId, name: '' }, shown[index]),
  );
}

/** Adding what is already in the bag (same product and spec) adds to that line. */
export async function addToCart(db: Db, userId: number, input: CartAddInput, language: string) {
  const product = await productOnSale(db, input.product_id);
  const spec = await chosenSpec(db, product, input.spec, language);
  const [existing] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id), eq(cartItems.spec, spec)));
  const quantity = Math.min((existing?.quantity ?? 0) + input.quantity, MAX_LINE_QUANTITY);
  checkStock(product, quantity);
  const [line] = await db
    .insert(cartItems)
    .values({ userId, productId: product.id, spec, quantity: input.quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.spec],
      set: {
        quantity: sql`least(${cartItems.quantity} + ${input.quantity}, ${MAX_LINE_QUANTITY})`,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!line) throw new Error('cart write returned no row');
  return toLine(line, product, await shopOf(db, product, language));
}

export async function updateCartLine(
  db: Db,
  userId: number,
  lineId: number,
  quantity: number,
  language: string,
) {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)));
  if (!line) throw new AppError('msg.cart_item_not_found');
  const product = await productOnSale(db, line.productId);
  checkStock(product, quantity);
  const [updated] = await db
    .update(cartItems)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning();
  if (!updated) throw new AppError('msg.cart_item_not_found');
  return toLine(updated, product, await shopOf(db, product, language));
}

/** Removes the shopper's own lines among the ids; ids of other shoppers are simply not theirs to remove. */
export async function deleteCartLines(db: Db, userId: number, ids: number[]) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}
