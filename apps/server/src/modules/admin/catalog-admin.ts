import { and, asc, desc, eq } from 'drizzle-orm';
import { commissionRateText, formatCents, type ShopStatus } from '@storefront/shared';
import type { Db } from '../../db/client';
import {
  articles,
  blockchainNetworks,
  categories,
  products,
  promoCodes,
  rechargeAccounts,
  shopAccounts,
  shops,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toShopSummary } from '../catalog/service';

/** Insert without `id`, update with it; an update of nothing is a "not found". */
async function upsert<T extends { id: number }>(
  create: () => Promise<T[]>,
  update: () => Promise<T[]>,
  id: number | undefined,
): Promise<T> {
  const [row] = id === undefined ? await create() : await update();
  if (!row) throw new AppError('msg.request_not_found');
  return row;
}

/** The console's shop: its summary, status and own commission rate (null: its lines' category rates). */
const toAdminShop = (
  shop: typeof shops.$inferSelect,
  account: { ownRateBp: number | null; email: string | null } | undefined,
) => ({
  ...toShopSummary(shop),
  status: shop.status,
  commission_rate: typeof account?.ownRateBp === 'number' ? commissionRateText(account.ownRateBp) : null,
  email: account?.email ?? '',
});

export const listShopsAdmin = async (db: Db) =>
  (
    await db
      .select({ shop: shops, ownRateBp: shopAccounts.commissionRateBp, email: shopAccounts.email })
      .from(shops)
      .leftJoin(shopAccounts, eq(shopAccounts.shopId, shops.id))
      .orderBy(asc(shops.id))
  ).map(({ shop, ...account }) => toAdminShop(shop, account));

/**
 * Closing a shop holds its products on sale and reopening it puts them back (decision 042): every shopper read
 * filters on the product's own status alone. A product taken off sale stays off. The catalogue caches forget
 * both at commit (the products' trigger).
 */
const holdProducts = (db: Db, shopId: number, status: ShopStatus) => {
  const [from, to] = status === 'closed' ? (['on', 'held'] as const) : (['held', 'on'] as const);
  return db
    .update(products)
    .set({ status: to })
    .where(and(eq(products.shopId, shopId), eq(products.status, from)));
};

/** Creates or edits a shop; closing or reopening it holds or releases its products in the same transaction. */
export async function saveShop(
  db: Db,
  input: {
    id?: number;
    name: string;
    logo: string;
    description?: string;
    status: ShopStatus;
    commission_rate?: number | null;
    email?: string;
  },
) {
  const fields = {
    name: input.name,
    logo: input.logo,
    description: input.description ?? '',
    status: input.status,
  };
  const row = await upsert(
    () => db.insert(shops).values(fields).returning(),
    () =>
      db
        .update(shops)
        .set(fields)
        .where(eq(shops.id, input.id as number))
        .returning(),
    input.id,
  );
  if (input.id !== undefined) await holdProducts(db, row.id, row.status);
  const account = {
    ...(input.commission_rate !== undefined && { commissionRateBp: input.commission_rate }),
    ...(input.email !== undefined && { email: input.email }),
  };
  if (Object.keys(account).length > 0) {
    await db
      .insert(shopAccounts)
      .values({ shopId: row.id, ...account })
      .onConflictDoUpdate({ target: shopAccounts.shopId, set: account });
  }
  const [saved] = await db
    .select({ ownRateBp: shopAccounts.commissionRateBp, email: shopAccounts.email })
    .from(shopAccounts)
    .where(eq(shopAccounts.shopId, row.id));
  return toAdminShop(row, saved);
}

const toAdminCategory = (row: typeof categories.$inferSelect) => ({
  id: row.id,
  key: row.key,
  icon: row.icon,
  sort: row.sort,
  commission_rate: commissionRateText(row.commissionRateBp),
});

export const listCategoriesAdmin = async (db: Db) =>
  (await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id))).map(toAdminCategory);

export async function saveCategory(
  db: Db,
  input: { id: number; icon: string; sort: number; commission_rate?: number },
) {
  const saved = await upsert(
    async () => [],
    () =>
      db
        .update(categories)
        .set({ icon: input.icon, sort: input.sort, commissionRateBp: input.commission_rate })
        .where(eq(categories.id, input.id))
        .returning(),
    input.id,
  );
  return toAdminCategory(saved);
}

const toPromo = (row: typeof promoCodes.$inferSelect) => ({
  id: row.id,
  code: row.code,
  discount: formatCents(row.discountCents),
  min_amount: formatCents(row.minAmountCents),
  active: row.active,
  expires_at: row.expiresAt?.toISOString() ?? null,
});

export const listPromos = async (db: Db) =>
  (await db.select().from(promoCodes).orderBy(desc(promoCodes.id))).map(toPromo);

export async function savePromo(
  db: Db,
  input: {
    id?: number;
    code: string;
    discount: number;
    min_amount: number;
    active: boolean;
    expires_at?: string | null;
  },
) {
  const fields = {
    code: input.code.toUpperCase(),
    discountCents: input.discount,
    minAmountCents: input.min_amount,
    active: input.active,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
  };
  return toPromo(
    await upsert(
      () => db.insert(promoCodes).values(fields).returning(),
      () =>
        db
          .update(promoCodes)
          .set(fields)
          .where(eq(promoCodes.id, input.id as number))
          .returning(),
      input.id,
    ),
  );
}

const toNetwork = (row: typeof blockchainNetworks.$inferSelect) => ({
  id: row.id,
  network: row.network,
  address: row.address,
  min_amount: formatCents(row.minAmountCents),
  enabled: row.enabled,
  sort: row.sort,
});

export const listNetworksAdmin = async (db: Db) =>
  (await db.select().from(blockchainNetworks).orderBy(asc(blockchainNetworks.sort))).map(toNetwork);

export async function saveNetwork(
  db: Db,
  input: {
    id?: number;
    network: string;
    address: string;
    min_amount: number;
    enabled: boolean;
    sort: number;
  },
) {
  const fields = {
    network: input.network,
    address: input.address,
    minAmountCents: input.min_amount,
    enabled: input.enabled,
    sort: input.sort,
  };
  return toNetwork(
    await upsert(
      () => db.insert(blockchainNetworks).values(fields).returning(),
      () =>
        db
          .update(blockchainNetworks)
          .set(fields)
          .where(eq(blockchainNetworks.id, input.id as number))
          .returning(),
      input.id,
    ),
  );
}

const toArticle = (row: typeof articles.$inferSelect) => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  lang: row.lang,
  title: row.title,
  content: row.content,
  sort: row.sort,
  created_at: row.createdAt.toISOString(),
});

export const listArticlesAdmin = async (db: Db) =>
  (await db.select().from(articles).orderBy(asc(articles.kind), asc(articles.sort), asc(articles.lang))).map(
    toArticle,
  );

export async function saveArticle(
  db: Db,
  input: {
    id?: number;
    kind: string;
    slug: string;
    lang: string;
    title: string;
    content: string;
    sort: number;
  },
) {
  const fields = {
    kind: input.kind,
    slug: input.slug,
    lang: input.lang.toLowerCase(),
    title: input.title,
    content: input.content,
    sort: input.sort,
  };
  const row = await upsert(
    () => db.insert(articles).values(fields).returning(),
    () =>
      db
        .update(articles)
        .set(fields)
        .where(eq(articles.id, input.id as number))
        .returning(),
    input.id,
  );
  return toArticle(row);
}

export const toRechargeAccount = (row: typeof rechargeAccounts.$inferSelect) => ({
  id: row.id,
  bank_name: row.bankName,
  holder: row.holder,
  account_no: row.accountNo,
  note: row.note,
  enabled: row.enabled,
  sort: row.sort,
});

export const listRechargeAccountsAdmin = async (db: Db) =>
  (
    await db.select().from(rechargeAccounts).orderBy(asc(rechargeAccounts.sort), asc(rechargeAccounts.id))
  ).map(toRechargeAccount);

export async function saveRechargeAccount(
  db: Db,
  input: {
    id?: number;
    bank_name: string;
    holder: string;
    account_no: string;
    note?: string;
    enabled: boolean;
    sort: number;
  },
) {
  const fields = {
    bankName: input.bank_name,
    holder: input.holder,
    accountNo: input.account_no,
    note: input.note ?? '',
    enabled: input.enabled,
    sort: input.sort,
  };
  return toRechargeAccount(
    await upsert(
      () => db.insert(rechargeAccounts).values(fields).returning(),
      () =>
        db
          .update(rechargeAccounts)
          .set(fields)
          .where(eq(rechargeAccounts.id, input.id as number))
          .returning(),
      input.id,
    ),
  );
}
