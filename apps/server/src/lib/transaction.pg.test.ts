import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useScratchDatabase } from '../../test/scratch-database';
import { inTransaction } from './transaction';

const scratch = useScratchDatabase('storefront_tx', { poolSize: 4, migrate: false });

beforeAll(async () => {
  await scratch.database.db.execute(sql`create table counters (id int primary key, n int not null)`);
  await scratch.database.db.execute(sql`insert into counters values (1, 0), (2, 0)`);
});

/** Resolves for everyone once `count` parties have arrived. */
function barrier(count: number) {
  let arrived = 0;
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

describe('inTransaction on PostgreSQL', () => {
  it('runs a transaction again when the database undid it to break a deadlock', async () => {
    const bothHoldOne = barrier(2);
    const attempts = { ascending: 0, descending: 0 };
    const bump = (id: number) => sql`update counters set n = n + 1 where id = ${id}`;
    // Each takes one row, waits until the other has taken the other row, then asks for it: a deadlock on the
    // first attempt; the database undoes one of them, and only that one runs again.
    const lockBoth = (order: 'ascending' | 'descending', first: number, second: number) =>
      inTransaction(scratch.database.db, async (tx) => {
        attempts[order] += 1;
        await tx.execute(bump(first));
        if (attempts[order] === 1) await bothHoldOne();
        await tx.execute(bump(second));
      });
    await Promise.all([lockBoth('ascending', 1, 2), lockBoth('descending', 2, 1)]);
    expect(attempts.ascending + attempts.descending).toBe(3);
    const { rows } = (await scratch.database.db.execute(
      sql`select n from counters order by id`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.map((row) => row.n)).toEqual([2, 2]);
  });

  it('does not run again what failed for any other reason', async () => {
    let attempts = 0;
    await expect(
      inTransaction(scratch.database.db, async (tx) => {
        attempts += 1;
        await tx.execute(sql`insert into counters values (1, 0)`);
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});
