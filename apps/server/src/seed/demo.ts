import { asc, eq } from 'drizzle-orm';
import { parseCents } from '@storefront/shared';
import type { Db, Tx } from '../db/client';
import { postJournal } from '../lib/ledger';
import {
  addresses,
  blockchainNetworks,
  categories,
  products,
  productTranslations,
  promoCodes,
  rechargeAccounts,
  settings,
  shopAccounts,
  shopMembers,
  shops,
  shopTranslations,
  taxRules,
  users,
  virtualCards,
} from '../db/schema';
import { hashPayCode, hashSecret } from '../lib/secrets';
import { PICTURE_VIEWS } from '../modules/media/art';
import { DEMO_SHOPS, type ProductTemplate, type ShopTemplate } from './catalog';
import { catalogueTranslations, specsIn } from './translations';
import {
  BLOCKCHAIN_NETWORKS,
  DEMO_MERCHANT,
  DEMO_SHOPPER,
  DEMO_TAX_RULES,
  PROMO_CODES,
  RECHARGE_ACCOUNTS,
} from './content-data';
import { seededRandom } from './random';
import { inTransaction } from '../lib/transaction';

const SEED_MARK = 'seed.demo';
const CARDS_PER_VIRTUAL_PRODUCT = 40;

/**
 * The demo storefront: twelve shops, each selling the products written for it (`catalog/`) over the ten
 * categories, some virtual with card pools and purchase limits; a promo code, top-up networks, a few import tax
 * rules and the demo shopper. Runs once per database.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [mark] = await db.select().from(settings).where(eq(settings.key, SEED_MARK));
  if (mark) {
    // A demo database from before the marketplace gets its merchant too.
    await seedDemoMerchant(db);
    return false;
  }
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashSecret(DEMO_SHOPPER.password),
    hashPayCode(DEMO_SHOPPER.payPassword),
  ]);
  return inTransaction(db, async (tx) => {
    // The mark is claimed first: an instance starting at the same moment waits on it, then finds it taken.
    const claimed = await tx
      .insert(settings)
      .values({ key: SEED_MARK, value: { at: new Date().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: settings.key });
    if (claimed.length === 0) return false;
    await seedCatalog(tx);
    await tx.insert(blockchainNetworks).values(BLOCKCHAIN_NETWORKS).onConflictDoNothing();
    await tx.insert(rechargeAccounts).values(RECHARGE_ACCOUNTS).onConflictDoNothing();
    await tx.insert(promoCodes).values(PROMO_CODES).onConflictDoNothing();
    // Once, with the rest of the demo: a rule an operator deleted stays deleted.
    await tx.insert(taxRules).values(DEMO_TAX_RULES).onConflictDoNothing();
    await seedShopper(tx, passwordHash, payPasswordHash);
    await seedDemoMerchant(tx);
    return true;
  });
}

/**
 * The demo merchant (`merchant` / `merchant1234`) as owner of the first demo shop, once: nothing when the
 * account exists already or the shop has an owner.
 */
async function seedDemoMerchant(db: Db | Tx) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_MERCHANT.username));
  if (existing) return;
  const [shop] = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(1);
  if (!shop) return;
  const [merchant] = await db
    .insert(users)
    .values({
      username: DEMO_MERCHANT.username,
      email: DEMO_MERCHANT.email,
      emailVerified: true,
      mobile: DEMO_MERCHANT.mobile,
      passwordHash: await hashSecret(DEMO_MERCHANT.password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!merchant) return;
  await db
    .insert(shopMembers)
    .values({ shopId: shop.id, userId: merchant.id, role: 'owner' })
    .onConflictDoNothing();
  await db
    .insert(shopAccounts)
    .values({ shopId: shop.id, email: DEMO_MERCHANT.email })
    .onConflictDoUpdate({ target: shopAccounts.shopId, set: { email: DEMO_MERCHANT.email } });
}

const cents = (dollars: number) => parseCents(dollars.toFixed(2)) as number;

/** The three pictures of a product: its drawing on a light backdrop, in a darker setting, and close up. */
const picturesOf = (product: ProductTemplate) =>
  PICTURE_VIEWS.map((view) => `/media/art/${product.kind}/${product.hue}/${view}.svg`);

async function seedCatalog(tx: Tx) {
  const random = seededRandom(20261121);
  const shopRows = await tx
    .insert(shops)
    .values(
      DEMO_SHOPS.map((shop, index) => ({
        name: shop.name,
        description: shop.description,
        logo: `/media/logo/${initials(shop.name)}/${(index * 29) % 360}.svg`,
        followers: random.int(300, 25_000),
      })),
    )
    .returning({ id: shops.id });
  const categoryRows = await tx.select({ id: categories.id, key: categories.key }).from(categories);
  const categoryIds = new Map(categoryRows.map((row) => [row.key, row.id]));

  for (const [shopIndex, shop] of DEMO_SHOPS.entries()) {
    const shopId = shopRows[shopIndex]?.id as number;
    const stats = { sales: 0, turnoverCents: 0 };
    const rows = shop.products.map((product) => {
      const categoryId = categoryIds.get(product.category);
      if (!categoryId) throw new Error(`category ${product.category} is missing`);
      const priceCents = cents(product.price);
      const sales = random.int(0, 100) < 15 ? random.int(2_000, 9_000) : random.int(0, 1_500);
      stats.sales += sales;
      stats.turnoverCents += sales * priceCents;
      return {
        shopId,
        categoryId,
        name: product.name,
        description: product.description,
        priceCents,
        originalPriceCents:
          random.int(0, 100) < 40 ? Math.round((priceCents * random.int(115, 140)) / 100) : null,
        stock: product.virtual
          ? CARDS_PER_VIRTUAL_PRODUCT
          : random.int(0, 100) < 5
            ? random.int(1, 5)
            : random.int(20, 900),
        sales,
        images: picturesOf(product),
        specs: product.virtual ? [] : (product.specs ?? []),
        isVirtual: Boolean(product.virtual),
        limitPeriod: product.virtual?.period ?? null,
        limitCount: product.virtual?.count ?? null,
        isHot: sales > 4_000,
      };
    });
    const inserted = await tx.insert(products).values(rows).returning({ id: products.id });
    await seedTranslations(tx, shopId, shop, inserted);
    const cards = inserted.flatMap((row, index) => {
      const prefix = shop.products[index]?.virtual?.cardPrefix;
      if (!prefix) return [];
      return Array.from({ length: CARDS_PER_VIRTUAL_PRODUCT }, () => ({
        productId: row.id,
        cardNo: `${prefix}-${random.int(1000, 9999)}-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
        cardPassword: Array.from({ length: 10 }, () =>
          random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789']),
        ).join(''),
      }));
    });
    if (cards.length > 0) await tx.insert(virtualCards).values(cards).onConflictDoNothing();

    const reviewCount = Math.round(stats.sales / 12);
    await tx
      .update(shops)
      .set({
        sales: stats.sales,
        totalSalesCents: stats.turnoverCents,
        reviewCount,
        goodReviewCount: Math.round(reviewCount * (random.int(930, 995) / 1000)),
      })
      .where(eq(shops.id, shopId));
  }
}

/** The shop's and its products' texts in every language the demo catalogue is translated into. */
async function seedTranslations(tx: Tx, shopId: number, shop: ShopTemplate, inserted: { id: number }[]) {
  for (const [lang, translation] of TRANSLATIONS) {
    const ownShop = (translation.shops as Record<string, { name: string; description: string }>)[shop.name];
    if (ownShop) await tx.insert(shopTranslations).values({ shopId, lang, ...ownShop });
    const productRows = shop.products.flatMap((product, index) => {
      const own = (translation.products as Record<string, { name: string; description: string }>)[
        product.name
      ];
      const productId = inserted[index]?.id;
      if (!own || productId === undefined) return [];
      const specs = product.virtual ? [] : (product.specs ?? []);
      return [
        { productId, lang, name: own.name, description: own.description, specs: specsIn(specs, translation) },
      ];
    });
    if (productRows.length > 0) await tx.insert(productTranslations).values(productRows);
  }
}

const TRANSLATIONS = catalogueTranslations();

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

async function seedShopper(tx: Tx, passwordHash: string, payPasswordHash: string) {
  const [shopper] = await tx
    .insert(users)
    .values({
      username: DEMO_SHOPPER.username,
      email: DEMO_SHOPPER.email,
      emailVerified: true,
      mobile: DEMO_SHOPPER.mobile,
      familyName: DEMO_SHOPPER.familyName,
      givenName: DEMO_SHOPPER.givenName,
      passwordHash,
      payPasswordHash,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!shopper) return;
  // The opening balance goes through the ledger like every other movement of money.
  await postJournal(tx, {
    kind: 'adjust',
    postings: [
      { account: 'adjustments', amountCents: -DEMO_SHOPPER.balanceCents },
      { account: 'wallet', holderId: shopper.id, amountCents: DEMO_SHOPPER.balanceCents },
    ],
  });
  await tx.insert(addresses).values({ userId: shopper.id, ...DEMO_SHOPPER.address, isDefault: true });
}
