import { and, desc, eq } from 'drizzle-orm';
import type { Pagination } from '@storefront/shared';
import type { Db } from '../../db/client';
import { favourites, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOfQueryRows } from '../../lib/pagination';
import { toProductSummary } from '../catalog/service';
import { productsInLanguage } from '../catalog/translations';

export async function addFavourite(db: Db, userId: number, productId: number) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'on')));
  if (!product) throw new AppError('msg.product_not_found');
  await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: number, productId: number) {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}

/** Favourites stay listed when a product goes off sale, so the shopper sees why it vanished from the shop. */
export async function listFavourites(db: Db, userId: number, paging: Pagination, language: string) {
  const where = eq(favourites.userId, userId);
  return pageOfQueryRows(
    db
      .select({ product: products })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .where(where)
      .orderBy(desc(favourites.createdAt)),
    db.$count(favourites, where),
    paging,
    async (rows) =>
      (
        await productsInLanguage(
          db,
          rows.map((row) => row.product),
          language,
        )
      ).map((product) => ({ ...toProductSummary(product), on_sale: product.status === 'on' })),
  );
}
