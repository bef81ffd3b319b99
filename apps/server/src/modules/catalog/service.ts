import { and, asc, count, desc, eq, gte, inArray, like, lte, or, type SQL, sql } from 'drizzle-orm';
import { formatCents, type Pagination, type ProductListInput } from '@storefront/shared';
import { type Db, rowsOf } from '../../db/client';
import { categories, productTranslations, products, shops } from '../../db/schema';
import type { Translate } from '../../lib/i18n';
import { offsetOf, pageOf, pageOfQueryRows } from '../../lib/pagination';
import { containing } from '../../lib/search';
import { CONTENT_DEFAULT_LANGUAGE, productsInLanguage, shopsInLanguage } from './translations';

type ProductRow = typeof products.$inferSelect;
type ShopRow = typeof shops.$inferSelect;

export const toProductSummary = (row: ProductRow) => ({
  id: row.id,
  name: row.name,
  price: formatCents(row.priceCents),
  original_price: row.originalPriceCents === null ? null : formatCents(row.originalPriceCents),
  image: row.images[0] ?? '',
  sales: row.sales,
  stock: row.stock,
  shop_id: row.shopId,
  category_id: row.categoryId,
  is_virtual: row.isVirtual,
});

/** Percentage of good reviews with one decimal; a shop nobody has reviewed yet shows 100. */
export const favorableRate = (shop: Pick<ShopRow, 'reviewCount' | 'goodReviewCount'>) =>
  shop.reviewCount === 0 ? 100 : Math.round((shop.goodReviewCount / shop.reviewCount) * 1000) / 10;

export const toShopSummary = (row: ShopRow) => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  description: row.description,
  followers: row.followers,
  sales: row.sales,
  favorable_rate: favorableRate(row),
  total_sales: formatCents(row.totalSalesCents),
});

export async function listCategories(db: Db, t: Translate) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: t(`category.${row.key}`),
    icon: row.icon,
    image: `/media/art/${row.icon}/${(row.sort * 36) % 360}.svg`,
  }));
}

const SORTS: Record<NonNullable<ProductListInput['sort']>, SQL[]> = {
  sales: [desc(products.sales), desc(products.id)],
  price_asc: [asc(products.priceCents), asc(products.id)],
  price_desc: [desc(products.priceCents), desc(products.id)],
  new: [desc(products.createdAt), desc(products.id)],
};

/**
 * Product lists count their matches up to this many: counting every one of a million products on each page
 * costs more than the page, and nobody scrolls past the thousandth product (decision 010).
 */
export const PRODUCT_TOTAL_CAP = 1_000;

/**
 * Products on sale, filtered and sorted, named in `language`; without a sort, hot products come first, then
 * best sellers.
 */
export async function listProducts(db: Db, input: ProductListInput, language: string) {
  const filters = [
    eq(products.status, 'on'),
    input.category_id === undefined ? undefined : eq(products.categoryId, input.category_id),
    input.shop_id === undefined ? undefined : eq(products.shopId, input.shop_id),
    input.min_price === undefined ? undefined : gte(products.priceCents, input.min_price),
    input.max_price === undefined ? undefined : lte(products.priceCents, input.max_price),
  ];
  // Lower-cased by PostgreSQL on both sides, so that the name and the words fold alike (migration 0009).
  const pattern = input.keyword ? sql`lower(${containing(input.keyword)})` : undefined;
  const order = input.sort
    ? SORTS[input.sort]
    : [desc(products.isHot), desc(products.sales), desc(products.id)];
  if (pattern) {
    const ids = await searchPageIds(db, and(...filters), pattern, order, input, language);
    const rows =
      ids.onPage.length === 0
        ? []
        : await db
            .select()
            .from(products)
            .where(inArray(products.id, ids.onPage))
            .orderBy(...order);
    const summaries = (await productsInLanguage(db, rows, language)).map(toProductSummary);
    return pageOf(summaries, ids.total, input);
  }
  const where = and(...filters);
  const matching = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .limit(PRODUCT_TOTAL_CAP)
    .as('matching');
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    pageByIndex(db, where, order, input, language),
    db.select({ total: count() }).from(matching),
  ]);
  return pageOf(rows, total, input);
}

/**
 * One statement finds a search's page: which products match, up to the cap (trigram indexes), and, when fewer
 * match, those sorted among themselves; when many match, walking a sort index finds the page quickly instead.
 * The planner cannot tell the two apart from statistics (walking the index for a rare phrase read a million
 * entries), so the count decides: the branch it rules out is never run. A keyword also finds products by their
 * name in the shopper's language (migration 0015's trigram index on the translations); those matches are read
 * once, in `translated`, and serve both the count and the walk.
 */
async function searchPageIds(
  db: Db,
  filters: SQL | undefined,
  pattern: SQL,
  order: SQL[],
  input: ProductListInput,
  language: string,
) {
  const sortKeys = sql`${products.id}, ${products.isHot}, ${products.sales}, ${products.priceCents}, ${products.createdAt}`;
  const page = sql`order by ${sql.join(order, sql`, `)} limit ${input.limit} offset ${offsetOf(input)}`;
  const ownName = like(products.nameSearch, pattern);
  const inTranslation = language !== CONTENT_DEFAULT_LANGUAGE;
  const translated = inTranslation
    ? sql`translated as materialized (select ${productTranslations.productId} as id
        from ${productTranslations}
        where ${productTranslations.lang} = ${language} and lower(${productTranslations.name}) like ${pattern}),`
    : sql``;
  const translatedMatches = inTranslation
    ? sql`union (select ${sortKeys} from translated join ${products} on ${products.id} = translated.id
        where ${filters} limit ${PRODUCT_TOTAL_CAP})`
    : sql``;
  const named = inTranslation ? or(ownName, sql`${products.id} in (select id from translated)`) : ownName;
  const found = await rowsOf(
    db,
    sql`with ${translated}
      matches as materialized (
        (select ${sortKeys} from ${products} where ${and(filters, ownName)} limit ${PRODUCT_TOTAL_CAP})
        ${translatedMatches}),
      counted as materialized (select count(*)::int as total from matches)
      select page.id, counted.total from counted left join lateral (
        (select id from matches as ${products} where counted.total < ${PRODUCT_TOTAL_CAP} ${page})
        union all
        (select ${products.id} from ${products}
          where counted.total >= ${PRODUCT_TOTAL_CAP} and ${and(filters, named)} ${page})
      ) as page on true`,
  );
  return {
    total: Math.min(Number(found[0]?.total ?? 0), PRODUCT_TOTAL_CAP),
    onPage: found.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
  };
}

/**
 * The page is found on ids alone, which the list indexes answer without reading the table (migration 0006);
 * only its rows are read in full.
 */
async function pageByIndex(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  input: ProductListInput,
  language: string,
) {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(input.limit)
    .offset(offsetOf(input));
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, pageIds))
    .orderBy(...order);
  return (await productsInLanguage(db, rows, language)).map(toProductSummary);
}

export async function listHotProducts(db: Db, paging: Pagination, language: string) {
  return listProducts(db, { ...paging, sort: undefined }, language);
}

export async function listHotMerchants(db: Db, paging: Pagination, language: string) {
  const where = eq(shops.status, 'open');
  return pageOfQueryRows(
    db.select().from(shops).where(where).orderBy(desc(shops.sales), asc(shops.id)),
    db.$count(shops, where),
    paging,
    async (rows) => (await shopsInLanguage(db, rows, language)).map(toShopSummary),
  );
}
