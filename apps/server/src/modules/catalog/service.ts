import { and, asc, count, desc, eq, gte, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatCents, type Pagination, type ProductListInput } from '@storefront/shared';
import { type Db, type DriverNumber, rowsOf } from '../../db/client';
import { categories, productSearchNames, products, shops } from '../../db/schema';
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

type SortKey = { column: AnyPgColumn; descending: boolean };
const descending = (column: AnyPgColumn): SortKey => ({ column, descending: true });
const ascending = (column: AnyPgColumn): SortKey => ({ column, descending: false });

/** Each list order as its keys, the last always the id; without a sort, hot products first, then best sellers. */
const SORTS: Record<NonNullable<ProductListInput['sort']> | 'hot', SortKey[]> = {
  hot: [descending(products.isHot), descending(products.sales), descending(products.id)],
  sales: [descending(products.sales), descending(products.id)],
  price_asc: [ascending(products.priceCents), ascending(products.id)],
  price_desc: [descending(products.priceCents), descending(products.id)],
  new: [descending(products.createdAt), descending(products.id)],
};

const orderBy = (keys: SortKey[]) =>
  keys.map(({ column, descending: down }) => (down ? desc(column) : asc(column)));

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
  const sortKeys = SORTS[input.sort ?? 'hot'];
  const order = orderBy(sortKeys);
  if (pattern) {
    const ids = await searchPageIds(db, and(...filters), pattern, sortKeys, input, language);
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
 * entries), so the count decides: the branch it rules out is never run.
 */
async function searchPageIds(
  db: Db,
  filters: SQL | undefined,
  pattern: SQL,
  sortKeys: SortKey[],
  input: ProductListInput,
  language: string,
) {
  // Each row is a product of the page (id null when the page is empty) with the count of all that match.
  const found = await rowsOf<{ id: number | null; total: DriverNumber }>(
    db,
    (language === CONTENT_DEFAULT_LANGUAGE ? inOwnLanguage : inTwoLanguages)({
      named: and(filters, like(products.nameSearch, pattern)),
      // Only the order's own columns: a walk then reads nothing but its index.
      keys: sql.join(
        sortKeys.map((key) => key.column),
        sql`, `,
      ),
      order: sql`order by ${sql.join(orderBy(sortKeys), sql`, `)}`,
      input,
      language,
    }),
  );
  return {
    total: Math.min(Number(found[0]?.total ?? 0), PRODUCT_TOTAL_CAP),
    onPage: found.flatMap((row) => (row.id === null ? [] : [row.id])),
  };
}

type Search = { named: SQL | undefined; keys: SQL; order: SQL; input: ProductListInput; language: string };

const pageOfSearch = ({ order, input }: Search) =>
  sql`${order} limit ${input.limit} offset ${offsetOf(input)}`;

function inOwnLanguage(search: Search) {
  const { named, keys } = search;
  const page = pageOfSearch(search);
  return sql`with matches as materialized (select ${keys} from ${products} where ${named} limit ${PRODUCT_TOTAL_CAP}),
      counted as materialized (select count(*)::int as total from matches)
      select page.id, counted.total from counted left join lateral (
        (select id from matches as ${products} where counted.total < ${PRODUCT_TOTAL_CAP} ${page})
        union all
        (select ${products.id} from ${products} where counted.total >= ${PRODUCT_TOTAL_CAP} and ${named} ${page})
      ) as page on true`;
}

/**
 * A search in a language other than the products' own finds products by either name: the product's own, and
 * its translation's in `product_search_names` (decision 037), whose rows carry their product's filters and
 * sort keys, named here as the products' columns. Each source is counted up to the cap and, when that many
 * match, walked along its own sort index for the first pages; the page is taken from the two together.
 */
function inTwoLanguages(search: Search) {
  const { named, keys, order, input, language } = search;
  const page = pageOfSearch(search);
  const translatedNames = sql`(select ${productSearchNames.productId} as id, ${productSearchNames.nameSearch},
      ${productSearchNames.status}, ${productSearchNames.categoryId}, ${productSearchNames.shopId},
      ${productSearchNames.priceCents}, ${productSearchNames.isHot}, ${productSearchNames.sales},
      ${productSearchNames.createdAt}
    from ${productSearchNames} where ${productSearchNames.lang} = ${language}) as ${products}`;
  // Every product of the page is among the first this many of the source that names it.
  const first = sql`${order} limit ${offsetOf(input) + input.limit}`;
  const cap = PRODUCT_TOTAL_CAP;
  return sql`with own as materialized (select ${keys} from ${products} where ${named} limit ${cap}),
      translated as materialized (select ${keys} from ${translatedNames} where ${named} limit ${cap}),
      matches as materialized (select * from own union select * from translated),
      counted as materialized (select (select count(*) from matches)::int as total,
        (select count(*) from own)::int as own, (select count(*) from translated)::int as translated)
      select page.id, counted.total from counted left join lateral (
        (select id from matches as ${products} where counted.total < ${cap} ${page})
        union all
        (select id from (
          (select ${keys} from own as ${products} where counted.total >= ${cap} and counted.own < ${cap} ${first})
          union
          (select ${keys} from ${products} where counted.own >= ${cap} and ${named} ${first})
          union
          (select ${keys} from translated as ${products}
            where counted.total >= ${cap} and counted.translated < ${cap} ${first})
          union
          (select ${keys} from ${translatedNames} where counted.translated >= ${cap} and ${named} ${first})
        ) as ${products} ${page})
      ) as page on true`;
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
