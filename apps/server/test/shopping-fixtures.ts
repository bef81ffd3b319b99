import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../src/db/client';
import {
  addresses,
  blockchainNetworks,
  categories,
  orders,
  products,
  promoCodes,
  shopAccounts,
  ledgerPostings,
  shops,
  users,
  virtualCards,
} from '../src/db/schema';
import { issueUserToken } from '../src/lib/auth';
import { postingsOf, postJournal } from '../src/lib/ledger';
import { hashPayCode, hashSecret } from '../src/lib/secrets';
import { BLOCKCHAIN_NETWORKS } from '../src/seed/content-data';

let sequence = 0;
let passwordHash: Promise<string> | undefined;
let payCodeHash: Promise<string> | undefined;

export const PAY_CODE = '246810';
/** makeShopper's shoppers log in with the same six digits. */
export const PASSWORD = PAY_CODE;

export async function makeShop(db: Db) {
  sequence += 1;
  const [shop] = await db
    .insert(shops)
    .values({ name: `Test Shop ${sequence}`, logo: '/media/logo/TS/10.svg' })
    .returning();
  return shop!;
}

export async function makeProduct(
  db: Db,
  options: {
    stock?: number;
    priceCents?: number;
    virtual?: { cards: number; period?: 'day' | 'week' | 'month'; count?: number };
    specs?: { name: string; values: string[] }[];
    status?: 'on' | 'off';
    /** The shop it is sold by; a new shop when left out. */
    shopId?: number;
  } = {},
) {
  sequence += 1;
  const shop = options.shopId === undefined ? await makeShop(db) : { id: options.shopId };
  const [category] = await db.select().from(categories).limit(1);
  const virtual = options.virtual;
  const [product] = await db
    .insert(products)
    .values({
      shopId: shop.id,
      categoryId: category!.id,
      name: `Test Product ${sequence}`,
      priceCents: options.priceCents ?? 1000,
      stock: virtual ? virtual.cards : (options.stock ?? 100),
      images: ['/media/art/box/10.svg'],
      specs: options.specs ?? [],
      isVirtual: Boolean(virtual),
      limitPeriod: virtual?.period ?? null,
      limitCount: virtual?.count ?? null,
      status: options.status ?? 'on',
    })
    .returning();
  if (virtual) {
    await db.insert(virtualCards).values(
      Array.from({ length: virtual.cards }, (_, index) => ({
        productId: product!.id,
        cardNo: `CARD-${product!.id}-${index}`,
        cardPassword: `PW${index}`,
      })),
    );
  }
  return product!;
}

export const stockOf = async (db: Db, productId: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;

export type Shopper = Awaited<ReturnType<typeof makeShopper>>;

/** A shopper made straight in the database (fast enough for hundreds), with a token, an address and money. */
export async function makeShopper(db: Db, options: { balanceCents?: number; payCode?: boolean } = {}) {
  sequence += 1;
  passwordHash ??= hashSecret(PAY_CODE);
  payCodeHash ??= hashPayCode(PAY_CODE);
  const unique = `${process.pid}x${sequence}x${Math.floor(Math.random() * 1e6)}`;
  const [user] = await db
    .insert(users)
    .values({
      username: `buyer${unique}`.slice(0, 32),
      email: `buyer${unique}@example.com`,
      mobile: `+1${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`.slice(0, 15),
      passwordHash: await passwordHash,
      payPasswordHash: options.payCode === false ? null : await payCodeHash,
    })
    .returning();
  const token = await issueUserToken(db, user!.id, { userAgent: 'test', ip: '127.0.0.1' });
  const [address] = await db
    .insert(addresses)
    .values({
      userId: user!.id,
      consignee: 'Test Buyer',
      mobile: '+15550001234',
      area: 'Testland',
      address: '1 Test Road',
      tag: 'Home',
      isDefault: true,
    })
    .returning();
  if (options.balanceCents) await fund(db, user!.id, options.balanceCents);
  return { id: user!.id, username: user!.username, token, addressId: address!.id };
}

/** Another address of the shopper's, in `country` (decision 064 prices parcels by it); answers its id. */
export async function addressIn(db: Db, shopper: Pick<Shopper, 'id'>, country: string) {
  const [address] = await db
    .insert(addresses)
    .values({
      userId: shopper.id,
      country,
      consignee: 'Test Buyer',
      mobile: '+15550001234',
      area: 'Somewhere',
      address: '1 Test Road',
      tag: 'Home',
    })
    .returning();
  return address!.id;
}

/** Puts money on a balance the way the product does: an operator's adjustment, through the ledger. */
export async function fund(db: Db, userId: number, cents: number) {
  await db.transaction((tx) =>
    postJournal(tx, {
      kind: 'adjust',
      postings: [
        { account: 'adjustments', amountCents: -cents },
        { account: 'wallet', holderId: userId, amountCents: cents },
      ],
      memo: 'test',
    }),
  );
}

export async function balanceAndLedger(db: Db, userId: number) {
  const [user] = await db.select({ balance: users.balanceCents }).from(users).where(eq(users.id, userId));
  const [ledger] = await db
    .select({
      sum: sql<string>`coalesce(sum(${ledgerPostings.amountCents}), 0)`,
      rows: sql<string>`count(*)`,
    })
    .from(ledgerPostings)
    .where(postingsOf('wallet', userId));
  return { balance: user!.balance, ledgerSum: Number(ledger!.sum), ledgerRows: Number(ledger!.rows) };
}

export async function makePromo(db: Db, code: string, discountCents: number, minAmountCents: number) {
  await db.insert(promoCodes).values({ code, discountCents, minAmountCents }).onConflictDoNothing();
}

/** The demo top-up networks (USDT-TRC20 with a 10.00 minimum, USDT-ERC20). */
export async function makeNetworks(db: Db) {
  await db.insert(blockchainNetworks).values(BLOCKCHAIN_NETWORKS).onConflictDoNothing();
}

/**
 * Where the shoppers' money went, to the cent: everything paid for orders is refunded, settled to shops, kept
 * as commission, owed as import tax, or held for paid orders not settled yet (`accounted` equals `paid`), and no
 * account is below zero.
 */
export async function moneyInvariant(db: Db) {
  const [row] = await rowsOf(
    db,
    sql`select
      (select coalesce(-sum(amount_cents), 0) from ${ledgerPostings}
        where kind = 'payment' and account = 'wallet') as paid,
      (select coalesce(sum(amount_cents), 0) from ${ledgerPostings}
        where kind = 'refund' and account = 'wallet') as refunded,
      (select coalesce(sum(amount_cents), 0) from ${ledgerPostings}
        where kind = 'settlement' and account = 'shop') as settled,
      (select coalesce(sum(commission_cents), 0) from ${orders} where settled_at is not null) as commission,
      (select coalesce(sum(amount_cents), 0) from ${ledgerPostings}
        where kind = 'settlement' and account = 'taxes') as taxes,
      (select coalesce(sum(total_cents), 0) from ${orders}
        where paid_at is not null and settled_at is null) as held,
      least(0, (select least(min(balance_cents), min(frozen_cents)) from ${users}),
        (select least(min(balance_cents), min(frozen_cents)) from ${shopAccounts})) as lowest`,
  );
  const figure = (name: string) => Number(row?.[name] ?? 0);
  return {
    paid: figure('paid'),
    accounted:
      figure('refunded') + figure('settled') + figure('commission') + figure('taxes') + figure('held'),
    refunded: figure('refunded'),
    settled: figure('settled'),
    commission: figure('commission'),
    taxes: figure('taxes'),
    held: figure('held'),
    belowZero: figure('lowest') < 0,
  };
}
