import { eq } from 'drizzle-orm';
import { parseCents } from '@storefront/shared';
import type { Db, Tx } from '../db/client';
import {
  addresses,
  blockchainNetworks,
  categories,
  ledgerEntries,
  products,
  promoCodes,
  rechargeAccounts,
  settings,
  shops,
  users,
  virtualCards,
} from '../db/schema';
import { hashPayCode, hashSecret } from '../lib/secrets';
import { CATEGORY_TEMPLATES, SHOP_TEMPLATES, type ItemTemplate } from './catalog-data';
import { BLOCKCHAIN_NETWORKS, DEMO_SHOPPER, PROMO_CODES, RECHARGE_ACCOUNTS } from './content-data';
import { seededRandom } from './random';

const SEED_MARK = 'seed.demo';
const CARDS_PER_VIRTUAL_PRODUCT = 40;
const EDITION_PRICE_FACTORS = [1, 1.25, 0.85];

/**
 * The demo storefront: 12 shops, 348 products over the ten categories (some virtual, with card pools and
 * purchase limits), a promo code, top-up networks and the demo shopper. Runs once per database.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [mark] = await db.select().from(settings).where(eq(settings.key, SEED_MARK));
  if (mark) return false;
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashSecret(DEMO_SHOPPER.password),
    hashPayCode(DEMO_SHOPPER.payPassword),
  ]);
  return db.transaction(async (tx) => {
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
    await seedShopper(tx, passwordHash, payPasswordHash);
    return true;
  });
}

const cents = (dollars: number) => parseCents(dollars.toFixed(2)) as number;

async function seedCatalog(tx: Tx) {
  const random = seededRandom(20261121);
  const shopRows = await tx
    .insert(shops)
    .values(
      SHOP_TEMPLATES.map((shop, index) => ({
        name: shop.name,
        description: shop.description,
        logo: `/media/logo/${initials(shop.name)}/${(index * 29) % 360}.svg`,
        followers: random.int(300, 25_000),
      })),
    )
    .returning({ id: shops.id, name: shops.name });
  const categoryRows = await tx.select({ id: categories.id, key: categories.key }).from(categories);

  const shopStats = new Map<number, { sales: number; turnover: number }>();
  for (const [categoryIndex, template] of CATEGORY_TEMPLATES.entries()) {
    const categoryId = categoryRows.find((row) => row.key === template.key)?.id;
    if (!categoryId) throw new Error(`category ${template.key} is missing`);
    const sellers = SHOP_TEMPLATES.flatMap((shop, index) =>
      shop.categories.includes(template.key) ? [shopRows[index]?.id ?? 0] : [],
    );
    const rows = template.items.flatMap((item, itemIndex) =>
      editionsOf(item, template.editions).map((edition, editionIndex) => {
        const shopId = sellers[(itemIndex + editionIndex) % sellers.length] as number;
        const priceCents = cents(item.price * (EDITION_PRICE_FACTORS[editionIndex] ?? 1));
        const sales = random.int(0, 100) < 15 ? random.int(2_000, 9_000) : random.int(0, 1_500);
        const stats = shopStats.get(shopId) ?? { sales: 0, turnover: 0 };
        shopStats.set(shopId, { sales: stats.sales + sales, turnover: stats.turnover + sales * priceCents });
        const hue = (categoryIndex * 36 + itemIndex * 7 + editionIndex * 53) % 360;
        return {
          shopId,
          categoryId,
          name: edition ? `${item.name} ${edition}` : item.name,
          description: `${item.name}${edition ? ` (${edition} edition)` : ''}. ${template.pitch}`,
          priceCents,
          originalPriceCents:
            random.int(0, 100) < 40 ? Math.round((priceCents * random.int(115, 140)) / 100) : null,
          stock: item.virtual
            ? CARDS_PER_VIRTUAL_PRODUCT
            : random.int(0, 100) < 5
              ? random.int(1, 5)
              : random.int(20, 900),
          sales,
          images: [0, 120, 240].map((shift) => `/media/art/${item.icon}/${(hue + shift) % 360}.svg`),
          specs: item.virtual ? [] : template.specs,
          isVirtual: Boolean(item.virtual),
          limitPeriod: item.virtual?.period ?? null,
          limitCount: item.virtual?.count ?? null,
          isHot: sales > 4_000,
          virtualPrefix: item.virtual?.cardPrefix,
        };
      }),
    );
    const inserted = await tx
      .insert(products)
      .values(rows.map(({ virtualPrefix: _prefix, ...row }) => row))
      .returning({ id: products.id, isVirtual: products.isVirtual, name: products.name });
    const cards = inserted.flatMap((product, index) => {
      const prefix = rows[index]?.virtualPrefix;
      if (!product.isVirtual || !prefix) return [];
      return Array.from({ length: CARDS_PER_VIRTUAL_PRODUCT }, () => ({
        productId: product.id,
        cardNo: `${prefix}-${random.int(1000, 9999)}-${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
        cardPassword: Array.from({ length: 10 }, () =>
          random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789']),
        ).join(''),
      }));
    });
    if (cards.length > 0) await tx.insert(virtualCards).values(cards).onConflictDoNothing();
  }

  for (const [shopId, stats] of shopStats) {
    const reviewCount = Math.round(stats.sales / 12);
    await tx
      .update(shops)
      .set({
        sales: stats.sales,
        totalSalesCents: stats.turnover,
        reviewCount,
        goodReviewCount: Math.round(reviewCount * (random.int(930, 995) / 1000)),
      })
      .where(eq(shops.id, shopId));
  }
}

function editionsOf(item: ItemTemplate, editions: readonly string[]): readonly string[] {
  return item.virtual ? [''] : editions;
}

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
      balanceCents: DEMO_SHOPPER.balanceCents,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!shopper) return;
  // The opening balance goes through the ledger like every other movement of money.
  await tx.insert(ledgerEntries).values({
    userId: shopper.id,
    amountCents: DEMO_SHOPPER.balanceCents,
    balanceAfterCents: DEMO_SHOPPER.balanceCents,
    kind: 'adjust',
    memo: 'Demo opening balance',
  });
  await tx.insert(addresses).values({ userId: shopper.id, ...DEMO_SHOPPER.address, isDefault: true });
}
