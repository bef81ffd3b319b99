import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { shopAccounts, shopMembers, users } from '../src/db/schema';
import { issueSellerToken } from '../src/lib/auth';
import type { client } from './harness';
import { makeProduct, makeShop, makeShopper, PASSWORD, PAY_CODE, type Shopper } from './shopping-fixtures';

type Api = ReturnType<typeof client>;

/**
 * A shopper made the owner of a shop straight in the database, with a seller-centre token: the shop's
 * withdrawal codes go to the owner's email (the shop has none of its own).
 */
export async function makeShopOwner(db: Db, shopId: number) {
  const owner = await makeShopper(db);
  await db.insert(shopMembers).values({ shopId, userId: owner.id, role: 'owner' });
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, owner.id));
  return { ...owner, email: user!.email, sellerToken: await issueSellerToken(db, owner.id, shopId) };
}

/** A new shop with its account (its own withdrawal address) and its owner, logged in to the seller centre. */
export async function makeMerchant(db: Db) {
  const shop = await makeShop(db);
  await db.insert(shopAccounts).values({ shopId: shop.id, email: `shop${shop.id}@example.com` });
  const owner = await makeShopOwner(db, shop.id);
  return { shopId: shop.id, owner, sellerToken: owner.sellerToken };
}

/** A member's seller token, through the seller login. */
export async function sellerLogin(api: Api, member: { username: string }) {
  const login = await api.post('/api/seller/login', { account: member.username, password: PASSWORD });
  expect(login.code, login.msg).toBe(1);
  return login.data.token as string;
}

/** The shopper's email, marked verified (as a registration or an email change with its code leaves it). */
export async function verifiedEmailOf(db: Db, shopper: Shopper) {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.id, shopper.id))
    .returning({ email: users.email });
  return row!.email;
}

/**
 * A paid order of one of the shop's products, `received` when `confirmed` (shipped by the shop first),
 * else waiting for delivery.
 */
export async function paidOrderOf(
  db: Db,
  api: Api,
  merchant: { shopId: number; sellerToken: string },
  options: { priceCents?: number; confirmed?: boolean } = {},
) {
  const product = await makeProduct(db, { shopId: merchant.shopId, priceCents: options.priceCents ?? 6_000 });
  const buyer = await makeShopper(db, { balanceCents: 100_000 });
  const created = await api.post(
    '/api/order/create',
    { items: [{ product_id: product.id, quantity: 1 }], address_id: buyer.addressId },
    { token: buyer.token },
  );
  const orderId = created.data.order_id as number;
  const paid = await api.post(
    '/api/order/pay',
    { order_id: orderId, pay_password: PAY_CODE },
    { token: buyer.token },
  );
  expect(paid.code, paid.msg).toBe(1);
  if (options.confirmed) {
    await api.post(
      '/api/seller/order/ship',
      { order_id: orderId, company: 'DHL', tracking_no: `T${orderId}` },
      { token: merchant.sellerToken },
    );
    await api.post('/api/order/confirm', { order_id: orderId }, { token: buyer.token });
  }
  return { orderId, product, buyer };
}
