import { and, desc, eq, sql } from 'drizzle-orm';
import type { WithdrawInput, WithdrawType } from '@storefront/shared';
import type { Db, Tx } from '../../db/client';
import { withdrawalDestinations } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The most a card list shows: the most recently used first. */
export const SAVED_DESTINATIONS_LIMIT = 20;

type Destination = Omit<WithdrawInput, 'amount' | 'email_code'>;

/** What identifies a destination within one shopper's list: the card number, or the network and address. */
const destinationOf = (input: Destination) =>
  input.type === 'bank' ? (input.card_no ?? '') : `${input.network ?? ''}:${input.address ?? ''}`;

/**
 * Keeps the destination of a withdrawal in the shopper's card list, in the withdrawal's own transaction: a
 * known one is moved to the top with the bank name and holder last typed.
 */
export async function rememberDestination(tx: Tx, userId: number, input: Destination) {
  const bank = input.type === 'bank';
  await tx
    .insert(withdrawalDestinations)
    .values({
      userId,
      type: input.type,
      destination: destinationOf(input),
      bankName: bank ? (input.bank_name ?? null) : null,
      cardNo: bank ? (input.card_no ?? null) : null,
      holder: bank ? (input.holder ?? null) : null,
      network: bank ? null : (input.network ?? null),
      address: bank ? null : (input.address ?? null),
    })
    .onConflictDoUpdate({
      target: [
        withdrawalDestinations.userId,
        withdrawalDestinations.type,
        withdrawalDestinations.destination,
      ],
      set: {
        bankName: sql`excluded.bank_name`,
        holder: sql`excluded.holder`,
        lastUsedAt: sql`now()`,
      },
    });
}

/** The shopper's card list: bank cards and blockchain addresses withdrawn to, most recently used first. */
export async function listDestinations(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(withdrawalDestinations)
    .where(eq(withdrawalDestinations.userId, userId))
    .orderBy(desc(withdrawalDestinations.lastUsedAt), desc(withdrawalDestinations.id))
    .limit(SAVED_DESTINATIONS_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    type: row.type as WithdrawType,
    bank_name: row.bankName,
    card_no: row.cardNo,
    holder: row.holder,
    network: row.network,
    address: row.address,
    last_used_at: row.lastUsedAt.toISOString(),
  }));
}

/** Takes a destination off the shopper's own list; withdrawals already made to it keep their details. */
export async function forgetDestination(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(withdrawalDestinations)
    .where(and(eq(withdrawalDestinations.id, id), eq(withdrawalDestinations.userId, userId)))
    .returning({ id: withdrawalDestinations.id });
  if (removed.length === 0) throw new AppError('msg.card_not_found');
}
