import { and, desc, eq, sql } from 'drizzle-orm';
import type { Pagination } from '@storefront/shared';
import type { Db } from '../../db/client';
import { shopFollows, shops } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOfQueryRows } from '../../lib/pagination';
import { toShopSummary } from '../catalog/service';
import { shopsInLanguage } from '../catalog/translations';
import { inTransaction } from '../../lib/transaction';

async function openShop(db: Db, shopId: number) {
  const [shop] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.status, 'open')));
  if (!shop) throw new AppError('msg.shop_not_found');
  return shop;
}

export async function shopDetail(db: Db, shopId: number, userId: number | null, language: string) {
  const [shop] = await shopsInLanguage(db, [await openShop(db, shopId)], language);
  if (!shop) throw new AppError('msg.shop_not_found');
  const followed =
    userId !== null &&
    (await db.$count(shopFollows, and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))) > 0;
  return { ...toShopSummary(shop), followed };
}

/** Following twice counts once: the follower count moves only when the follow row really appears or goes. */
export async function setFollow(db: Db, userId: number, shopId: number, follow: boolean) {
  await openShop(db, shopId);
  return inTransaction(db, async (tx) => {
    const changed = follow
      ? await tx.insert(shopFollows).values({ userId, shopId }).onConflictDoNothing().returning()
      : await tx
          .delete(shopFollows)
          .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
          .returning();
    const delta = changed.length === 0 ? 0 : follow ? 1 : -1;
    const [shop] = await tx
      .update(shops)
      .set({ followers: sql`greatest(${shops.followers} + ${delta}, 0)` })
      .where(eq(shops.id, shopId))
      .returning({ followers: shops.followers });
    return { followed: follow, followers: shop?.followers ?? 0 };
  });
}

export async function followedShops(db: Db, userId: number, paging: Pagination, language: string) {
  const where = eq(shopFollows.userId, userId);
  return pageOfQueryRows(
    db
      .select({ shop: shops })
      .from(shopFollows)
      .innerJoin(shops, eq(shops.id, shopFollows.shopId))
      .where(where)
      .orderBy(desc(shopFollows.createdAt)),
    db.$count(shopFollows, where),
    paging,
    async (rows) =>
      (
        await shopsInLanguage(
          db,
          rows.map((row) => row.shop),
          language,
        )
      ).map((shop) => ({ ...toShopSummary(shop), followed: true })),
  );
}
