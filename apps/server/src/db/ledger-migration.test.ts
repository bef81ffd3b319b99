import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { reconcile } from '../modules/ledger/reconcile';
import { createPglite, type Db } from './client';
import { migrationsFolder } from '../paths';

/** The migrations up to `tag` (the ones a database made before the ledger had), in a folder of their own. */
async function migrationsUpTo(tag: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/**
 * A database of the two old ledgers with a history of every kind, written as the code before migration 0023
 * wrote it: a payment of two orders in one row, a refund with its order settled at once, a settlement, one that
 * left the shop nothing, a top-up, withdrawals under audit, paid out and refused, a shop's withdrawal paid out.
 */
async function oldHistory(client: PGlite) {
  await client.exec(`
    insert into users (id, username, email, mobile, password_hash, balance_cents, frozen_cents)
      values (1, 'old', 'old@example.com', '+15550000001', 'x', 95200, 2000);
    insert into categories (id, key, icon) values (1, 'things', '');
    insert into shops (id, name, logo) values (1, 'Old Shop', '');
    insert into shop_accounts (shop_id, balance_cents, frozen_cents) values (1, 2920, 0);
    insert into products (id, shop_id, category_id, name, price_cents, stock)
      values (1, 1, 1, 'Thing', 1000, 10);
    insert into orders (id, order_no, user_id, shop_id, status, goods_cents, freight_cents, total_cents,
        expires_at, paid_at, settled_at, commission_cents) values
      (1, 'N1', 1, 1, 'completed', 1000, 600, 1600, now(), '2026-01-02', '2026-01-04', 80),
      (2, 'N2', 1, 1, 'refunded', 2500, 600, 3100, now(), '2026-01-02', '2026-01-03', 100),
      (3, 'N3', 1, 1, 'completed', 500, 0, 500, now(), '2026-01-02 01:00', '2026-01-05', 500),
      (4, 'N4', 1, 1, 'undelivered', 700, 0, 700, now(), '2026-01-02 02:00', null, null);
    insert into order_items (order_id, product_id, shop_id, name, price_cents, quantity, commission_rate_bp) values
      (1, 1, 1, 'Thing', 1000, 1, 500), (2, 1, 1, 'Thing', 2500, 1, 500), (3, 1, 1, 'Thing', 500, 1, 10000),
      (4, 1, 1, 'Thing', 700, 1, 500);
    insert into recharges (id, user_id, method, amount_cents, actual_cents, image, status)
      values (1, 1, 'bank', 5000, 5000, '', 'passed');
    insert into withdrawals (id, user_id, shop_id, type, amount_cents, fee_cents, actual_cents, status) values
      (1, 1, null, 'bank', 2000, 20, 1980, 'auditing'),
      (2, 1, null, 'bank', 3000, 30, 2970, 'passed'),
      (3, 1, null, 'bank', 1000, 10, 990, 'refused'),
      (4, 1, 1, 'bank', 500, 5, 495, 'passed');
    insert into ledger_entries (user_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, memo, created_at)
      values
      (1, 100000, 100000, 'adjust', null, null, '', '2026-01-01'),
      (1, -4700, 95300, 'payment', 'order', 1, 'N1 N2', '2026-01-02'),
      (1, -500, 94800, 'payment', 'order', 3, 'N3', '2026-01-02 01:00'),
      (1, -700, 94100, 'payment', 'order', 4, 'N4', '2026-01-02 02:00'),
      (1, 1100, 95200, 'refund', 'order', 2, 'N2', '2026-01-03'),
      (1, 5000, 100200, 'recharge', 'recharge', 1, 'bank 50.00', '2026-01-06'),
      (1, -2000, 98200, 'withdraw', 'withdrawal', 1, '', '2026-01-07'),
      (1, -3000, 95200, 'withdraw', 'withdrawal', 2, '', '2026-01-08'),
      (1, -1000, 94200, 'withdraw', 'withdrawal', 3, '', '2026-01-09'),
      (1, 1000, 95200, 'withdraw_return', 'withdrawal', 3, '', '2026-01-10');
    insert into shop_ledger_entries (shop_id, amount_cents, balance_after_cents, kind, ref_type, ref_id, memo,
        created_at) values
      (1, 1900, 1900, 'settlement', 'order', 2, 'N2', '2026-01-03'),
      (1, 1520, 3420, 'settlement', 'order', 1, 'N1', '2026-01-04'),
      (1, -500, 2920, 'withdraw', 'withdrawal', 4, '', '2026-01-11');
  `);
}

describe('migration 0023: the two old ledgers into one double-entry ledger', () => {
  it('turns every old row into a balanced journal, proving every balance before and after', async () => {
    const client = await createPglite();
    const db = drizzle({ client }) as unknown as Db;
    const before = await migrationsUpTo('0022_ledger_postings');
    folders.push(before);
    await migrate(drizzle({ client }), { migrationsFolder: before });
    await oldHistory(client);

    await migrate(drizzle({ client }), { migrationsFolder });

    const { rows: postings } = await client.query<{
      journal_id: number;
      account: string;
      holder_id: number;
      amount_cents: string;
      balance_after_cents: string | null;
      kind: string;
      ref_id: number | null;
    }>(
      `select journal_id, account, holder_id, amount_cents::text, balance_after_cents::text, kind, ref_id
       from ledger_postings order by id`,
    );
    // The payment of two orders: one journal, each order its wallet debit and clearing credit.
    const twoOrders = postings.filter(
      (posting) => posting.kind === 'payment' && [1, 2].includes(posting.ref_id!),
    );
    expect(new Set(twoOrders.map((posting) => posting.journal_id)).size).toBe(1);
    expect(
      twoOrders.map(({ account, amount_cents, balance_after_cents, ref_id }) => [
        account,
        amount_cents,
        balance_after_cents,
        ref_id,
      ]),
    ).toEqual([
      ['wallet', '-1600', '98400', 1],
      ['clearing', '1600', null, 1],
      ['wallet', '-3100', '95300', 2],
      ['clearing', '3100', null, 2],
    ]);
    // The commission of an order that left its shop nothing is still the platform's.
    expect(postings.filter((posting) => posting.ref_id === 3 && posting.kind === 'settlement')).toMatchObject(
      [
        { account: 'clearing', amount_cents: '-500' },
        { account: 'commission', amount_cents: '500' },
      ],
    );
    // Withdrawals paid out: frozen money out, the arrival outside, the fee the platform's.
    const paidOut = postings.filter((posting) => posting.kind === 'withdraw_paid');
    expect(paidOut.map(({ account, holder_id, amount_cents }) => [account, holder_id, amount_cents])).toEqual(
      [
        ['wallet_frozen', 1, '-3000'],
        ['outside', 0, '2970'],
        ['withdrawal_fees', 0, '30'],
        ['shop_frozen', 1, '-500'],
        ['outside', 0, '495'],
        ['withdrawal_fees', 0, '5'],
      ],
    );

    const books = await reconcile(db);
    expect(books.differences).toEqual([]);
    expect(books.platform).toEqual({
      // Order 4, paid and not settled.
      clearing: 700,
      commission: 80 + 100 + 500,
      taxes: 0,
      withdrawal_fees: 35,
      adjustments: -100_000,
      outside: -5_000 + 2_970 + 495,
    });
    // The old tables are gone; the trigger guards the new one.
    expect((await client.query(`select to_regclass('ledger_entries') as old`)).rows).toEqual([{ old: null }]);
    await expect(
      client.exec(
        `insert into ledger_postings (journal_id, account, amount_cents, kind) values (1, 'outside', 1, 'adjust')`,
      ),
    ).rejects.toThrow(/does not sum to zero/);
    // Every order paid before payment methods was paid from the balance, and says so (migration 0027).
    expect(
      (await client.query(`select id, payment_method from orders order by id`)).rows.map((order) =>
        Object.values(order as object),
      ),
    ).toEqual([
      [1, 'balance'],
      [2, 'balance'],
      [3, 'balance'],
      [4, 'balance'],
    ]);
    await client.close();
  });

  it('refuses to migrate books whose balances already differ from their old ledgers, and changes nothing', async () => {
    const client = await createPglite();
    const before = await migrationsUpTo('0022_ledger_postings');
    folders.push(before);
    await migrate(drizzle({ client }), { migrationsFolder: before });
    await oldHistory(client);
    await client.exec(`update users set balance_cents = 95201 where id = 1`);

    const refused = await migrate(drizzle({ client }), { migrationsFolder }).catch((error: unknown) => error);
    expect(String((refused as Error).cause)).toMatch(
      /a shopper's balance is not the sum of its ledger_entries/,
    );
    expect((await client.query(`select count(*)::int as rows from ledger_entries`)).rows).toEqual([
      { rows: 10 },
    ]);
    expect((await client.query(`select count(*)::int as rows from ledger_postings`)).rows).toEqual([
      { rows: 0 },
    ]);
    await client.close();
  });
});
