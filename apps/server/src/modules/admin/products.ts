import { and, eq, sql } from 'drizzle-orm';
import type { LimitPeriod, ProductSaveInput, ProductStatus } from '@storefront/shared';
import type { Db } from '../../db/client';
import { categories, products, shops, virtualCards } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toProductSummary } from '../catalog/service';
import { assertUploadsOf, type PictureSource } from '../upload/service';
import { inTransaction } from '../../lib/transaction';

/**
 * Creates or edits a product. Its weight (for shipping zones priced by weight) is kept when an edit leaves it
 * out. A virtual product's stock is its pool of unsold cards: imported cards add to
 * it (a card number already in the pool is skipped), and the stock field of the form is ignored for it. Its
 * pictures come from `pictures` (a seller's: the shop's uploads), besides those the product shows already.
 * `editable` is whose products may be edited: any (operators) or one shop's (its members); another shop's
 * product is not found, by the same statements that read and write it.
 */
export async function saveProduct(
  db: Db,
  input: ProductSaveInput,
  pictures: PictureSource,
  editable: { shopId: number } | 'all' = 'all',
) {
  const editableCondition = editable === 'all' ? undefined : eq(products.shopId, editable.shopId);
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id));
  if (!category) throw new AppError('msg.category_not_found');
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shop_id));
  if (!shop) throw new AppError('msg.shop_not_found');
  const [current] =
    input.id === undefined
      ? []
      : await db
          .select({ images: products.images })
          .from(products)
          .where(and(eq(products.id, input.id), editableCondition));
  if (input.id !== undefined && !current) throw new AppError('msg.product_not_found');
  await assertUploadsOf(db, pictures, input.images, current?.images);

  const fields = {
    name: input.name,
    priceCents: input.price,
    originalPriceCents: input.original_price ?? null,
    categoryId: input.category_id,
    shopId: input.shop_id,
    images: input.images,
    description: input.description ?? '',
    specs: input.is_virtual ? [] : input.specs,
    isVirtual: input.is_virtual,
    limitPeriod: input.limit_period ?? null,
    limitCount: input.limit_count ?? null,
  };
  return inTransaction(db, async (tx) => {
    // Asked on sale while its shop is closed, a product is held until the shop reopens (decision 042). The shop
    // is read under a share lock: closing it meanwhile either waits for this save (and then holds the product)
    // or has committed and is seen here.
    const [shop] = await tx
      .select({ status: shops.status })
      .from(shops)
      .where(eq(shops.id, input.shop_id))
      .for('share');
    const status = input.status === 'on' && shop?.status === 'closed' ? 'held' : input.status;
    let productId = input.id;
    if (productId === undefined) {
      const [created] = await tx
        .insert(products)
        .values({
          ...fields,
          status,
          stock: input.is_virtual ? 0 : input.stock,
          weightGrams: input.weight_grams ?? 0,
        })
        .returning({ id: products.id });
      productId = created?.id;
    } else {
      const [updated] = await tx
        .update(products)
        .set({
          ...fields,
          status,
          ...(input.is_virtual ? {} : { stock: input.stock }),
          // Left out (an older form, a client that does not know it), the weight stays as it was.
          ...(input.weight_grams === undefined ? {} : { weightGrams: input.weight_grams }),
        })
        .where(and(eq(products.id, productId), editableCondition))
        .returning({ id: products.id });
      if (!updated) throw new AppError('msg.product_not_found');
    }
    if (productId === undefined) throw new Error('product write returned no row');
    if (input.is_virtual && input.cards.length > 0) {
      const added = await tx
        .insert(virtualCards)
        .values(
          input.cards.map((card) => ({
            productId: productId as number,
            cardNo: card.card_no,
            cardPassword: card.card_password,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: virtualCards.id });
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${added.length}` })
        .where(and(eq(products.id, productId), eq(products.isVirtual, true)));
    }
    const [saved] = await tx.select().from(products).where(eq(products.id, productId));
    if (!saved) throw new AppError('msg.product_not_found');
    return {
      ...toProductSummary(saved),
      status: saved.status as ProductStatus,
      weight_grams: saved.weightGrams,
      limit_period: saved.limitPeriod as LimitPeriod | null,
      limit_count: saved.limitCount,
    };
  });
}
