import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  commissionRateText,
  DEFAULT_COMMISSION_RATE_BP,
  formatCents,
  type LoginInput,
  ORDER_TRANSITIONS,
  type Pagination,
  type ShopProfileInput,
  type TranslationSaveInput,
  type TranslationTarget,
} from '@storefront/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  categories,
  consultations,
  orders,
  products,
  refunds,
  reviews,
  shopAccounts,
  ledgerPostings,
  shopMembers,
  shops,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { postingsOf } from '../../lib/ledger';
import { type Device, issueSellerToken, type Seller } from '../../lib/auth';
import { pageOfQuery } from '../../lib/pagination';
import { authenticate } from '../auth/service';
import { assertUploadsOf } from '../upload/service';
import { dayAndMonthStarts, salesSince } from '../admin/console';
import { withdrawInfo } from '../wallet/funds';
import { saveTranslation, translationsOf } from '../admin/translations';
import { inTransaction } from '../../lib/transaction';

/**
 * The seller centre's login: the member's own account and password (the same login locks as the shopper app),
 * then a seller token for the one open shop the account belongs to.
 */
export async function sellerLogin(ctx: AppContext, input: LoginInput, device: Device) {
  const user = await authenticate(ctx, input, device);
  const [membership] = await ctx.db
    .select({ role: shopMembers.role, shopId: shops.id, shopName: shops.name })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(and(eq(shopMembers.userId, user.id), eq(shops.status, 'open')));
  if (!membership) throw new AppError('msg.not_shop_member');
  return {
    token: await issueSellerToken(ctx.db, user.id, membership.shopId),
    role: membership.role,
    shop: { id: membership.shopId, name: membership.shopName },
  };
}

/** Who is signed in to the seller centre, and for which shop. */
export async function sellerProfile(db: Db, seller: Seller) {
  const [row] = await db
    .select({ username: users.username, shopName: shops.name, logo: shops.logo })
    .from(users)
    .innerJoin(shops, eq(shops.id, seller.shopId))
    .where(eq(users.id, seller.userId));
  if (!row) throw AppError.unauthorized();
  return {
    user_id: seller.userId,
    username: row.username,
    role: seller.role,
    shop: { id: seller.shopId, name: row.shopName, logo: row.logo },
  };
}

/**
 * The shop's money: settled (`balance`), frozen by its withdrawals, held by the platform for its paid orders
 * not settled yet, and its commission rate (its own, else its main category's, else the default).
 */
export async function shopBalance(db: Db, shopId: number) {
  const [account] = await db
    .select({
      balanceCents: shopAccounts.balanceCents,
      frozenCents: shopAccounts.frozenCents,
      ownRateBp: shopAccounts.commissionRateBp,
      categoryRateBp: categories.commissionRateBp,
    })
    .from(shopAccounts)
    .leftJoin(categories, eq(categories.id, shopAccounts.mainCategoryId))
    .where(eq(shopAccounts.shopId, shopId));
  const [held] = await db
    .select({ cents: sql<string>`coalesce(sum(${orders.totalCents}), 0)` })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), isNotNull(orders.paidAt), isNull(orders.settledAt)));
  return {
    balance: formatCents(account?.balanceCents ?? 0),
    frozen: formatCents(account?.frozenCents ?? 0),
    held: formatCents(Number(held?.cents ?? 0)),
    commission_rate: commissionRateText(
      account?.ownRateBp ?? account?.categoryRateBp ?? DEFAULT_COMMISSION_RATE_BP,
    ),
  };
}

type ShopLedgerKind = 'settlement' | 'withdraw' | 'withdraw_return' | 'adjust';

/** The shop's ledger, newest first. */
export function shopBill(db: Db, shopId: number, paging: Pagination) {
  const where = postingsOf('shop', shopId);
  return pageOfQuery(
    db.select().from(ledgerPostings).where(where).orderBy(desc(ledgerPostings.id)),
    db.$count(ledgerPostings, where),
    paging,
    (row) => ({
      id: row.id,
      type: row.kind as ShopLedgerKind,
      amount: formatCents(row.amountCents),
      balance_after: formatCents(row.balanceAfterCents ?? 0),
      memo: row.memo,
      ref_type: row.refType,
      ref_id: row.refId,
      created_at: row.createdAt.toISOString(),
    }),
  );
}

/** Refuses a product that is not the shop's as not found: a merchant edits only its own catalogue. */
async function assertShopProduct(db: Db, shopId: number, productId: number) {
  const found = await db.$count(products, and(eq(products.id, productId), eq(products.shopId, shopId)));
  if (found === 0) throw new AppError('msg.product_not_found');
}

/** Refuses a translation target that is not the shop's: its own products, or the shop itself. */
async function assertShopTarget(db: Db, shopId: number, target: { target: TranslationTarget; id: number }) {
  if (target.target === 'product') return assertShopProduct(db, shopId, target.id);
  if (target.id !== shopId) throw new AppError('msg.shop_not_found');
}

/** The texts of the shop or one of its products in each language; another shop's: not found. */
export async function shopTranslationsOf(
  db: Db,
  shopId: number,
  target: { target: TranslationTarget; id: number },
) {
  await assertShopTarget(db, shopId, target);
  return translationsOf(db, target.target, target.id);
}

/** Saves one language's texts of the shop or one of its products, in one transaction (`saveTranslation`). */
export async function saveShopTranslation(db: Db, shopId: number, input: TranslationSaveInput) {
  return inTransaction(db, async (tx) => {
    await assertShopTarget(tx, shopId, input);
    return saveTranslation(tx, input);
  });
}

/**
 * The shop as its withdrawals see it: its settled balance and the address its withdrawal codes go to (the
 * shop's own, else its owner's).
 */
export async function shopForWithdrawal(db: Db, seller: Seller) {
  const [row] = await db
    .select({ email: shopAccounts.email, balanceCents: shopAccounts.balanceCents, ownerEmail: users.email })
    .from(users)
    .leftJoin(shopAccounts, eq(shopAccounts.shopId, seller.shopId))
    .where(eq(users.id, seller.userId));
  if (!row) throw AppError.unauthorized();
  return { id: seller.shopId, email: row.email || row.ownerEmail, balanceCents: row.balanceCents ?? 0 };
}

/**
 * What the owner's withdrawal dialog shows before asking: as the shopper's (fee rate, limits, networks, the
 * owner's security hold), with the shop's settled money as the balance available.
 */
export async function shopWithdrawInfo(db: Db, owner: Seller) {
  const shop = await shopForWithdrawal(db, owner);
  return { ...(await withdrawInfo(db, owner.userId)), balance: formatCents(shop.balanceCents) };
}

/** The seller centre's home: today's and this month's sales of the shop, and what waits for it. */
export async function sellerDashboard(db: Db, shopId: number, now = new Date()) {
  const { today, month } = dayAndMonthStarts(now);
  const shopOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, shopId));
  const shopProducts = db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId));
  return {
    today: await salesSince(db, today, shopId),
    month: await salesSince(db, month, shopId),
    waiting: {
      ship: await db.$count(
        orders,
        and(eq(orders.shopId, shopId), inArray(orders.status, ORDER_TRANSITIONS.ship.from)),
      ),
      refunds: await db.$count(
        refunds,
        and(inArray(refunds.orderId, shopOrders), eq(refunds.status, 'auditing'), eq(refunds.stage, 'shop')),
      ),
      consults: await db.$count(
        consultations,
        and(eq(consultations.shopId, shopId), eq(consultations.status, 'open')),
      ),
      reviews: await db.$count(reviews, and(inArray(reviews.productId, shopProducts), isNull(reviews.reply))),
    },
  };
}

/** The shop's profile as its members see it, with the address its withdrawal codes go to. */
export async function shopProfile(db: Db, shopId: number) {
  const [row] = await db
    .select({ shop: shops, email: shopAccounts.email })
    .from(shops)
    .leftJoin(shopAccounts, eq(shopAccounts.shopId, shops.id))
    .where(eq(shops.id, shopId));
  if (!row) throw new AppError('msg.shop_not_found');
  const { shop } = row;
  // Without an address of its own, the shop's codes go to its owner's (as its withdrawals send them).
  const [owner] = row.email
    ? []
    : await db
        .select({ email: users.email })
        .from(shopMembers)
        .innerJoin(users, eq(users.id, shopMembers.userId))
        .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, 'owner')));
  const email = row.email || owner?.email || '';
  return { id: shop.id, name: shop.name, description: shop.description, logo: shop.logo, email };
}

/**
 * The owner edits the shop's name, description and logo (an upload of the shop's members, as its products'
 * pictures). The catalogue cache of every instance follows the shop row's change.
 */
export async function saveShopProfile(db: Db, owner: Seller, input: ShopProfileInput) {
  if (input.logo) await assertUploadsOf(db, { shopId: owner.shopId }, [input.logo]);
  await db
    .update(shops)
    .set({
      name: input.name,
      description: input.description ?? '',
      ...(input.logo && { logo: input.logo }),
    })
    .where(eq(shops.id, owner.shopId));
  return shopProfile(db, owner.shopId);
}
