import { and, avg, count, eq } from 'drizzle-orm';
import type { LimitPeriod } from '@storefront/shared';
import type { Db } from '../../db/client';
import { favourites, products, reviews, shopFollows, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toProductSummary, toShopSummary } from '../catalog/service';
import { productsInLanguage, shopsInLanguage } from '../catalog/translations';
import { boughtInPeriod, periodStart } from '../order/limits';

const average = (value: string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/**
 * Everything the product page shows, in `language`, with the shopper's own favourite flag and purchase-limit
 * counts.
 */
export async function productDetail(db: Db, productId: number, userId: number | null, language: string) {
  const [row] = await db
    .select({ product: products, shop: shops })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.id, productId), eq(products.status, 'on')));
  if (!row) throw new AppError('msg.product_not_found');
  const [product] = await productsInLanguage(db, [row.product], language);
  const [shop] = await shopsInLanguage(db, [row.shop], language);
  if (!product || !shop) throw new AppError('msg.product_not_found');

  const [summary] = await db
    .select({
      count: count(),
      product: avg(reviews.productScore),
      service: avg(reviews.serviceScore),
      postage: avg(reviews.postageScore),
    })
    .from(reviews)
    .where(eq(reviews.productId, productId));

  let favourited = false;
  let followed = false;
  let bought = 0;
  if (userId !== null) {
    favourited =
      (await db.$count(favourites, and(eq(favourites.userId, userId), eq(favourites.productId, productId)))) >
      0;
    followed =
      (await db.$count(shopFollows, and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shop.id)))) >
      0;
    if (product.limitPeriod) {
      bought = await boughtInPeriod(db, userId, productId, periodStart(product.limitPeriod as LimitPeriod));
    }
  }
  const limited = product.limitPeriod !== null && product.limitCount !== null;
  return {
    ...toProductSummary(product),
    images: product.images,
    specs: product.specs,
    description: product.description,
    shop: { ...toShopSummary(shop), followed },
    limit_period: limited ? (product.limitPeriod as LimitPeriod) : null,
    limit_count: limited ? product.limitCount : null,
    bought,
    remaining: limited ? Math.max(0, (product.limitCount ?? 0) - bought) : null,
    favourited,
    reviews: {
      count: summary?.count ?? 0,
      product_score: average(summary?.product ?? null),
      service_score: average(summary?.service ?? null),
      postage_score: average(summary?.postage ?? null),
    },
  };
}
