import { and, count, desc, eq, ne } from 'drizzle-orm';
import { MAX_ADDRESSES_PER_USER } from '@storefront/shared';
import type { AddressSaveInput } from '@storefront/shared/address';
import { addressNeedsReview } from '@storefront/shared/address-save';
import type { Db, Tx } from '../../db/client';
import { addresses } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inTransaction, lockUser } from '../../lib/transaction';

type AddressRow = typeof addresses.$inferSelect;

function toAddress(row: AddressRow) {
  const address = {
    id: row.id,
    country: row.country,
    consignee: row.consignee,
    mobile: row.mobile,
    area: row.area,
    admin_area: row.adminArea,
    locality: row.locality,
    sublocality: row.sublocality,
    postcode: row.postcode,
    address: row.address,
    tag: row.tag,
    is_default: row.isDefault,
  };
  // Checked on every read against today's rules and data, so that nothing stored can go stale (decision 063).
  return { ...address, needs_review: addressNeedsReview(address), created_at: row.createdAt.toISOString() };
}

const owned = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

export async function listAddresses(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id));
  return rows.map(toAddress);
}

export async function getAddress(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(addresses).where(owned(userId, id));
  if (!row) throw new AppError('msg.address_not_found');
  return toAddress(row);
}

/** Adds, or with `id` edits; the first address of a user is the default whatever was asked. */
export async function saveAddress(db: Db, userId: number, input: AddressSaveInput) {
  return inTransaction(db, async (tx) => {
    // A user's address changes run one at a time: "at most one default" and the limit hold under bursts.
    await lockUser(tx, userId);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    const fields = {
      country: input.country,
      consignee: input.consignee,
      mobile: input.mobile,
      area: input.area,
      adminArea: input.admin_area,
      locality: input.locality,
      sublocality: input.sublocality,
      postcode: input.postcode,
      address: input.address,
      tag: input.tag,
    };
    let makeDefault = input.is_default || total === 0;
    let row: AddressRow | undefined;
    if (input.id !== undefined) {
      const [existing] = await tx.select().from(addresses).where(owned(userId, input.id));
      if (!existing) throw new AppError('msg.address_not_found');
      // Unticking "default" on the only default would leave none; the default moves only by choosing another.
      makeDefault = makeDefault || existing.isDefault;
      if (makeDefault) await clearDefault(tx, userId, existing.id);
      [row] = await tx
        .update(addresses)
        .set({ ...fields, isDefault: makeDefault, updatedAt: new Date() })
        .where(owned(userId, existing.id))
        .returning();
    } else {
      if (total >= MAX_ADDRESSES_PER_USER)
        throw new AppError('msg.address_limit', { max: MAX_ADDRESSES_PER_USER });
      if (makeDefault) await clearDefault(tx, userId);
      [row] = await tx
        .insert(addresses)
        .values({ ...fields, userId, isDefault: makeDefault })
        .returning();
    }
    if (!row) throw new Error('address write returned no row');
    return toAddress(row);
  });
}

async function clearDefault(tx: Tx, userId: number, exceptId = 0) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, exceptId)));
}

export async function setDefaultAddress(db: Db, userId: number, id: number) {
  await inTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(owned(userId, id));
    if (!existing) throw new AppError('msg.address_not_found');
    await clearDefault(tx, userId, id);
    await tx.update(addresses).set({ isDefault: true }).where(owned(userId, id));
  });
}

/** Deleting the default makes the most recently used remaining address the default. */
export async function deleteAddress(db: Db, userId: number, id: number) {
  await inTransaction(db, async (tx) => {
    await lockUser(tx, userId);
    const [removed] = await tx.delete(addresses).where(owned(userId, id)).returning();
    if (!removed) throw new AppError('msg.address_not_found');
    if (!removed.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.updatedAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
